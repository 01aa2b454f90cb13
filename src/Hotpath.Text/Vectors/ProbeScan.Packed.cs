using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

// UTF-16 text on AVX2 with ASCII probes: each probe's two vectors of 16 units are narrowed into one of 32 bytes with
// one signed-saturating pack (vpackuswb), so a probe costs one byte compare per 32 windows instead of two 16-bit ones,
// and for case-insensitive probes one AND instead of two. Units up to 0xFF keep their value and larger ones become
// 0xFF or 0x00, so an ASCII probe value can only gain candidates (U+0000, which a needle seldom holds), never lose
// one. The pack leaves windows 0–7 and 16–23 in the low 128-bit half and 8–15 and 24–31 in the high one; every
// probe's vector has that order, so they AND lane by lane, and only a stride with candidates is permuted back.
internal static partial class ProbeScan<T, TVector, TArity>
{
    /// <summary>Whether this instantiation scans UTF-16 in 256-bit vectors on AVX2 (see <see cref="NextForwardPacked"/>).</summary>
    private static bool ComparesPackedUnits
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => typeof(T) == typeof(ushort) && TVector.Count == Vector256<ushort>.Count && Avx2.IsSupported;
    }

    /// <summary>Whether every probe's value, with its dropped case bits cleared, is ASCII (narrowing then keeps every candidate).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool ProbesAreAscii(in CandidateProbes<T> probes)
    {
        T keep = ~(probes.CaseBits1 | probes.CaseBits2 | probes.CaseBits3);
        T ascii = T.CreateTruncating(0x7F);
        return (probes.Value1 & keep) <= ascii && (probes.Value2 & keep) <= ascii && (probes.Value3 & keep) <= ascii;
    }

    /// <summary><see cref="NextForward"/> over narrowed units: two strides (64 windows) per iteration, tested with one vptest.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int NextForwardPacked<TCaseBits>(ref short start, int position, int lastStride, in CandidateProbes<T> probes, out ulong mask, out int scanned)
        where TCaseBits : IProbeCaseBits
    {
        byte keepBits = (byte)~int.CreateTruncating(probes.CaseBits1 | probes.CaseBits2 | probes.CaseBits3);
        Vector256<byte> keep = Vector256.Create(keepBits);
        Vector256<byte> value1 = Vector256.Create((byte)(int.CreateTruncating(probes.Value1) & keepBits));
        Vector256<byte> value2 = Vector256.Create((byte)(int.CreateTruncating(probes.Value2) & keepBits));
        Vector256<byte> value3 = Vector256.Create((byte)(int.CreateTruncating(probes.Value3) & keepBits));
        // The probes' loads advance as refs, so each addresses its vector at a constant offset.
        ref short at1 = ref Unsafe.Add(ref start, probes.Offset1 + position);
        ref short at2 = ref Unsafe.Add(ref start, probes.Offset2 + position);
        ref short at3 = ref Unsafe.Add(ref start, probes.Offset3 + position);
        for (; position <= lastStride - Stride; position += 2 * Stride)
        {
            Vector256<byte> low = PackedHits<TCaseBits>(ref at1, ref at2, ref at3, 0, keep, value1, value2, value3);
            Vector256<byte> high = PackedHits<TCaseBits>(ref at1, ref at2, ref at3, Stride, keep, value1, value2, value3);
            at1 = ref Unsafe.Add(ref at1, 2 * Stride);
            at2 = ref Unsafe.Add(ref at2, 2 * Stride);
            at3 = ref Unsafe.Add(ref at3, 2 * Stride);
            if ((low | high) == Vector256<byte>.Zero) continue;
            mask = InWindowOrder(low);
            if (mask != 0)
            {
                scanned = position;
                return position;
            }
            mask = InWindowOrder(high);
            scanned = position + Stride;
            return position + Stride;
        }
        ref T units = ref Unsafe.As<short, T>(ref start);
        return LastStride<TCaseBits>(ref Unsafe.Add(ref units, probes.Offset1), ref Unsafe.Add(ref units, probes.Offset2),
            ref Unsafe.Add(ref units, probes.Offset3), position, lastStride, new ProbeLanes(in probes), out mask, out scanned);
    }

    // All bits set in the bytes (in pack order) of the 32 windows from `offset` that pass every probe.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> PackedHits<TCaseBits>(ref short at1, ref short at2, ref short at3, int offset,
        Vector256<byte> keep, Vector256<byte> value1, Vector256<byte> value2, Vector256<byte> value3)
        where TCaseBits : IProbeCaseBits
    {
        Vector256<byte> hits = PackedProbe<TCaseBits>(ref Unsafe.Add(ref at1, offset), keep, value1)
            & PackedProbe<TCaseBits>(ref Unsafe.Add(ref at2, offset), keep, value2);
        return TArity.HasThird ? hits & PackedProbe<TCaseBits>(ref Unsafe.Add(ref at3, offset), keep, value3) : hits;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> PackedProbe<TCaseBits>(ref short units, Vector256<byte> keep, Vector256<byte> value)
        where TCaseBits : IProbeCaseBits
    {
        Vector256<byte> packed = Avx2.PackUnsignedSaturate(Vector256.LoadUnsafe(ref units), Vector256.LoadUnsafe(ref units, 16));
        return Vector256.Equals(TCaseBits.MayBeSet ? packed & keep : packed, value);
    }

    // The 32 windows' bits in window order: swapping the middle quarters undoes the pack's interleaving.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong InWindowOrder(Vector256<byte> hits) =>
        Avx2.Permute4x64(hits.AsUInt64(), 0b11_01_10_00).AsByte().ExtractMostSignificantBits();
}
