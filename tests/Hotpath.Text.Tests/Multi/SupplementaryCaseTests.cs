using System.Buffers;
using System.Text;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// OrdinalIgnoreCase folds a well-formed surrogate pair as one supplementary scalar (Deseret U+10400 ↔ U+10428,
/// Osage, Adlam, …) but leaves lone surrogates alone. Seeded differential tests against
/// <see cref="SearchValues{T}"/> of strings, <see cref="MemoryExtensions.IndexOf(ReadOnlySpan{char}, ReadOnlySpan{char}, StringComparison)"/>
/// and <see cref="ReferenceSearch"/>, for every algorithm and vector width, in UTF-16 and UTF-8.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class SupplementaryCaseTests
{
    // Pieces rather than chars so that pairs stay whole unless a lone surrogate is wanted: Deseret, Osage and
    // Adlam case pairs, an uncased supplementary (emoji), lone high and low surrogates, ASCII and BMP case pairs.
    private static readonly string[] s_pieces =
    [
        "\U00010400", "\U00010428", "\U00010401", "\U00010429", "\U000104B0", "\U000104D8", "\U0001E900", "\U0001E922",
        "\U0001F600", "a", "A", "b", "é", "É", "σ", "Σ", "\uD801", "\uDC00", "\uDC28",
    ];

    private const int LoneSurrogatePieces = 3;

    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 30));

    private static string Text(Random random, int pieces, bool wellFormed = false)
    {
        var text = new StringBuilder();
        int choices = s_pieces.Length - (wellFormed ? LoneSurrogatePieces : 0);
        for (int i = 0; i < pieces; i++) text.Append(s_pieces[random.Next(choices)]);
        return text.ToString();
    }

    private static string[] Patterns(Random random, bool wellFormed = false) =>
        Enumerable.Range(0, 1 + random.Next(8)).Select(_ => Text(random, 1 + random.Next(3), wellFormed)).ToArray();

    [Theory]
    [MemberData(nameof(Seeds))]
    public void IndexOfAny_MatchesSearchValues(int seed)
    {
        var random = new Random(seed);
        string[] patterns = Patterns(random);
        string[] haystacks = [.. Enumerable.Range(0, 4).Select(i => Text(random, random.Next(i * 25 + 1))), ""];
        SearchValues<string> bcl = SearchValues.Create(patterns, StringComparison.OrdinalIgnoreCase);
        foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
            foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, kind, ignoreCase: true))
                SearcherMatrix.ForEachVectorWidth(bits =>
                {
                    foreach (string haystack in haystacks)
                    {
                        int expected = haystack.AsSpan().IndexOfAny(bcl);
                        Assert.True(expected == searcher.IndexOfAny(haystack), $"IndexOfAny expected {expected}, got {searcher.IndexOfAny(haystack)}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
                    }
                });
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void SinglePattern_MatchesIndexOf(int seed)
    {
        var random = new Random(seed);
        string[] pattern = [Text(random, 1 + random.Next(3))];
        string haystack = Text(random, random.Next(80));
        int expected = haystack.AsSpan().IndexOf(pattern[0], StringComparison.OrdinalIgnoreCase);
        foreach (MultiStringSearcher searcher in SearcherMatrix.For(pattern, MultiStringMatchKind.LeftmostFirst, ignoreCase: true))
            SearcherMatrix.ForEachVectorWidth(bits =>
                Assert.True(expected == searcher.IndexOfAny(haystack), $"IndexOf expected {expected}, got {searcher.IndexOfAny(haystack)}; {SearcherMatrix.Describe(searcher, pattern, haystack, seed, bits)}"));
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void MatchListsAndReplace_MatchReference(int seed)
    {
        var random = new Random(seed);
        string[] patterns = Patterns(random);
        string haystack = Text(random, random.Next(120));
        var overlapping = ReferenceSearch.Overlapping(haystack, patterns, StringComparison.OrdinalIgnoreCase);
        string[] replacements = patterns.Select((_, i) => $"<{i}>").ToArray();
        foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
        {
            var expected = ReferenceSearch.FindAll(haystack, patterns, kind, StringComparison.OrdinalIgnoreCase);
            string expectedReplaced = ReplaceWith(haystack, expected, replacements);
            foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, kind, ignoreCase: true))
                SearcherMatrix.ForEachVectorWidth(bits =>
                {
                    string context = SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits);
                    MultiStringDifferentialTests.AssertMatches(expected, searcher, haystack, context);
                    var actual = new List<StringMatch>();
                    foreach (StringMatch match in searcher.EnumerateOverlappingMatches(haystack)) actual.Add(match);
                    Assert.True(overlapping.SequenceEqual(actual), $"overlapping: expected [{string.Join(", ", overlapping)}] got [{string.Join(", ", actual)}]; {context}");
                    Assert.True(expectedReplaced == searcher.Replace(haystack, replacements), $"replace differs; {context}");
                });
        }
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void Utf8_AgreesWithUtf16OnWellFormedText(int seed)
    {
        // Lone surrogates have no UTF-8 form, so only whole pieces here.
        var random = new Random(seed);
        string[] patterns = Patterns(random, wellFormed: true);
        string haystack = Text(random, random.Next(120), wellFormed: true);
        var expected = ReferenceSearch.FindAll(haystack, patterns, MultiStringMatchKind.LeftmostFirst, StringComparison.OrdinalIgnoreCase)
            .Select(m => new StringMatch(m.PatternIndex, Encoding.UTF8.GetByteCount(haystack.AsSpan(0, m.Index)), Encoding.UTF8.GetByteCount(haystack.AsSpan(m.Index, m.Length))))
            .ToList();
        byte[] utf8 = Encoding.UTF8.GetBytes(haystack);
        foreach (var algorithm in SearcherMatrix.Algorithms)
        {
            Utf8MultiStringSearcher searcher;
            try { searcher = new Utf8MultiStringSearcher(patterns, new() { IgnoreCase = true, Algorithm = algorithm }); }
            catch (ArgumentException) when (SearcherMatrix.MayRefuse(algorithm)) { continue; }
            var actual = new List<StringMatch>();
            foreach (StringMatch m in searcher.EnumerateMatches(utf8)) actual.Add(m);
            Assert.True(expected.SequenceEqual(actual), $"seed {seed}, algorithm {algorithm}: expected [{string.Join(", ", expected)}] got [{string.Join(", ", actual)}]");
        }
    }

    [Fact]
    public void Deseret_MatchesOtherCase_AndReportsCallerIndex()
    {
        var searcher = new MultiStringSearcher(["x", "\U00010400b", "\U00010428"], new() { IgnoreCase = true });
        Assert.True(searcher.TryFind("..\U00010428B", out StringMatch match));
        Assert.Equal(new StringMatch(1, 2, 3), match);
        Assert.Equal(1, searcher.IndexOfAny("a\U00010400"));
        // A lone low surrogate is not a scalar: it only matches itself.
        Assert.Equal(-1, new MultiStringSearcher(["\uDC00"], new() { IgnoreCase = true }).IndexOfAny("\uDC28"));
    }

    [Fact]
    public void NoCasedScalarBeyondPlane1()
    {
        // The searcher only looks for case classes in plane 1; this fails if a Unicode update cases anything beyond.
        for (int scalar = 0x20000; scalar <= 0x10FFFF; scalar++)
        {
            var rune = new Rune(scalar);
            Assert.True(Rune.ToUpperInvariant(rune) == rune && Rune.ToLowerInvariant(rune) == rune, $"U+{scalar:X} is cased");
        }
    }

    private static string ReplaceWith(string haystack, List<StringMatch> matches, string[] replacements)
    {
        var result = new StringBuilder();
        int copied = 0;
        foreach (StringMatch m in matches)
        {
            result.Append(haystack, copied, m.Index - copied).Append(replacements[m.PatternIndex]);
            copied = m.Index + m.Length;
        }
        return result.Append(haystack, copied, haystack.Length - copied).ToString();
    }
}
