using System.Buffers;
using System.Runtime.InteropServices;
using System.Text;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// Teddy's AVX-512 VBMI path looks each unit up by its low 7 bits (so units 0x80–0xFF alias ASCII ones, and UTF-16
/// units above 0xFF pack to 0xFF or 0x00), keeps UTF-16 windows in the pack's lane order, and fingerprints up to
/// four units (three when four give too many distinct fingerprints). Seeded differential tests against
/// <see cref="SearchValues{T}"/> and a naive byte search, from many start offsets and at every vector width, with
/// haystacks full of aliasing units and patterns planted across 64-unit block boundaries.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class TeddyWholeUnitTests
{
    // Pattern units: 'a', 'b', 'c', units whose low 7 bits are theirs (0xE1–0xE3), and NUL. The haystack adds
    // units that pack to 0xFF (0xFF, 0x100, 0x1E1) or to 0x00 (0x80E1).
    private const string PatternAlphabet = "abc\u00E1\u00E2\u00E3\0";
    private const string Alphabet = PatternAlphabet + "\u00FF\u0100\u01E1\u80E1";

    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 30));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void Utf16_AliasingUnits_MatchSearchValues(int seed)
    {
        var random = new RandomPatterns(seed);
        string[] patterns = random.Patterns(PatternAlphabet, 1 + random.Next(10), seed % 3 == 0 ? 2 : 4, 7);
        string haystack = Planted(random, Alphabet, patterns);
        var searcher = new MultiStringSearcher(patterns, new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy });
        SearchValues<string> bcl = SearchValues.Create(patterns, StringComparison.Ordinal);
        SearcherMatrix.ForEachVectorWidth(bits =>
        {
            for (int start = 0; start <= haystack.Length; start += 1 + random.Next(40))
            {
                int expected = haystack.AsSpan(start).IndexOfAny(bcl);
                int actual = searcher.IndexOfAny(haystack.AsSpan(start));
                Assert.True(expected == actual, $"from {start}: expected {expected}, got {actual}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
                // From a start inside the text, where the 512-bit scan's first block may begin before the start.
                int resumed = searcher.TryFind(haystack, start, out StringMatch match) ? match.Index : -1;
                Assert.True(Within(start, expected) == resumed, $"resumed at {start}: expected {Within(start, expected)}, got {resumed}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
            }
        });
    }

    /// <summary>
    /// Counts, enumerations and replace-all go on through the blocks instead of searching again after each match
    /// (TeddyEngine.Resume.cs): with self-overlapping patterns ("abab" in "ababab…") every block holds candidates inside
    /// the match before, a block's candidates are verified across several calls, and a match may run past the last
    /// block the shifted scan covers, where the iteration hands over to the search. UTF-16 and UTF-8 alike.
    /// </summary>
    [Theory]
    [MemberData(nameof(Seeds))]
    public void Iterations_OfOverlappingCandidates_MatchSearchValuesLoop(int seed)
    {
        var random = new RandomPatterns(seed);
        string[] all = ["abab", "ba", "bab"];
        string[] patterns = all[..(1 + seed % 3)];
        var text = new StringBuilder();
        while (text.Length < 600) text.Append(random.Next(4) == 0 ? "c" : "ab");
        string haystack = text.ToString();
        AssertIterationsMatchSearchValuesLoop(patterns, haystack, random, seed);
    }

    /// <summary>
    /// Sparse matches, one every few dozen units: the block after a block with a match often has one too, which the
    /// iteration reaches only by going on from the right block once the first block's candidates are used up.
    /// </summary>
    [Theory]
    [MemberData(nameof(Seeds))]
    public void Iterations_OfSparseMatches_MatchSearchValuesLoop(int seed)
    {
        var random = new RandomPatterns(seed);
        string[] patterns = seed % 2 == 0 ? ["Holmes", "Watson"] : ["Holmes", "Watson", "Irene", "Adler", "Sherlock"];
        var text = new StringBuilder();
        while (text.Length < 1500)
            text.Append(random.Next(3) == 0 ? patterns[random.Next(patterns.Length)] : random.Text("abcdefghij ,.", 1 + random.Next(60)));
        AssertIterationsMatchSearchValuesLoop(patterns, text.ToString(), random, seed);
    }

    // Count, enumeration and replace-all (UTF-16 and, for ASCII text, UTF-8) of slices starting at the first 70 offsets.
    private static void AssertIterationsMatchSearchValuesLoop(string[] patterns, string haystack, RandomPatterns random, int seed)
    {
        var options = new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy };
        var searcher = new MultiStringSearcher(patterns, options);
        var utf8 = new Utf8MultiStringSearcher(patterns, options);
        string[] markers = BclMatchList.Markers(patterns.Length);
        SearcherMatrix.ForEachVectorWidth(bits =>
        {
            for (int offset = 0; offset < 70; offset += 1 + random.Next(3))
            {
                string slice = haystack.Substring(offset, haystack.Length - offset - random.Next(70));
                List<StringMatch> expected = BclMatchList.Find(slice, patterns);
                string where = $"offset {offset}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}";
                Assert.True(expected.Count == searcher.Count(slice), $"count: expected {expected.Count}, got {searcher.Count(slice)}; {where}");
                var enumerated = new List<StringMatch>();
                foreach (StringMatch match in searcher.EnumerateMatches(slice)) enumerated.Add(match);
                Assert.True(expected.SequenceEqual(enumerated), $"enumeration differs at match {FirstDifference(expected, enumerated)}; {where}");
                Assert.True(BclMatchList.Replaced(slice, expected) == searcher.Replace(slice, markers), $"replace differs; {where}");
                // ASCII: byte offsets are char offsets.
                byte[] bytes = Encoding.UTF8.GetBytes(slice);
                Assert.True(expected.Count == utf8.Count(bytes), $"UTF-8 count: expected {expected.Count}, got {utf8.Count(bytes)}; {where}");
                enumerated.Clear();
                foreach (StringMatch match in utf8.EnumerateMatches(bytes)) enumerated.Add(match);
                Assert.True(expected.SequenceEqual(enumerated), $"UTF-8 enumeration differs at match {FirstDifference(expected, enumerated)}; {where}");
                Assert.True(BclMatchList.Replaced(slice, expected) == Encoding.UTF8.GetString(utf8.Replace(bytes, markers)), $"UTF-8 replace differs; {where}");
            }
        });
    }

    private static int FirstDifference(List<StringMatch> expected, List<StringMatch> actual)
    {
        int k = 0;
        while (k < expected.Count && k < actual.Count && expected[k] == actual[k]) k++;
        return k;
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void Utf8_AliasingBytes_MatchNaiveSearch(int seed)
    {
        var random = new RandomPatterns(seed);
        // Latin-1 letters are two bytes (0xC3 0xA1…), whose low 7 bits alias 'C' and '!'.
        const string alphabet = "abcC!\u00E1\u00E2";
        byte[][] patterns = Array.ConvertAll(random.Patterns(alphabet, 1 + random.Next(10), 2, 6), Encoding.UTF8.GetBytes);
        byte[] haystack = Encoding.UTF8.GetBytes(Planted(random, alphabet, Array.ConvertAll(patterns, Encoding.UTF8.GetString)));
        var searcher = new Utf8MultiStringSearcher(patterns, new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy });
        SearcherMatrix.ForEachVectorWidth(bits =>
        {
            for (int start = 0; start <= haystack.Length; start += 1 + random.Next(40))
            {
                int expected = NaiveIndexOfAny(haystack.AsSpan(start), patterns);
                int actual = searcher.IndexOfAny(haystack.AsSpan(start));
                Assert.True(expected == actual, $"seed {seed}, vector bits {bits}, from {start}: expected {expected}, got {actual}; patterns [{string.Join(", ", patterns.Select(Convert.ToHexString))}]");
                int resumed = searcher.TryFind(haystack, start, out StringMatch match) ? match.Index : -1;
                Assert.True(Within(start, expected) == resumed, $"seed {seed}, vector bits {bits}, resumed at {start}: expected {Within(start, expected)}, got {resumed}");
            }
        });
    }

    [Fact]
    public void FingerprintsUseFourUnits_OrThreeWhenFourAreTooMany()
    {
        string[] weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
        Assert.Equal(4, Masks(weekdays).FingerprintLength);
        // 18 distinct four-unit prefixes but only 3 distinct three-unit ones.
        string[] crowded = [.. from a in "xyz" from d in "defghi" select "ab" + a + d + "!"];
        Assert.Equal(3, Masks(crowded).FingerprintLength);
        Assert.Equal(2, Masks(["ab", "abcd"]).FingerprintLength);

        var searcher = new MultiStringSearcher(crowded);
        Assert.Equal(MultiStringAlgorithm.Teddy, searcher.Algorithm);
        string haystack = string.Concat(Enumerable.Repeat("abxq abzd abyi! abzi!", 20));
        SearchValues<string> bcl = SearchValues.Create(crowded, StringComparison.Ordinal);
        SearcherMatrix.ForEachVectorWidth(bits =>
        {
            for (int start = 0; start <= haystack.Length; start++)
                Assert.True(haystack.AsSpan(start).IndexOfAny(bcl) == searcher.IndexOfAny(haystack.AsSpan(start)), $"from {start}, vector bits {bits}");
        });
    }

    /// <summary>An index found in the text from <paramref name="start"/> on, as an index into the whole text.</summary>
    private static int Within(int start, int index) => index < 0 ? -1 : start + index;

    private static TeddyMasks Masks(string[] patterns)
    {
        var units = Array.ConvertAll(patterns, p => MemoryMarshal.Cast<char, ushort>(p.AsSpan()).ToArray());
        return TeddyMasks.TryCreate(new PatternSet<ushort>(units, MultiStringMatchKind.LeftmostFirst, CodeUnitFolding.Ordinal))!;
    }

    // Random text with patterns planted, some straddling the 64-unit block boundaries the vector loops step by.
    private static string Planted(RandomPatterns random, string alphabet, string[] patterns)
    {
        var text = new StringBuilder(random.Text(alphabet, random.Next(700)));
        for (int planted = random.Next(8); planted > 0; planted--)
        {
            int at = random.Next(2) == 0 ? random.Next(text.Length + 1) : Math.Min(text.Length, 64 * (1 + random.Next(10)) - random.Next(4));
            text.Insert(at, patterns[random.Next(patterns.Length)]);
        }
        return text.ToString();
    }

    private static int NaiveIndexOfAny(ReadOnlySpan<byte> haystack, byte[][] patterns)
    {
        for (int i = 0; i < haystack.Length; i++)
            foreach (byte[] pattern in patterns)
                if (haystack.Slice(i).StartsWith(pattern)) return i;
        return -1;
    }
}
