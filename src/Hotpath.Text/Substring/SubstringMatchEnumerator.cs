using System.ComponentModel;

namespace Hotpath.Text;

/// <summary>
/// Enumerates the start indexes of non-overlapping matches of a <see cref="SubstringSearcher"/>, left to right.
/// A <see langword="ref struct"/>: use it in <see langword="foreach"/>; it never allocates.
/// </summary>
public ref struct SubstringMatchEnumerator
{
    private readonly SubstringSearcher _searcher;
    private readonly ReadOnlySpan<char> _haystack;
    // Where the next search starts; past the end once no search is left.
    private int _next;
    // Matches one scan found ahead, for needles compared whole (see SubstringSearcher.Collect); the others, once
    // their first collect is refused, search match by match.
    private MatchesAhead _ahead;
    private bool _searchesEachMatch;

    internal SubstringMatchEnumerator(SubstringSearcher searcher, ReadOnlySpan<char> haystack)
    {
        _searcher = searcher;
        _haystack = haystack;
        Current = -1;
    }

    /// <summary>The start index of the current match.</summary>
    public int Current { get; private set; }

    /// <summary>Returns this enumerator, so it can be used in <see langword="foreach"/>.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public readonly SubstringMatchEnumerator GetEnumerator() => this;

    /// <summary>Advances to the next match; false when there is none.</summary>
    public bool MoveNext()
    {
        if (_ahead.TryTake(out int start) || (!_searchesEachMatch && _next <= _haystack.Length && Collect(out start)))
        {
            Current = start;
            return true;
        }
        if (_next > _haystack.Length) return false;
        int found = _searcher.IndexOf(_haystack[_next..]);
        if (found < 0)
        {
            _next = _haystack.Length + 1;
            return false;
        }
        Current = _next + found;
        // An empty needle still advances by one so every position is reported once.
        _next = Current + Math.Max(_searcher.Needle.Length, 1);
        return true;
    }

    // Collects the next matches ahead and takes the first; false with nothing collected: no search is left when
    // the scan found none, and every later one goes match by match when the searcher does not collect.
    private bool Collect(out int start)
    {
        int collected = _searcher.Collect(_haystack[_next..], _ahead.Room);
        start = -1;
        _searchesEachMatch = collected < 0;
        if (collected < 0) return false;
        _next = _ahead.Accept(collected, _next, _searcher.Needle.Length, _haystack.Length);
        return _ahead.TryTake(out start);
    }
}
