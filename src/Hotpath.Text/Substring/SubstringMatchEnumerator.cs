using System.ComponentModel;
using System.Runtime.CompilerServices;

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
    // Matches one scan found ahead, for needles compared whole (see SubstringSearcher.Collect); the others, refused
    // at their first collect, search match by match.
    private MatchesAhead _ahead;

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
        if (_ahead.TryTake(out int start))
        {
            Current = start;
            return true;
        }
        return RefillOrSearch();
    }

    // Once every match collected is taken: a refill, or after a refusal a search per match. Kept out of MoveNext, which
    // a foreach inlines: with the refill inlined, enumerating "the" over prose was slower in BenchmarkDotNet than with
    // MoveNext only taking collected matches.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool RefillOrSearch()
    {
        if (_ahead.NeedsRefill)
        {
            _next = _ahead.RefillFrom(_next, _searcher.Needle.Length);
            if (_ahead.TryRefill(_searcher.Collect(_haystack[_next..], _ahead.Room), _next, out int start))
            {
                Current = start;
                return true;
            }
        }
        // Without a refusal the collecting scans saw every match; after one, the rest goes match by match.
        if (!_ahead.Refused) return false;
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
}
