using System.Buffers;
using System.Text;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// Case-sensitive sets holding every ASCII case spelling of one word (rebar's sherlock-nocase shape), which Auto
/// searches as one case-insensitive needle: seeded differential tests against <see cref="SearchValues{T}"/> and
/// <see cref="ReferenceSearch"/> with shuffled and duplicated spellings, empty patterns, and haystacks holding the
/// non-ASCII letters that OrdinalIgnoreCase relates to ASCII ones (Kelvin sign, long s, dotless i).
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class CaseClosureTests
{
    private const string WordAlphabet = "kisK-1";
    private const string HaystackAlphabet = "kKiIsS-1\u212A\u017F\u0131\u0130x";

    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 30));

    private static string[] Closure(Random random)
    {
        string word;
        do word = new RandomPatterns(random.Next()).Text(WordAlphabet, 1 + random.Next(5));
        while (!word.Any(char.IsAsciiLetter));
        var spellings = new List<string> { "" };
        foreach (char c in word)
            spellings = char.IsAsciiLetter(c)
                ? [.. spellings.Select(s => s + char.ToLowerInvariant(c)), .. spellings.Select(s => s + char.ToUpperInvariant(c))]
                : [.. spellings.Select(s => s + c)];
        var patterns = spellings.OrderBy(_ => random.Next()).ToList();
        for (int extra = random.Next(3); extra > 0; extra--) patterns.Insert(random.Next(patterns.Count + 1), patterns[random.Next(patterns.Count)]);
        if (random.Next(5) == 0) patterns.Insert(random.Next(patterns.Count + 1), "");
        return [.. patterns];
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void Utf16_MatchesReference(int seed)
    {
        var random = new Random(seed);
        string[] patterns = Closure(random);
        string haystack = new RandomPatterns(seed).Text(HaystackAlphabet, random.Next(300));
        Assert.Equal(MultiStringAlgorithm.Substring, new MultiStringSearcher(patterns).Algorithm);
        SearchValues<string> bcl = SearchValues.Create(patterns, StringComparison.Ordinal);
        var overlapping = ReferenceSearch.Overlapping(haystack, patterns, StringComparison.Ordinal);
        foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
        {
            var expected = ReferenceSearch.FindAll(haystack, patterns, kind, StringComparison.Ordinal);
            foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, kind, ignoreCase: false))
                SearcherMatrix.ForEachVectorWidth(bits =>
                {
                    string context = SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits);
                    Assert.True(haystack.AsSpan().IndexOfAny(bcl) == searcher.IndexOfAny(haystack), $"IndexOfAny; {context}");
                    MultiStringDifferentialTests.AssertMatches(expected, searcher, haystack, context);
                    var actual = new List<StringMatch>();
                    foreach (StringMatch match in searcher.EnumerateOverlappingMatches(haystack)) actual.Add(match);
                    Assert.True(overlapping.SequenceEqual(actual), $"overlapping: expected [{string.Join(", ", overlapping)}] got [{string.Join(", ", actual)}]; {context}");
                });
        }
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void Utf8_MatchesReference(int seed)
    {
        var random = new Random(seed);
        string[] patterns = Closure(random);
        string haystack = new RandomPatterns(seed).Text(HaystackAlphabet, random.Next(300));
        byte[] utf8 = Encoding.UTF8.GetBytes(haystack);
        var expected = ReferenceSearch.FindAll(haystack, patterns, MultiStringMatchKind.LeftmostFirst, StringComparison.Ordinal)
            .Select(m => new StringMatch(m.PatternIndex, Encoding.UTF8.GetByteCount(haystack.AsSpan(0, m.Index)), m.Length))
            .ToList();
        Assert.Equal(MultiStringAlgorithm.Substring, new Utf8MultiStringSearcher(patterns).Algorithm);
        foreach (var algorithm in SearcherMatrix.Algorithms)
        {
            Utf8MultiStringSearcher searcher;
            try { searcher = new Utf8MultiStringSearcher(patterns, new() { Algorithm = algorithm }); }
            catch (ArgumentException) when (SearcherMatrix.MayRefuse(algorithm)) { continue; }
            var actual = new List<StringMatch>();
            foreach (StringMatch m in searcher.EnumerateMatches(utf8)) actual.Add(m);
            Assert.True(expected.SequenceEqual(actual), $"seed {seed}, algorithm {algorithm}, patterns [{string.Join(", ", patterns)}]: expected [{string.Join(", ", expected)}] got [{string.Join(", ", actual)}]");
        }
    }

    [Fact]
    public void IncompleteClosure_IsNotSearchedAsOneWord()
    {
        Assert.NotEqual(MultiStringAlgorithm.Substring, new MultiStringSearcher(["ab", "aB", "Ab"]).Algorithm);
        var searcher = new MultiStringSearcher(["ab", "aB", "Ab", "AB"]);
        Assert.Equal(MultiStringAlgorithm.Substring, searcher.Algorithm);
        Assert.True(searcher.TryFind("xaBAb", out StringMatch match));
        Assert.Equal(new StringMatch(1, 1, 2), match);
    }

    /// <summary>
    /// The first <see cref="CaseClosureEngine{T}.LeadingWindow"/> units are searched by the runtime's search values
    /// and the rest by the rare-unit filter: a spelling (or a long-s spelling, which is no pattern) at every offset of the
    /// window and around the seam.
    /// </summary>
    [Fact]
    public void MatchesAroundTheLeadingWindow_AreFound()
    {
        string[] patterns = [.. from a in "sS" from b in "hH" from c in "eE" from d in "rR" from e in "lL" select $"{a}{b}{c}{d}{e}"];
        var searcher = new MultiStringSearcher(patterns);
        Assert.Equal(MultiStringAlgorithm.Substring, searcher.Algorithm);
        SearchValues<string> bcl = SearchValues.Create(patterns, StringComparison.Ordinal);
        int seam = CaseClosureEngine<ushort>.LeadingWindow;
        for (int at = 0; at <= seam + 4; at++)
        {
            foreach (string spelling in new[] { "sHerL", "\u017Fherl" })
            {
                string haystack = new string('x', at) + spelling + new string('x', 80) + (at % 2 == 0 ? "SHERL" : "");
                int expected = haystack.AsSpan().IndexOfAny(bcl);
                Assert.True(expected == searcher.IndexOfAny(haystack), $"spelling {spelling} at {at}: expected {expected}");
                Assert.Equal(expected >= 0, searcher.ContainsAny(haystack));
                if (searcher.TryFind(haystack, out StringMatch match)) Assert.Equal(patterns[match.PatternIndex], haystack.Substring(match.Index, match.Length));
            }
        }
    }

    /// <summary>A word longer than the leading window (no hit can lie in it) is searched from the start of the text.</summary>
    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(37)]
    public void WordsLongerThanTheLeadingWindow_AreFound(int at)
    {
        string tail = new('-', CaseClosureEngine<ushort>.LeadingWindow + 6);
        string[] patterns = ["k" + tail, "K" + tail];
        var searcher = new MultiStringSearcher(patterns);
        Assert.Equal(MultiStringAlgorithm.Substring, searcher.Algorithm);
        string haystack = new string('x', at) + "K" + tail + "x";
        int expected = haystack.AsSpan().IndexOfAny(SearchValues.Create(patterns, StringComparison.Ordinal));
        Assert.Equal(at, expected);
        Assert.Equal(expected, searcher.IndexOfAny(haystack));
        Assert.True(searcher.TryFind(haystack, out StringMatch match));
        Assert.Equal(new StringMatch(1, at, patterns[1].Length), match);
        Assert.Equal(-1, searcher.IndexOfAny(haystack.Replace("K", "L")));
    }
}
