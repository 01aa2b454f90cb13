namespace Hotpath.Text.Tests.Substring;

/// <summary>
/// The regex's ASCII needles with open positions (<see cref="SubstringSearcher.ForAsciiPattern"/>): a window matches when
/// every fixed unit equals the haystack's under the BCL's OrdinalIgnoreCase, whatever the open units hold. Haystacks
/// carry the units an open position stands for (the Kelvin sign), units the open marker's all-ones value could alias
/// (U+FFFF), and are long enough for every vector path.
/// </summary>
[Collection(VectorPathsCollection.Name)]
public sealed class AsciiPatternSearchTests
{
    private static readonly (string Needle, ulong AnyUnit)[] Patterns =
    [
        ("Sherloc? Holmes", 1UL << 7),
        ("?ey", 1),
        ("a??b", 0b0110),
        ("x?", 0b10),
        ("k", 0),
        ("tRee ?? house", 0b1_1000_0000),
    ];

    private static readonly string[] Pieces =
        ["Sherlock", "SHERLOC\u212A", "sherlocx", " Holmes", " hOLMES", " holme", "key", "KEY", "\u212Aey", "\uFFFFey", "ey", "a", "b", "ab", "A\uFFFF\u212AB",
         "x", "X", "\uFFFF", "k", "K", "\u212A", "tree", "TREE", " ", " \u212A\u212A house", " ab house", "\n", "\u0000", "\u00FF", "\u0153"];

    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void MatchesAreTheWindowsWhoseFixedUnitsEqualIgnoringCase(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        const int seed = 7212;
        var random = new Random(seed);
        for (int round = 0; round < 300; round++)
        {
            var (needle, anyUnit) = Patterns[random.Next(Patterns.Length)];
            string haystack = TextGenerators.FromAlphabet(random, Pieces, random.Next(0, round % 3 == 0 ? 600 : 40));
            var searcher = SubstringSearcher.ForAsciiPattern(needle, anyUnit);
            List<int> expected = NonOverlappingMatches(haystack, needle, anyUnit);
            string because = $"seed {seed} round {round} vectorized={vectorized} needle \"{needle}\" haystack length {haystack.Length}";

            Assert.True(expected.Count == searcher.Count(haystack), $"Count: expected {expected.Count}; {because}");
            Assert.True((expected.Count > 0 ? expected[0] : -1) == searcher.IndexOf(haystack), $"IndexOf; {because}");
            Assert.True(LastMatch(haystack, needle, anyUnit) == searcher.LastIndexOf(haystack), $"LastIndexOf; {because}");
            var enumerated = new List<int>();
            foreach (int index in searcher.EnumerateMatches(haystack)) enumerated.Add(index);
            Assert.True(expected.SequenceEqual(enumerated), $"EnumerateMatches; {because}");
        }
    });

    [Theory]
    [InlineData("", 0UL)]
    [InlineData("abc", 0b111UL)]
    [InlineData("abc", 0b1000UL)]
    [InlineData("ab\u00E9", 0UL)]
    public void InvalidPatternsAreRejected(string needle, ulong anyUnit) =>
        Assert.Throws<ArgumentException>(() => SubstringSearcher.ForAsciiPattern(needle, anyUnit));

    private static bool MatchesAt(string haystack, int at, string needle, ulong anyUnit)
    {
        for (int i = 0; i < needle.Length; i++)
        {
            if ((anyUnit >> i & 1) == 0 && !haystack.AsSpan(at + i, 1).Equals(needle.AsSpan(i, 1), StringComparison.OrdinalIgnoreCase)) return false;
        }
        return true;
    }

    private static List<int> NonOverlappingMatches(string haystack, string needle, ulong anyUnit)
    {
        var starts = new List<int>();
        for (int at = 0; at + needle.Length <= haystack.Length; at++)
        {
            if (!MatchesAt(haystack, at, needle, anyUnit)) continue;
            starts.Add(at);
            at += needle.Length - 1;
        }
        return starts;
    }

    private static int LastMatch(string haystack, string needle, ulong anyUnit)
    {
        for (int at = haystack.Length - needle.Length; at >= 0; at--)
        {
            if (MatchesAt(haystack, at, needle, anyUnit)) return at;
        }
        return -1;
    }
}
