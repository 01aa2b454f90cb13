using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// UTF-16 on AVX-512 VBMI: each block of 64 units is loaded once (two loads and one pack, see UnitBlock512), from a
// 64-byte boundary, and compared with the probe at the needle's lowest probed offset; each other probe compares the
// same block moved back by its distance from that one, with one vpermt2b that fills from the next block, which the
// next iteration reuses. The unshifted scan loads every probe's window separately: for UTF-16 three 64-byte loads per
// 32 windows, two of them split across cache lines, which is what bounded needles of common units ("the house"
// over prose, nearly all its time in the scan, is faster shifted). Not for bytes, whose
// unshifted probes load one vector each: the permutes cost more than the split loads they save ("Sherlock" over
// UTF-8 prose is slower shifted).
internal static partial class ProbeScan<T, TVector, TArity>
{
    /// <summary>Whether this instantiation is the 512-bit UTF-16 one on hardware with the shifted block scan (see <see cref="UnitBlock512{T}"/>).</summary>
    private static bool ShiftsBlocks
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => typeof(T) == typeof(ushort) && TVector.Count * Unsafe.SizeOf<T>() == 64 && UnitBlock512<T>.IsSupported;
    }

    /// <summary>
    /// Whether the shifted scan takes these probes: they must lie within one block of each other, and be ASCII (the
    /// pack keeps ASCII units exact).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool ShiftedScanTakes(in CandidateProbes<T> probes) =>
        Math.Max(probes.Offset1, Math.Max(probes.Offset2, probes.Offset3)) - Math.Min(probes.Offset1, Math.Min(probes.Offset2, probes.Offset3)) < UnitBlock512<T>.Width &&
        ProbesAreAscii(in probes);

    /// <summary><see cref="NextForward"/> by shifted blocks: one block of 64 windows per iteration.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int NextForwardShifted<TCaseBits>(ref T start, int position, int lastStride, in CandidateProbes<T> probes, out ulong mask, out int scanned)
        where TCaseBits : IProbeCaseBits
    {
        const int width = UnitBlock512<T>.Width;
        // The probe at the lowest offset reads the block as loaded (probe A); the others read it moved back by their
        // distance from it. Without a third probe, the third repeats the second, so the lowest is never only the third.
        var (a, b, c) = probes.Offset1 <= Math.Min(probes.Offset2, probes.Offset3) ? (1, 2, 3)
            : probes.Offset2 <= probes.Offset3 ? (2, 1, 3) : (3, 1, 2);
        int first = OffsetOf(in probes, a);
        byte keepBits = (byte)~int.CreateTruncating(probes.CaseBits1 | probes.CaseBits2 | probes.CaseBits3);
        Vector512<byte> keep = Vector512.Create(keepBits);
        Vector512<byte> valueA = ByteProbe(in probes, a, keepBits);
        Vector512<byte> backB = UnitBlock512<T>.BackBy[OffsetOf(in probes, b) - first], valueB = ByteProbe(in probes, b, keepBits);
        Vector512<byte> backC = UnitBlock512<T>.BackBy[OffsetOf(in probes, c) - first], valueC = ByteProbe(in probes, c, keepBits);
        ref T units = ref Unsafe.Add(ref start, first);
        if (position <= lastStride - width)
        {
            // Blocks start on a 64-byte boundary at or below `position` (when the text has room), so no load splits a
            // cache line; the lanes below `position` are dropped from the first block.
            int early = AlignedWindows<T, TVector>.Misalignment(ref units, position);
            if (early > position) early = 0;
            position -= early;
            ulong unwanted = (1UL << early) - 1;
            Vector512<byte> current = UnitBlock512<T>.Load(ref Unsafe.Add(ref units, position));
            // The next block must hold whole windows too, so that its loads stay inside the text.
            for (; position <= lastStride - width; position += width)
            {
                Vector512<byte> next = UnitBlock512<T>.Load(ref Unsafe.Add(ref units, position + width));
                Vector512<byte> differences = (current ^ valueA) | (Avx512Vbmi.PermuteVar64x8x2(current, backB, next) ^ valueB);
                if (TArity.HasThird) differences |= Avx512Vbmi.PermuteVar64x8x2(current, backC, next) ^ valueC;
                ulong hits = TCaseBits.MayBeSet
                    ? Vector512.Equals(differences & keep, Vector512<byte>.Zero).ExtractMostSignificantBits()
                    : Vector512.Equals(differences, Vector512<byte>.Zero).ExtractMostSignificantBits();
                if (hits != 0)
                {
                    mask = UnitBlock512<T>.TextOrder(hits) & ~unwanted;
                    if (mask != 0)
                    {
                        scanned = position;
                        return position;
                    }
                }
                unwanted = 0;
                current = next;
            }
        }
        return LastStride<TCaseBits>(ref Unsafe.Add(ref start, probes.Offset1), ref Unsafe.Add(ref start, probes.Offset2),
            ref Unsafe.Add(ref start, probes.Offset3), position, lastStride, new ProbeLanes(in probes), out mask, out scanned);
    }

    private static int OffsetOf(in CandidateProbes<T> probes, int probe) =>
        probe == 1 ? probes.Offset1 : probe == 2 ? probes.Offset2 : probes.Offset3;

    // A probe's value in every byte, with the dropped case bits cleared (ASCII here, see ShiftedScanTakes).
    private static Vector512<byte> ByteProbe(in CandidateProbes<T> probes, int probe, byte keepBits)
    {
        T value = probe == 1 ? probes.Value1 : probe == 2 ? probes.Value2 : probes.Value3;
        return Vector512.Create((byte)(int.CreateTruncating(value) & keepBits));
    }
}
