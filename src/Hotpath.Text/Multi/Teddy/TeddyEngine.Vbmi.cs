using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// AVX-512 VBMI: each unit is loaded and narrowed once, and one two-table byte permute (vpermt2b) per fingerprint
// position looks up the unit's bucket bits in a 128-entry table (two nibble shuffles, a shift and three ANDs
// otherwise). A candidate *ending* at lane j needs lookup k at lane j-(m-1-k), so earlier lookups are shifted by
// one to three lanes with another vpermt2b that pulls the missing lanes from the previous block. UTF-16 blocks stay
// in the pack's lane order (see PackedLaneOrder): the shifts account for it, and only blocks with candidates are
// put back into text order.
internal sealed partial class TeddyEngine<T>
{
    private const int Width512 = 64;

    private readonly WholeUnitTables _wholeUnit;

    // Lane shifts for bytes loaded in text order: lane j takes lane j-1 (j-2, j-3) of the previous‖current block pair.
    private static readonly Vector512<byte> s_textShiftOne = Vector512.CreateSequence((byte)63, (byte)1);
    private static readonly Vector512<byte> s_textShiftTwo = Vector512.CreateSequence((byte)62, (byte)1);
    private static readonly Vector512<byte> s_textShiftThree = Vector512.CreateSequence((byte)61, (byte)1);

    private bool FindBlocks512(ReadOnlySpan<T> haystack, ref int position, int m, out StringMatch match)
    {
        int start = position, i = position, back = m - 1, last = haystack.Length - Width512;
        while (true)
        {
            Vector512<byte> hits;
            i = m switch
            {
                1 => ScanBlocks512<FingerprintOf1>(haystack, i, start, out hits),
                2 => ScanBlocks512<FingerprintOf2>(haystack, i, start, out hits),
                3 => ScanBlocks512<FingerprintOf3>(haystack, i, start, out hits),
                _ => ScanBlocks512<FingerprintOf4>(haystack, i, start, out hits),
            };
            if (i > last) break;
            if (typeof(T) != typeof(byte)) hits = Avx512Vbmi.PermuteVar64x8(hits, PackedLaneOrder.ToText);
            ulong lanes = ~Vector512.Equals(hits, Vector512<byte>.Zero).ExtractMostSignificantBits();
            if (VerifyLanes(haystack, i - back, lanes, hits, out match))
            {
                position = i;
                return true;
            }
            i += Width512;
        }
        // Candidates starting at i - back or later (ending in the next block) are still unchecked.
        position = Math.Max(start, i - back);
        match = default;
        return false;
    }

    /// <summary>
    /// Scans 64-unit blocks from <paramref name="i"/> to the first with candidates (returned with its bucket bits,
    /// in load order) or past the last full block, two blocks per step while both fit. It makes no calls, so every
    /// table stays in a register; verification runs in the caller. The previous block's lookups are recomputed on
    /// entry (zero at the search start, so no candidate starts before it). The fingerprint length is a type
    /// argument so that each length gets a loop without branches on it.
    /// </summary>
    private int ScanBlocks512<TLength>(ReadOnlySpan<T> haystack, int i, int start, out Vector512<byte> found)
        where TLength : struct, IFingerprintLength
    {
        bool packed = typeof(T) != typeof(byte);
        Vector512<byte> shiftOne = packed ? PackedLaneOrder.ShiftOne : s_textShiftOne;
        Vector512<byte> shiftTwo = packed ? PackedLaneOrder.ShiftTwo : s_textShiftTwo;
        Vector512<byte> shiftThree = packed ? PackedLaneOrder.ShiftThree : s_textShiftThree;
        WholeUnitTables tables = _wholeUnit;
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        var previous = default(BlockLookups);
        if (i > start) previous = BlockLookups.Of<TLength>(Load512(ref Unsafe.Add(ref hay, i - Width512)), tables);
        int last = haystack.Length - Width512;
        for (; i <= last - Width512; i += 2 * Width512)
        {
            BlockLookups first = BlockLookups.Of<TLength>(Load512(ref Unsafe.Add(ref hay, i)), tables);
            BlockLookups second = BlockLookups.Of<TLength>(Load512(ref Unsafe.Add(ref hay, i + Width512)), tables);
            Vector512<byte> firstHits = BlockLookups.Hits<TLength>(previous, first, shiftOne, shiftTwo, shiftThree);
            Vector512<byte> secondHits = BlockLookups.Hits<TLength>(first, second, shiftOne, shiftTwo, shiftThree);
            if ((firstHits | secondHits) != Vector512<byte>.Zero)
            {
                if (firstHits != Vector512<byte>.Zero)
                {
                    found = firstHits;
                    return i;
                }
                found = secondHits;
                return i + Width512;
            }
            previous = second;
        }
        for (; i <= last; i += Width512)
        {
            BlockLookups current = BlockLookups.Of<TLength>(Load512(ref Unsafe.Add(ref hay, i)), tables);
            Vector512<byte> hits = BlockLookups.Hits<TLength>(previous, current, shiftOne, shiftTwo, shiftThree);
            if (hits != Vector512<byte>.Zero)
            {
                found = hits;
                return i;
            }
            previous = current;
        }
        found = default;
        return i;
    }

