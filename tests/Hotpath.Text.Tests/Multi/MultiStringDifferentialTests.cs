using System.Buffers;
using System.Text.RegularExpressions;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// Seeded differential tests: IndexOfAny against <see cref="SearchValues{T}"/> of strings, leftmost-first match
/// lists against a .NET <see cref="Regex"/> alternation, leftmost-longest and overlapping against
/// <see cref="ReferenceSearch"/>; every algorithm, SIMD on and off.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class MultiStringDifferentialTests
{
    // Small alphabets force shared prefixes and overlaps; the mixed one adds case pairs, non-ASCII letters
    // (including ones the BCL folds and ones it does not), a surrogate pair and CR/LF.
    private static readonly string[] s_alphabets = ["ab", "abc", "abcAB", "aAbBσςΣéÉıIiİ\u212AkK\r\n\uD83D\uDE00"];

    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 40));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void IndexOfAny_MatchesSearchValues(int seed)
    {
        var random = new RandomPatterns(seed);
        string alphabet = s_alphabets[seed % s_alphabets.Length];
        string[] patterns = random.Patterns(alphabet, 1 + random.Next(12), seed % 7 == 0 ? 0 : 1, 6);
        string[] haystacks = [.. Enumerable.Range(0, 6).Select(i => random.Text(alphabet, random.Next(i * 30 + 1))), ""];
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            SearchValues<string> bcl = SearchValues.Create(patterns, comparison);
            foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
                foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, kind, ignoreCase))
                    SearcherMatrix.ForEachVectorWidth(bits =>
                    {
                        foreach (string haystack in haystacks)
                        {
                            int expected = haystack.AsSpan().IndexOfAny(bcl);
                            Assert.True(expected == searcher.IndexOfAny(haystack), $"IndexOfAny expected {expected}, got {searcher.IndexOfAny(haystack)}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
                            Assert.Equal(expected >= 0, searcher.ContainsAny(haystack));
                        }
                    });
        }
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void LeftmostFirst_MatchesRegexAlternation(int seed)
    {
        var random = new RandomPatterns(seed);
        // Regex and OrdinalIgnoreCase agree on ASCII letters only (Regex also folds e.g. K with the Kelvin sign).
        string alphabet = seed % 2 == 0 ? "abc" : "aAbBcC.*";
        string[] patterns = random.Patterns(alphabet, 1 + random.Next(10), seed % 5 == 0 ? 0 : 1, 5);
        string haystack = random.Text(alphabet, 20 + random.Next(300));
        foreach (bool ignoreCase in new[] { false, true })
        {
            var regex = new Regex(string.Join("|", patterns.Select(p => $"({Regex.Escape(p)})")),
                ignoreCase ? RegexOptions.IgnoreCase | RegexOptions.CultureInvariant : RegexOptions.None);
            var expected = regex.Matches(haystack).Select(m => new StringMatch(
                Enumerable.Range(1, patterns.Length).First(g => m.Groups[g].Success) - 1, m.Index, m.Length)).ToList();
            foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, MultiStringMatchKind.LeftmostFirst, ignoreCase))
                SearcherMatrix.ForEachVectorWidth(bits => AssertMatches(expected, searcher, haystack, SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)));
        }
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void LeftmostLongestAndOverlapping_MatchReference(int seed)
    {
        var random = new RandomPatterns(seed);
        string alphabet = s_alphabets[seed % s_alphabets.Length];
        string[] patterns = random.Patterns(alphabet, 1 + random.Next(16), seed % 6 == 0 ? 0 : 1, 7);
        string haystack = random.Text(alphabet, random.Next(200));
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            var longest = ReferenceSearch.FindAll(haystack, patterns, MultiStringMatchKind.LeftmostLongest, comparison);
            var first = ReferenceSearch.FindAll(haystack, patterns, MultiStringMatchKind.LeftmostFirst, comparison);
            var overlapping = ReferenceSearch.Overlapping(haystack, patterns, comparison);
            foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
                foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, kind, ignoreCase))
                    SearcherMatrix.ForEachVectorWidth(bits =>
                    {
                        string context = SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits);
                        AssertMatches(kind == MultiStringMatchKind.LeftmostLongest ? longest : first, searcher, haystack, context);
                        var actual = new List<StringMatch>();
                        foreach (StringMatch match in searcher.EnumerateOverlappingMatches(haystack)) actual.Add(match);
                        Assert.True(overlapping.SequenceEqual(actual), $"overlapping: expected [{string.Join(", ", overlapping)}] got [{string.Join(", ", actual)}]; {context}");
                    });
        }
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void CorpusSlices_MatchReference(int seed)
    {
        string corpus = Corpus.Sherlock;
        var random = new RandomPatterns(seed);
        string[] patterns = random.Slices(corpus, 1 + random.Next(seed % 3 == 0 ? 100 : 20), 2, 12, changeCase: true);
        int start = random.Next(corpus.Length - 5000);
        string haystack = corpus.Substring(start, 5000);
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            SearchValues<string> bcl = SearchValues.Create(patterns, comparison);
            var regex = new Regex(string.Join("|", patterns.Select(Regex.Escape)), ignoreCase ? RegexOptions.IgnoreCase | RegexOptions.CultureInvariant : RegexOptions.None);
            var expectedSpans = regex.Matches(haystack).Select(m => (m.Index, m.Length)).ToList();
            var longest = ReferenceSearch.FindAll(haystack, patterns, MultiStringMatchKind.LeftmostLongest, comparison);
            foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
                foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, kind, ignoreCase))
                    SearcherMatrix.ForEachVectorWidth(bits =>
                    {
                        string context = SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits);
                        Assert.True(haystack.AsSpan().IndexOfAny(bcl) == searcher.IndexOfAny(haystack), context);
                        var actual = new List<StringMatch>();
                        foreach (StringMatch match in searcher.EnumerateMatches(haystack)) actual.Add(match);
                        if (kind == MultiStringMatchKind.LeftmostFirst)
                            Assert.True(expectedSpans.SequenceEqual(actual.Select(m => (m.Index, m.Length))), $"spans differ from Regex; {context}");
                        else
                            Assert.True(longest.SequenceEqual(actual), $"leftmost-longest differs; {context}");
                    });
        }
    }

    internal static void AssertMatches(List<StringMatch> expected, MultiStringSearcher searcher, string haystack, string context)
    {
        var actual = new List<StringMatch>();
        foreach (StringMatch match in searcher.EnumerateMatches(haystack)) actual.Add(match);
        Assert.True(expected.SequenceEqual(actual), $"expected [{string.Join(", ", expected)}] got [{string.Join(", ", actual)}]; {context}");
        Assert.Equal(expected.Count, searcher.Count(haystack));
        Assert.Equal(expected.Count > 0 ? expected[0].Index : -1, searcher.IndexOfAny(haystack));
    }
}
