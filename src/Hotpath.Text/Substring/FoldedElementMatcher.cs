using System.Buffers;
using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// The linear-time fallback for OrdinalIgnoreCase needles that per-unit Two-Way cannot search: UTF-16 needles
/// with surrogate pairs (a pair folds as one scalar) and non-ASCII UTF-8 needles (matches vary in byte length).
/// Knuth–Morris–Pratt over <see cref="IFoldedElements{T}"/>: the text is read once, element by element, and
/// compared with the needle's folded elements. The needle's leading units that could continue an earlier
/// element, and a UTF-16 trailing high surrogate, are compared exactly around each element match.
/// Work: at most two element comparisons per text element plus the exact ends per element match, O(n + m)
/// (times the count of leading UTF-8 continuation bytes, which only ill-formed needles have).
/// Immutable and thread-safe.
/// </summary>
internal sealed class FoldedElementMatcher<T, TElements> : IForwardFallback<T>
    where T : unmanaged, IBinaryInteger<T>
    where TElements : IFoldedElements<T>
{
    // Ring buffers of element starts up to this many elements live on the stack; longer needles rent one.
    private const int StackElements = 128;

    private readonly T[] _lead;
    private readonly T[] _trail;
    private readonly int[] _elements;
    // _failure[j]: the length of the longest proper border of _elements[..(j + 1)].
    private readonly int[] _failure;

    private FoldedElementMatcher(T[] lead, T[] trail, int[] elements)
    {
        _lead = lead;
        _trail = trail;
        _elements = elements;
        _failure = new int[elements.Length];
        for (int j = 1, border = 0; j < elements.Length; j++)
        {
            while (border > 0 && elements[j] != elements[border]) border = _failure[border - 1];
            if (elements[j] == elements[border]) border++;
            _failure[j] = border;
        }
    }

    /// <summary>The matcher for <paramref name="needle"/>, or null when it is nothing but exact ends (then an ordinal search is exact).</summary>
    public static FoldedElementMatcher<T, TElements>? TryCreate(ReadOnlySpan<T> needle)
    {
        int leadLength = 0;
        while (leadLength < needle.Length && TElements.IsExactLead(needle[leadLength])) leadLength++;
        int trailLength = leadLength < needle.Length && TElements.IsExactTrail(needle[^1]) ? 1 : 0;
        ReadOnlySpan<T> core = needle[leadLength..^trailLength];
        if (core.IsEmpty) return null;
        var elements = new List<int>(core.Length);
        int i = 0;
        while (i < core.Length)
        {
            elements.Add(TElements.Read(core, i, out int length));
            i += length;
        }
        return new FoldedElementMatcher<T, TElements>(needle[..leadLength].ToArray(), needle[^trailLength..].ToArray(), [.. elements]);
    }

    /// <inheritdoc/>
    public int IndexOf(ReadOnlySpan<T> haystack, out int matchLength, ref long steps) => Scan(haystack, stopAtFirst: true, out matchLength, ref steps);

    /// <inheritdoc/>
    public int LastIndexOf(ReadOnlySpan<T> haystack, out int matchLength, ref long steps) => Scan(haystack, stopAtFirst: false, out matchLength, ref steps);

    // One left-to-right pass; after a match the failure link carries on (matches may overlap), so the last match
    // found is the one with the highest start: every match spans the same number of elements.
    private int Scan(ReadOnlySpan<T> haystack, bool stopAtFirst, out int matchLength, ref long steps)
    {
        int m = _elements.Length;
        int[]? rented = m > StackElements ? ArrayPool<int>.Shared.Rent(m) : null;
        Span<int> starts = rented is null ? stackalloc int[StackElements] : rented;
        try
        {
            // starts[e % m]: where the text's element e begins; `matched` needle elements end at `position`.
            int matched = 0;
            long element = 0;
            (int lastStart, matchLength) = (-1, 0);
            for (int position = _lead.Length; position < haystack.Length; element++)
            {
                starts[(int)(element % m)] = position;
                int folded = TElements.Read(haystack, position, out int length);
                position += length;
                steps++;
                while (matched > 0 && folded != _elements[matched])
                {
                    matched = _failure[matched - 1];
                    steps++;
                }
                if (folded == _elements[matched]) matched++;
                if (matched < m) continue;
                int coreStart = starts[(int)((element - m + 1) % m)];
                steps += _lead.Length + _trail.Length;
                if (ExactEndsMatch(haystack, coreStart, position))
                {
                    (lastStart, matchLength) = (coreStart - _lead.Length, position + _trail.Length - (coreStart - _lead.Length));
                    if (stopAtFirst) return lastStart;
                }
                matched = _failure[m - 1];
            }
            return lastStart;
        }
        finally
        {
            if (rented is not null) ArrayPool<int>.Shared.Return(rented);
        }
    }

    private bool ExactEndsMatch(ReadOnlySpan<T> haystack, int coreStart, int coreEnd) =>
        coreStart >= _lead.Length && haystack.Slice(coreStart - _lead.Length, _lead.Length).SequenceEqual(_lead) &&
        coreEnd + _trail.Length <= haystack.Length && haystack.Slice(coreEnd, _trail.Length).SequenceEqual(_trail);
}

/// <summary>
/// A linear-time search, reading left to right, that a filtered scan can hand over to when verification costs too
/// much: forward scans ask for the first match, backward scans for the last.
/// </summary>
internal interface IForwardFallback<T> where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>The first match's index in <paramref name="haystack"/>, or -1, with its length; adds its work to <paramref name="steps"/>.</summary>
    int IndexOf(ReadOnlySpan<T> haystack, out int matchLength, ref long steps);

    /// <summary>The last match's index in <paramref name="haystack"/> (the highest start), or -1, with its length; adds its work to <paramref name="steps"/>.</summary>
    int LastIndexOf(ReadOnlySpan<T> haystack, out int matchLength, ref long steps);
}
