using Hotpath.Text;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>A literal set's leftmost-first search in one encoding (Hotpath.Text's multi-string searcher), for <see cref="LiteralIteration"/>.</summary>
internal interface ILiteralSetSearch<T>
{
    /// <summary>The leftmost-first match at or after <paramref name="from"/>, searched from scratch.</summary>
    bool TryFind(ReadOnlySpan<T> input, int from, out StringMatch match);

    /// <summary>The next match of an iteration that <paramref name="cursor"/> carries (see <see cref="MatchCursor"/>).</summary>
    bool TryFindNext(ReadOnlySpan<T> input, int from, ref MatchCursor cursor, out StringMatch match);
}

/// <summary>A literal set's search over UTF-16.</summary>
internal readonly struct Utf16SetSearch(MultiStringSearcher searcher) : ILiteralSetSearch<char>
{
    /// <inheritdoc/>
    public bool TryFind(ReadOnlySpan<char> input, int from, out StringMatch match) => searcher.TryFind(input, from, out match);

    /// <inheritdoc/>
    public bool TryFindNext(ReadOnlySpan<char> input, int from, ref MatchCursor cursor, out StringMatch match) =>
        searcher.TryFindNext(input, from, ref cursor, out match);
}

/// <summary>A literal set's search over UTF-8.</summary>
internal readonly struct Utf8SetSearch(Utf8MultiStringSearcher searcher) : ILiteralSetSearch<byte>
{
    /// <inheritdoc/>
    public bool TryFind(ReadOnlySpan<byte> input, int from, out StringMatch match) => searcher.TryFind(input, from, out match);

    /// <inheritdoc/>
    public bool TryFindNext(ReadOnlySpan<byte> input, int from, ref MatchCursor cursor, out StringMatch match) =>
        searcher.TryFindNext(input, from, ref cursor, out match);
}
