using System.ComponentModel;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// Enumerates the non-overlapping matches of a <see cref="Utf8SubstringSearcher"/>, left to right.
/// A <see langword="ref struct"/>: use it in <see langword="foreach"/>; it never allocates.
/// </summary>
public ref struct Utf8SubstringMatchEnumerator
{
    private readonly Utf8SubstringSearcher _searcher;
    private readonly ReadOnlySpan<byte> _haystack;
    // Where the next search starts; past the end once no search is left.
    private int _next;
    // As in SubstringMatchEnumerator: matches one scan found ahead, or match-by-match searches.
    private MatchesAhead _ahead;

    internal Utf8SubstringMatchEnumerator(Utf8SubstringSearcher searcher, ReadOnlySpan<byte> haystack)
    {
        _searcher = searcher;
        _haystack = haystack;
    }

    /// <summary>The current match.</summary>
    public Utf8SubstringMatch Current { get; private set; }

    /// <summary>Returns this enumerator, so it can be used in <see langword="foreach"/>.</summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public readonly Utf8SubstringMatchEnumerator GetEnumerator() => this;

    /// <summary>Advances to the next match; false when there is none.</summary>
    public bool MoveNext()
    {
        // Collected matches are the needle's length (ordinal and ASCII case-insensitive).
        if (_ahead.TryTake(out int start))
        {
            Current = new Utf8SubstringMatch(start, _searcher.CollectedMatchLength);
            return true;
        }
        return RefillOrSearch();
    }

    // As in SubstringMatchEnumerator: a refill, or after a refusal a search per match, kept out of MoveNext.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool RefillOrSearch()
    {
        if (_ahead.NeedsRefill)
        {
            _next = _ahead.RefillFrom(_next, _searcher.CollectedMatchLength);
            if (_ahead.TryRefill(_searcher.Collect(_haystack[_next..], _ahead.Room), _next, out int start))
            {
                Current = new Utf8SubstringMatch(start, _searcher.CollectedMatchLength);
                return true;
            }
        }
        if (!_ahead.Refused) return false;
        if (_next > _haystack.Length) return false;
        int found = _searcher.IndexOf(_haystack[_next..], out int length);
        if (found < 0)
        {
            _next = _haystack.Length + 1;
            return false;
        }
        Current = new Utf8SubstringMatch(_next + found, length);
        // An empty needle still advances by one so every offset is reported once.
        _next = Current.Index + Math.Max(length, 1);
        return true;
    }
}
