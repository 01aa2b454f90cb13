using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// AVX-512 VBMI: each block of 64 windows loads its units once (UTF-16: two loads and one pack, see UnitBlock512),
// from a 64-byte boundary, and needle unit k compares the block moved back k units with one vpermt2b that fills from
// the next block, which the next iteration reuses. The unshifted scan loads the text again for every needle unit:
// for UTF-16 " and ", five 64-byte loads per 32 windows, four of them split across cache lines. Exact under the same
// condition as the AVX2 pack (ASCII needle units, see IsPackable); bytes are always exact. The blocks stop where the
// next block would pass the text's end, and the unshifted scan finishes from there.
internal static partial class WholeNeedleScan<T, TVector>
{
    /// <summary>Whether this instantiation is the 512-bit one on hardware with the shifted block scan.</summary>
    private static bool ShiftsBlocks
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => TVector.Count * Unsafe.SizeOf<T>() == 64 && UnitBlock512<T>.IsSupported;
    }

    /// <summary>Whether this width scans <paramref name="values"/> by shifted blocks on this machine (over text of two blocks or more).</summary>
    public static bool ShiftsBlocksOf(ReadOnlySpan<T> values) =>
        ShiftsBlocks && TVector.IsAccelerated && (typeof(T) == typeof(byte) || IsPackable(values));

    // Whether the shifted scan takes this needle and text (a block and the next must fit).
    private static bool ShiftedScanTakes(ReadOnlySpan<T> haystack, ReadOnlySpan<T> values) =>
        haystack.Length >= 2 * UnitBlock512<T>.Width && ShiftsBlocksOf(values);

    // The shifted blocks, with the needle's length (and whether it has case bits) as type arguments, like ScanLength.
    private static int ScanBlocks(ReadOnlySpan<T> haystack, ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits, Span<int> positions, ref ScanState state) =>
        caseBits.ContainsAnyExcept(T.Zero)
            ? ScanBlocksOfLength<AsciiFoldedUnits<T>>(haystack, values, caseBits, positions, ref state)
            : ScanBlocksOfLength<ExactUnits<T>>(haystack, values, caseBits, positions, ref state);

    private static int ScanBlocksOfLength<TCaseBits>(ReadOnlySpan<T> haystack, ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits, Span<int> positions, ref ScanState state)
        where TCaseBits : IProbeCaseBits => values.Length switch
        {
            <= 2 => ScanBlocks<TCaseBits, UpToTwoUnits>(haystack, values, caseBits, positions, ref state),
            3 => ScanBlocks<TCaseBits, ThreeUnits>(haystack, values, caseBits, positions, ref state),
            4 => ScanBlocks<TCaseBits, FourUnits>(haystack, values, caseBits, positions, ref state),
            5 => ScanBlocks<TCaseBits, FiveUnits>(haystack, values, caseBits, positions, ref state),
            _ => ScanBlocks<TCaseBits, SixUnits>(haystack, values, caseBits, positions, ref state),
        };

    /// <summary>
    /// Scans whole blocks from the start of <paramref name="haystack"/>: returns the number collected once
    /// <paramref name="positions"/> are full, or -1, with <paramref name="state"/> at the first window not scanned and
    /// the count so far.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int ScanBlocks<TCaseBits, TLength>(ReadOnlySpan<T> haystack, ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits, Span<int> positions, ref ScanState state)
        where TCaseBits : IProbeCaseBits
        where TLength : struct, INeedleLength
    {
        const int width = UnitBlock512<T>.Width;
        // Locals of the scanning method, so the JIT keeps every vector in a register.
        int length = values.Length, lastUnit = length - 1;
        ByteLanes unit0 = new(values, caseBits, 0), last = new(values, caseBits, lastUnit);
        ByteLanes unit1 = new(values, caseBits, Inner(1, lastUnit)), unit2 = new(values, caseBits, Inner(2, lastUnit));
        ByteLanes unit3 = new(values, caseBits, Inner(3, lastUnit)), unit4 = new(values, caseBits, Inner(4, lastUnit));
        ref T start = ref MemoryMarshal.GetReference(haystack);
        // The last block start whose next block still fits.
        int lastBlock = haystack.Length - 2 * width;
        // The first block starts at 0 wherever that lies; the rest start on the 64-byte boundary after it, so none of
        // their loads splits a cache line. The windows checked twice are harmless: a match among them either was
        // returned, or is skipped by `resume` once counted.
        int position = 0;
        Vector512<byte> current = UnitBlock512<T>.Load(ref start);
        for (bool realign = true; position <= lastBlock;)
        {
            Vector512<byte> next = UnitBlock512<T>.Load(ref Unsafe.Add(ref start, position + width));
            Vector512<byte> mismatch = unit0.Mismatch<TCaseBits>(current) | last.Mismatch<TCaseBits>(current, next);
            if (TLength.Units > 2) mismatch |= unit1.Mismatch<TCaseBits>(current, next);
            if (TLength.Units > 3) mismatch |= unit2.Mismatch<TCaseBits>(current, next);
            if (TLength.Units > 4) mismatch |= unit3.Mismatch<TCaseBits>(current, next);
            if (TLength.Units > 5) mismatch |= unit4.Mismatch<TCaseBits>(current, next);
            ulong matches = Vector512.Equals(mismatch, Vector512<byte>.Zero).ExtractMostSignificantBits();
            if (matches != 0)
            {
                matches = UnitBlock512<T>.TextOrder(matches);
                if (!Tally(matches, position, length, ref state.Found, ref state.Resume, positions)) return state.Found;
            }
            if (realign)
            {
                realign = false;
                position += width - AlignedWindows<T, TVector>.Misalignment(ref start, position + width);
                current = UnitBlock512<T>.Load(ref Unsafe.Add(ref start, position));
                continue;
            }
            position += width;
            current = next;
        }
        state.Position = position;
        return -1;
    }

    // One needle unit broadcast to every byte, with its case bits and the indices that move a block back by its index.
    private readonly struct ByteLanes
    {
        private readonly Vector512<byte> _value, _caseBits, _back;

        public ByteLanes(ReadOnlySpan<T> values, ReadOnlySpan<T> caseBits, int index) =>
            (_value, _caseBits, _back) = (Bytes(values, index), Bytes(caseBits, index), UnitBlock512<T>.BackBy[index]);

        // Nonzero in the byte of each window of the block whose first unit differs.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector512<byte> Mismatch<TCaseBits>(Vector512<byte> block) where TCaseBits : IProbeCaseBits =>
            (TCaseBits.MayBeSet ? block | _caseBits : block) ^ _value;

        // Nonzero in the byte of each window of the block whose unit at this lane's index differs.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector512<byte> Mismatch<TCaseBits>(Vector512<byte> block, Vector512<byte> next) where TCaseBits : IProbeCaseBits =>
            Mismatch<TCaseBits>(Avx512Vbmi.PermuteVar64x8x2(block, _back, next));

        private static Vector512<byte> Bytes(ReadOnlySpan<T> units, int index) => Vector512.Create(units.IsEmpty ? (byte)0 : byte.CreateTruncating(units[index]));
    }
}
