namespace Hotpath.Text;

/// <summary>Which match a multi-pattern search reports when several patterns match near the same place.</summary>
public enum MultiStringMatchKind
{
    /// <summary>
    /// At the leftmost position where any pattern matches, the pattern that comes earliest in the list wins,
    /// exactly like a regex alternation <c>p0|p1|…</c> in .NET. This is the default.
    /// </summary>
    LeftmostFirst,

    /// <summary>At the leftmost position where any pattern matches, the longest match wins (ties: earliest pattern).</summary>
    LeftmostLongest,
}
