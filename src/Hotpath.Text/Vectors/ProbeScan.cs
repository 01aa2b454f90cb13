using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// The vectorized candidate filter: finds the next stride of window starts (see <see cref="Stride"/>) where all
/// probes of a <see cref="CandidateProbes{T}"/> match (the third only when <typeparamref name="TArity"/> says so, a
/// type argument so the two-probe loop carries no dead work), or a few more (see <c>ProbeLanes</c>): the caller
/// verifies every candidate. The scanning loops make no calls, so the JIT keeps the broadcast probe vectors in
/// registers; verification happens in the caller, between scans.
/// </summary>
internal static partial class ProbeScan<T, TVector, TArity>
    where T : unmanaged, IBinaryInteger<T>
    where TVector : struct, IProbeVector<TVector, T>
    where TArity : IProbeArity
{
    /// <summary>
    /// Window starts covered by one forward step: two vectors when their masks fit one <see cref="ulong"/>
    /// together (up to 32 lanes each), else one. A candidate then costs one exit from the scan loop per 64
    /// windows rather than per 32, which matters for needles with thousands of matches (" and ").
    /// </summary>
    public static int Stride
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => TVector.Count <= 32 ? 2 * TVector.Count : TVector.Count;
    }

    /// <summary>
    /// The first stride start in <c>[position, lastStride]</c> with a candidate, and its candidate mask (bit i =
    /// window start + i); -1 when there is none, with <paramref name="scanned"/> the lowest window start not checked
    /// (above <paramref name="lastStride"/>). Strides step by <see cref="Stride"/> from <paramref name="position"/>,
    /// or from just below it where the first probe's loads are aligned (see <see cref="AlignedWindows{T, TVector}"/>).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int NextForward<TCaseBits>(ref T start, int position, int lastStride, in CandidateProbes<T> probes, out ulong mask, out int scanned)
        where TCaseBits : IProbeCaseBits
    {
        // Each loop is a method of its own: with all three in one method, the JIT ran out of inlining budget on
        // AVX-512 and left every vector helper of the loop it kept as a call (counting "Sherlock" was slower).
        if (ShiftsBlocks && ShiftedScanTakes(in probes))
            return NextForwardShifted<TCaseBits>(ref start, position, lastStride, in probes, out mask, out scanned);
        if (ComparesPackedUnits && ProbesAreAscii(in probes)) return NextForwardPacked<TCaseBits>(ref start, position, lastStride, in probes, out mask, out scanned);
        if (CompareByEquality) return NextForwardByEquality<TCaseBits>(ref start, position, lastStride, in probes, out mask, out scanned);
        return NextForwardByDifference<TCaseBits>(ref start, position, lastStride, in probes, out mask, out scanned);
    }

    // NextForward by XOR and a zero test (AVX-512): one stride per step, two steps per iteration.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int NextForwardByDifference<TCaseBits>(ref T start, int position, int lastStride, in CandidateProbes<T> probes, out ulong mask, out int scanned)
        where TCaseBits : IProbeCaseBits
    {
        var lanes = new ProbeLanes(in probes);
        ref T first = ref Unsafe.Add(ref start, probes.Offset1);
        ref T second = ref Unsafe.Add(ref start, probes.Offset2);
        ref T third = ref Unsafe.Add(ref start, probes.Offset3);
        if (AlignedWindows<T, TVector>.Applies && position <= lastStride - Stride)
        {
            // Start the strides where the first probe's loads are 64-byte aligned, so only the other probes'
            // loads straddle cache lines. The first stride starts at or below `position`; its lanes below were checked.
            int block = position - AlignedWindows<T, TVector>.Misalignment(ref first, position);
            if (block >= 0)
            {
                mask = StrideCandidates<TCaseBits>(ref first, ref second, ref third, block, lanes) & (ulong.MaxValue << (position - block));
                if (mask != 0)
                {
                    scanned = block;
                    return block;
                }
                position = block + Stride;
            }
        }
        // Locals, not the fields of `lanes`: read through the struct, the JIT reloaded every probe vector from the stack
        // on every iteration (seen in its disassembly on AVX-512; in-process the count of "there" moved only within
        // noise, but the loads compete with the text's).
        (TVector value1, TVector value2, TVector value3, TVector keep) = (lanes.Value1, lanes.Value2, lanes.Value3, lanes.Keep);
        // Two strides per iteration halve the loop overhead; the common case (no candidate) costs one branch.
        for (; position <= lastStride - Stride; position += 2 * Stride)
        {
            ulong low = DifferenceStride<TCaseBits>(ref first, ref second, ref third, position, value1, value2, value3, keep);
            ulong high = DifferenceStride<TCaseBits>(ref first, ref second, ref third, position + Stride, value1, value2, value3, keep);
            if ((low | high) != 0)
            {
                if (low != 0)
                {
                    mask = low;
                    scanned = position;
                    return position;
                }
                mask = high;
                scanned = position + Stride;
                return position + Stride;
            }
        }
        return LastStride<TCaseBits>(ref first, ref second, ref third, position, lastStride, lanes, out mask, out scanned);
    }

    // The forward scans' end: the one stride left when fewer than two fit (at most `lastStride`), then -1 with
    // `scanned` past it. Not inlined: it runs once per scan, and inlined it cost the loops' own inlining budget.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int LastStride<TCaseBits>(ref T first, ref T second, ref T third, int position, int lastStride, in ProbeLanes lanes, out ulong mask, out int scanned)
        where TCaseBits : IProbeCaseBits
    {
        if (position <= lastStride)
        {
            mask = StrideCandidates<TCaseBits>(ref first, ref second, ref third, position, lanes);
            if (mask != 0)
            {
                scanned = position;
                return position;
            }
            position += Stride;
        }
        mask = 0;
        scanned = position;
        return -1;
    }

    /// <summary>
    /// Whether probes are compared for equality and AND-ed (vectors narrower than a cache line: SSE, AVX2) rather
    /// than XOR-ed, OR-ed and tested for zero once (AVX-512, where <c>vpternlog</c> accumulates a probe in one
    /// instruction and <c>vptestnm</c> tests straight into a mask register). Without AVX-512 a comparison result is
    /// already a lane mask: a probe costs one compare, and a double stride is tested for any candidate with one
    /// <c>vptest</c> before its lanes become bits (count "elementary" over Sherlock Holmes on AVX2: see docs/text.md).
    /// </summary>
    private static bool CompareByEquality
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => TVector.Count * Unsafe.SizeOf<T>() < 64;
    }

    // NextForward by equality: two strides (four vectors) per iteration, tested for any candidate before their masks are built.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int NextForwardByEquality<TCaseBits>(ref T start, int position, int lastStride, in CandidateProbes<T> probes, out ulong mask, out int scanned)
        where TCaseBits : IProbeCaseBits
    {
        var lanes = new ProbeLanes(in probes);
        ref T first = ref Unsafe.Add(ref start, probes.Offset1);
        ref T second = ref Unsafe.Add(ref start, probes.Offset2);
        ref T third = ref Unsafe.Add(ref start, probes.Offset3);
        int count = TVector.Count;
        // The probes' loads advance as refs, so each addresses its vector at a constant offset (no index arithmetic per load).
        ref T at1 = ref Unsafe.Add(ref first, position);
        ref T at2 = ref Unsafe.Add(ref second, position);
        ref T at3 = ref Unsafe.Add(ref third, position);
        for (; position <= lastStride - Stride; position += 2 * Stride)
        {
            TVector a = Hits<TCaseBits>(ref at1, ref at2, ref at3, 0, lanes);
            TVector b = Hits<TCaseBits>(ref at1, ref at2, ref at3, count, lanes);
            TVector c = Hits<TCaseBits>(ref at1, ref at2, ref at3, 2 * count, lanes);
            TVector d = Hits<TCaseBits>(ref at1, ref at2, ref at3, 3 * count, lanes);
            at1 = ref Unsafe.Add(ref at1, 2 * Stride);
            at2 = ref Unsafe.Add(ref at2, 2 * Stride);
            at3 = ref Unsafe.Add(ref at3, 2 * Stride);
            if (!TVector.AnySet(TVector.Or(TVector.Or(a, b), TVector.Or(c, d)))) continue;
            mask = TVector.PairSetMask(a, b);
            if (mask != 0)
            {
                scanned = position;
                return position;
            }
            mask = TVector.PairSetMask(c, d);
            scanned = position + Stride;
            return position + Stride;
        }
        return LastStride<TCaseBits>(ref first, ref second, ref third, position, lastStride, lanes, out mask, out scanned);
    }

    /// <summary>
    /// The last block start in <c>[0, position]</c> (stepping back by <c>Count</c>) with a candidate, and its
    /// candidate mask; -1 when there is none.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int NextBackward<TCaseBits>(ref T start, int position, in CandidateProbes<T> probes, out ulong mask)
        where TCaseBits : IProbeCaseBits
    {
        var lanes = new ProbeLanes(in probes);
        ref T first = ref Unsafe.Add(ref start, probes.Offset1);
        ref T second = ref Unsafe.Add(ref start, probes.Offset2);
        ref T third = ref Unsafe.Add(ref start, probes.Offset3);
        for (; position >= 0; position -= TVector.Count)
        {
            mask = Candidates<TCaseBits>(ref first, ref second, ref third, position, lanes);
            if (mask != 0) return position;
        }
        mask = 0;
        return -1;
    }

    /// <summary>The candidate mask of the <see cref="Stride"/> window starts from <paramref name="position"/>.</summary>
    public static ulong StrideMask<TCaseBits>(ref T start, int position, in CandidateProbes<T> probes) where TCaseBits : IProbeCaseBits =>
        StrideCandidates<TCaseBits>(ref Unsafe.Add(ref start, probes.Offset1), ref Unsafe.Add(ref start, probes.Offset2),
            ref Unsafe.Add(ref start, probes.Offset3), position, new ProbeLanes(in probes));

    /// <summary>The candidate mask of the one block of <c>Count</c> window starts from <paramref name="block"/>.</summary>
    public static ulong BlockMask<TCaseBits>(ref T start, int block, in CandidateProbes<T> probes) where TCaseBits : IProbeCaseBits =>
        Candidates<TCaseBits>(ref Unsafe.Add(ref start, probes.Offset1), ref Unsafe.Add(ref start, probes.Offset2),
            ref Unsafe.Add(ref start, probes.Offset3), block, new ProbeLanes(in probes));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong StrideCandidates<TCaseBits>(ref T first, ref T second, ref T third, int position, in ProbeLanes lanes)
        where TCaseBits : IProbeCaseBits
    {
        if (TVector.Count > 32) return Candidates<TCaseBits>(ref first, ref second, ref third, position, lanes);
        if (CompareByEquality)
        {
            return TVector.PairSetMask(Hits<TCaseBits>(ref first, ref second, ref third, position, lanes),
                Hits<TCaseBits>(ref first, ref second, ref third, position + TVector.Count, lanes));
        }
        return DifferenceStride<TCaseBits>(ref first, ref second, ref third, position, lanes.Value1, lanes.Value2, lanes.Value3, lanes.Keep);
    }

    // StrideCandidates by differences, with the probe vectors passed as values.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong DifferenceStride<TCaseBits>(ref T first, ref T second, ref T third, int position,
        TVector value1, TVector value2, TVector value3, TVector keep)
        where TCaseBits : IProbeCaseBits
    {
        TVector low = Differences(ref first, ref second, ref third, position, value1, value2, value3);
        // Ordinal probes have no case bits to drop, which saves the AND of the mask with `keep`.
        if (TVector.Count > 32) return TCaseBits.MayBeSet ? TVector.ZeroMask(low, keep) : TVector.ZeroMask(low);
        TVector high = Differences(ref first, ref second, ref third, position + TVector.Count, value1, value2, value3);
        return TCaseBits.MayBeSet ? TVector.PairZeroMask(low, high, keep) : TVector.PairZeroMask(low, high);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong Candidates<TCaseBits>(ref T first, ref T second, ref T third, int position, in ProbeLanes lanes)
        where TCaseBits : IProbeCaseBits
    {
        if (CompareByEquality) return TVector.SetMask(Hits<TCaseBits>(ref first, ref second, ref third, position, lanes));
        TVector differences = Differences(ref first, ref second, ref third, position, lanes.Value1, lanes.Value2, lanes.Value3);
        return TCaseBits.MayBeSet ? TVector.ZeroMask(differences, lanes.Keep) : TVector.ZeroMask(differences);
    }

    // Zero in the lanes whose window starts pass every probe (before dropping case bits).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static TVector Differences(ref T first, ref T second, ref T third, int position, TVector value1, TVector value2, TVector value3)
    {
        TVector differences = TVector.OrDifference(
            TVector.Difference(TVector.Load(ref Unsafe.Add(ref first, position)), value1),
            TVector.Load(ref Unsafe.Add(ref second, position)), value2);
        return TArity.HasThird ? TVector.OrDifference(differences, TVector.Load(ref Unsafe.Add(ref third, position)), value3) : differences;
    }

    // All bits set in the lanes whose window starts pass every probe, else zero.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static TVector Hits<TCaseBits>(ref T first, ref T second, ref T third, int position, in ProbeLanes lanes)
        where TCaseBits : IProbeCaseBits
    {
        TVector hits = TVector.And(Probe<TCaseBits>(ref Unsafe.Add(ref first, position), lanes.Value1, lanes),
            Probe<TCaseBits>(ref Unsafe.Add(ref second, position), lanes.Value2, lanes));
        return TArity.HasThird ? TVector.And(hits, Probe<TCaseBits>(ref Unsafe.Add(ref third, position), lanes.Value3, lanes)) : hits;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static TVector Probe<TCaseBits>(ref T units, TVector value, in ProbeLanes lanes) where TCaseBits : IProbeCaseBits =>
        TVector.Equal(TCaseBits.MayBeSet ? TVector.And(TVector.Load(ref units), lanes.Keep) : TVector.Load(ref units), value);

    // The probes' values broadcast to every lane, and the bits the comparison keeps: all of them, or all but the
    // case bits of any case-insensitive probe. One mask for every probe is a superset of the exact probes when the
    // needle mixes case-insensitive letters with other units (a ' ' probe then also accepts U+0000), which costs a
    // rare extra verification but saves one instruction per probe per vector. The values are stored with the dropped
    // bits cleared, so that equality tests of `units & Keep` can use them too.
    private readonly struct ProbeLanes
    {
        public readonly TVector Value1, Value2, Value3, Keep;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public ProbeLanes(in CandidateProbes<T> probes)
        {
            T keep = ~(probes.CaseBits1 | probes.CaseBits2 | probes.CaseBits3);
            (Value1, Value2, Value3, Keep) = (TVector.Create(probes.Value1 & keep), TVector.Create(probes.Value2 & keep), TVector.Create(probes.Value3 & keep), TVector.Create(keep));
        }
    }
}

/// <summary>Whether the probes of a <see cref="ProbeScan{T, TVector, TArity}"/> may carry case bits (a type argument, so ordinal scans skip dropping them).</summary>
internal interface IProbeCaseBits
{
    /// <summary>False when every probe compares exactly (all case bits zero).</summary>
    static abstract bool MayBeSet { get; }
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
