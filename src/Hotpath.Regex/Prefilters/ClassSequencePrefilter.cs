using System.Buffers;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Hir;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are positions where every class of a fixed-width start (see
/// <see cref="Literals.LeadingClassSequence"/>) has a member at its offset. The scan looks for the class
/// least likely to occur in text (the anchor) with a vectorized search and verifies the others around
/// each hit. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>When the two rarest classes have at most <see cref="MaxVectorMembers"/> members each (always the
/// case for case-insensitive letters), a vector loop tests both at their offsets for a block of positions at once
/// and verifies only where both hold — one rare class alone still stops every few dozen units in prose. That pair
/// scan takes over where the anchor's hits come densely (see <see cref="TryFind(ReadOnlySpan{char}, int, out int, out int)"/>). Classes of
/// one unit or a case pair (<see cref="MaskedUnitPair"/>) take one comparison each, in the widest vectors the
/// machine accelerates (32 positions with 512-bit lanes); others compare member by member, 16 positions at once (8 with
/// 128-bit vectors, which Arm64 and x64 without AVX2 have, Native AOT's default x64 target among them).
/// Otherwise (or when <see cref="DisableVectorization"/> is set, as tests do) the scalar path scans for the
/// rarest class with <c>IndexOfAny</c>.</para>
/// <para>"Least likely" is estimated by <see cref="UnitRarity"/>. No UTF-8 form: a class member's bytes vary in
/// length, so offsets in units do not map to byte offsets.</para>
/// </remarks>
internal sealed class ClassSequencePrefilter : Prefilter
{
    /// <summary>The largest class the vector loop compares member by member.</summary>
    public const int MaxVectorMembers = 4;

    /// <summary>Weights are counted up to this: every class as heavy is ranked last, in sequence order.</summary>
    private const long HeavyWeight = 1024;

    private readonly CharRangeSet[] _sequence;
    // Checks every class at a candidate, with vector lanes where the classes allow.
    private readonly ClassSequence _verifier;
    private readonly int _anchor;
    private readonly SearchValues<char> _anchorMembers;
    // The anchor class's one member, searched with Hotpath.Text's aligned scan.
    private readonly char? _anchorUnit;
    private readonly int _second = -1;
    // The second class of the pair scan, tested first at each hit of the anchor search (a cheaper test than the whole
    // sequence, and the one most likely to fail after the anchor's).
    private readonly SearchValues<char>? _secondMembers;
    // The pair scan's members of each class, the last repeated to MaxVectorMembers (a repeated member adds no hit).
    private readonly ushort[] _anchorUnits = [];
    private readonly ushort[] _secondUnits = [];
    // The pair scan's lanes when each class is one unit or two that differ in one bit (a case pair).
    private readonly MaskedUnitPair? _masked;

    /// <summary>Forces the scalar path (tests use it so both paths are covered).</summary>
    internal static bool DisableVectorization { get; set; }

    /// <summary>Prepares the scan for <paramref name="sequence"/> (two or more classes, each non-empty).</summary>
    public ClassSequencePrefilter(CharRangeSet[] sequence)
        : this(sequence, ByRarity(sequence))
    {
    }

    private ClassSequencePrefilter(CharRangeSet[] sequence, int[] byRarity)
    {
        _sequence = sequence;
        _verifier = ClassSequence.Of(sequence);
        _anchor = byRarity[0];
        char[] anchorMembers = sequence[_anchor].Members();
        _anchorMembers = SearchValues.Create(anchorMembers);
        _anchorUnit = anchorMembers is [char only] ? only : null;
        if (FitsPairScan(sequence, byRarity))
        {
            _second = byRarity[1];
            _secondMembers = SearchValues.Create(sequence[_second].Members());
            _masked = MaskedUnitPair.TryCreate(anchorMembers, sequence[_second].Members());
            if (_masked is not null) return;
            _anchorUnits = Padded(anchorMembers);
            _secondUnits = Padded(sequence[_second].Members());
        }
    }

    /// <summary>
    /// The scan for <paramref name="sequence"/> when it can pay: its two rarest classes fit the pair scan,
    /// or its rarest class weighs at most <see cref="UnitRarity.MaxScannableWeight"/>; otherwise null,
    /// having built nothing (a regex starting with <c>[A-Za-z]{10}</c> gets no scan and should not pay for one).
    /// </summary>
    public static ClassSequencePrefilter? TryCreate(CharRangeSet[] sequence)
    {
        int[] byRarity = ByRarity(sequence);
        return FitsPairScan(sequence, byRarity) || UnitRarity.Weight(sequence[byRarity[0]], HeavyWeight) <= UnitRarity.MaxScannableWeight
            ? new ClassSequencePrefilter(sequence, byRarity)
            : null;
    }

    // Class indexes, rarest first; validates the sequence.
    private static int[] ByRarity(CharRangeSet[] sequence)
    {
        ArgumentNullException.ThrowIfNull(sequence);
        if (sequence.Length < 2 || sequence.Any(s => s.IsEmpty)) throw new ArgumentException("Needs two or more non-empty classes.", nameof(sequence));
        // Sequences repeat one set (x{10}, case-folded words): weigh each set once, and large ones (\d, \w, .) only
        // until they are plainly too common to scan for.
        var weights = new long[sequence.Length];
        for (int i = 0; i < sequence.Length; i++)
        {
            int same = Array.IndexOf(sequence, sequence[i], 0, i);
            weights[i] = same >= 0 ? weights[same] : UnitRarity.Weight(sequence[i], HeavyWeight);
        }
        return [.. Enumerable.Range(0, sequence.Length).OrderBy(i => weights[i])];
    }

    private static bool FitsPairScan(CharRangeSet[] sequence, int[] byRarity) =>
        sequence[byRarity[0]].Count <= MaxVectorMembers
        && sequence[byRarity[1]].Count <= MaxVectorMembers;

    /// <inheritdoc/>
    public override string Describe() =>
        $"a scan of {_sequence.Length} classes for {_sequence[_anchor]} at offset {_anchor}"
        + (_second >= 0 ? $" with {_sequence[_second]} at offset {_second} beside it where it comes densely" : "");

    /// <summary>How many classes a candidate is checked against (the leading sequence's length).</summary>
    public int Length => _sequence.Length;

    /// <inheritdoc/>
    public override bool SupportsUtf8 => false;

    /// <summary>Anchor hits the search takes one by one before it asks whether they come densely (see <see cref="TryFind(ReadOnlySpan{char}, int, out int, out int)"/>).</summary>
    internal const int SparseTrialHits = 8;

    /// <summary>Anchor hits closer than this many units apart, on average, hand the search to the pair scan.</summary>
    internal const int SparseHitSpacing = 256;

    /// <inheritdoc/>
    /// <remarks>
    /// The anchor class alone is searched first (one unit with Hotpath.Text's aligned scan, 32 units per step with 256-bit
    /// vectors against the pair scan's 16; a few members with the runtime's <c>IndexOfAny</c>), testing the pair's second
    /// class and then every class at each hit. When the pair scan is available and <see cref="SparseTrialHits"/> hits come
    /// closer than <see cref="SparseHitSpacing"/> units apart on average, the pair scan takes the next
    /// <see cref="DenseStretch"/> starts, and then the anchor search again: a hit costs about as much as scanning a few
    /// hundred units. A rest of at most <see cref="PairScanRest"/> units (a log line) goes to the pair scan at once. The
    /// dashes of <c>\d{4}-\d{2}-\d{2}</c> come once per 760 units of Sherlock Holmes (pair scan alone: slower than the
    /// BCL's Compiled regex there), and several times in every line of a log.
    /// </remarks>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        bool pairScan = _second >= 0 && Vector128.IsHardwareAccelerated && !DisableVectorization;
        while (true)
        {
            int denseFrom = start;
            index = pairScan && haystack.Length - start <= PairScanRest ? -1 : FindByAnchor(haystack, start, pairScan ? SparseTrialHits : int.MaxValue, out denseFrom);
            if (index >= 0 || denseFrom < 0) break;
            // A stretch of the pair scan, then the anchor search again: dense hits come in clusters (a table, a
            // license header), and text around them is searched faster by the anchor alone.
            int stretchEnd = (int)Math.Min(haystack.Length, (long)denseFrom + DenseStretch + _sequence.Length - 1);
            index = FindWithPair(haystack[..stretchEnd], denseFrom);
            if (index >= 0 || stretchEnd == haystack.Length) break;
            start = stretchEnd - _sequence.Length + 1;
        }
        length = index < 0 ? 0 : _sequence.Length;
        return index >= 0;
    }

    /// <summary>How many starts the pair scan covers each time dense anchor hits hand it the search.</summary>
    internal const int DenseStretch = 4096;

    /// <summary>
    /// Rests this short go to the pair scan at once: reading a log line costs it about what a few anchor hits cost
    /// (the per-line date count was slower with the anchor search first).
    /// </summary>
    internal const int PairScanRest = 512;

    // Searches for the anchor class and checks every class at each hit. After `trialHits` hits that came closer than
    // SparseHitSpacing apart on average it stops: -1 with `denseFrom` the first start not yet ruled out; else -1 for
    // no candidate (`denseFrom` -1) or the candidate.
    private int FindByAnchor(ReadOnlySpan<char> haystack, int start, int trialHits, out int denseFrom)
    {
        denseFrom = -1;
        int last = haystack.Length - _sequence.Length;
        int hits = 0;
        for (int at = start + _anchor; at - _anchor <= last;)
        {
            int found = _anchorUnit is char unit
                ? UnitScan<ushort>.IndexOf(MemoryMarshal.Cast<char, ushort>(haystack[at..]), unit)
                : haystack[at..].IndexOfAny(_anchorMembers);
            if (found < 0) return -1;
            int candidate = at + found - _anchor;
            if (candidate > last) return -1;
            if ((_secondMembers is null || _secondMembers.Contains(haystack[candidate + _second])) && _verifier.FitsAt(haystack, candidate)) return candidate;
            at += found + 1;
            if (++hits == trialHits)
            {
                if (candidate - start < trialHits * SparseHitSpacing)
                {
                    denseFrom = candidate + 1;
                    return -1;
                }
                hits = 0;
                start = candidate;
            }
        }
        return -1;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length) =>
        throw new InvalidOperationException("This prefilter has no UTF-8 form.");

    // Tests the two rarest classes for a block of candidate starts per iteration, then verifies the survivors. The
    // starts a whole block no longer covers get one last block that ends at the haystack's end, without the starts
    // already tested: a log line's rest then costs one more block rather than a verification per start. The block
    // loops call nothing, so their vectors stay in registers; the verification runs outside them.
    private int FindWithPair(ReadOnlySpan<char> haystack, int start) =>
        Vector512.IsHardwareAccelerated && _masked is not null ? FindWithPair<ProbeVector512<ushort>>(haystack, start)
        : Vector256.IsHardwareAccelerated ? FindWithPair<ProbeVector256<ushort>>(haystack, start)
        : FindWithPair<ProbeVector128<ushort>>(haystack, start);

    // FindWithPair in blocks of TVector's width: the widest the machine accelerates for the masked pair, at most 256
    // bits for classes compared member by member.
    private int FindWithPair<TVector>(ReadOnlySpan<char> haystack, int start)
        where TVector : struct, IProbeVector<TVector, ushort>
    {
        int last = haystack.Length - _sequence.Length;
        int width = TVector.Count;
        int finalBlock = haystack.Length - (Math.Max(_anchor, _second) + width);
        if (finalBlock < start)
        {
            // Not one block fits: a handful of starts, each verified.
            for (int at = start; at <= last; at++)
            {
                if (_verifier.FitsAt(haystack, at)) return at;
            }
            return -1;
        }
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(haystack));
        for (int at = start; at <= last;)
        {
            int from = at;
            // Whole blocks up to the final one; past it, the final block alone, without the starts before `from`.
            at = NextHitBlock<TVector>(ref units, Math.Min(at, finalBlock), finalBlock, out ulong bits);
            if (bits == 0) continue;
            if (at < from) bits = bits >> (from - at) << (from - at);
            for (; bits != 0; bits &= bits - 1)
            {
                int candidate = at + BitOperations.TrailingZeroCount(bits);
                if (candidate <= last && _verifier.FitsAt(haystack, candidate)) return candidate;
            }
            at += width;
        }
        return -1;
    }

    // The first block from `at` (not past `finalBlock`) where both classes hold somewhere, and its hits; without one,
    // the block after the last tested and no hits.
    private int NextHitBlock<TVector>(ref ushort units, int at, int finalBlock, out ulong bits)
        where TVector : struct, IProbeVector<TVector, ushort>
    {
        if (_masked is { } masked) return masked.NextHitBlock<TVector>(ref units, at, finalBlock, _anchor, _second, out bits);
        TVector a0 = TVector.Create(_anchorUnits[0]), a1 = TVector.Create(_anchorUnits[1]), a2 = TVector.Create(_anchorUnits[2]), a3 = TVector.Create(_anchorUnits[3]);
        TVector b0 = TVector.Create(_secondUnits[0]), b1 = TVector.Create(_secondUnits[1]), b2 = TVector.Create(_secondUnits[2]), b3 = TVector.Create(_secondUnits[3]);
        int anchor = _anchor, second = _second;
        for (; at <= finalBlock; at += TVector.Count)
        {
            TVector x = TVector.Load(ref Unsafe.Add(ref units, at + anchor));
            TVector y = TVector.Load(ref Unsafe.Add(ref units, at + second));
            TVector both = TVector.And(
                TVector.Or(TVector.Or(TVector.Equal(x, a0), TVector.Equal(x, a1)), TVector.Or(TVector.Equal(x, a2), TVector.Equal(x, a3))),
                TVector.Or(TVector.Or(TVector.Equal(y, b0), TVector.Equal(y, b1)), TVector.Or(TVector.Equal(y, b2), TVector.Equal(y, b3))));
            if (TVector.AnySet(both))
            {
                bits = TVector.SetMask(both);
                return at;
            }
        }
        bits = 0;
        return at;
    }

    // The members (at most MaxVectorMembers) with the last repeated to MaxVectorMembers.
    private static ushort[] Padded(char[] members) =>
        [.. Enumerable.Range(0, MaxVectorMembers).Select(i => (ushort)members[Math.Min(i, members.Length - 1)])];
}
