using Hotpath.RegularExpressions.Engines.LazyDfa;

namespace Hotpath.RegularExpressions.Meta;

// Group resolution: the bounds of the match its groups are resolved within.
internal sealed partial class DfaStrategy
{
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
}
