using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// Obviously-correct O(n·m) multi-pattern search used as the oracle for what no BCL API answers
/// (leftmost-longest, overlapping matches, match lists with pattern identity over UTF-8).
/// Comparisons go through the BCL (<see cref="StringComparison"/>) so case folding is the BCL's.
/// </summary>
internal static class ReferenceSearch
{
    public static StringMatch? Find(string haystack, int start, string[] patterns, MultiStringMatchKind kind, StringComparison comparison)
    {
        for (int position = start; position <= haystack.Length; position++)
        {
            StringMatch? best = null;
            for (int p = 0; p < patterns.Length; p++)
            {
                string pattern = patterns[p];
                if (pattern.Length > haystack.Length - position || !haystack.AsSpan(position, pattern.Length).Equals(pattern, comparison)) continue;
                if (best is null || (kind == MultiStringMatchKind.LeftmostLongest && pattern.Length > best.Value.Length))
                    best = new StringMatch(p, position, pattern.Length);
            }
            if (best is not null) return best;
        }
        return null;
    }

    /// <summary>Non-overlapping matches; after an empty match the search moves one char on, as .NET Regex does.</summary>
    public static List<StringMatch> FindAll(string haystack, string[] patterns, MultiStringMatchKind kind, StringComparison comparison)
    {
        var matches = new List<StringMatch>();
        for (int position = 0; position <= haystack.Length && Find(haystack, position, patterns, kind, comparison) is { } match; )
        {
            matches.Add(match);
            position = match.Length == 0 ? match.End + 1 : match.End;
        }
        return matches;
    }

    /// <summary>Every occurrence of every pattern, by end position, then longest first, then pattern order.</summary>
    public static List<StringMatch> Overlapping(string haystack, string[] patterns, StringComparison comparison)
    {
        var matches = new List<StringMatch>();
        for (int position = 0; position <= haystack.Length; position++)
            for (int p = 0; p < patterns.Length; p++)
                if (patterns[p].Length <= haystack.Length - position && haystack.AsSpan(position, patterns[p].Length).Equals(patterns[p], comparison))
                    matches.Add(new StringMatch(p, position, patterns[p].Length));
        return matches.OrderBy(m => m.End).ThenByDescending(m => m.Length).ThenBy(m => m.PatternIndex).ToList();
    }

    public static string Replace(string haystack, string[] patterns, string[] replacements, MultiStringMatchKind kind, StringComparison comparison)
    {
        var result = new System.Text.StringBuilder();
        int copied = 0;
        foreach (StringMatch match in FindAll(haystack, patterns, kind, comparison))
        {
            result.Append(haystack, copied, match.Index - copied).Append(replacements[match.PatternIndex]);
            copied = match.End;
        }
        return result.Append(haystack, copied, haystack.Length - copied).ToString();
    }
}
