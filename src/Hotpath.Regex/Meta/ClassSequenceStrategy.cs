using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for an alternation of fixed sequences of classes with no groups, which is what a case-insensitive
/// literal or word list becomes (<c>(?i)Sherlock Holmes</c> is <c>[Ss][Hh][Ee]…</c>, with <c>[Kk\u212A]</c> for its k),
/// and for fixed-length tokens between word boundaries (<c>\b[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b</c>,
/// <c>\b\d{3}-\d{4}\b</c>): word-boundary assertions may come before and after the sequences, no others. The prefix
/// prefilter proposes positions; at each, the assertions before are checked, then the branches in order, unit by unit
/// against their classes, and the first that fits with the assertions after holding at its end is the match. No
/// automaton runs. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// This is .NET's leftmost-first choice: the backtracker tries the branches in order at the leftmost position
/// where any matches, and a branch of fixed classes either fits there or not. Work per candidate is bounded by
/// the branches' total length. UTF-8 input and groups go to the fallback strategy given at creation.
/// </remarks>
internal sealed class ClassSequenceStrategy : Utf16Strategy
{
    /// <summary>The most units over all branches: beyond this an automaton verifies candidates more cheaply.</summary>
    public const int MaxTotalUnits = 256;

    private readonly Prefilter _candidates;
    private readonly ClassSequence[] _branches;
    // The candidate scan when its candidates are the matches (one branch whose every class it checks): a count then calls
    // it directly, match after match. Searches keep the general loop below: calling the scan directly from them measured
    // slower in BenchmarkDotNet (a per-line timestamp IsMatch).
    private readonly ClassSequencePrefilter? _matchScan;
    // Whether the candidate scan checks every class of the one branch, so that a candidate needs only its assertions
    // (`\b[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b`).
    private readonly bool _scanFitsBranch;
    // The word-boundary assertions before the sequences and after them (empty when there are none).
    private readonly LookKind[] _looksBefore;
    private readonly LookKind[] _looksAfter;

    private ClassSequenceStrategy(Prefilter candidates, ClassSequence[] branches, LookKind[] looksBefore, LookKind[] looksAfter, Strategy fallback)
        : base(fallback)
    {
        (_candidates, _branches, _looksBefore, _looksAfter) = (candidates, branches, looksBefore, looksAfter);
        _scanFitsBranch = branches.Length == 1 && candidates is ClassSequencePrefilter scan && scan.Length == branches[0].Length;
        // One branch whose every class the candidate scan checks (`\d{4}-\d{2}-\d{2}`), and no assertion: a candidate is the match.
        if (_scanFitsBranch && looksBefore.Length == 0 && looksAfter.Length == 0) _matchScan = (ClassSequencePrefilter)candidates;
    }

    /// <inheritdoc/>
    public override int SlotCount => 2;

    /// <summary>Whether the candidate scan's candidates are the matches, so that a count runs the scan alone.</summary>
    internal bool CountsInOneCall => _matchScan is not null;

    /// <summary>
    /// The strategy for <paramref name="hir"/> when it has the shape above and its start has a prefilter, else
    /// null. <paramref name="buildFallback"/> is called only when the shape fits.
    /// </summary>
    public static ClassSequenceStrategy? TryCreate(RegexHir hir, Func<Strategy> buildFallback)
    {
        ArgumentNullException.ThrowIfNull(hir);
        if (hir.GroupNumbers.Length != 1) return null;
        (HirNode body, LookKind[] looksBefore, LookKind[] looksAfter) = WithoutWordLooks(hir.Root);
        if (FixedSequenceSet.Expand(body, maxSequences: MaxTotalUnits, MaxTotalUnits) is not { } expanded) return null;
        ClassSequence[] sequences = [.. expanded.Select(ClassSequence.Of)];
        // Pure literal sets (no class wider than one unit) are LiteralStrategy's.
        if (sequences.All(s => s.IsLiteral)) return null;
        // A scan for a few rare units that start every branch beats a search for the branches' words (see
        // PrefilterBuilder.ForRareFirstUnits). A literal or case-folded search for the start (Hotpath.Text's) beats any
        // class scan, unless it is one common unit (`a[^x]{20}b` stopped at every `a`: far slower than the BCL over
        // prose). Otherwise one branch is its own best scan: its rarest classes anywhere in it (not only in the first 16),
        // and a candidate the scan verified is the match.
        Prefilter? prefix = (Prefilter?)PrefilterBuilder.ForRareFirstUnits(hir.Root) ?? PrefilterBuilder.ForPrefix(hir.Root);
        Prefilter? candidates = prefix is null or ClassSequencePrefilter or CharClassPrefilter or OffsetPrefilter or SingleLiteralPrefilter { IsCommonUnit: true }
            && sequences is [{ Length: >= PrefilterBuilder.MinClassSequenceLength } only]
            ? LiteralInside(sequences[0]) ?? ClassSequencePrefilter.TryCreate(sequences[0].Classes) ?? prefix
            : prefix;
        if (candidates is null) return null;
        return new ClassSequenceStrategy(candidates, sequences, looksBefore, looksAfter, buildFallback());
    }

    /// <summary>The shortest literal inside a sequence that its substring search finds instead of a class scan.</summary>
    internal const int MinInnerLiteralLength = 3;

