using System.Buffers;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// Small sets of longer words (the weekday names' shape, which Teddy takes): seeded differential tests against
/// <see cref="SearchValues{T}"/> and <see cref="ReferenceSearch"/> at every vector width with planted occurrences,
/// both match kinds and both case modes; and every match start of real words in Sherlock Holmes.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class WordSetTests
{
    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 30));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void LongPatterns_MatchReference(int seed)
    {
        var random = new RandomPatterns(seed);
        string alphabet = seed % 2 == 0 ? "abAB" : "abc-";
        string[] patterns = random.Patterns(alphabet, 1 + random.Next(seed % 3 == 0 ? 14 : 8), 4, 7);
        var text = new System.Text.StringBuilder(random.Text(alphabet, random.Next(400)));
        for (int planted = random.Next(6); planted > 0; planted--) text.Insert(random.Next(text.Length + 1), patterns[random.Next(patterns.Length)]);
        string haystack = text.ToString();
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            SearchValues<string> bcl = SearchValues.Create(patterns, comparison);
            foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
            {
                var expected = ReferenceSearch.FindAll(haystack, patterns, kind, comparison);
                foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, kind, ignoreCase))
                    SearcherMatrix.ForEachVectorWidth(bits =>
                    {
                        string context = SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits);
                        Assert.True(haystack.AsSpan().IndexOfAny(bcl) == searcher.IndexOfAny(haystack), $"IndexOfAny; {context}");
                        MultiStringDifferentialTests.AssertMatches(expected, searcher, haystack, context);
                    });
            }
        }
    }

    [DataTheory]
    [InlineData("Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday", true)]
    [InlineData("warning|error", true)]
    [InlineData("Holmes|Watson|Lestrade|Baker", false)]
    public void CorpusWords_MatchSearchValues(string words, bool ignoreCase)
    {
        string[] patterns = words.Split('|');
        string haystack = Corpus.Sherlock;
        var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
        SearchValues<string> bcl = SearchValues.Create(patterns, comparison);
        var expected = new List<int>();
        for (int i, from = 0; (i = haystack.AsSpan(from).IndexOfAny(bcl)) >= 0; from += i + 1) expected.Add(from + i);
        foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, MultiStringMatchKind.LeftmostFirst, ignoreCase))
            SearcherMatrix.ForEachVectorWidth(bits =>
            {
                var actual = new List<int>();
                for (int i, from = 0; (i = searcher.IndexOfAny(haystack.AsSpan(from))) >= 0; from += i + 1) actual.Add(from + i);
                Assert.True(expected.SequenceEqual(actual), $"{searcher.Options.Algorithm}→{searcher.Algorithm}, vector bits {bits}: first difference at #{expected.Zip(actual).TakeWhile(p => p.First == p.Second).Count()} of {expected.Count}/{actual.Count}");
            });
    }
}