    /// <summary>
    /// Loads 64 units as bytes. UTF-16 units go through one signed-saturating pack (vpackuswb), with no clamp and
    /// no permute back into text order: units up to 0xFF keep their value, larger ones become 0xFF or 0x00, which
    /// can only add candidates. The pack interleaves the two halves per 128-bit lane (see PackedLaneOrder).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> Load512(ref T source)
    {
        if (typeof(T) == typeof(byte)) return Vector512.LoadUnsafe(ref Unsafe.As<T, byte>(ref source));
        ref short units = ref Unsafe.As<T, short>(ref source);
        return Avx512BW.PackUnsignedSaturate(Vector512.LoadUnsafe(ref units), Vector512.LoadUnsafe(ref units, 32));
    }

    /// <summary>The number of fingerprinted units, as a type so that the JIT compiles a loop per length.</summary>
    private interface IFingerprintLength
    {
        static abstract int Value { get; }
    }

    private readonly struct FingerprintOf1 : IFingerprintLength { public static int Value => 1; }

    private readonly struct FingerprintOf2 : IFingerprintLength { public static int Value => 2; }

    private readonly struct FingerprintOf3 : IFingerprintLength { public static int Value => 3; }

    private readonly struct FingerprintOf4 : IFingerprintLength { public static int Value => 4; }

    /// <summary>The 128-entry tables of <see cref="TeddyMasks.WholeUnit"/>, two 64-byte halves per fingerprint position (zero past the fingerprint).</summary>
    private readonly struct WholeUnitTables(TeddyMasks masks)
    {
        public readonly Vector512<byte> Lower0 = Half(masks, 0, 0), Upper0 = Half(masks, 0, 1), Lower1 = Half(masks, 1, 0), Upper1 = Half(masks, 1, 1);
        public readonly Vector512<byte> Lower2 = Half(masks, 2, 0), Upper2 = Half(masks, 2, 1), Lower3 = Half(masks, 3, 0), Upper3 = Half(masks, 3, 1);

        private static Vector512<byte> Half(TeddyMasks masks, int position, int half) =>
            position < masks.FingerprintLength
                ? Vector512.Create(masks.WholeUnit.AsSpan(TeddyMasks.WholeUnitTableLength * position + 64 * half, 64))
                : Vector512<byte>.Zero;
    }

    /// <summary>One block's bucket bits for each fingerprint position (unused positions stay zero).</summary>
    private struct BlockLookups
    {
        public Vector512<byte> At0, At1, At2, At3;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static BlockLookups Of<TLength>(Vector512<byte> units, in WholeUnitTables tables) where TLength : struct, IFingerprintLength
        {
            int m = TLength.Value;
            BlockLookups lookups = default;
            lookups.At0 = Avx512Vbmi.PermuteVar64x8x2(tables.Lower0, units, tables.Upper0);
            if (m > 1) lookups.At1 = Avx512Vbmi.PermuteVar64x8x2(tables.Lower1, units, tables.Upper1);
            if (m > 2) lookups.At2 = Avx512Vbmi.PermuteVar64x8x2(tables.Lower2, units, tables.Upper2);
            if (m > 3) lookups.At3 = Avx512Vbmi.PermuteVar64x8x2(tables.Lower3, units, tables.Upper3);
            return lookups;
        }

        /// <summary>
        /// The bucket bits of the candidates that end in <paramref name="current"/>'s block; the shifts are the
        /// permute controls that move a lane's lookup one, two or three units later.
        /// </summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public static Vector512<byte> Hits<TLength>(in BlockLookups previous, in BlockLookups current,
            Vector512<byte> shiftOne, Vector512<byte> shiftTwo, Vector512<byte> shiftThree) where TLength : struct, IFingerprintLength
        {
            switch (TLength.Value)
            {
                case 1:
                    return current.At0;
                case 2:
                    return Avx512Vbmi.PermuteVar64x8x2(previous.At0, shiftOne, current.At0) & current.At1;
                case 3:
                    return Avx512Vbmi.PermuteVar64x8x2(previous.At0, shiftTwo, current.At0)
                        & Avx512Vbmi.PermuteVar64x8x2(previous.At1, shiftOne, current.At1) & current.At2;
                default:
                    return Avx512Vbmi.PermuteVar64x8x2(previous.At0, shiftThree, current.At0)
                        & Avx512Vbmi.PermuteVar64x8x2(previous.At1, shiftTwo, current.At1)
                        & Avx512Vbmi.PermuteVar64x8x2(previous.At2, shiftOne, current.At2) & current.At3;
            }
        }
    }
}
