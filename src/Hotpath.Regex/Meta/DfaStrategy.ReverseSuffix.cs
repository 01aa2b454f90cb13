using Hotpath.RegularExpressions.Engines.LazyDfa;

namespace Hotpath.RegularExpressions.Meta;

internal sealed partial class DfaStrategy
{
    /// <summary>Whether spans are found by the reverse-suffix search (see <see cref="FindBySuffixLiteral"/>).</summary>
    internal bool UsesReverseSuffix => _suffix is { IsSafe: true };

    /// <summary>
    /// The reverse-suffix search (see <see cref="SuffixLiteralSearch"/>): for each occurrence of the literal every
    /// match ends with, left to right, the whole regex's reverse DFA, anchored at the occurrence's end, finds the
    /// leftmost start of a match ending there; the first occurrence that has one gives the leftmost match's start
    /// (<see cref="ReverseSuffixSafety"/> proves it for this regex), and an anchored forward DFA from there finds its
    /// leftmost-first end.
    /// </summary>
    /// <remarks>
    /// Each reverse scan stops at the end of the previous occurrence: the text before it was read by the previous
    /// scan, which found no match ending there. A scan that reaches that bound alive might have found an earlier
    /// start, or would read text twice, so the search hands over to the unanchored DFA from where it began
    /// (<see cref="CandidateOutcome.Resume"/>, the position in <paramref name="matchStart"/>). Every unit is read by
    /// at most one reverse scan and one forward run.
    /// </remarks>
    private CandidateOutcome FindBySuffixLiteral(ReadOnlySpan<char> input, int from, LazyDfa reverse, Cache c, out int matchStart, out int matchEnd)
    {
        matchEnd = -1;
        SuffixLiteralSearch suffix = _suffix!;
        LazyDfaCache reverseCache = c.Reverse ??= reverse.CreateCache();
        int minStart = from;
        int searchFrom = from;
        var clock = new InputClock(from);
        while (suffix.Literal.TryFind(input, searchFrom, out int occurrence, out _))
        {
            int end = occurrence + suffix.Length;
            clock.Passed(end, c);
            long scannedBefore = reverseCache.UnitsScanned;
            DfaOutcome outcome = reverse.FindStart(input, end, minStart, reverseCache, c, out matchStart);
            int reachedDown = end - (int)(reverseCache.UnitsScanned - scannedBefore);
            if (outcome == DfaOutcome.GaveUp || minStart > from && reachedDown <= minStart)
            {
                matchStart = from;
                return CandidateOutcome.Resume;
            }
            if (outcome == DfaOutcome.Match)
            {
                outcome = FindEndAnchored(_forward, c.Forward, input, matchStart, c, out matchEnd, out _);
                if (outcome == DfaOutcome.Match) return CandidateOutcome.Match;
                // A match is known to start here, so only a forward DFA that gave up lands here.
                return CandidateOutcome.Resume;
            }
            searchFrom = occurrence + 1;
            minStart = end;
        }
        matchStart = -1;
        return CandidateOutcome.NoMatch;
    }
}
