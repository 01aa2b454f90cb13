using System.Buffers;
using System.Text;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// Teddy's block scan: four-unit fingerprints are scanned with three windows until false candidates make it hand
/// over to four (mid-search, so the resume position must be exact); the starts left after the last whole block are
/// covered by rescanning the last block that fits, minus the lanes already scanned; candidates are verified in
/// the set's preference order per bucket; and enumerations, counts and replace-all resume inside a block of candidates. Seeded differential tests against <see cref="SearchValues{T}"/> (UTF-16),
/// a naive byte search (UTF-8) and <see cref="ReferenceSearch"/> (leftmost-longest), at every vector width.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class TeddyWindowTests
{
    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 25));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void FalseCandidateFloods_HandOverWithoutSkippingStarts(int seed)
    {
        var random = new RandomPatterns(seed);
        // Every pattern shares its first three units with a decoy that floods the haystack: the three-window scan
        // finds a candidate in almost every block and hands over to four windows after a few blocks.
        string[] patterns = ["abcd", "abce!", "xyzw", "xyzvv"];
        string text = DecoyText(random, patterns, ["abcx", "abc", "xyzq", "xyz"], 64 * (4 + random.Next(40)) + random.Next(64),
            patternPercent: 3, fillerAlphabet: "abcdexyz .", longestFiller: 30);
        AssertSameAsSearchValues(patterns, text, random, seed);
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void SparseDecoys_StayOnThreeWindows(int seed)
    {
        var random = new RandomPatterns(seed);
        string[] patterns = ["Sherlock", "Holmes", "Watson", "Irene", "Adler"];
        var text = new StringBuilder(random.Text("abcdefghij ,.", 2000 + random.Next(3000)));
        for (int planted = random.Next(12); planted > 0; planted--)
            text.Insert(random.Next(text.Length), random.Next(3) == 0 ? patterns[random.Next(patterns.Length)] : random.Next(2) == 0 ? "She" : "Wat");
        AssertSameAsSearchValues(patterns, text.ToString(), random, seed);
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void CommonLettersInRareTrigrams_AreScannedWithThreeWindows(int seed)
    {
        // "loo" and "fee" are common letters but rare trigrams, so Teddy looks up three positions; the text is full of
        // the four-unit prefixes ("look", "feel") that only the fourth lookup and verification reject.
        var random = new RandomPatterns(seed);
        string[] patterns = ["looking", "feeling"];
        string text = DecoyText(random, patterns, ["look", "feel", "loo", "fee", "lookin", "feelin", "lookinG"], 64 * (2 + random.Next(30)) + random.Next(64),
            patternPercent: 5, fillerAlphabet: "efgiklno .", longestFiller: 20);
        AssertSameAsSearchValues(patterns, text, random, seed);
    }

    // Text of at least `length` units, piece by piece: a pattern `patternPercent`% of the time, a decoy up to 40%, else
    // filler from `fillerAlphabet`.
    private static string DecoyText(RandomPatterns random, string[] patterns, string[] decoys, int length, int patternPercent, string fillerAlphabet, int longestFiller)
    {
        var text = new StringBuilder();
        while (text.Length < length)
        {
            int roll = random.Next(100);
            text.Append(roll < patternPercent ? patterns[random.Next(patterns.Length)]
                : roll < 40 ? decoys[random.Next(decoys.Length)]
                : random.Text(fillerAlphabet, 1 + random.Next(longestFiller)));
        }
        return text.ToString();
    }

    [Fact]
    public void ThreePositions_SufficeForRareUnitsOrRareTrigrams()
    {
        Assert.True(ThreePositionsSuffice(Utf16Set(["Sherlock", "Holmes"])));
        Assert.True(ThreePositionsSuffice(Utf16Set(["looking", "feeling"])));
        // "the" is among the commonest trigrams, and "there" holds no rare unit in its first three.
        Assert.False(ThreePositionsSuffice(Utf16Set(["looking", "there"])));
        Assert.False(ThreePositionsSuffice(Utf16Set(["looking", "to"])));
        // Rare trigrams, but more distinct prefixes than buckets: a shared bucket admits every mix of its nibbles. With
        // one prefix repeated ("ast"), the ninth fingerprint shares a bucket with the same prefix.
        Assert.False(ThreePositionsSuffice(Utf16Set(
            ["astonished", "circles", "descends", "fastening", "hoofs", "lunch", "pencils", "repented", "solely"])));
        Assert.True(ThreePositionsSuffice(Utf16Set(
            ["astonished", "circles", "descends", "fastening", "hoofs", "lunch", "pencils", "repented", "astir"])));
        // Eight distinct prefixes still, but the ninth fingerprint ("cirr" of "cirrus") is dealt to the bucket of "astonished".
        Assert.False(ThreePositionsSuffice(Utf16Set(
            ["astonished", "circles", "descends", "fastening", "hoofs", "lunch", "pencils", "repented", "cirrus"])));
    }

    private static bool ThreePositionsSuffice(PatternSet<ushort> set) => TeddyEngine<ushort>.ThreePositionsSuffice(set, TeddyMasks.TryCreate(set)!);

    private static PatternSet<ushort> Utf16Set(string[] patterns) =>
        new(Array.ConvertAll(patterns, p => p.Select(c => (ushort)c).ToArray()), MultiStringMatchKind.LeftmostFirst, CodeUnitFolding.Ordinal);

    [Theory]
    [MemberData(nameof(Seeds))]
    public void MatchesInTheLastPartialBlock_AreFoundOnce(int seed)
    {
        var random = new RandomPatterns(seed);
        string[] patterns = random.Patterns("abcd", 1 + random.Next(6), 1 + random.Next(4), 6);
        // Lengths around one and two blocks plus the fingerprint, with patterns planted in the last 70 units.
        int length = 60 + random.Next(150);
        var text = new StringBuilder(random.Text("abcde", length));
        for (int planted = 1 + random.Next(3); planted > 0; planted--)
            text.Insert(Math.Max(0, text.Length - random.Next(70)), patterns[random.Next(patterns.Length)]);
        string haystack = text.ToString();
        AssertSameAsSearchValues(patterns, haystack, random, seed);
        byte[] bytes = Encoding.UTF8.GetBytes(haystack);
        var utf8 = new Utf8MultiStringSearcher(patterns, new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy });
        byte[][] encoded = Array.ConvertAll(patterns, Encoding.UTF8.GetBytes);
        SearcherMatrix.ForEachVectorWidth(bits =>
        {
            for (int start = 0; start <= bytes.Length; start++)
            {
                int expected = NaiveIndexOfAny(bytes.AsSpan(start), encoded);
                int actual = utf8.IndexOfAny(bytes.AsSpan(start));
                Assert.True(expected == actual, $"seed {seed}, vector bits {bits}, UTF-8 from {start}: expected {expected}, got {actual}; patterns [{string.Join(", ", patterns)}], haystack \"{haystack}\"");
            }
        });
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void SharedFingerprints_VerifyInPreferenceOrder(int seed)
    {
        var random = new RandomPatterns(seed);
        // More distinct fingerprints than buckets, and several lengths per fingerprint, in shuffled list order.
        string[] stems = random.Patterns("abc", 9 + random.Next(6), 3, 3);
        string[] patterns = [.. stems.SelectMany(s => new[] { s, s + "d", s + "dd", s + "e" }).OrderBy(_ => random.Next(1000))];
        var text = new StringBuilder(random.Text("abcde", 300 + random.Next(300)));
        for (int planted = random.Next(10); planted > 0; planted--) text.Insert(random.Next(text.Length), patterns[random.Next(patterns.Length)]);
        string haystack = text.ToString();
        foreach (MultiStringMatchKind kind in Enum.GetValues<MultiStringMatchKind>())
        {
            var searcher = new MultiStringSearcher(patterns, new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy, MatchKind = kind });
            SearcherMatrix.ForEachVectorWidth(bits =>
            {
                for (int start = 0; start <= haystack.Length; start += 1 + random.Next(9))
                {
                    StringMatch? expected = ReferenceSearch.Find(haystack, start, patterns, kind, StringComparison.Ordinal);
                    bool found = searcher.TryFind(haystack, start, out StringMatch actual);
                    Assert.True(expected is null ? !found : found && actual == expected.Value,
                        $"kind {kind}, from {start}: expected {expected?.ToString() ?? "none"}, got {(found ? actual.ToString() : "none")}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
                }
            });
        }
    }

    [Theory]
    [InlineData("Sherlock", "Holmes", "Watson", "Irene", "Adler")]
    [InlineData("there", "their", "which", "would", "could")]
    [InlineData("ab", "cd")]
    public void PatternsAtEveryOffsetAcrossBlocks_AreFound(params string[] patterns)
    {
        // The 256-bit scan shifts each fingerprint position's lookups across block boundaries: a pattern placed at
        // every offset of three blocks (UTF-16 and UTF-8) must be found where it is and nowhere sooner.
        var utf16 = new MultiStringSearcher(patterns, new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy });
        var utf8 = new Utf8MultiStringSearcher(patterns, new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy });
        SearcherMatrix.ForEachVectorWidth(bits =>
        {
            foreach (string pattern in patterns)
            {
                for (int offset = 0; offset < 100; offset++)
                {
                    string haystack = new string('.', offset) + pattern + new string('.', 130);
                    Assert.True(utf16.IndexOfAny(haystack) == offset, $"{pattern} at {offset}, vector bits {bits}: UTF-16 found {utf16.IndexOfAny(haystack)}");
                    Assert.True(utf8.IndexOfAny(Encoding.UTF8.GetBytes(haystack)) == offset, $"{pattern} at {offset}, vector bits {bits}: UTF-8 found {utf8.IndexOfAny(Encoding.UTF8.GetBytes(haystack))}");
                }
            }
        });
    }

    private static void AssertSameAsSearchValues(string[] patterns, string haystack, RandomPatterns random, int seed)
    {
        var searcher = new MultiStringSearcher(patterns, new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy });
        SearchValues<string> bcl = SearchValues.Create(patterns, StringComparison.Ordinal);
        SearcherMatrix.ForEachVectorWidth(bits =>
        {
            // Every start near the ends, sampled starts in between, and the whole IndexOfAny loop a caller would run.
            for (int start = 0; start <= haystack.Length; start += start < 140 || start > haystack.Length - 140 ? 1 : 1 + random.Next(50))
            {
                int expected = haystack.AsSpan(start).IndexOfAny(bcl);
                int actual = searcher.IndexOfAny(haystack.AsSpan(start));
                Assert.True(expected == actual, $"from {start}: expected {expected}, got {actual}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
            }
            int expectedCount = 0, actualCount = 0;
            ReadOnlySpan<char> rest = haystack;
            for (int i; (i = rest.IndexOfAny(bcl)) >= 0; rest = rest.Slice(i + 1)) expectedCount++;
            rest = haystack;
            for (int i; (i = searcher.IndexOfAny(rest)) >= 0; rest = rest.Slice(i + 1)) actualCount++;
            Assert.True(expectedCount == actualCount, $"IndexOfAny loop: expected {expectedCount} starts, got {actualCount}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
            // The non-overlapping iteration, which goes on through a block's candidates across calls and hands over mid-way.
            List<StringMatch> matches = BclMatchList.Find(haystack, patterns);
            var enumerated = new List<StringMatch>();
            foreach (StringMatch match in searcher.EnumerateMatches(haystack)) enumerated.Add(match);
            Assert.True(matches.SequenceEqual(enumerated), $"enumeration: expected {matches.Count} matches, got {enumerated.Count}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
            Assert.True(matches.Count == searcher.Count(haystack), $"count: expected {matches.Count}, got {searcher.Count(haystack)}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
            Assert.True(BclMatchList.Replaced(haystack, matches) == searcher.Replace(haystack, BclMatchList.Markers(patterns.Length)), $"replace differs; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
        });
    }

    private static int NaiveIndexOfAny(ReadOnlySpan<byte> haystack, byte[][] patterns)
    {
        for (int i = 0; i < haystack.Length; i++)
            foreach (byte[] pattern in patterns)
                if (haystack.Slice(i).StartsWith(pattern)) return i;
        return -1;
    }
}
