using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// The vectorized candidate filter: finds the next block of <c>TVector.Count</c> window starts where all
/// probes of a <see cref="CandidateProbes{T}"/> match (the third only when <typeparamref name="TArity"/> says so, a
/// type argument so the two-probe loop carries no dead work). Built once per search, so the probe values are
/// broadcast once rather than after every verified candidate; its methods inline into the search loop, where the
/// JIT keeps the lanes in registers.
/// </summary>
internal readonly struct ProbeScan<T, TVector, TArity>
    where T : unmanaged, IBinaryInteger<T>
    where TVector : struct, IProbeVector<TVector, T>
    where TArity : IProbeArity
{
    private readonly TVector _value1, _caseBits1, _value2, _caseBits2, _value3, _caseBits3;
    private readonly int _offset1, _offset2, _offset3;

    /// <summary>Broadcasts the probes' values and case bits.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ProbeScan(in CandidateProbes<T> probes)
    {
        _value1 = TVector.Create(probes.Value1);
        _caseBits1 = TVector.Create(probes.CaseBits1);
        _value2 = TVector.Create(probes.Value2);
        _caseBits2 = TVector.Create(probes.CaseBits2);
        _value3 = TVector.Create(probes.Value3);
        _caseBits3 = TVector.Create(probes.CaseBits3);
        _offset1 = probes.Offset1;
        _offset2 = probes.Offset2;
        _offset3 = probes.Offset3;
    }

    /// <summary>
    /// The first block start in <c>[position, lastBlock]</c> (stepping by <c>Count</c>) with a candidate, and its
    /// candidate mask (bit i = window start block + i); -1 when there is none.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int NextForward(ref T start, int position, int lastBlock, out ulong mask)
    {
        // Two blocks per iteration halve the loop overhead; the common case (no candidate) costs one branch.
        for (; position <= lastBlock - TVector.Count; position += 2 * TVector.Count)
        {
            ulong low = BlockMask(ref start, position);
            ulong high = BlockMask(ref start, position + TVector.Count);
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
            mask = BlockMask(ref start, position);
            if (mask != 0) return position;
        }
        mask = 0;
        return -1;
    }

    /// <summary>
    /// The last block start in <c>[0, position]</c> (stepping back by <c>Count</c>) with a candidate, and its
    /// candidate mask; -1 when there is none.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int NextBackward(ref T start, int position, out ulong mask)
    {
        for (; position >= 0; position -= TVector.Count)
        {
            mask = BlockMask(ref start, position);
            if (mask != 0) return position;
        }
        mask = 0;
        return -1;
    }

    /// <summary>The candidate mask of the one block starting at <paramref name="block"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong BlockMask(ref T start, int block)
    {
        TVector mismatch = TVector.Or(
            TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref start, block + _offset1)), _caseBits1, _value1),
            TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref start, block + _offset2)), _caseBits2, _value2));
        if (TArity.HasThird)
        {
            mismatch = TVector.Or(mismatch, TVector.Mismatch(TVector.Load(ref Unsafe.Add(ref start, block + _offset3)), _caseBits3, _value3));
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
