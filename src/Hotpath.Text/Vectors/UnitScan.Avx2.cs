using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// AVX2 without AVX-512: blocks of 64 units loaded from 64-byte boundaries, and UTF-16 narrowed to bytes with one
// saturating pack (vpackuswb) per 32 units, so a block costs one byte compare per 32 units. The runtime's IndexOf(char)
// also packs but loads unaligned (half its 32-byte loads straddle a cache line), and its Count(char) compares 16-bit
// lanes. Measured in-process with AVX2 and no AVX-512, a unit absent from the text is found faster than by
// IndexOf(char) over a long novel and about as fast over a shorter one; Count of a common unit is much faster than
// Count(char). The pack is exact for units U+0001–U+00FE: larger units become
// 0xFF or 0x00, which such a unit never equals, and which a range of such units never holds. The same blocks serve a
// search for any unit of a range (the digits of \b[0-9]+\b), with the equality replaced by a range test.
internal static partial class UnitScan<T>
{
    // 64 units: a cache line of bytes, two of UTF-16.
    private const int Avx2Block = 64;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Avx2Applies(int length, T value) => Avx2Applies(length, value, value);

    // Whether the AVX2 blocks serve a search for units from `low` to `high` in a haystack of `length` units: for UTF-16
    // the range must lie within U+0001–U+00FE, where the pack is exact.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Avx2Applies(int length, T low, T high) =>
        length >= 4 * Avx2Block && !Vector512.IsHardwareAccelerated && Avx2.IsSupported && VectorPaths.Enabled
        && (typeof(T) == typeof(byte) || uint.CreateTruncating(low) - 1 < 0xFE && uint.CreateTruncating(high) - 1 < 0xFE);

    // The first `value` from the start, or -1 (see Avx2Applies).
    private static int IndexOfAvx2(ReadOnlySpan<T> haystack, T value) =>
        IndexOfAvx2(haystack, new SameByte(Vector256.Create(byte.CreateTruncating(value))));

    // The first unit from `low` to `high` (low ≤ high), or -1 (see Avx2Applies).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int IndexOfAnyInRangeAvx2(ReadOnlySpan<T> haystack, T low, T high) =>
        IndexOfAvx2(haystack, new ByteInRange(byte.CreateTruncating(low), byte.CreateTruncating(high)));

    // The first unit that passes `target`, or -1.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int IndexOfAvx2<TTest>(ReadOnlySpan<T> haystack, TTest target) where TTest : struct, IByteTest
    {
        ref T start = ref MemoryMarshal.GetReference(haystack);
        ulong mask = OrderedMask(ref start, target);
        if (mask != 0) return BitOperations.TrailingZeroCount(mask);
        // From the last boundary at or below one block in: the units below it were just checked.
        int position = Avx2Block - Misalignment(ref start, Avx2Block);
        int lastBlock = haystack.Length - Avx2Block;
        for (; position <= lastBlock; position += Avx2Block)
        {
            (Vector256<byte> low, Vector256<byte> high) = Matches(ref Unsafe.Add(ref start, position), target);
            if ((low | high) == Vector256<byte>.Zero) continue;
            return position + BitOperations.TrailingZeroCount(InWindowOrder(low, high));
        }
        // The last block ends at the haystack's end; the units it rechecks held no match.
        if (position >= haystack.Length) return -1;
        mask = OrderedMask(ref Unsafe.Add(ref start, lastBlock), target);
        return mask == 0 ? -1 : lastBlock + BitOperations.TrailingZeroCount(mask);
    }

