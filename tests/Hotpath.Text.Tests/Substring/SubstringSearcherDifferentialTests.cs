namespace Hotpath.Text.Tests.Substring;

/// <summary><see cref="SubstringSearcher"/> against the BCL on seeded random inputs, with the vector paths on and off.</summary>
[Collection(VectorPathsCollection.Name)]
public sealed class SubstringSearcherDifferentialTests
{
    private static readonly StringComparison[] s_comparisons = [StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase];

    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void SmallAlphabetsMatchTheBcl(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        const int seed = 20261121;
        var random = new Random(seed);
        for (int trial = 0; trial < 3000; trial++)
        {
            string[] alphabet = TextGenerators.Alphabets[trial % TextGenerators.Alphabets.Length];
            // Mostly short haystacks, some long enough for every vector width and the final overlapping block.
            int haystackPieces = random.Next(4) == 0 ? random.Next(60, 400) : random.Next(0, 60);
            string haystack = TextGenerators.FromAlphabet(random, alphabet, haystackPieces);
            string needle = random.Next(3) == 0 && haystack.Length > 0
                ? Cut(random, haystack, random.Next(1, 12))
                : TextGenerators.FromAlphabet(random, alphabet, random.Next(0, 7));
            foreach (StringComparison comparison in s_comparisons)
            {
                SubstringOracle.Check(haystack, needle, comparison, $"seed={seed} trial={trial} vectorized={vectorized}");
            }
        }
    });

    [DataTheory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void CorpusNeedlesMatchTheBcl(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        string corpus = File.ReadAllText(SharedData.PathOf("corpora/sherlock-holmes-1661.txt"));
        const int seed = 1661;
        var random = new Random(seed);
        for (int trial = 0; trial < 400; trial++)
        {
            int start = random.Next(corpus.Length - 4000);
            string haystack = corpus.Substring(start, random.Next(0, 4000));
            string needle = Cut(random, corpus, random.Next(1, 24));
            if (random.Next(2) == 0) needle = TextGenerators.ScrambleCase(random, needle);
            foreach (StringComparison comparison in s_comparisons)
            {
                SubstringOracle.Check(haystack, needle, comparison, $"seed={seed} trial={trial} vectorized={vectorized}");
            }
        }
    });

    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void EdgeCasesMatchTheBcl(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        string longA = new('a', 300);
        (string Haystack, string Needle)[] cases =
        [
            ("abc", ""), ("", ""), ("", "a"), ("ab", "abc"), ("abc", "abc"),
            (longA + "b", "ab"), ("b" + longA, "ba"), ("b" + longA + "b", "b"), (longA, "aaa"),
            ("x\uD801\uDC28y", "\uD801\uDC00"), ("x\uD801\uDC28y", "\uD801"), ("x\uD801\uDC28y", "\uDC28y"),
            ("\uD801\uD801\uDC28", "\uD801\uDC00"), ("K\u212Ak", "k"), ("\u212A", "K"), ("stra\u00DFe", "STRASSE"),
            ("\u0130i\u0131I", "I"), ("\u0130i\u0131I", "\u0131"), ("\uFEFFa\r\nb", "\r\n"), ("\u00B5\u03BC\u039C", "\u03BC"),
            (new string('\u00E9', 100) + "\u00C9X", "\u00E9x"), (new string('e', 200) + "y", "elementary"),
        ];
        foreach (var (haystack, needle) in cases)
        {
            foreach (StringComparison comparison in s_comparisons)
            {
                SubstringOracle.Check(haystack, needle, comparison, $"edge case vectorized={vectorized}");
            }
        }
    });

    [Fact]
    public void RejectsNullNeedleAndCultureComparisons()
    {
        Assert.Throws<ArgumentNullException>(() => new SubstringSearcher(null!));
        Assert.Throws<ArgumentException>(() => new SubstringSearcher("a", StringComparison.InvariantCulture));
        Assert.Throws<ArgumentException>(() => TextSearch.IndexOf("a", "a", StringComparison.CurrentCultureIgnoreCase));
    }

    [Fact]
    public void ExposesItsConfiguration()
    {
        var searcher = new SubstringSearcher("Holmes", StringComparison.OrdinalIgnoreCase);
        Assert.Equal("Holmes", searcher.Needle);
        Assert.Equal(StringComparison.OrdinalIgnoreCase, searcher.Comparison);
        Assert.InRange(searcher.MemoryBytes, 6 * 2, 1024);
    }

    private static string Cut(Random random, string text, int length)
    {
        length = Math.Min(length, text.Length);
        return text.Substring(random.Next(text.Length - length + 1), length);
    }
}
