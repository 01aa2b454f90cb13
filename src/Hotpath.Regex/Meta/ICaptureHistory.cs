namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Finds every iteration's capture of every group of one match, for <c>Group.Captures</c>. Only run when
/// that property is first read, so ordinary matches never pay for it. Implementations are thread-safe.
/// </summary>
internal interface ICaptureHistory
{
    /// <summary>
    /// The captures of the match [<paramref name="matchStart"/>, <paramref name="matchEnd"/>) that the
    /// search from <paramref name="start"/> found in <paramref name="input"/>: for each group index, its
    /// (start, end) pairs in order, empty for a group that did not take part.
    /// </summary>
    int[][] Find(ReadOnlySpan<char> input, SearchStart start, int matchStart, int matchEnd, StrategyCache timeout);
}
