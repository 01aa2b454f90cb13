using System.Buffers;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// The non-overlapping leftmost-first matches of a case-sensitive pattern set by the BCL: an
/// <c>IndexOfAny(SearchValues&lt;string&gt;)</c> loop, each start's pattern being the earliest in the list that starts
/// there (SearchValues says where, not which), each search resuming at the end of the match before.
/// </summary>
internal static class BclMatchList
{
    public static List<StringMatch> Find(ReadOnlySpan<char> haystack, string[] patterns)
    {
        SearchValues<string> values = SearchValues.Create(patterns, StringComparison.Ordinal);
        var matches = new List<StringMatch>();
        for (int position = 0; ;)
        {
            int at = haystack[position..].IndexOfAny(values);
            if (at < 0) return matches;
            int index = position + at;
            int pattern = 0;
            while (!haystack[index..].StartsWith(patterns[pattern], StringComparison.Ordinal)) pattern++;
            matches.Add(new StringMatch(pattern, index, patterns[pattern].Length));
            position = index + patterns[pattern].Length;
        }
    }

    /// <summary><paramref name="haystack"/> with each match replaced by <c>&lt;pattern index&gt;</c>.</summary>
    public static string Replaced(string haystack, List<StringMatch> matches)
    {
        var text = new System.Text.StringBuilder();
        int copied = 0;
        foreach (StringMatch match in matches)
        {
            text.Append(haystack, copied, match.Index - copied).Append('<').Append(match.PatternIndex).Append('>');
            copied = match.End;
        }
        return text.Append(haystack, copied, haystack.Length - copied).ToString();
    }

    /// <summary>The replacements <see cref="Replaced"/> writes, one per pattern.</summary>
    public static string[] Markers(int patternCount) => [.. Enumerable.Range(0, patternCount).Select(p => $"<{p}>")];
}
