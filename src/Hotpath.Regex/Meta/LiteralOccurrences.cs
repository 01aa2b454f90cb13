using System.Runtime.CompilerServices;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Finds a literal's occurrences in one encoding, for <see cref="AnchoredLiteralStrategy"/> and a single literal's
/// <see cref="LiteralStrategy"/>.
/// </summary>
internal interface ILiteralOccurrences<T>
{
    /// <summary>The literal's length in units of <typeparamref name="T"/>.</summary>
    int Length { get; }

    /// <summary>The first occurrence at or after <paramref name="from"/>.</summary>
    bool TryFind(ReadOnlySpan<T> input, int from, out int start, out int end);

    /// <summary>
    /// Writes the starts of the first non-overlapping occurrences in <paramref name="rest"/> to <paramref name="starts"/>
    /// and returns how many (fewer than its length only when there are no more), or -1 when the literal's search does
    /// not collect (see <see cref="SubstringSearcher"/>'s collecting scan).
    /// </summary>
    int Collect(ReadOnlySpan<T> rest, Span<int> starts);
}

/// <summary>
/// A literal's occurrences in UTF-16 text, by Hotpath.Text's substring search, or a set's leftmost-first occurrences by
/// its multi-string search (<paramref name="set"/> given; a set does not collect).
/// </summary>
internal readonly struct Utf16Occurrences(SubstringSearcher? search, int length, MultiStringSearcher? set = null) : ILiteralOccurrences<char>
{
    /// <inheritdoc/>
    public int Length => length;

    /// <inheritdoc/>
    public bool TryFind(ReadOnlySpan<char> input, int from, out int start, out int end)
    {
        if (set is not null)
        {
            bool found = set.TryFind(input, from, out StringMatch match);
            (start, end) = found ? (match.Index, match.End) : (-1, -1);
            return found;
        }
        int offset = search!.IndexOf(input[from..]);
        (start, end) = offset < 0 ? (-1, -1) : (from + offset, from + offset + length);
        return offset >= 0;
    }

    /// <inheritdoc/>
    public int Collect(ReadOnlySpan<char> rest, Span<int> starts) => search?.Collect(rest, starts) ?? -1;
}

/// <summary>A literal's occurrences in UTF-8 text (its case spellings are a set, which does not collect).</summary>
internal readonly struct Utf8Occurrences(Utf8LiteralSearch search) : ILiteralOccurrences<byte>
{
    /// <inheritdoc/>
    public int Length => search.Literals[0].Length;

    /// <inheritdoc/>
    public bool TryFind(ReadOnlySpan<byte> input, int from, out int start, out int end) => search.TryFind(input, from, out start, out end);

    /// <inheritdoc/>
    public int Collect(ReadOnlySpan<byte> rest, Span<int> starts) => search.Single?.Collect(rest, starts) ?? -1;
}

/// <summary>
/// Occurrences taken from those one scan collected ahead into <see cref="MatchesAhead"/>, refilled from the end of the
/// last one once they are used up: every occurrence for a literal no two of whose occurrences overlap (a word
/// literal's), and the non-overlapping ones left to right for any literal (a literal regex's matches). The searches
/// asking must go left to right, each from at most the end of the occurrence before, and past the start of the one
/// before. Where the literal's search does not collect, each is found by <typeparamref name="TOccurrences"/>.
/// </summary>
internal ref struct CollectedOccurrences<T, TOccurrences>(TOccurrences occurrences, ref MatchesAhead ahead) : ILiteralOccurrences<T>
    where TOccurrences : struct, ILiteralOccurrences<T>
{
    private readonly ref MatchesAhead _ahead = ref ahead;

    /// <inheritdoc/>
    public readonly int Length => occurrences.Length;

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryFind(ReadOnlySpan<T> input, int from, out int start, out int end)
    {
        int length = occurrences.Length;
        if (_ahead.TryTake(out start) || _ahead.NeedsRefill && Refill(input, from, length, out start))
        {
            end = start + length;
            return true;
        }
        if (_ahead.Refused) return occurrences.TryFind(input, from, out start, out end);
        (start, end) = (-1, -1);
        return false;
    }

    /// <inheritdoc/>
    public readonly int Collect(ReadOnlySpan<T> rest, Span<int> starts) => occurrences.Collect(rest, starts);

    // Once every 32 occurrences: kept out of the inlined take.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly bool Refill(ReadOnlySpan<T> input, int from, int length, out int start)
    {
        int at = Math.Max(from, _ahead.RefillFrom(from, length));
        return _ahead.TryRefill(occurrences.Collect(input[at..], _ahead.Room), at, out start);
    }
}

/// <summary>
/// A literal set's occurrences from one ongoing scan of its multi-string search, whose <see cref="MatchCursor"/> keeps the
/// block of candidates and where the scan resumes: each search goes on from there instead of setting the search up again
/// (an enumeration of <c>\b(?:USD|EUR)\b</c> over a table finds one occurrence per row). The searches asking must go left
/// to right, each from past the start of the occurrence before (the cursor's block drops the candidates before it).
/// </summary>
internal ref struct IteratedSetOccurrences<T, TSet>(TSet set, ref MatchCursor cursor) : ILiteralOccurrences<T>
    where TSet : struct, ILiteralSetSearch<T>
{
    private readonly ref MatchCursor _cursor = ref cursor;

    /// <inheritdoc/>
    /// <remarks>Not used: a set's occurrences have their own lengths.</remarks>
    public readonly int Length => 0;

    /// <inheritdoc/>
    public readonly bool TryFind(ReadOnlySpan<T> input, int from, out int start, out int end)
    {
        bool found = set.TryFindNext(input, from, ref _cursor, out StringMatch match);
        (start, end) = found ? (match.Index, match.End) : (-1, -1);
        return found;
    }

    /// <inheritdoc/>
    public readonly int Collect(ReadOnlySpan<T> rest, Span<int> starts) => -1;
}
