using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// UTF-16 text in 128-bit vectors (SSE without AVX2, Arm64, Native AOT's default x64 target) with ASCII probes: each
// probe's two vectors of 8 units are narrowed into one of 16 bytes with a saturating pack (SSE2's packuswb, AdvSimd's
// uqxtn), so a probe costs one byte compare per 16 windows instead of two 16-bit ones, as the runtime's packed
// searches do. Saturation keeps units up to 0xFF and makes larger ones 0xFF (or 0x00 on SSE2, whose pack reads
// signed units), so an ASCII probe value can only gain candidates (U+0000, which a needle seldom holds), never lose
// one. The 128-bit pack keeps window order: no permutation follows it.
internal static partial class ProbeScan<T, TVector, TArity>
{
    /// <summary>Whether this instantiation scans UTF-16 in 128-bit vectors with a saturating pack (see <see cref="NextForwardPacked128"/>).</summary>
    private static bool ComparesPackedUnits128
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => typeof(T) == typeof(ushort) && TVector.Count == Vector128<ushort>.Count && (Sse2.IsSupported || AdvSimd.IsSupported);
    }

    /// <summary><see cref="NextForward"/> over narrowed units: two strides (32 windows) per iteration, tested together.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int NextForwardPacked128<TCaseBits>(ref ushort start, int position, int lastStride, in CandidateProbes<T> probes, out ulong mask, out int scanned)
        where TCaseBits : IProbeCaseBits
    {
        byte keepBits = (byte)~int.CreateTruncating(probes.CaseBits1 | probes.CaseBits2 | probes.CaseBits3);
        Vector128<byte> keep = Vector128.Create(keepBits);
        Vector128<byte> value1 = Vector128.Create((byte)(int.CreateTruncating(probes.Value1) & keepBits));
        Vector128<byte> value2 = Vector128.Create((byte)(int.CreateTruncating(probes.Value2) & keepBits));
        Vector128<byte> value3 = Vector128.Create((byte)(int.CreateTruncating(probes.Value3) & keepBits));
        // The probes' loads advance as refs, so each addresses its vector at a constant offset.
        ref ushort at1 = ref Unsafe.Add(ref start, probes.Offset1 + position);
        ref ushort at2 = ref Unsafe.Add(ref start, probes.Offset2 + position);
        ref ushort at3 = ref Unsafe.Add(ref start, probes.Offset3 + position);
        for (; position <= lastStride - Stride; position += 2 * Stride)
        {
            Vector128<byte> low = PackedHits128<TCaseBits>(ref at1, ref at2, ref at3, 0, keep, value1, value2, value3);
            Vector128<byte> high = PackedHits128<TCaseBits>(ref at1, ref at2, ref at3, Stride, keep, value1, value2, value3);
            at1 = ref Unsafe.Add(ref at1, 2 * Stride);
            at2 = ref Unsafe.Add(ref at2, 2 * Stride);
            at3 = ref Unsafe.Add(ref at3, 2 * Stride);
            if ((low | high) == Vector128<byte>.Zero) continue;
            mask = low.ExtractMostSignificantBits();
            if (mask != 0)
            {
                scanned = position;
                return position;
            }
            mask = high.ExtractMostSignificantBits();
            scanned = position + Stride;
            return position + Stride;
        }
        ref T units = ref Unsafe.As<ushort, T>(ref start);
        return LastStride<TCaseBits>(ref Unsafe.Add(ref units, probes.Offset1), ref Unsafe.Add(ref units, probes.Offset2),
            ref Unsafe.Add(ref units, probes.Offset3), position, lastStride, new ProbeLanes(in probes), out mask, out scanned);
    }

    // All bits set in the bytes of the 16 windows from `offset` that pass every probe.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> PackedHits128<TCaseBits>(ref ushort at1, ref ushort at2, ref ushort at3, int offset,
        Vector128<byte> keep, Vector128<byte> value1, Vector128<byte> value2, Vector128<byte> value3)
        where TCaseBits : IProbeCaseBits
    {
        Vector128<byte> hits = PackedProbe128<TCaseBits>(ref Unsafe.Add(ref at1, offset), keep, value1)
            & PackedProbe128<TCaseBits>(ref Unsafe.Add(ref at2, offset), keep, value2);
        return TArity.HasThird ? hits & PackedProbe128<TCaseBits>(ref Unsafe.Add(ref at3, offset), keep, value3) : hits;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> PackedProbe128<TCaseBits>(ref ushort units, Vector128<byte> keep, Vector128<byte> value)
        where TCaseBits : IProbeCaseBits
    {
        Vector128<ushort> first = Vector128.LoadUnsafe(ref units), second = Vector128.LoadUnsafe(ref units, 8);
        Vector128<byte> packed = Sse2.IsSupported
            ? Sse2.PackUnsignedSaturate(first.AsInt16(), second.AsInt16())
            : AdvSimd.ExtractNarrowingSaturateUpper(AdvSimd.ExtractNarrowingSaturateLower(first), second);
        return Vector128.Equals(TCaseBits.MayBeSet ? packed & keep : packed, value);
    }
}
