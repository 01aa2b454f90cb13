namespace Hotpath.Cli.Rebar.Engines;

/// <summary>
/// A compiled regex answering the questions rebar's models ask (see rebar's MODELS.md and its .NET runner).
/// Lengths are in UTF-16 code units and lines are split as <c>MemoryExtensions.EnumerateLines</c> splits them,
/// as rebar's .NET runner does.
/// </summary>
internal interface IRebarRegex
{
    /// <summary>The number of non-overlapping matches (<c>count</c>, <c>compile</c>).</summary>
    int Count(RebarHaystack haystack);

    /// <summary>The sum of the lengths of all matches (<c>count-spans</c>).</summary>
    long SumMatchLengths(RebarHaystack haystack);

    /// <summary>The number of participating groups, the whole match included, over all matches (<c>count-captures</c>).</summary>
    int CountCaptures(RebarHaystack haystack);

    /// <summary>The number of lines with at least one match (<c>grep</c>).</summary>
    int CountMatchingLines(RebarHaystack haystack);

    /// <summary>The participating groups of all matches, searched line by line (<c>grep-captures</c>).</summary>
    int CountCapturesPerLine(RebarHaystack haystack);

    /// <summary>
    /// Checked once before timing: a description of how this engine's matches disagree with what they must equal
    /// (for <c>hotpath-utf8</c>, the UTF-16 search's matches), or null when they agree.
    /// </summary>
    string? FindInconsistency(RebarHaystack haystack) => null;
}
