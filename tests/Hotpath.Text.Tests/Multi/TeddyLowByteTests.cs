using System.Buffers;
using System.Runtime.Intrinsics.X86;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// A UTF-16 set with a fingerprint unit above U+00FE (Cyrillic, CJK) is looked up by its units' low bytes, where
/// saturation would give every such unit the same byte. Units that share a low byte ('4' U+0034, 'д' U+0434, 'Դ'
/// U+0534, '䐴' U+4434) only add candidates: seeded texts of such units with planted patterns, at every vector width
/// and ignoring case or not, against <see cref="SearchValues{T}"/> and the reference search.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class TeddyLowByteTests
{
    // Low byte 0x34: 4 д Դ 䐴 Д(0x14 with д as its case pair); low byte 0x28: ( Ш ш(0x48) H; low byte 0x00: NUL Ā Ѐ 一(U+4E00).
    private const string Alphabet = "4\u0434\u0534\u4434\u0414(\u0428\u0448H\0\u0100\u0400\u4E00a";

    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 24));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void LowByteFingerprints_FindWhatSearchValuesFinds(int seed)
    {
        var random = new RandomPatterns(seed);
        string[] patterns = random.Patterns(Alphabet, 1 + random.Next(8), 1 + seed % 3, 6);
        patterns[0] = "\u0434" + patterns[0];
        string haystack = Planted(random, patterns);
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            SearchValues<string> bcl = SearchValues.Create(patterns, comparison);
            var searcher = new MultiStringSearcher(patterns, new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy, IgnoreCase = ignoreCase });
            var expected = ReferenceSearch.FindAll(haystack, patterns, MultiStringMatchKind.LeftmostFirst, comparison);
            SearcherMatrix.ForEachVectorWidth(bits =>
            {
                string where = SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits);
                for (int start = 0; start <= haystack.Length; start += 1 + random.Next(40))
                {
                    int expectedIndex = haystack.AsSpan(start).IndexOfAny(bcl);
                    int actual = searcher.IndexOfAny(haystack.AsSpan(start));
                    Assert.True(expectedIndex == actual, $"from {start}: expected {expectedIndex}, got {actual}; {where}");
                }
                var found = new List<StringMatch>();
                foreach (StringMatch match in searcher.EnumerateMatches(haystack)) found.Add(match);
                Assert.True(expected.SequenceEqual(found), $"match lists differ ({expected.Count} expected, {found.Count} found); {where}");
            });
        }
    }

    [Fact]
    public void Auto_TakesTeddyForCyrillicNames_AndTheAutomatonForNamesStartingWithIdeographs()
    {
        string[] russian = ["Шерлок Холмс", "Джон Уотсон", "Ирен Адлер", "инспектор Лестрейд", "профессор Мориарти"];
        string[] chinese = ["夏洛克·福尔摩斯", "约翰华生", "阿德勒", "雷斯垂德", "莫里亚蒂教授"];
        Assert.Equal(MultiStringAlgorithm.Teddy, new MultiStringSearcher(russian).Algorithm);
        Assert.Equal(MultiStringAlgorithm.Teddy, new MultiStringSearcher(russian, new() { IgnoreCase = true }).Algorithm);
        // Ideographs are each rare in text: where Teddy masks and packs its loads, the automaton skipping to the five
        // first ones with the runtime's search is faster; where AVX-512 narrows in one instruction, Teddy is.
        MultiStringAlgorithm forIdeographs = Avx512BW.IsSupported ? MultiStringAlgorithm.Teddy : MultiStringAlgorithm.AhoCorasickDfa;
        Assert.Equal(forIdeographs, new MultiStringSearcher(chinese).Algorithm);
        SimdSwitch.MaxVectorBits = 128;
        try
        {
            Assert.Equal(MultiStringAlgorithm.AhoCorasickDfa, new MultiStringSearcher(chinese).Algorithm);
        }
        finally
        {
            SimdSwitch.MaxVectorBits = 512;
        }
        // One pattern starting with a Latin letter is enough to keep Teddy.
        Assert.Equal(MultiStringAlgorithm.Teddy, new MultiStringSearcher([.. chinese, "Holmes"]).Algorithm);
        string chineseText = "他说约翰华生和阿德勒，还有约翰。" + new string('\u4E00', 80) + "莫里亚蒂教授来了";
        var forcedTeddy = new MultiStringSearcher(chinese, new() { Algorithm = MultiStringAlgorithm.Teddy });
        Assert.Equal(ReferenceSearch.FindAll(chineseText, chinese, MultiStringMatchKind.LeftmostFirst, StringComparison.Ordinal).Count, forcedTeddy.Count(chineseText));
        Assert.Equal(3, new MultiStringSearcher(chinese).Count(chineseText));
        string text = "Сказал Шерлок Холмс: \u0428\u0435\u0440\u043B\u043E\u043A and 约翰华生 met 阿德勒; ИНСПЕКТОР ЛЕСТРЕЙД. " + new string('\u0434', 70) + "Джон Уотсон";
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            string[] names = [.. russian, .. chinese];
            var searcher = new MultiStringSearcher(names, new() { IgnoreCase = ignoreCase });
            Assert.Equal(ReferenceSearch.FindAll(text, names, MultiStringMatchKind.LeftmostFirst, comparison).Count, searcher.Count(text));
        }
    }

    // 64–600 units of the alphabet (long enough for the block scans) with a few patterns planted, some case-changed.
    private static string Planted(RandomPatterns random, string[] patterns)
    {
        var text = new System.Text.StringBuilder(random.Text(Alphabet, 64 + random.Next(540)));
        for (int planted = 1 + random.Next(4); planted > 0; planted--)
        {
            string pattern = patterns[random.Next(patterns.Length)];
            text.Insert(random.Next(text.Length + 1), random.Next(3) == 0 ? pattern.ToUpperInvariant() : pattern);
        }
        return text.ToString();
    }
}