    // A literal inside the sequence (`[a-z]shing`, `" 5\d\d `), found by Hotpath.Text's substring search at its offset:
    // that search compares two of its units in packed vectors, where a class scan tests fewer positions per step.
    private static Prefilter? LiteralInside(ClassSequence sequence)
    {
        (int offset, string literal) = sequence.LongestLiteral();
        if (literal.Length < MinInnerLiteralLength) return null;
        var search = new SingleLiteralPrefilter(literal, ExtractionSide.Prefix);
        return offset == 0 ? search : new OffsetPrefilter(search, offset);
    }

    // The regex without the word-boundary assertions that begin and end it, and those assertions.
    private static (HirNode Body, LookKind[] Before, LookKind[] After) WithoutWordLooks(HirNode root) =>
        HirFacts.SplitEdgeLooks(root, IsWordLook) is var (before, middle, after)
            ? (middle.Length == 1 ? middle[0] : new HirConcat(middle), before, after)
            : (root, [], []);

    private static bool IsWordLook(LookKind look) =>
        look is LookKind.WordBoundary or LookKind.NonWordBoundary or LookKind.EcmaWordBoundary or LookKind.NonEcmaWordBoundary;

    /// <inheritdoc/>
    /// <remarks>
    /// Match after match, each search from the last one's end (every branch spans at least one unit), with the loop here
    /// rather than the caller's: when the candidate scan's candidates are the matches, the scan alone (see
    /// <see cref="InputClock"/> for the timeout).
    /// </remarks>
    public override bool TryCountAll(ReadOnlySpan<char> input, int from, StrategyCache cache, out int count)
    {
        count = 0;
        var clock = new InputClock(from);
        if (_matchScan is not null)
        {
            count = CountScanned(input, from, cache);
            return true;
        }
        while (TryFindSpan(input, from, cache, out _, out int matchEnd))
        {
            count++;
            from = matchEnd;
            clock.Passed(from, cache);
        }
        return true;
    }

    /// <inheritdoc/>
    /// <remarks>When the candidate scan's candidates are the matches: a question answered by the scan alone.</remarks>
    public override bool SearchesWithoutScratch => _matchScan is not null;

    /// <inheritdoc/>
    public override bool IsMatchWithoutScratch(ReadOnlySpan<char> input, SearchStart start) => _matchScan!.TryFind(input, start.Position, out _, out _);

    /// <inheritdoc/>
    public override int CountWithoutScratch(ReadOnlySpan<char> input, int from) => CountScanned(input, from, clockOf: null);

    // The matches from `from` on, found by the candidate scan alone (its candidates are the matches); with `clockOf`,
    // the clock is read as the count passes the input (see InputClock).
    private int CountScanned(ReadOnlySpan<char> input, int from, StrategyCache? clockOf)
    {
        int count = 0;
        var clock = new InputClock(from);
        while (_matchScan!.TryFind(input, from, out int matchStart, out int length))
        {
            count++;
            from = matchStart + length;
            if (clockOf is not null) clock.Passed(from, clockOf);
        }
        return count;
    }

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        int position = start.Position;
        int checkAt = position + StrategyCache.StepsPerTimeoutCheck;
        while (cache.Candidates.TryFind(_candidates, input, position, cache.SearchId, out int candidate, out _))
        {
            if (_matchScan is not null)
            {
                (matchStart, matchEnd) = (candidate, candidate + _branches[0].Length);
                return true;
            }
            if (_scanFitsBranch)
            {
                int end = candidate + _branches[0].Length;
                if (LooksHold(_looksBefore, input, candidate) && LooksHold(_looksAfter, input, end))
                {
                    (matchStart, matchEnd) = (candidate, end);
                    return true;
                }
            }
            else if (LooksHold(_looksBefore, input, candidate))
            {
                foreach (ClassSequence branch in _branches)
                {
                    if (branch.FitsAt(input, candidate) && LooksHold(_looksAfter, input, candidate + branch.Length))
                    {
                        (matchStart, matchEnd) = (candidate, candidate + branch.Length);
                        return true;
                    }
                }
            }
            position = candidate + 1;
            if (position >= checkAt)
            {
                cache.ThrowIfTimedOut();
                checkAt = position + StrategyCache.StepsPerTimeoutCheck;
            }
        }
        matchStart = matchEnd = -1;
        return false;
    }

    // Whether `looks` hold at `index`; a lone \b, the usual case, is tested in place.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool LooksHold(LookKind[] looks, ReadOnlySpan<char> input, int index) => looks switch
    {
        [] => true,
        [LookKind.WordBoundary] => Utf16WordNeighbours.IsWordBefore(input, index) != Utf16WordNeighbours.IsWordAt(input, index),
        _ => Utf16WordNeighbours.Hold(looks, input, index),
    };

    /// <inheritdoc/>
    public override IEnumerable<(string Aspect, string Detail)> Explain() =>
        base.Explain().Take(1)
            .Append(("branches", $"{_branches.Length}, {_branches.Sum(b => b.Length)} classes in all"))
            .Append(("prefilter", _candidates.Describe()))
            .Concat(base.Explain().Skip(1));

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(input, start, cache, out slots[0], out slots[1]);
}
