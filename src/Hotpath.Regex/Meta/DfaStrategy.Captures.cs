using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Meta;

// Group resolution: the bounds of the match its groups are resolved within, or the match and its groups at once.
internal sealed partial class DfaStrategy
{
    /// <summary>The steps an attempt at a start candidate may take beyond <see cref="StepsPerPassedUnit"/> for each unit passed since the last attempt.</summary>
    internal const int StepsPerAttempt = 256;

    /// <summary>The steps an attempt at a start candidate earns for each unit the candidate search passed to reach it.</summary>
    internal const int StepsPerPassedUnit = 4;

    // A regex anchored at the start matches only at offset 0, so when groups are wanted the forward
    // DFA's end is all that is needed: the reverse scan over the whole match would only confirm 0.
    private bool TryFindCaptureBounds(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        if (_anchoredAtStart && start.Position == 0)
        {
            DfaOutcome outcome = _forward.FindEnd(input, 0, anchored: true, earliest: false, prefilter: null, ((Cache)cache).Forward, cache, out matchEnd);
            matchStart = 0;
            if (outcome != DfaOutcome.GaveUp) return outcome == DfaOutcome.Match;
        }
        return TryFindSpan(input, start, cache, out matchStart, out matchEnd);
    }

    /// <summary>
    /// Whether groups are searched for at the start candidates (see <see cref="FindCapturesAtCandidates"/>): they lead the
    /// search (no inner or suffix literal, no line scope) and are fewer than every unit.
    /// </summary>
    private bool CapturesAtCandidates(out Prefilter candidates)
    {
        candidates = null!;
        if (_inner is not null || _suffixWalk is not null || _suffix is { IsSafe: true } || _lines is not null) return false;
        if (_startCandidates?.Value is not { } found || found is EveryUnitPrefilter) return false;
        candidates = found;
        return true;
    }

    /// <summary>
    /// Groups at start candidates: at each place a match can start, leftmost first, the backtracker walks the regex in
    /// priority order and finds the match and its groups at once, where the DFAs would read the match for its bounds and
    /// the resolver would read it again for the groups; a failed attempt usually ends a few units in. Each attempt may
    /// take <see cref="StepsPerAttempt"/> steps plus <see cref="StepsPerPassedUnit"/> for each unit passed since the
    /// previous candidate, so the attempts together stay linear in the input. An attempt that needs more hands the search,
    /// from its candidate (<paramref name="resumeAt"/>), to the DFAs (<see cref="CandidateOutcome.Resume"/>), and so do
    /// candidates whose attempts fail densely (see <see cref="CandidateDensity"/>).
    /// </summary>
    private CandidateOutcome FindCapturesAtCandidates(ReadOnlySpan<char> input, SearchStart start, Prefilter candidates, Cache c, Span<int> slots, out int resumeAt)
    {
        int from = start.Position;
        while (TryFindCandidate(candidates, input, from, c, out resumeAt))
        {
            int passed = resumeAt - from + 1;
            if (c.Density.Record(c.SearchId, resumeAt, passed, endsOnly: false)) return CandidateOutcome.Resume;
            bool? found = _captures.TryMatchWithinSteps(input, new SearchStart(resumeAt, start.Anchor), c.Backtracker, c, slots,
                StepsPerAttempt + StepsPerPassedUnit * (long)passed);
            if (found is null) return CandidateOutcome.Resume;
            if (found.Value) return CandidateOutcome.Match;
            c.Density.RecordFailure(resumeAt);
            from = resumeAt + 1;
            if (from > input.Length) break;
        }
        return CandidateOutcome.NoMatch;
    }
}