    // How many times `value` occurs (see Avx2Applies).
    private static int CountAvx2(ReadOnlySpan<T> haystack, T value)
    {
        ref T start = ref MemoryMarshal.GetReference(haystack);
        var target = new SameByte(Vector256.Create(byte.CreateTruncating(value)));
        int position = Avx2Block - Misalignment(ref start, Avx2Block);
        // The first block counts only the units below `position`, where the aligned blocks begin.
        ulong below = position == Avx2Block ? ulong.MaxValue : (1UL << position) - 1;
        int found = BitOperations.PopCount(OrderedMask(ref start, target) & below);
        int lastBlock = haystack.Length - Avx2Block;
        // Matches are tallied per byte lane (a match lane is 0xFF, so subtracting it adds one), which costs a block
        // two subtractions instead of two mask extractions and population counts, and summed before a lane can wrap.
        // Counting needs no order: the pack's interleaving is left in place.
        Vector256<byte> tally = Vector256<byte>.Zero;
        int blocksInTally = 0;
        for (; position <= lastBlock; position += Avx2Block)
        {
            (Vector256<byte> low, Vector256<byte> high) = Matches(ref Unsafe.Add(ref start, position), target);
            tally = tally - low - high;
            if (++blocksInTally < MaxBlocksPerTally) continue;
            found += Sum(tally);
            (tally, blocksInTally) = (Vector256<byte>.Zero, 0);
        }
        found += Sum(tally);
        if (position < haystack.Length)
        {
            // The last block ends at the haystack's end; its units below `position` were counted already.
            found += BitOperations.PopCount(OrderedMask(ref Unsafe.Add(ref start, lastBlock), target) & (ulong.MaxValue << (position - lastBlock)));
        }
        return found;
    }

    // Each block adds at most 2 to a byte lane of the tally.
    private const int MaxBlocksPerTally = byte.MaxValue / 2;

    // The sum of the tally's 32 byte lanes (vpsadbw against zero sums each 8 into a 64-bit lane).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int Sum(Vector256<byte> tally) => (int)Vector256.Sum(Avx2.SumAbsoluteDifferences(tally, Vector256<byte>.Zero).AsUInt64());

    private static int Misalignment(ref T start, int index) => AlignedWindows<T, ProbeVector256<T>>.Misalignment(ref start, index);

    // Bit i set: unit i of the block from `block` passes the test.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong OrderedMask<TTest>(ref T block, TTest target) where TTest : struct, IByteTest
    {
        (Vector256<byte> low, Vector256<byte> high) = Matches(ref block, target);
        return InWindowOrder(low, high);
    }

    // The block's 64 test results, 32 per vector: bytes in order, or UTF-16 in the pack's order (units 0–7 and 16–23
    // in the low 128-bit half, 8–15 and 24–31 in the high one).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (Vector256<byte> Low, Vector256<byte> High) Matches<TTest>(ref T block, TTest target) where TTest : struct, IByteTest
    {
        if (typeof(T) == typeof(byte))
        {
            ref byte bytes = ref Unsafe.As<T, byte>(ref block);
            return (target.Hits(Vector256.LoadUnsafe(ref bytes)), target.Hits(Vector256.LoadUnsafe(ref bytes, 32)));
        }
        ref short units = ref Unsafe.As<T, short>(ref block);
        return (target.Hits(Avx2.PackUnsignedSaturate(Vector256.LoadUnsafe(ref units), Vector256.LoadUnsafe(ref units, 16))),
            target.Hits(Avx2.PackUnsignedSaturate(Vector256.LoadUnsafe(ref units, 32), Vector256.LoadUnsafe(ref units, 48))));
    }

    // What a scan looks for in each (narrowed) unit: all ones in the lanes that hold it.
    private interface IByteTest
    {
        Vector256<byte> Hits(Vector256<byte> bytes);
    }

    private readonly struct SameByte(Vector256<byte> target) : IByteTest
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector256<byte> Hits(Vector256<byte> bytes) => Vector256.Equals(bytes, target);
    }

    private readonly struct ByteInRange(byte low, byte high) : IByteTest
    {
        private readonly Vector256<byte> _low = Vector256.Create(low), _span = Vector256.Create((byte)(high - low));

        // Unsigned: a byte below `low` wraps past the span.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector256<byte> Hits(Vector256<byte> bytes) => Vector256.LessThanOrEqual(bytes - _low, _span);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong InWindowOrder(Vector256<byte> low, Vector256<byte> high)
    {
        if (typeof(T) != typeof(byte))
        {
            // Swapping the middle quarters undoes the pack's interleaving.
            low = Avx2.Permute4x64(low.AsUInt64(), 0b11_01_10_00).AsByte();
            high = Avx2.Permute4x64(high.AsUInt64(), 0b11_01_10_00).AsByte();
        }
        return low.ExtractMostSignificantBits() | ((ulong)high.ExtractMostSignificantBits() << 32);
    }
}
