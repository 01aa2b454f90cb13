namespace Hotpath.Text.Tests.Substring;

/// <summary>The BCL answers every searcher must reproduce.</summary>
internal static class SubstringOracle
{
    /// <summary>Non-overlapping match starts, found by repeated BCL IndexOf (empty needle: every position).</summary>
    public static List<int> Matches(string haystack, string needle, StringComparison comparison)
    {
        var starts = new List<int>();
        for (int from = 0; from <= haystack.Length;)
        {
            int found = haystack.AsSpan(from).IndexOf(needle, comparison);
            if (found < 0) break;
            starts.Add(from + found);
            from += found + Math.Max(needle.Length, 1);
        }
        return starts;
    }

    /// <summary>Asserts every <see cref="SubstringSearcher"/> operation against the BCL, naming the case on failure.</summary>
    public static void Check(string haystack, string needle, StringComparison comparison, string context)
    {
        var searcher = new SubstringSearcher(needle, comparison);
        string because = $"{context}; comparison={comparison}; needle=\"{Escape(needle)}\"; haystack length={haystack.Length}" +
                         (haystack.Length <= 200 ? $" \"{Escape(haystack)}\"" : "");

        int expectedFirst = haystack.AsSpan().IndexOf(needle, comparison);
        int expectedLast = haystack.AsSpan().LastIndexOf(needle, comparison);
        List<int> expectedAll = Matches(haystack, needle, comparison);

        var actualAll = new List<int>();
        foreach (int index in searcher.EnumerateMatches(haystack)) actualAll.Add(index);

        AssertEqual(expectedFirst, searcher.IndexOf(haystack), "IndexOf", because);
        AssertEqual(expectedLast, searcher.LastIndexOf(haystack), "LastIndexOf", because);
        AssertEqual(expectedFirst >= 0, searcher.Contains(haystack), "Contains", because);
        AssertEqual(expectedAll.Count, searcher.Count(haystack), "Count", because);
        if (!expectedAll.SequenceEqual(actualAll))
        {
            Assert.Fail($"EnumerateMatches: expected [{string.Join(",", expectedAll)}], got [{string.Join(",", actualAll)}]; {because}");
        }
        AssertEqual(expectedFirst, TextSearch.IndexOf(haystack, needle, comparison), "TextSearch.IndexOf", because);
        AssertEqual(expectedLast, TextSearch.LastIndexOf(haystack, needle, comparison), "TextSearch.LastIndexOf", because);
    }

    private static void AssertEqual<T>(T expected, T actual, string what, string because)
    {
        if (!EqualityComparer<T>.Default.Equals(expected, actual))
        {
            Assert.Fail($"{what}: expected {expected}, got {actual}; {because}");
        }
    }

    public static string Escape(string text) =>
        string.Concat(text.Select(c => c is >= ' ' and < '\u007F' ? c.ToString() : $"\\u{(int)c:X4}"));
}
