using Hotpath.RegularExpressions.Prefilters;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The start candidates of one search call (a count, an enumeration, a replace) taken from one iteration of their
/// prefilter: a literal set's Teddy scan goes on from the block it stopped in (see <see cref="Prefilter.TryFindNext"/>)
/// instead of setting its search up again at each candidate, which on dense candidates (an HTML tag, a currency per
/// table row) cost more than the candidates' checks. A search that starts before the successor of the candidate
/// returned last, in another call or with another prefilter starts a new iteration; call 0 (scratch no search began)
/// never continues one, and a prefilter that does not resume (see <see cref="Prefilter.Resumes"/>) searches anew.
/// </summary>
internal struct CandidateIteration
{
    private MatchCursor _cursor;
    private long _searchId;
    private Prefilter? _prefilter;
    // Where the next search may start at the earliest for the cursor to hold: past the candidate returned last.
    private int _nextFrom;

    /// <summary>The first candidate of <paramref name="prefilter"/> at or after <paramref name="from"/> in call <paramref name="searchId"/>.</summary>
    public bool TryFind(Prefilter prefilter, ReadOnlySpan<char> input, int from, long searchId, out int candidate, out int length)
    {
        if (searchId == 0 || !prefilter.Resumes) return prefilter.TryFind(input, from, out candidate, out length);
        if (_searchId != searchId || !ReferenceEquals(_prefilter, prefilter) || from < _nextFrom)
        {
            (_cursor, _searchId, _prefilter) = (default, searchId, prefilter);
        }
        bool found = prefilter.TryFindNext(input, from, ref _cursor, out candidate, out length);
        _nextFrom = found ? candidate + 1 : int.MaxValue;
        return found;
    }
}
