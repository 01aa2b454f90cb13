using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Engines.Backtracker;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The general fast strategy: a forward lazy DFA finds where the leftmost-first match ends (skipping
/// ahead with a prefix prefilter whenever no match attempt is in progress), a reverse lazy DFA anchored
/// at that end finds where it starts, and groups, when asked for, come from the <see cref="CaptureResolver"/>
/// confined to the match (one-pass DFA, bounded backtracker or PikeVM). Whenever a DFA gives up (its cache thrashes),
/// that search continues on the PikeVM. Immutable and thread-safe.
/// </summary>
/// <remarks>UTF-8 input runs on the same DFAs, decoded on the fly (see DfaStrategy.Utf8.cs).</remarks>
internal sealed partial class DfaStrategy : Strategy
{
    private readonly PikeVm _vm;
    private readonly CaptureResolver _captures;
    private readonly LazyDfa _forward;
    private readonly Lazy<LazyDfa?> _reverse;
    private readonly Prefilter? _prefilter;
    private readonly Prefilter? _utf8Prefilter;
    private readonly bool _anchoredAtStart;
    private readonly CharRangeSet? _anchoredFirstUnits;
    private readonly int? _fixedLength;
    // No match fits in a rest shorter than this (a search that starts at the end, after the last match, ends at once).
    private readonly int _minLength;
    private readonly SingleLiteralPrefilter? _required;
    private readonly LineScope? _lines;
    private readonly int _wholeMatchGroup;
    private readonly Lazy<Prefilter?>? _startCandidates;
    private readonly SingleLiteralPrefilter? _inner;
    // The units of the inner literal's context that _inner searches for before the literal (see InnerLiteral.Context).
    private readonly int _innerContext;
    private readonly Lazy<LazyDfa?>? _prefixReverse;
    private readonly ClassLoopPrefix? _classLoop;
    private readonly Lazy<LazyDfa?>? _suffixForward;
    private readonly SuffixWalk? _suffixWalk;
    private readonly SuffixLiteralSearch? _suffix;
    // See HirFacts.StartsWithDotStarWithinALine: a match starts at the search start or after the last line feed before its end.
    private readonly bool _startsAtLineStart;
    // See HirFacts.IsAnchoredAtEnd: spans are found from the end backwards (FindAnchoredAtEnd).
    private readonly bool _anchoredAtEnd;

    /// <summary>
    /// Assembles the strategy; the DFAs must come from the same regex as <paramref name="nfa"/>. The
    /// reverse DFA is built by <paramref name="buildReverse"/> on the first match that needs it: regexes
    /// with a fixed match length never do, and construction stays cheap (null makes those searches use
    /// the PikeVM). When every
    /// match has the same length (<paramref name="fixedLength"/>), a match starts that many units before its
    /// end and the reverse DFA is skipped; a search whose rest is shorter than <paramref name="minLength"/> (the
    /// shortest match, in UTF-16 units, which never exceeds its UTF-8 bytes) ends at once. A <paramref name="requiredLiteral"/> that every match contains
    /// ends a search at once when it does not occur in the rest of the input. When group
    /// <paramref name="wholeMatchGroup"/> (a dense index, or 0 for none) wraps the whole regex and is the
    /// only group, its bounds are the match's and the PikeVM never runs. <paramref name="buildStartCandidates"/>,
    /// when given, builds (on first search) a scan that finds every place a match can start; spans are then
    /// found with anchored forward searches from those places (see <see cref="FindAtCandidates"/>). With an
    /// <paramref name="inner"/> literal, spans are found by the reverse-inner search instead (see
    /// <see cref="FindByInnerLiteral"/>). For a regex anchored at the input's start, <paramref name="firstUnits"/>
    /// (the units a match can begin with; null when a match can be empty) rejects inputs that begin otherwise
    /// before any DFA runs. With <paramref name="lines"/>, searches of long inputs run only on the lines that hold the
    /// required literal. With a <paramref name="suffix"/> literal that <see cref="ReverseSuffixSafety"/> accepts, spans
    /// are found by the reverse-suffix search (see <see cref="FindBySuffixLiteral"/>). With <paramref name="startsAtLineStart"/>
    /// (see <see cref="HirFacts.StartsWithDotStarWithinALine"/>) a match's start is the search start or the unit after the last
    /// line feed before its end, found without the reverse DFA. With <paramref name="anchoredAtEnd"/> (see
    /// <see cref="HirFacts.IsAnchoredAtEnd"/>) spans are found backwards from the input's end (see <c>FindAnchoredAtEnd</c>).
    /// </summary>
    public DfaStrategy(ThompsonNfa nfa, LazyDfa forward, Func<LazyDfa?> buildReverse, Prefilter? prefilter, bool anchoredAtStart, CharRangeSet? firstUnits, int? fixedLength,
        int minLength, string? requiredLiteral, int wholeMatchGroup, Func<Prefilter?>? buildStartCandidates = null, InnerLiteralSearch? inner = null,
        LineScope? lines = null, SuffixLiteralSearch? suffix = null, bool startsAtLineStart = false, bool anchoredAtEnd = false)
    {
        ArgumentNullException.ThrowIfNull(nfa);
        ArgumentNullException.ThrowIfNull(forward);
        ArgumentNullException.ThrowIfNull(buildReverse);
        _vm = new PikeVm(nfa);
        _captures = new CaptureResolver(nfa, _vm);
        _forward = forward;
        // Racing threads may each build one; they are equivalent and immutable.
        _reverse = new Lazy<LazyDfa?>(buildReverse, LazyThreadSafetyMode.PublicationOnly);
        _prefilter = prefilter;
        _utf8Prefilter = prefilter is { SupportsUtf8: true } ? prefilter : null;
        _anchoredAtStart = anchoredAtStart;
        _anchoredFirstUnits = anchoredAtStart ? firstUnits : null;
        _fixedLength = fixedLength;
        _minLength = minLength;
        _required = requiredLiteral is null ? null : new SingleLiteralPrefilter(requiredLiteral, ExtractionSide.Prefix);
        _wholeMatchGroup = wholeMatchGroup;
        _startCandidates = buildStartCandidates is null ? null : new Lazy<Prefilter?>(buildStartCandidates, LazyThreadSafetyMode.PublicationOnly);
        if (inner is not null)
        {
            _inner = new SingleLiteralPrefilter(inner.Context + inner.Literal, ExtractionSide.Prefix);
            _innerContext = inner.Context.Length;
            _prefixReverse = new Lazy<LazyDfa?>(inner.BuildPrefixReverse, LazyThreadSafetyMode.PublicationOnly);
            if (inner is { ClassLoop: { } classLoop, BuildSuffixForward: { } buildSuffix })
            {
                _classLoop = classLoop;
                _suffixWalk = inner.SuffixWalk;
                if (_suffixWalk is null) _suffixForward = new Lazy<LazyDfa?>(buildSuffix, LazyThreadSafetyMode.PublicationOnly);
            }
        }
        _lines = lines;
        _suffix = suffix;
        _startsAtLineStart = startsAtLineStart;
        _anchoredAtEnd = anchoredAtEnd;
        SlotCount = nfa.SlotCount;
    }

    /// <summary>Whether searches run only on the lines that hold the required literal (see <see cref="LineScope"/>).</summary>
    internal bool IsLineScoped => _lines is not null;

    /// <summary>
    /// Whether the current call of <paramref name="cache"/> leaves candidates at <paramref name="position"/> to the unanchored
    /// DFA (see <see cref="CandidateDensity"/>), for a search of ends only or of spans: what tests ask after a search.
    /// </summary>
    internal static bool LeavesCandidatesAt(StrategyCache cache, int position, bool endsOnly) => ((Cache)cache).Density.IsDense(cache.SearchId, position, endsOnly);

    /// <summary>How many units the reverse DFA has read through <paramref name="cache"/>: what tests ask of the searches that find starts.</summary>
    internal static long ReverseUnitsScanned(StrategyCache cache) => ((Cache)cache).Reverse?.UnitsScanned ?? 0;

    /// <summary>Whether spans are found backwards from the input's end (see <see cref="HirFacts.IsAnchoredAtEnd"/>).</summary>
    internal bool SearchesFromEnd => _anchoredAtEnd;

    // What the unanchored forward scans skip with in their start states: the prefix prefilter, else the start candidates
    // (the members of the class a match starts with), which the scan's tracker switches off where they come densely.
    private Prefilter? ScanPrefilter => _prefilter ?? (_startCandidates?.Value is { } candidates and not EveryUnitPrefilter ? candidates : null);

    // The same over UTF-8, where a prefilter must have a byte form.
    private Prefilter? Utf8ScanPrefilter => _utf8Prefilter ?? (_startCandidates?.Value is { SupportsUtf8: true } candidates and not EveryUnitPrefilter ? candidates : null);

    /// <summary>The prefix prefilter, if any.</summary>
    public Prefilter? Prefilter => _prefilter;

    /// <inheritdoc/>
    public override int SlotCount { get; }

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache(_vm.CreateCache(), _captures.CreateCache(), _forward.CreateCache());

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache)
    {
        if (_lines is not null && _lines.Applies(input, start.Position)) return _lines.TryFindSpan(input, start, cache, this, out _, out _);
        if (input.Length - start.Position < _minLength || MissesAnchor(input, start.Position) || LacksRequiredLiteral(input, start.Position)) return false;
        // The reverse-inner and reverse-suffix searches skip to their literal, where the DFA alone would read everything before it.
        if (_inner is not null || _suffix is { IsSafe: true }) return TryFindSpan(input, start, cache, out _, out _);
        var c = (Cache)cache;
        DfaOutcome outcome = _anchoredAtEnd
            ? FindAnchoredAtEnd(input, start.Position, spanNeeded: false, c, out _, out _)
            : _forward.FindEnd(input, start.Position, _anchoredAtStart, earliest: true, ScanPrefilter, c.Forward, cache, out _);
        if (outcome != DfaOutcome.GaveUp) return outcome == DfaOutcome.Match;
        var haystack = new Utf16Haystack(input);
        return _vm.Search(ref haystack, start, c.Vm, cache, slotsUsed: 0, earliest: true, []);
    }

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        _lines is not null && _lines.Applies(input, start.Position)
            ? _lines.TryFindSpan(input, start, cache, this, out matchStart, out matchEnd)
            : FindSpanCore(input, start, cache, out matchStart, out matchEnd);

    /// <summary>The span search without the line scope: over the whole input, or the line <see cref="LineScope"/> cut.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal bool FindSpanCore(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        var c = (Cache)cache;
        if (TryMatchAdjacent(input, start.Position, c, out matchEnd))
        {
            matchStart = start.Position;
            return true;
        }
        if (!FindSpanAnywhere(input, start, c, out matchStart, out matchEnd)) return false;
        NoteSpan(c, start.Position, matchStart);
        return true;
    }

    /// <summary>
    /// Matches that follow each other without a gap (the fields of a CSV line, a tokenizer's tokens) are found by an
    /// anchored forward search from where the last one ended: a match that starts at the search's start is the leftmost
    /// one, so neither the reverse DFA nor the unanchored scan's start state runs. Tried only while the call's last
    /// match started at its search's start (see <see cref="NoteSpan"/>), so sparse matches pay for at most one failed
    /// attempt each. Over UTF-8 the search must start on a scalar, where the anchored DFA decodes as every search does.
    /// </summary>
    private bool TryMatchAdjacent<T>(ReadOnlySpan<T> input, int searchStart, Cache c, out int matchEnd)
        where T : unmanaged
    {
        matchEnd = -1;
        if (c.AdjacentSearchId != c.SearchId || c.AdjacentSearchId == 0 || _anchoredAtStart || _anchoredAtEnd) return false;
        if (FindEndAnchored(_forward, c.Forward, input, searchStart, c, out matchEnd, out _) == DfaOutcome.Match) return true;
        c.AdjacentSearchId = 0;
        return false;
    }

    // Records whether the span just found started at its search's start, which makes the next search of the call try
    // TryMatchAdjacent first.
    private static void NoteSpan(Cache c, int searchStart, int matchStart)
    {
        if (matchStart == searchStart && c.SearchId != 0) c.AdjacentSearchId = c.SearchId;
    }

    // The span search from `start`, by whichever way the strategy's aids choose.
    private bool FindSpanAnywhere(ReadOnlySpan<char> input, SearchStart start, Cache c, out int matchStart, out int matchEnd)
    {
        int uncounted = 0;
        if (!FindEndFirst<FirstMatchMode>(input, ref start, c, endsOnly: false, out matchStart, out matchEnd, ref uncounted)) return false;
        if (matchStart >= 0) return true;
        if (_fixedLength is int length)
        {
            matchStart = matchEnd - length;
            return true;
        }
        if (_anchoredAtStart)
        {
            // Only a search from the input's start gets here (MissesAnchor), and every match starts there.
            matchStart = start.Position;
            return true;
        }
        if (_startsAtLineStart)
        {
            matchStart = start.Position + input[start.Position..matchEnd].LastIndexOf('\n') + 1;
            return true;
        }
        if (_reverse.Value is { } reverse)
        {
            c.Reverse ??= reverse.CreateCache();
            if (reverse.FindStart(input, matchEnd, start.Position, c.Reverse, c, out matchStart) == DfaOutcome.Match) return true;
        }
        var haystack = new Utf16Haystack(input);
        return _vm.FindSpan(ref haystack, start, c.Vm, c, out matchStart, out matchEnd);
    }

    /// <summary>
    /// Finds the leftmost-first match's end, and its start when the way it was found gives it (otherwise
    /// <paramref name="matchStart"/> is -1 and <see cref="FindSpanCore(ReadOnlySpan{char}, SearchStart, StrategyCache, out int, out int)"/>
    /// looks for it at or after <paramref name="start"/>, which moves past the starts a candidate search ruled out):
    /// counting needs only the ends when no match is empty. A count (<see cref="CountInPlaceMode"/>) counts the matches
    /// that anchored attempts at start candidates find where it finds them (see <see cref="FindAtCandidates"/>), and
    /// returns only a match found otherwise.
    /// </summary>
    private bool FindEndFirst<TMode>(ReadOnlySpan<char> input, ref SearchStart start, Cache c, bool endsOnly, out int matchStart, out int matchEnd, ref int count)
        where TMode : struct, ISearchMode
    {
        matchStart = matchEnd = -1;
        if (input.Length - start.Position < _minLength || MissesAnchor(input, start.Position) || LacksRequiredLiteral(input, start.Position)) return false;
        if (_anchoredAtEnd)
        {
            DfaOutcome atEnd = FindAnchoredAtEnd(input, start.Position, spanNeeded: true, c, out matchStart, out matchEnd);
            if (atEnd != DfaOutcome.GaveUp) return atEnd == DfaOutcome.Match;
            var whole = new Utf16Haystack(input);
            return _vm.FindSpan(ref whole, start, c.Vm, c, out matchStart, out matchEnd);
        }
        CandidateOutcome? anchored = c.Density.IsDense(c.SearchId, start.Position, endsOnly) ? null
            : _suffixWalk is not null
            ? FindByInnerLiteral(input, start.Position, prefixReverse: null, suffixForward: null, endsOnly, c, out matchStart, out matchEnd)
            : _suffixForward?.Value is { } suffixForward
            ? FindByInnerLiteral(input, start.Position, prefixReverse: null, suffixForward, endsOnly, c, out matchStart, out matchEnd)
            : _inner is not null && _prefixReverse!.Value is { } prefixReverse
            ? FindByInnerLiteral(input, start.Position, prefixReverse, suffixForward: null, endsOnly, c, out matchStart, out matchEnd)
            : _suffix is { IsSafe: true } && _reverse.Value is { } wholeReverse
            ? FindBySuffixLiteral(input, start.Position, wholeReverse, c, out matchStart, out matchEnd)
            : _startCandidates?.Value is { } candidates && !(endsOnly && candidates is EveryUnitPrefilter)
                ? FindAtCandidates<char, TMode>(input, start.Position, candidates, endsOnly, c, out matchStart, out matchEnd, ref count)
                : null;
        switch (anchored)
        {
            case CandidateOutcome.Match: return true;
            case CandidateOutcome.NoMatch: return false;
            // The anchored modes ruled out every start before matchStart: the unanchored search continues there.
            case CandidateOutcome.Resume:
                start = new SearchStart(matchStart, start.Anchor);
                matchStart = -1;
                break;
        }
        DfaOutcome outcome = _forward.FindEnd(input, start.Position, _anchoredAtStart, earliest: false, ScanPrefilter, c.Forward, c, out matchEnd);
        if (outcome != DfaOutcome.GaveUp) return outcome == DfaOutcome.Match;
        var haystack = new Utf16Haystack(input);
        return _vm.FindSpan(ref haystack, start, c.Vm, c, out matchStart, out matchEnd);
    }

    /// <inheritdoc/>
    /// <remarks>
    /// When no match can be empty, the next search starts where the last match ended, wherever it started: the
    /// pass finds ends only, and the reverse DFA that finds each match's start never runs. When the forward scan alone
    /// finds each end (no literal or candidate search leads), the DFA counts them all in one call, restarting in place
    /// (see <see cref="LazyDfa.CountEnds"/>): the one-unit matches of <c>.*[^A-Z]|[A-Z]</c> cost a few steps each, and
    /// a call per match cost as much again. Line-scoped searches count match by match.
    /// </remarks>
    public override bool TryCountAll(ReadOnlySpan<char> input, int from, StrategyCache cache, out int count)
    {
        count = 0;
        if (_minLength == 0 || _lines is not null) return false;
        var c = (Cache)cache;
        SearchStart next = from;
        while (true)
        {
            // Candidates found dense leave the rest of the count to the one scan, as if there were none.
            bool oneScan = ForwardScanAloneFindsEnds() || ForwardScanFindsEndsBesideCandidates() && c.Density.IsDense(c.SearchId, next.Position, endsOnly: true);
            if (oneScan)
            {
                int position = next.Position;
                if (_forward.CountEnds(input, ref position, ScanPrefilter, c.Forward, c, ref count) == DfaOutcome.NoMatch) return true;
                // The DFA gave up on the search from `position`: that one goes by FindEndFirst (and the PikeVM).
                next = position;
            }
            if (!FindEndFirst<CountInPlaceMode>(input, ref next, c, endsOnly: true, out _, out int matchEnd, ref count)) return true;
            count++;
            next = matchEnd;
        }
    }

    /// <summary>
    /// Whether <see cref="TryCountAll(ReadOnlySpan{char}, int, StrategyCache, out int)"/> counts in the DFA's one call:
    /// no match is empty and the search for ends goes straight to the unanchored forward scan (no anchor, no literal that
    /// leads or must be present, no candidates but every unit).
    /// </summary>
    internal bool CountsInOneScan => _minLength > 0 && _lines is null && ForwardScanAloneFindsEnds();

    private bool ForwardScanAloneFindsEnds() => ForwardScanFindsEndsBesideCandidates() && _startCandidates?.Value is null or EveryUnitPrefilter;

    // No anchor and no literal that leads or must be present: only start candidates, if any, would come before the scan.
    private bool ForwardScanFindsEndsBesideCandidates() =>
        !_anchoredAtStart && !_anchoredAtEnd && _required is null && _inner is null && _suffixWalk is null && _suffixForward is null
        && _suffix is not { IsSafe: true };

    /// <summary>
    /// The reverse-anchored search, for a regex whose every match ends at the input's end or, for <c>$</c> and <c>\Z</c>,
    /// before a final line feed: the reverse DFA, anchored at each such end, finds the leftmost start of any match, and
    /// (when <paramref name="spanNeeded"/>) an anchored forward DFA from there finds the end the regex prefers. Only the
    /// tail a match could span is read, so `:(\d+)\}$` over a log line costs a few steps whatever the line's length.
    /// </summary>
    private DfaOutcome FindAnchoredAtEnd(ReadOnlySpan<char> input, int from, bool spanNeeded, Cache c, out int matchStart, out int matchEnd)
    {
        matchStart = matchEnd = -1;
        if (_reverse.Value is not { } reverse) return DfaOutcome.GaveUp;
        c.Reverse ??= reverse.CreateCache();
        int leftmost = int.MaxValue;
        bool endsTie = false;
        // The reverse DFA's start state checks which end assertion holds where it starts (`\z` fails before the line feed).
        for (int end = input.Length; end >= from && (end == input.Length || end == input.Length - 1 && input[end] == '\n'); end--)
        {
            DfaOutcome outcome = reverse.FindStart(input, end, from, c.Reverse, c, out int start);
            if (outcome == DfaOutcome.GaveUp) return outcome;
            if (outcome != DfaOutcome.Match || start > leftmost) continue;
            // Matches from the leftmost start can end at either end only when both searches reach it.
            endsTie = start == leftmost;
            (leftmost, matchEnd) = (start, end);
        }
        if (leftmost == int.MaxValue) return DfaOutcome.NoMatch;
        matchStart = leftmost;
        if (!spanNeeded || !endsTie) return DfaOutcome.Match;
        // A match starts at `leftmost`, so the anchored search finds one; anything else hands the search to the PikeVM.
        DfaOutcome forward = FindEndAnchored(_forward, c.Forward, input, leftmost, c, out matchEnd, out _);
        return forward == DfaOutcome.Match ? forward : DfaOutcome.GaveUp;
    }

    /// <summary>
    /// Tries each place a match can start, leftmost first, with an anchored forward DFA: the first that matches
    /// is the leftmost-first match, found without the reverse DFA or the start state's restart thread. An
    /// attempt may read past the next candidate; once such overlaps exceed the <see cref="RereadBudget"/>, the search
    /// goes on from the next candidate in the unanchored DFA (<see cref="CandidateOutcome.Resume"/>, the candidate in
    /// <paramref name="matchStart"/>), so the work stays linear. A count (<see cref="CountInPlaceMode"/>, where no match
    /// is empty) counts each match in <paramref name="count"/> and tries the candidates from its end.
    /// </summary>
    private CandidateOutcome FindAtCandidates<T, TMode>(ReadOnlySpan<T> input, int from, Prefilter candidates, bool endsOnly, Cache c, out int matchStart, out int matchEnd, ref int count)
        where T : unmanaged
        where TMode : struct, ISearchMode
    {
        matchEnd = -1;
        int readTo = from;
        var budget = new RereadBudget(from);
        var clock = new InputClock(from);
        while (TryFindCandidate(candidates, input, from, c, out matchStart))
        {
            // Candidates that come densely cost more as attempts than the unanchored DFA costs reading them.
            if (c.Density.Record(c.SearchId, matchStart, matchStart - from + 1, endsOnly)) return CandidateOutcome.Resume;
            int unitLength = 1;
            if (typeof(T) == typeof(byte))
            {
                // Over UTF-8 the DFA starts only where a scalar does: a candidate on a continuation byte hands the search
                // back at `from`, where the last candidate's unit ended (every earlier start is ruled out). A four-byte
                // scalar is two UTF-16 units, and a match may start between them, which only the unanchored DFA finds:
                // the search is handed back at it.
                ReadOnlySpan<byte> utf8 = MemoryMarshal.Cast<T, byte>(input);
                if (!StartsOnScalar(utf8, matchStart))
                {
                    matchStart = from;
                    return CandidateOutcome.Resume;
                }
                // A line-start candidate may be the input's end, where a match can be empty.
                if (matchStart < utf8.Length) Utf8Decoder.DecodeAt(utf8, matchStart, out unitLength);
                if (unitLength == 4) return CandidateOutcome.Resume;
            }
            if (!budget.Allows(matchStart, readTo)) return CandidateOutcome.Resume;
            clock.Passed(matchStart, c);
            DfaOutcome outcome = FindEndAnchored(_forward, c.Forward, input, matchStart, c, out matchEnd, out readTo);
            if (outcome == DfaOutcome.Match)
            {
                if (!TMode.CountsInPlace) return CandidateOutcome.Match;
                count++;
                (from, readTo, budget) = (matchEnd, matchEnd, new RereadBudget(matchEnd));
                continue;
            }
            if (outcome == DfaOutcome.GaveUp) return CandidateOutcome.Resume;
            c.Density.RecordFailure(matchStart);
            // Past the candidate's unit: over UTF-8 a scalar or an ill-formed sequence's maximal part, so that
            // every-unit candidates never land inside one.
            from = matchStart + unitLength;
            if (from > input.Length) break;
        }
        return CandidateOutcome.NoMatch;
    }

    // Over UTF-16 the candidates of one call come from one iteration of the prefilter (see CandidateIteration).
    private static bool TryFindCandidate<T>(Prefilter candidates, ReadOnlySpan<T> input, int from, Cache c, out int candidate) where T : unmanaged =>
        typeof(T) == typeof(char)
            ? c.Candidates.TryFind(candidates, MemoryMarshal.Cast<T, char>(input), from, c.SearchId, out candidate, out _)
            : candidates.TryFind(MemoryMarshal.Cast<T, byte>(input), from, out candidate, out _);

    /// <summary>
    /// The reverse-inner search (see <see cref="InnerLiteral"/>): for each occurrence of the inner literal, left to
    /// right, the prefix's reverse DFA finds the leftmost start since the previous occurrence, and an anchored
    /// forward DFA from there confirms the match. With a <see cref="ClassLoopPrefix"/> (<paramref name="suffixForward"/>
    /// given, or the <see cref="SuffixWalk"/> set) a walk back over the class finds the start instead and the suffix's
    /// DFA from the occurrence (or the suffix walk from just after the literal) the end: the prefix always ends at the
    /// occurrence, so only what follows it decides the end (see <see cref="ClassLoopPrefix"/>).
    /// Start searches never overlap; forward confirmations that fail after reading past the next occurrence are
    /// tolerated within the <see cref="RereadBudget"/>, and beyond it the search goes on, from where the start searches
    /// stopped, in the unanchored DFA (<see cref="CandidateOutcome.Resume"/>, the position in <paramref name="matchStart"/>).
    /// </summary>
    private CandidateOutcome FindByInnerLiteral(ReadOnlySpan<char> input, int from, LazyDfa? prefixReverse, LazyDfa? suffixForward, bool endsOnly, Cache c, out int matchStart, out int matchEnd)
    {
        matchEnd = -1;
        int lowerBound = from;
        int readTo = from;
        var budget = new RereadBudget(from);
        var clock = new InputClock(from);
        while (_inner!.TryFind(input, Math.Max(from, lowerBound - _innerContext), out int occurrence, out int literalLength))
        {
            // The candidate is the literal inside the context's occurrence.
            occurrence += _innerContext;
            literalLength -= _innerContext;
            // Occurrences that come densely (a `;` in every field of a table) cost more as reverse and forward runs
            // than the unanchored DFA costs reading them.
            if (!budget.Allows(occurrence, readTo) || c.Density.Record(c.SearchId, occurrence, occurrence - lowerBound + 1, endsOnly))
            {
                matchStart = lowerBound;
                return CandidateOutcome.Resume;
            }
            clock.Passed(occurrence, c);
            DfaOutcome outcome;
            // The class walk serves when the suffix has a walk or its DFA was built; otherwise the reverse DFA runs.
            if (_classLoop is not null && (_suffixWalk is not null || suffixForward is not null))
            {
                matchStart = _classLoop.LeftmostStart(input, occurrence, lowerBound);
                if (matchStart < 0) outcome = DfaOutcome.NoMatch;
                else if (_suffixWalk is not null)
                {
                    matchEnd = _suffixWalk.FindEnd(input, occurrence + literalLength, c, out readTo);
                    outcome = matchEnd < 0 ? DfaOutcome.NoMatch : DfaOutcome.Match;
                }
                else outcome = FindEndAnchoredCall(suffixForward!, c.SuffixForward ??= suffixForward!.CreateCache(), input, occurrence, c, out matchEnd, out readTo);
            }
            else
            {
                c.PrefixReverse ??= prefixReverse!.CreateCache();
                outcome = prefixReverse!.FindStart(input, occurrence, lowerBound, c.PrefixReverse, c, out matchStart);
                if (outcome == DfaOutcome.Match) outcome = FindEndAnchoredCall(_forward, c.Forward, input, matchStart, c, out matchEnd, out readTo);
            }
            if (outcome == DfaOutcome.Match) return CandidateOutcome.Match;
            if (outcome == DfaOutcome.GaveUp)
            {
                matchStart = lowerBound;
                return CandidateOutcome.Resume;
            }
            // Every start up to this occurrence uses it, and all of them fail with it.
            c.Density.RecordFailure(occurrence);
            lowerBound = occurrence + 1;
        }
        matchStart = -1;
        return CandidateOutcome.NoMatch;
    }

    // An anchored forward search of `dfa` from `from`; `readTo` is one past the last unit it read (the DFA stops on
    // the unit where it dies), which the callers' overlap guards compare with their next candidate. The reverse-inner
    // loop calls it out of line: with the scan loop folded in by tier-1 inlining, Count over a one-address line was
    // slower for the e-mail pattern than with the call. Since the DFA's scans are themselves never inlined
    // (see LazyDfa), calling FindEndAnchored directly measured the same within noise; the choice was measured
    // with this call in place.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static DfaOutcome FindEndAnchoredCall(LazyDfa dfa, LazyDfaCache dfaCache, ReadOnlySpan<char> input, int from, Cache c, out int matchEnd, out int readTo) =>
        FindEndAnchored(dfa, dfaCache, input, from, c, out matchEnd, out readTo);

    private static DfaOutcome FindEndAnchored<T>(LazyDfa dfa, LazyDfaCache dfaCache, ReadOnlySpan<T> input, int from, Cache c, out int matchEnd, out int readTo)
        where T : unmanaged
    {
        long scannedBefore = dfaCache.UnitsScanned;
        DfaOutcome outcome = typeof(T) == typeof(char)
            ? dfa.MatchAnchored(MemoryMarshal.Cast<T, char>(input), from, dfaCache, c, out matchEnd)
            : dfa.FindEnd(MemoryMarshal.Cast<T, byte>(input), from, anchored: true, earliest: false, prefilter: null, dfaCache, c, out matchEnd);
        readTo = from + (int)(dfaCache.UnitsScanned - scannedBefore) + 1;
        return outcome;
    }

    private enum CandidateOutcome
    {
        NoMatch,
        Match,
        Resume,
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (_anchoredAtStart && start.Position == 0 && _captures.TryFindAnchored(input, start, ((Cache)cache).Backtracker, cache, slots[..SlotCount], out bool found)) return found;
        if (CapturesAtCandidates(out Prefilter candidates) && input.Length - start.Position >= _minLength && !((Cache)cache).Density.IsDense(cache.SearchId, start.Position, endsOnly: false))
        {
            switch (FindCapturesAtCandidates(input, start, candidates, (Cache)cache, slots[..SlotCount], out int resumeAt))
            {
                case CandidateOutcome.Match: return true;
                case CandidateOutcome.NoMatch: return false;
                default:
                    start = new SearchStart(resumeAt, start.Anchor);
                    break;
            }
        }
        if (!TryFindCaptureBounds(input, start, cache, out int matchStart, out int matchEnd)) return false;
        if (TryFillFromSpan(matchStart, matchEnd, slots)) return true;
        // The leftmost-first match is [matchStart, matchEnd): an anchored search there finds it, and no
        // path that matters goes past matchEnd.
        var c = (Cache)cache;
        return _captures.Resolve(input, new SearchStart(matchStart, start.Anchor), matchEnd, c.Backtracker, c.Vm, cache, slots[..SlotCount]);
    }

    /// <inheritdoc/>
    public override bool TryResolveGroups(ReadOnlySpan<char> input, SearchStart atMatch, int matchEnd, StrategyCache cache, Span<int> slots)
    {
        if (TryFillFromSpan(atMatch.Position, matchEnd, slots)) return true;
        var c = (Cache)cache;
        return _captures.Resolve(input, atMatch, matchEnd, c.Backtracker, c.Vm, cache, slots[..SlotCount]);
    }

    // When the only groups are the whole match (and a group wrapping it), the span is all there is to report.
    private bool TryFillFromSpan(int matchStart, int matchEnd, Span<int> slots)
    {
        if (SlotCount != 2 && (_wholeMatchGroup == 0 || SlotCount != 4)) return false;
        (slots[0], slots[1]) = (matchStart, matchEnd);
        if (SlotCount == 4) (slots[2], slots[3]) = (matchStart, matchEnd);
        return true;
    }

    // A regex anchored at the input's start matches only there, and only when the first unit can begin a match:
    // for `^abc|^def` on text that starts otherwise, this answers before any DFA is set up.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool MissesAnchor(ReadOnlySpan<char> input, int start) =>
        _anchoredAtStart && (start > 0 || _anchoredFirstUnits is { } first && (input.IsEmpty || !first.Contains(input[0])));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    // The check is a call and a search: on a short rest the DFAs cost about as much, so it is left to them
    // (`.*.*=.*` over a short line enumerates no faster with the check).
    private bool LacksRequiredLiteral(ReadOnlySpan<char> input, int start) =>
        _required is not null && _suffix is not { IsSafe: true } && input.Length - start >= MinRestForRequiredLiteral && !_required.TryFind(input, start, out _, out _);

    private const int MinRestForRequiredLiteral = 256;

    /// <summary>The scratch of all four engines; the reverse DFA's is made when that DFA first runs.</summary>
    private sealed class Cache(PikeVmCache vm, BacktrackerCache backtracker, LazyDfaCache forward) : StrategyCache
    {
        public PikeVmCache Vm { get; } = vm;

        public BacktrackerCache Backtracker { get; } = backtracker;

        public LazyDfaCache Forward { get; } = forward;

        public LazyDfaCache? Reverse { get; set; }

        public LazyDfaCache? PrefixReverse { get; set; }

        public LazyDfaCache? SuffixForward { get; set; }

        /// <summary>How densely the start candidates of the current call come (see <see cref="CandidateDensity"/>).</summary>
        public CandidateDensity Density = new(CandidateDensity.MinUnitsPerAttempt);

        /// <summary>The call (<see cref="StrategyCache.SearchId"/>) whose last span started at its search's start, else 0.</summary>
        public long AdjacentSearchId;
    }
}
