namespace Hotpath.Cli.Rebar.Engines;

/// <summary>
/// The models for engines that search UTF-16 text: subclasses supply four primitive searches, and the per-line
/// models split lines as rebar's .NET runner does (<c>MemoryExtensions.EnumerateLines</c>).
/// </summary>
internal abstract class Utf16RebarRegex : IRebarRegex
{
    /// <summary>The number of matches in <paramref name="text"/>.</summary>
    protected abstract int Count(string text);

    /// <summary>Whether <paramref name="text"/> has a match.</summary>
    protected abstract bool IsMatch(ReadOnlySpan<char> text);

    /// <summary>The sum of the match lengths in <paramref name="text"/>.</summary>
    protected abstract long SumMatchLengths(string text);

    /// <summary>The participating groups (the whole match included) over all matches in <paramref name="text"/>.</summary>
    protected abstract int CountCaptures(string text);

    /// <inheritdoc/>
    public int Count(RebarHaystack haystack) => Count(haystack.Text);

    /// <inheritdoc/>
    public long SumMatchLengths(RebarHaystack haystack) => SumMatchLengths(haystack.Text);

    /// <inheritdoc/>
    public int CountCaptures(RebarHaystack haystack) => CountCaptures(haystack.Text);

    /// <inheritdoc/>
    public int CountMatchingLines(RebarHaystack haystack)
    {
        int count = 0;
        foreach (ReadOnlySpan<char> line in haystack.Text.AsSpan().EnumerateLines())
        {
            if (IsMatch(line)) count++;
        }
        return count;
    }

    /// <inheritdoc/>
    public int CountCapturesPerLine(RebarHaystack haystack)
    {
        int count = 0;
        // Match needs a string: the per-line allocation is part of what rebar's .NET runner measures.
        foreach (ReadOnlySpan<char> line in haystack.Text.AsSpan().EnumerateLines()) count += CountCaptures(line.ToString());
        return count;
    }
}
