using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// AVX-512 VBMI over long enough text: each block of 64 units is loaded (and for UTF-16 packed) once, every
// fingerprint position looks the whole block up, and position k's lookups are moved k units back by one two-register
// byte permute (vpermt2b) that takes the units past the block from the next block's lookups. The window scan of
// TeddyEngine.Vbmi.cs loads every position's window separately: three 64-byte loads per block for bytes and six for
// UTF-16, most of them split across cache lines; without them looking|feeling over prose ran faster in-process
// (aligning the blocks to 64 bytes gave a small part of that). Here a block costs
// one load (two for UTF-16, plus one pack) and one more permute per position after the first. The lookups of the next
// block are carried to the following iteration, so each block is still looked up once.
internal sealed partial class TeddyEngine<T>
{
    /// <summary>The <c>vpermt2b</c> indices that move a block's lookups 1, 2 and 3 units back, filling from the next block.</summary>
    private static readonly Vector512<byte> BackBy1 = UnitBlock512<T>.BackBy[1], BackBy2 = UnitBlock512<T>.BackBy[2], BackBy3 = UnitBlock512<T>.BackBy[3];

    /// <summary>
    /// Scans 64-unit blocks from <paramref name="position"/> while the block after each one fits in
    /// <paramref name="haystack"/>, returning the first block's candidate lanes in text order and their bucket bits
    /// in load order (as <see cref="ScanBlocks512{TLength}"/>), or 0 with <paramref name="position"/> at the first
    /// block not scanned. Never inlined, and without calls, for the reasons <see cref="ScanBlocks512{TLength}"/> gives.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private ulong ScanShifted512<TLength>(ReadOnlySpan<T> haystack, ref int position, out Vector512<byte> found)
        where TLength : struct, IFingerprintLength
    {
        int m = TLength.Value;
        WholeUnitTables t = _wholeUnit;
        Vector512<byte> back1 = BackBy1, back2 = BackBy2, back3 = BackBy3;
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        int i = position, last = haystack.Length - 2 * Width512;
        if (i <= last)
        {
            // Blocks start on a 64-byte boundary where the text allows (a few units before the first start), so that
            // no load splits across cache lines; the lanes before the first start are dropped from the first block.
            // Only when a block starting at `position` fits: the callers' last block must stay on their own grid.
            int early = AlignedWindows<T, ProbeVector512<T>>.Misalignment(ref hay, i);
            if (early > i) early = 0;
            i -= early;
            ulong unwanted = (1UL << early) - 1;
            Vector512<byte> units = UnitBlock512<T>.Load(ref Unsafe.Add(ref hay, i));
            Vector512<byte> current0 = Avx512Vbmi.PermuteVar64x8x2(t.Lower0, units, t.Upper0);
            Vector512<byte> current1 = m > 1 ? Avx512Vbmi.PermuteVar64x8x2(t.Lower1, units, t.Upper1) : default;
            Vector512<byte> current2 = m > 2 ? Avx512Vbmi.PermuteVar64x8x2(t.Lower2, units, t.Upper2) : default;
            Vector512<byte> current3 = m > 3 ? Avx512Vbmi.PermuteVar64x8x2(t.Lower3, units, t.Upper3) : default;
            for (; i <= last; i += Width512)
            {
                units = UnitBlock512<T>.Load(ref Unsafe.Add(ref hay, i + Width512));
                Vector512<byte> next0 = Avx512Vbmi.PermuteVar64x8x2(t.Lower0, units, t.Upper0);
                Vector512<byte> hits = current0;
                Vector512<byte> next1 = default, next2 = default, next3 = default;
                if (m > 1)
                {
                    next1 = Avx512Vbmi.PermuteVar64x8x2(t.Lower1, units, t.Upper1);
                    hits &= Avx512Vbmi.PermuteVar64x8x2(current1, back1, next1);
                }
                if (m > 2)
                {
                    next2 = Avx512Vbmi.PermuteVar64x8x2(t.Lower2, units, t.Upper2);
                    hits &= Avx512Vbmi.PermuteVar64x8x2(current2, back2, next2);
                }
                if (m > 3)
                {
                    next3 = Avx512Vbmi.PermuteVar64x8x2(t.Lower3, units, t.Upper3);
                    hits &= Avx512Vbmi.PermuteVar64x8x2(current3, back3, next3);
                }
                if (hits != Vector512<byte>.Zero)
                {
                    ulong lanes = TextOrderLanes(hits) & ~unwanted;
                    if (lanes != 0)
                    {
                        position = i;
                        found = hits;
                        return lanes;
                    }
                }
                unwanted = 0;
                (current0, current1, current2, current3) = (next0, next1, next2, next3);
            }
        }
        position = i;
        found = default;
        return 0;
    }
}
