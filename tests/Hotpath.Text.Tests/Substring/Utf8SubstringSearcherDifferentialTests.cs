using System.Text;

namespace Hotpath.Text.Tests.Substring;

/// <summary>
/// <see cref="Utf8SubstringSearcher"/> against the UTF-16 oracle: encode, search the UTF-16 text with the BCL,
/// map the match indexes back to byte offsets. Vector paths on and off.
/// </summary>
[Collection(VectorPathsCollection.Name)]
public sealed class Utf8SubstringSearcherDifferentialTests
{
    private static readonly StringComparison[] s_comparisons = [StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase];

    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void WellFormedTextMatchesTheUtf16Oracle(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        const int seed = 8088;
        var random = new Random(seed);
        for (int trial = 0; trial < 2000; trial++)
        {
            string[] alphabet = TextGenerators.Alphabets[trial % TextGenerators.Alphabets.Length];
            string haystack = WellFormed(TextGenerators.FromAlphabet(random, alphabet, random.Next(4) == 0 ? random.Next(40, 300) : random.Next(0, 40)));
            // Empty needles match at every byte offset, which has no UTF-16 counterpart; they have their own test.
            string needle = WellFormed(TextGenerators.FromAlphabet(random, alphabet, random.Next(1, 6)));
            if (needle.Length == 0) continue;
            if (random.Next(2) == 0) needle = TextGenerators.ScrambleCase(random, needle);
            foreach (StringComparison comparison in s_comparisons)
            {
                Check(haystack, needle, comparison, $"seed={seed} trial={trial} vectorized={vectorized}");
            }
        }
    });

    [DataTheory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void CorpusNeedlesMatchTheUtf16Oracle(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        string corpus = File.ReadAllText(SharedData.PathOf("corpora/war-and-peace-2600.txt"));
        const int seed = 2600;
        var random = new Random(seed);
        for (int trial = 0; trial < 200; trial++)
        {
            string haystack = WellFormed(corpus.Substring(random.Next(corpus.Length - 3000), random.Next(0, 3000)));
            int length = random.Next(1, 16);
            string needle = WellFormed(TextGenerators.ScrambleCase(random, corpus.Substring(random.Next(corpus.Length - length), length)));
            foreach (StringComparison comparison in s_comparisons)
            {
                Check(haystack, needle, comparison, $"seed={seed} trial={trial} vectorized={vectorized}");
            }
        }
    });

    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void IllFormedBytesOnlyMatchThemselves(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        byte[] haystack = [.. "ab"u8, 0xE2, 0x82, .. "cd"u8, 0xEF, 0xBF, 0xBD, 0xFF, .. new byte[100], 0xE2, 0x82];
        foreach (StringComparison comparison in s_comparisons)
        {
            Assert.Equal(2, new Utf8SubstringSearcher([0xE2, 0x82], comparison).IndexOf(haystack));
            Assert.Equal(haystack.Length - 2, new Utf8SubstringSearcher([0xE2, 0x82], comparison).LastIndexOf(haystack));
            Assert.Equal(2, new Utf8SubstringSearcher([0xE2, 0x82], comparison).Count(haystack));
            Assert.Equal(6, new Utf8SubstringSearcher("\uFFFD", comparison).IndexOf(haystack));
            Assert.Equal(1, new Utf8SubstringSearcher("\uFFFD", comparison).Count(haystack));
            Assert.Equal(9, new Utf8SubstringSearcher([0xFF], comparison).IndexOf(haystack));
        }
        Assert.Equal(2, new Utf8SubstringSearcher([0xE2, 0x82, (byte)'C'], StringComparison.OrdinalIgnoreCase).IndexOf(haystack));
        Assert.Equal(-1, new Utf8SubstringSearcher([0xE2, 0x82, (byte)'C'], StringComparison.Ordinal).IndexOf(haystack));
    });

    [Fact]
    public void CaseInsensitiveMatchesReportTheirOwnByteLength()
    {
        byte[] haystack = Encoding.UTF8.GetBytes("x\u2C6Fy \u0250Y");
        var searcher = new Utf8SubstringSearcher("\u0250y", StringComparison.OrdinalIgnoreCase);
        Assert.Equal(1, searcher.IndexOf(haystack, out int length));
        Assert.Equal(4, length);
        Assert.Equal(6, searcher.LastIndexOf(haystack, out length));
        Assert.Equal(3, length);
        var matches = new List<Utf8SubstringMatch>();
        foreach (Utf8SubstringMatch match in searcher.EnumerateMatches(haystack)) matches.Add(match);
        Assert.Equal([new Utf8SubstringMatch(1, 4), new Utf8SubstringMatch(6, 3)], matches);
        Assert.Equal(1..5, matches[0].Range);
    }

    [Fact]
    public void StringNeedleIsEncodedAndNullOrCultureRejected()
    {
        Assert.Throws<ArgumentNullException>(() => new Utf8SubstringSearcher((string)null!));
        Assert.Throws<ArgumentException>(() => new Utf8SubstringSearcher("a", StringComparison.CurrentCulture));
        var searcher = new Utf8SubstringSearcher("\u00E9t\u00E9");
        Assert.Equal(Encoding.UTF8.GetBytes("\u00E9t\u00E9"), searcher.Utf8Needle.ToArray());
        Assert.Equal(StringComparison.Ordinal, searcher.Comparison);
        Assert.InRange(searcher.MemoryBytes, 5, 1024);
        Assert.Equal(0, new Utf8SubstringSearcher("").IndexOf("abc"u8));
        Assert.Equal(3, new Utf8SubstringSearcher("").LastIndexOf("abc"u8));
        Assert.Equal(4, new Utf8SubstringSearcher("").Count("abc"u8));
    }

    /// <summary>Asserts every <see cref="Utf8SubstringSearcher"/> and UTF-8 <see cref="TextSearch"/> operation against the UTF-16 oracle (well-formed text only).</summary>
    internal static void Check(string haystack, string needle, StringComparison comparison, string context)
    {
        byte[] haystackBytes = Encoding.UTF8.GetBytes(haystack);
        var searcher = new Utf8SubstringSearcher(needle, comparison);
        string because = $"{context}; comparison={comparison}; needle=\"{SubstringOracle.Escape(needle)}\"" +
                         (haystack.Length <= 200 ? $"; haystack=\"{SubstringOracle.Escape(haystack)}\"" : "");

        var expected = SubstringOracle.Matches(haystack, needle, comparison)
            .Select(start => ToMatch(haystack, start, needle, comparison)).ToList();
        var actual = new List<Utf8SubstringMatch>();
        foreach (Utf8SubstringMatch match in searcher.EnumerateMatches(haystackBytes)) actual.Add(match);
        Assert.True(expected.SequenceEqual(actual), $"matches [{string.Join(",", expected)}] != [{string.Join(",", actual)}]; {because}");

        int first = haystack.AsSpan().IndexOf(needle, comparison);
        int last = haystack.AsSpan().LastIndexOf(needle, comparison);
        int expectedFirst = first < 0 ? -1 : Encoding.UTF8.GetByteCount(haystack.AsSpan(0, first));
        int expectedLast = last < 0 ? -1 : Encoding.UTF8.GetByteCount(haystack.AsSpan(0, last));
        Assert.True(expectedFirst == searcher.IndexOf(haystackBytes), $"IndexOf; {because}");
        Assert.True(expectedLast == searcher.LastIndexOf(haystackBytes), $"LastIndexOf; {because}");
        Assert.True(expected.Count == searcher.Count(haystackBytes), $"Count; {because}");
        byte[] needleBytes = Encoding.UTF8.GetBytes(needle);
        Assert.True(expectedFirst == TextSearch.IndexOf(haystackBytes, needleBytes, comparison), $"TextSearch.IndexOf; {because}");
        Assert.True(expectedLast == TextSearch.LastIndexOf(haystackBytes, needleBytes, comparison), $"TextSearch.LastIndexOf; {because}");
        // Like MemoryExtensions.Count, TextSearch counts no occurrences of an empty needle.
        Assert.True((needle.Length == 0 ? 0 : expected.Count) == TextSearch.Count(haystackBytes, needleBytes, comparison), $"TextSearch.Count; {because}");
    }

    // The UTF-16 match [start, start + needle length) as bytes; for an empty needle an empty match.
    private static Utf8SubstringMatch ToMatch(string haystack, int start, string needle, StringComparison comparison)
    {
        int index = Encoding.UTF8.GetByteCount(haystack.AsSpan(0, start));
        int length = Encoding.UTF8.GetByteCount(haystack.AsSpan(start, needle.Length));
        return new Utf8SubstringMatch(index, length);
    }

    // Drops lone surrogates so the UTF-8 encoding round-trips (ill-formed input has its own tests).
    private static string WellFormed(string text)
    {
        var builder = new StringBuilder(text.Length);
        for (int i = 0; i < text.Length; i++)
        {
            if (char.IsHighSurrogate(text[i]) && i + 1 < text.Length && char.IsLowSurrogate(text[i + 1]))
            {
                builder.Append(text, i++, 2);
            }
            else if (!char.IsSurrogate(text[i]))
            {
                builder.Append(text[i]);
            }
        }
        return builder.ToString();
    }
}
