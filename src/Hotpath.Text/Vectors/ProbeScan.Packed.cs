using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Text;

// UTF-16 text with ASCII probes: each probe's units are narrowed to bytes with a saturating pack (see PackedUnits), so a
// probe costs one byte compare per stride instead of two 16-bit ones, and for case-insensitive probes one AND instead of
// two. Units up to 0xFF keep their value and larger ones become 0xFF or 0x00, so an ASCII probe value can only gain
// candidates (U+0000, which a needle seldom holds), never lose one.
internal static partial class ProbeScan<T, TVector, TArity>
{
    /// <summary>
    /// Whether this instantiation scans UTF-16 narrowed to bytes (see <see cref="IPackedUnits{TBytes}"/>): in 256-bit vectors
    /// on AVX2, in 128-bit ones where those are the widest (SSE without AVX2, Native AOT's default x64 target, Arm64).
    /// </summary>
    private static bool ComparesPackedUnits
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => typeof(T) == typeof(ushort)
            && (TVector.Count == Vector256<ushort>.Count && PackedUnits256.IsSupported || TVector.Count == Vector128<ushort>.Count && PackedUnits128.IsSupported);
    }

    /// <summary>Whether every probe's value, with its dropped case bits cleared, is ASCII (narrowing then keeps every candidate).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool ProbesAreAscii(in CandidateProbes<T> probes)
    {
        T keep = ~(probes.CaseBits1 | probes.CaseBits2 | probes.CaseBits3);
        T ascii = T.CreateTruncating(0x7F);
        return (probes.Value1 & keep) <= ascii && (probes.Value2 & keep) <= ascii && (probes.Value3 & keep) <= ascii;
    }

    /// <summary>The packed scan at this instantiation's width.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int NextForwardPacked<TCaseBits>(ref T start, int position, int lastStride, in CandidateProbes<T> probes, out ulong mask, out int scanned)
        where TCaseBits : IProbeCaseBits =>
        TVector.Count == Vector256<ushort>.Count
            ? NextForwardPacked<TCaseBits, PackedUnits256, Vector256<byte>>(ref Unsafe.As<T, short>(ref start), position, lastStride, in probes, out mask, out scanned)
            : NextForwardPacked<TCaseBits, PackedUnits128, Vector128<byte>>(ref Unsafe.As<T, short>(ref start), position, lastStride, in probes, out mask, out scanned);

    /// <summary><see cref="NextForward"/> over narrowed units: two strides per iteration, tested for any candidate at once.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int NextForwardPacked<TCaseBits, TPacked, TBytes>(ref short start, int position, int lastStride, in CandidateProbes<T> probes, out ulong mask, out int scanned)
        where TCaseBits : IProbeCaseBits
        where TPacked : IPackedUnits<TBytes>
        where TBytes : struct
    {
        byte keepBits = (byte)~int.CreateTruncating(probes.CaseBits1 | probes.CaseBits2 | probes.CaseBits3);
        TBytes keep = TPacked.Create(keepBits);
        TBytes value1 = TPacked.Create((byte)(int.CreateTruncating(probes.Value1) & keepBits));
        TBytes value2 = TPacked.Create((byte)(int.CreateTruncating(probes.Value2) & keepBits));
        TBytes value3 = TPacked.Create((byte)(int.CreateTruncating(probes.Value3) & keepBits));
        // The probes' loads advance as refs, so each addresses its vector at a constant offset.
        ref short at1 = ref Unsafe.Add(ref start, probes.Offset1 + position);
        ref short at2 = ref Unsafe.Add(ref start, probes.Offset2 + position);
        ref short at3 = ref Unsafe.Add(ref start, probes.Offset3 + position);
        for (; position <= lastStride - Stride; position += 2 * Stride)
        {
            TBytes low = PackedHits<TCaseBits, TPacked, TBytes>(ref at1, ref at2, ref at3, 0, keep, value1, value2, value3);
            TBytes high = PackedHits<TCaseBits, TPacked, TBytes>(ref at1, ref at2, ref at3, Stride, keep, value1, value2, value3);
            at1 = ref Unsafe.Add(ref at1, 2 * Stride);
            at2 = ref Unsafe.Add(ref at2, 2 * Stride);
            at3 = ref Unsafe.Add(ref at3, 2 * Stride);
            if (!TPacked.AnySet(low, high)) continue;
            mask = TPacked.WindowMask(low);
            if (mask != 0)
            {
                scanned = position;
                return position;
            }
            mask = TPacked.WindowMask(high);
            scanned = position + Stride;
            return position + Stride;
        }
        ref T units = ref Unsafe.As<short, T>(ref start);
        return LastStride<TCaseBits>(ref Unsafe.Add(ref units, probes.Offset1), ref Unsafe.Add(ref units, probes.Offset2),
            ref Unsafe.Add(ref units, probes.Offset3), position, lastStride, new ProbeLanes(in probes), out mask, out scanned);
    }

    // All bits set in the bytes (in pack order) of the stride of windows from `offset` that pass every probe.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static TBytes PackedHits<TCaseBits, TPacked, TBytes>(ref short at1, ref short at2, ref short at3, int offset,
        TBytes keep, TBytes value1, TBytes value2, TBytes value3)
        where TCaseBits : IProbeCaseBits
        where TPacked : IPackedUnits<TBytes>
        where TBytes : struct
    {
        TBytes hits = TPacked.And(PackedProbe<TCaseBits, TPacked, TBytes>(ref Unsafe.Add(ref at1, offset), keep, value1),
            PackedProbe<TCaseBits, TPacked, TBytes>(ref Unsafe.Add(ref at2, offset), keep, value2));
        return TArity.HasThird ? TPacked.And(hits, PackedProbe<TCaseBits, TPacked, TBytes>(ref Unsafe.Add(ref at3, offset), keep, value3)) : hits;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static TBytes PackedProbe<TCaseBits, TPacked, TBytes>(ref short units, TBytes keep, TBytes value)
        where TCaseBits : IProbeCaseBits
        where TPacked : IPackedUnits<TBytes>
        where TBytes : struct
    {
        TBytes packed = TPacked.Pack(ref units);
        return TPacked.Equal(TCaseBits.MayBeSet ? TPacked.And(packed, keep) : packed, value);
    }
}
