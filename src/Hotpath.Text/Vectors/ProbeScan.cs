using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// The vectorized candidate filter: finds the next block of <c>TVector.Count</c> window starts where all
/// probes of a <see cref="CandidateProbes{T}"/> match (the third only when <typeparamref name="TArity"/> says so, a
/// type argument so the two-probe loop carries no dead work). The scanning loops make no calls, so the JIT keeps the
/// broadcast probe vectors in registers; verification happens in the caller, between scans.
/// </summary>
internal static class ProbeScan<T, TVector, TArity>
    where T : unmanaged, IBinaryInteger<T>
    where TVector : struct, IProbeVector<TVector, T>
    where TArity : IProbeArity
{
    /// <summary>
    /// The first block start in <c>[position, lastBlock]</c> (stepping by <c>Count</c>) with a candidate, and its
    /// candidate mask (bit i = window start block + i); -1 when there is none.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int NextForward(ref T start, int position, int lastBlock, in CandidateProbes<T> probes, out ulong mask)
    {
        TVector value1 = TVector.Create(probes.Value1), caseBits1 = TVector.Create(probes.CaseBits1);
        TVector value2 = TVector.Create(probes.Value2), caseBits2 = TVector.Create(probes.CaseBits2);
        ref T first = ref Unsafe.Add(ref start, probes.Offset1);
        ref T second = ref Unsafe.Add(ref start, probes.Offset2);
        TVector value3 = TVector.Create(probes.Value3), caseBits3 = TVector.Create(probes.CaseBits3);
        ref T third = ref Unsafe.Add(ref start, probes.Offset3);
        // Two blocks per iteration halve the loop overhead; the common case (no candidate) costs one branch.
        for (; position <= lastBlock - TVector.Count; position += 2 * TVector.Count)
        {
            ulong low = Candidates(ref first, ref second, ref third, position, value1, caseBits1, value2, caseBits2, value3, caseBits3);
            ulong high = Candidates(ref first, ref second, ref third, position + TVector.Count, value1, caseBits1, value2, caseBits2, value3, caseBits3);
            if ((low | high) != 0)
            {
                if (low != 0)
                {
                    mask = low;
                    return position;
                }
                mask = high;
                return position + TVector.Count;
            }
        }
        if (position <= lastBlock)
        {
            mask = Candidates(ref first, ref second, ref third, position, value1, caseBits1, value2, caseBits2, value3, caseBits3);
            if (mask != 0) return position;
        }
        mask = 0;
        return -1;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong Candidates(ref T first, ref T second, ref T third, int position,
        TVector value1, TVector caseBits1, TVector value2, TVector caseBits2, TVector value3, TVector caseBits3)
    {
        TVector mismatch = TVector.Or(
            TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref first, position)), caseBits1, value1),
            TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref second, position)), caseBits2, value2));
        if (TArity.HasThird)
        {
            mismatch = TVector.Or(mismatch, TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref third, position)), caseBits3, value3));
        }
        return TVector.ZeroMask(mismatch);
    }

    /// <summary>
    /// The last block start in <c>[0, position]</c> (stepping back by <c>Count</c>) with a candidate, and its
    /// candidate mask; -1 when there is none.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int NextBackward(ref T start, int position, in CandidateProbes<T> probes, out ulong mask)
    {
        TVector value1 = TVector.Create(probes.Value1), caseBits1 = TVector.Create(probes.CaseBits1);
        TVector value2 = TVector.Create(probes.Value2), caseBits2 = TVector.Create(probes.CaseBits2);
        ref T first = ref Unsafe.Add(ref start, probes.Offset1);
        ref T second = ref Unsafe.Add(ref start, probes.Offset2);
        TVector value3 = TVector.Create(probes.Value3), caseBits3 = TVector.Create(probes.CaseBits3);
        ref T third = ref Unsafe.Add(ref start, probes.Offset3);
        for (; position >= 0; position -= TVector.Count)
        {
            mask = Candidates(ref first, ref second, ref third, position, value1, caseBits1, value2, caseBits2, value3, caseBits3);
            if (mask != 0) return position;
        }
        mask = 0;
        return -1;
    }

    /// <summary>The candidate mask of the one block starting at <paramref name="block"/>.</summary>
    public static ulong BlockMask(ref T start, int block, in CandidateProbes<T> probes)
    {
        TVector mismatch = TVector.Or(
            TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref start, block + probes.Offset1)), TVector.Create(probes.CaseBits1), TVector.Create(probes.Value1)),
            TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref start, block + probes.Offset2)), TVector.Create(probes.CaseBits2), TVector.Create(probes.Value2)));
        if (TArity.HasThird)
        {
            mismatch = TVector.Or(mismatch,
                TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref start, block + probes.Offset3)), TVector.Create(probes.CaseBits3), TVector.Create(probes.Value3)));
        }
        return TVector.ZeroMask(mismatch);
    }
}

/// <summary>Whether a <see cref="ProbeScan{T, TVector, TArity}"/> checks the third probe.</summary>
internal interface IProbeArity
{
    /// <summary>True for three probes, false for two.</summary>
    static abstract bool HasThird { get; }
}

/// <summary>Two probes.</summary>
internal readonly struct TwoProbes : IProbeArity
{
    public static bool HasThird => false;
}

/// <summary>Three probes.</summary>
internal readonly struct ThreeProbes : IProbeArity
{
    public static bool HasThird => true;
}
