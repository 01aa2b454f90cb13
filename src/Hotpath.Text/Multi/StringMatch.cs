namespace Hotpath.Text;

/// <summary>One match of a multi-pattern search: which pattern matched, where, and how many code units long.</summary>
/// <param name="PatternIndex">The index of the matching pattern in the list given to the searcher.</param>
/// <param name="Index">The offset of the first code unit of the match.</param>
/// <param name="Length">The number of code units matched (chars for UTF-16, bytes for UTF-8).</param>
public readonly record struct StringMatch(int PatternIndex, int Index, int Length)
{
    /// <summary>The offset just past the match.</summary>
    public int End => Index + Length;
}
