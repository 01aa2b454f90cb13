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
    /// Window starts covered by one forward step: two vectors when their masks fit one <see cref="ulong"/>
    /// together (up to 32 lanes each), else one. Each candidate then costs one exit from the scan loop per 64
    /// windows rather than per 32, which matters for needles with thousands of matches.
    /// </summary>
    public static int Stride
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => TVector.Count <= 32 ? 2 * TVector.Count : TVector.Count;
    }

    /// <summary>
    /// The first stride start in <c>[position, lastStride]</c> (stepping by <see cref="Stride"/>) with a candidate,
    /// and its candidate mask (bit i = window start + i); -1 when there is none.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int NextForward(ref T start, int position, int lastStride, out ulong mask)
    {
        // Two strides per iteration halve the loop overhead; the common case (no candidate) costs one branch.
        for (; position <= lastStride - Stride; position += 2 * Stride)
        {
            ulong low = StrideMask(ref start, position);
            ulong high = StrideMask(ref start, position + Stride);
            if ((low | high) != 0)
            {
                // Selects rather than branches: which half holds the candidate is unpredictable.
                bool inLow = low != 0;
                mask = inLow ? low : high;
                return inLow ? position : position + Stride;
            }
        }
        if (position <= lastStride)
        {
            mask = StrideMask(ref start, position);
            if (mask != 0) return position;
        }
        mask = 0;
        return -1;
    }

    /// <summary>The candidate mask of the <see cref="Stride"/> window starts from <paramref name="position"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ulong StrideMask(ref T start, int position) =>
        TVector.Count <= 32
            ? BlockMask(ref start, position) | BlockMask(ref start, position + TVector.Count) << TVector.Count
            : BlockMask(ref start, position);

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
