using System.Runtime.CompilerServices;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// What an enumeration of a literal set's matches carries from one match to the next in the strategy's scratch, so
/// that a match does not cost a new search: the single literal's matches one scan collected ahead
/// (<see cref="MatchCursor.Ahead"/>), or the multi-string searcher's block of candidates and where its scan resumes.
/// Searching again at every match cost more than the matches on dense literals (on prose, enumerating <c>the</c>
/// that way cost many times a count of it, and <c>" and "</c> was slower than the runtime's compiled regex).
/// The state holds only for the searches of one call (one
/// <see cref="StrategyCache.SearchId"/>, so one input), each starting where the match before ended; any other
/// search starts a new iteration.
/// </summary>
internal struct LiteralIteration
{
    // The search call the state belongs to (0: none; calls are numbered from 1).
    private long _searchId;
    // Where the next search must start for the state to hold: the end of the last match found.
    private int _resumeAt;
    // Whether Cursor belongs to the current iteration. A search that starts one only records where it is, and the
    // cursor is cleared when a second search continues it: clearing it (a few hundred bytes) at every search made
    // `(?i)error` asked of each log line markedly slower.
    private bool _cursorCurrent;

    /// <summary>The searcher's iteration state (for a single literal, only its <see cref="MatchCursor.Ahead"/>), valid once <see cref="Continues"/> has returned true.</summary>
    public MatchCursor Cursor;

    /// <summary>
    /// Whether a search of call <paramref name="searchId"/> from <paramref name="from"/> continues this iteration
    /// (then <see cref="Cursor"/> holds what the searches before it left, or the default value that starts an
    /// iteration from <paramref name="from"/>); otherwise an iteration starts there, and the search should not use
    /// <see cref="Cursor"/>. Call 0 (scratch that no search began) never continues one.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Continues(long searchId, int from)
    {
        if (_searchId != searchId || searchId == 0 || _resumeAt != from)
        {
            (_searchId, _resumeAt, _cursorCurrent) = (searchId, -1, false);
            return false;
        }
        if (!_cursorCurrent)
        {
            Cursor = default;
            _cursorCurrent = true;
        }
        return true;
    }

    /// <summary>Records a match ending at <paramref name="end"/>, where the next search of the iteration starts.</summary>
    public void Matched(int end) => _resumeAt = end;

    /// <summary>
    /// A single literal's search of call <paramref name="searchId"/> from <paramref name="from"/>: from the occurrences
    /// collected ahead when it continues the iteration (every match is an occurrence, and the matches of an iteration
    /// do not overlap), else one search that stops at its occurrence.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryFindSingle<T, TOccurrences>(long searchId, ReadOnlySpan<T> input, int from, TOccurrences literal, out int start, out int end)
        where TOccurrences : struct, ILiteralOccurrences<T>
    {
        if (!Continues(searchId, from)) return Record(literal.TryFind(input, from, out start, out end), end);
        // The common case (31 matches in 32) is a start collected ahead, taken here without constructing the collection's view.
        if (Cursor.Ahead.TryTake(out start))
        {
            end = start + literal.Length;
            _resumeAt = end;
            return true;
        }
        return Record(new CollectedOccurrences<T, TOccurrences>(literal, ref Cursor.Ahead).TryFind(input, from, out start, out end), end);
    }

    // Records a found match's end (see Matched) and passes `found` on.
    private bool Record(bool found, int end)
    {
        if (found) _resumeAt = end;
        return found;
    }

    /// <summary>
    /// A literal set's search of call <paramref name="searchId"/> from <paramref name="from"/>: on from the searcher's
    /// cursor when it continues the iteration, else one search that stops at its match.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryFindInSet<T, TSet>(long searchId, ReadOnlySpan<T> input, int from, TSet set, out int start, out int end)
        where TSet : struct, ILiteralSetSearch<T>
    {
        StringMatch match;
        bool found = Continues(searchId, from) ? set.TryFindNext(input, from, ref Cursor, out match) : set.TryFind(input, from, out match);
        (start, end) = found ? (match.Index, match.End) : (-1, -1);
        return Record(found, end);
    }
}
