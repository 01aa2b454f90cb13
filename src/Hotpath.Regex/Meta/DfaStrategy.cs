using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.Backtracker;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The general fast strategy: a forward lazy DFA finds where the leftmost-first match ends (skipping
/// ahead with a prefix prefilter whenever no match attempt is in progress), a reverse lazy DFA anchored
/// at that end finds where it starts, and groups, when asked for, come from the bounded backtracker
/// confined to the match (or the PikeVM from the match start when the match is too long for it). Whenever a DFA gives up (its cache thrashes),
/// that search continues on the PikeVM. Immutable and thread-safe.
/// </summary>
/// <remarks>UTF-8 input runs on the same DFAs, decoded on the fly (see DfaStrategy.Utf8.cs).</remarks>
internal sealed partial class DfaStrategy : Strategy
{
    private readonly PikeVm _vm;
    private readonly BoundedBacktracker _backtracker;
    private readonly LazyDfa _forward;
    private readonly Lazy<LazyDfa?> _reverse;
    private readonly Prefilter? _prefilter;
    private readonly Prefilter? _utf8Prefilter;
    private readonly bool _anchoredAtStart;
    private readonly int? _fixedLength;
    private readonly SingleLiteralPrefilter? _required;
    private readonly int _wholeMatchGroup;

    /// <summary>
    /// Assembles the strategy; the DFAs must come from the same regex as <paramref name="nfa"/>. The
    /// reverse DFA is built by <paramref name="buildReverse"/> on the first match that needs it: regexes
    /// with a fixed match length never do, and construction stays cheap (null makes those searches use
    /// the PikeVM). When every
    /// match has the same length (<paramref name="fixedLength"/>), a match starts that many units before its
    /// end and the reverse DFA is skipped. A <paramref name="requiredLiteral"/> that every match contains
    /// ends a search at once when it does not occur in the rest of the input. When group
    /// <paramref name="wholeMatchGroup"/> (a dense index, or 0 for none) wraps the whole regex and is the
    /// only group, its bounds are the match's and the PikeVM never runs.
    /// </summary>
    public DfaStrategy(ThompsonNfa nfa, LazyDfa forward, Func<LazyDfa?> buildReverse, Prefilter? prefilter, bool anchoredAtStart, int? fixedLength,
        string? requiredLiteral, int wholeMatchGroup)
    {
        ArgumentNullException.ThrowIfNull(nfa);
        ArgumentNullException.ThrowIfNull(forward);
        ArgumentNullException.ThrowIfNull(buildReverse);
        _vm = new PikeVm(nfa);
        _backtracker = new BoundedBacktracker(nfa);
        _forward = forward;
        // Racing threads may each build one; they are equivalent and immutable.
        _reverse = new Lazy<LazyDfa?>(buildReverse, LazyThreadSafetyMode.PublicationOnly);
        _prefilter = prefilter;
        _utf8Prefilter = prefilter is { SupportsUtf8: true } ? prefilter : null;
        _anchoredAtStart = anchoredAtStart;
        _fixedLength = fixedLength;
        _required = requiredLiteral is null ? null : new SingleLiteralPrefilter(requiredLiteral, ExtractionSide.Prefix);
        _wholeMatchGroup = wholeMatchGroup;
        SlotCount = nfa.SlotCount;
    }

    /// <summary>The prefix prefilter, if any.</summary>
    public Prefilter? Prefilter => _prefilter;

    /// <inheritdoc/>
    public override int SlotCount { get; }

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache(_vm.CreateCache(), _backtracker.CreateCache(), _forward.CreateCache());

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache)
    {
        if (_anchoredAtStart && start.Position > 0 || LacksRequiredLiteral(input, start.Position)) return false;
        var c = (Cache)cache;
        DfaOutcome outcome = _forward.FindEnd(input, start.Position, _anchoredAtStart, earliest: true, _prefilter, c.Forward, cache, out _);
        if (outcome != DfaOutcome.GaveUp) return outcome == DfaOutcome.Match;
        var haystack = new Utf16Haystack(input);
        return _vm.Search(ref haystack, start, c.Vm, cache, slotsUsed: 0, earliest: true, []);
    }

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        matchStart = matchEnd = -1;
        if (_anchoredAtStart && start.Position > 0 || LacksRequiredLiteral(input, start.Position)) return false;
        var c = (Cache)cache;
        DfaOutcome outcome = _forward.FindEnd(input, start.Position, _anchoredAtStart, earliest: false, _prefilter, c.Forward, cache, out matchEnd);
        if (outcome == DfaOutcome.NoMatch) return false;
        if (outcome == DfaOutcome.Match && _fixedLength is int length)
        {
            matchStart = matchEnd - length;
            return true;
        }
        if (outcome == DfaOutcome.Match && _reverse.Value is { } reverse)
        {
            c.Reverse ??= reverse.CreateCache();
            outcome = reverse.FindStart(input, matchEnd, start.Position, c.Reverse, cache, out matchStart);
            if (outcome == DfaOutcome.Match) return true;
        }
        Span<int> span = stackalloc int[2];
        var haystack = new Utf16Haystack(input);
        bool found = _vm.Search(ref haystack, start, c.Vm, cache, slotsUsed: 2, earliest: false, span);
        (matchStart, matchEnd) = (span[0], span[1]);
        return found;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (!TryFindSpan(input, start, cache, out int matchStart, out int matchEnd)) return false;
        if (TryFillFromSpan(matchStart, matchEnd, slots)) return true;
        // The leftmost-first match is [matchStart, matchEnd): an anchored search there finds it, and no
        // path that matters goes past matchEnd.
        var c = (Cache)cache;
        var atMatch = new SearchStart(matchStart, start.Anchor);
        if (_backtracker.CanSearchWithin(matchStart, matchEnd))
        {
            return _backtracker.SearchAnchoredWithin(input, atMatch, matchEnd, c.Backtracker, cache, SlotCount, slots);
        }
        var haystack = new Utf16Haystack(input);
        return _vm.Search(ref haystack, atMatch, c.Vm, cache, SlotCount, earliest: false, slots);
    }

    // When the only groups are the whole match (and a group wrapping it), the span is all there is to report.
    private bool TryFillFromSpan(int matchStart, int matchEnd, Span<int> slots)
    {
        if (SlotCount != 2 && (_wholeMatchGroup == 0 || SlotCount != 4)) return false;
        (slots[0], slots[1]) = (matchStart, matchEnd);
        if (SlotCount == 4) (slots[2], slots[3]) = (matchStart, matchEnd);
        return true;
    }

    private bool LacksRequiredLiteral(ReadOnlySpan<char> input, int start) =>
        _required is not null && !_required.TryFind(input, start, out _, out _);

    /// <summary>The scratch of all four engines; the reverse DFA's is made when that DFA first runs.</summary>
    private sealed class Cache(PikeVmCache vm, BacktrackerCache backtracker, LazyDfaCache forward) : StrategyCache
    {
        public PikeVmCache Vm { get; } = vm;

        public BacktrackerCache Backtracker { get; } = backtracker;

        public LazyDfaCache Forward { get; } = forward;

        public LazyDfaCache? Reverse { get; set; }
    }
}
