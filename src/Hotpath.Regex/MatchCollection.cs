using System.Collections;

namespace Hotpath.RegularExpressions;

/// <summary>
/// The successive matches of a regex in an input, found lazily: matches are searched for only as far
/// as they are read (<see cref="Count"/> reads them all), then kept.
/// </summary>
public sealed partial class MatchCollection : IReadOnlyList<Match>
{
    private readonly List<Match> _matches = [];
    private Match? _next;

    internal MatchCollection(Match first) => _next = first;

    /// <summary>The number of matches (finds all of them).</summary>
    public int Count
    {
        get
        {
            while (TryFindMore()) { }
            return _matches.Count;
        }
    }

    /// <summary>The match at <paramref name="i"/> (finds matches up to it).</summary>
    /// <exception cref="ArgumentOutOfRangeException">There are not that many matches.</exception>
    public Match this[int i]
    {
        get
        {
            if (i < 0) throw new ArgumentOutOfRangeException(nameof(i));
            while (_matches.Count <= i && TryFindMore()) { }
            if (i >= _matches.Count) throw new ArgumentOutOfRangeException(nameof(i));
            return _matches[i];
        }
    }

    /// <summary>Enumerates the matches, finding them as it goes.</summary>
    public IEnumerator<Match> GetEnumerator()
    {
        for (int i = 0; i < _matches.Count || TryFindMore(); i++) yield return _matches[i];
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    private bool TryFindMore()
    {
        if (_next is not { Success: true } match) return false;
        _matches.Add(match);
        _next = match.NextMatch();
        return true;
    }
}
