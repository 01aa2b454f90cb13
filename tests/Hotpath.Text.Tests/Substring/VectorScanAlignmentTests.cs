using System.Text;

namespace Hotpath.Text.Tests.Substring;

/// <summary>
/// The vector scans start their strides where one load is 64-byte aligned, so where a haystack starts relative to a
/// cache line decides which code checks its first windows. These tests search one buffer sliced at every start
/// offset within a cache line, and needles whose probes mix case-insensitive letters with other units (the vector
/// filter then also passes units that differ only in the ASCII case bit, which verification must reject).
/// </summary>
[Collection(VectorPathsCollection.Name)]
public sealed class VectorScanAlignmentTests
{
    private static readonly string[] s_needles =
    [
        "Sherlock", "elementary", "the house", " and ", "e e", "there", "the", "q-z", "q z", "x7y", "Q-Z Holmes", "ab",
        "there ", "hand e", "and the", "the and ",
    ];

    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void EveryStartOffsetMatchesTheBcl(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        const int seed = 6464;
        char[] buffer = Text(new Random(seed), 3000).ToCharArray();
        foreach (string needle in s_needles)
        {
            foreach (StringComparison comparison in (StringComparison[])[StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase])
            {
                var searcher = new SubstringSearcher(needle, comparison);
                for (int offset = 0; offset < 34; offset++)
                {
                    ReadOnlySpan<char> haystack = buffer.AsSpan(offset, buffer.Length - 2 * offset);
                    string because = $"seed={seed} needle=\"{needle}\" {comparison} offset={offset} vectorized={vectorized}";
                    Assert.True(haystack.IndexOf(needle, comparison) == searcher.IndexOf(haystack), $"IndexOf: {because}");
                    Assert.True(haystack.LastIndexOf(needle, comparison) == searcher.LastIndexOf(haystack), $"LastIndexOf: {because}");
                    Assert.True(BclCount(haystack, needle, comparison) == searcher.Count(haystack), $"Count: {because}");
                }
            }
        }
    });

    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void EveryUtf8StartOffsetMatchesTheBcl(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        const int seed = 6465;
        string text = Text(new Random(seed), 3000);
        byte[] buffer = Encoding.UTF8.GetBytes(text);
        foreach (string needle in s_needles)
        {
            byte[] utf8Needle = Encoding.UTF8.GetBytes(needle);
            foreach (StringComparison comparison in (StringComparison[])[StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase])
            {
                var searcher = new Utf8SubstringSearcher(utf8Needle, comparison);
                for (int offset = 0; offset < 66; offset++)
                {
                    // The text is ASCII, so byte and char offsets agree and the UTF-16 BCL is the oracle.
                    ReadOnlySpan<char> expected = text.AsSpan(offset, text.Length - 2 * offset);
                    ReadOnlySpan<byte> haystack = buffer.AsSpan(offset, buffer.Length - 2 * offset);
                    string because = $"seed={seed} needle=\"{needle}\" {comparison} offset={offset} vectorized={vectorized}";
                    Assert.True(expected.IndexOf(needle, comparison) == searcher.IndexOf(haystack), $"IndexOf: {because}");
                    Assert.True(BclCount(expected, needle, comparison) == searcher.Count(haystack), $"Count: {because}");
                }
            }
        }
    });

    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void CaseBitLookalikesOfNonLettersNeverMatch(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        // '-' ^ 0x20 is '\r', ' ' ^ 0x20 is U+0000 and '7' ^ 0x20 is U+0017: a filter that ignores the case bit on
        // every probe passes these windows, and only verification tells them from matches.
        (string Needle, string Lookalike)[] cases = [("q-z", "Q\rZ"), ("q z", "q\0Z"), ("x7y", "X\u0017y"), ("zq-j", "ZQ\rJ")];
        foreach (var (needle, lookalike) in cases)
        {
            var text = new StringBuilder();
            for (int i = 0; i < 40; i++) text.Append(lookalike).Append(new string('.', i % 7));
            text.Append(needle.ToUpperInvariant());
            for (int i = 0; i < 40; i++) text.Append(lookalike).Append(' ');
            string haystack = text.ToString();
            SubstringOracle.Check(haystack, needle, StringComparison.OrdinalIgnoreCase, $"lookalike \"{SubstringOracle.Escape(lookalike)}\" vectorized={vectorized}");

            byte[] utf8 = Encoding.UTF8.GetBytes(haystack);
            var searcher = new Utf8SubstringSearcher(Encoding.UTF8.GetBytes(needle), StringComparison.OrdinalIgnoreCase);
            Assert.True(BclCount(haystack, needle, StringComparison.OrdinalIgnoreCase) == searcher.Count(utf8),
                $"UTF-8 count: lookalike \"{SubstringOracle.Escape(lookalike)}\" vectorized={vectorized}");
        }
    });

    private static int BclCount(ReadOnlySpan<char> haystack, string needle, StringComparison comparison)
    {
        int count = 0;
        for (int found; (found = haystack.IndexOf(needle, comparison)) >= 0; haystack = haystack[(found + needle.Length)..]) count++;
        return count;
    }

    // English-like ASCII text dense in the needles' units and near misses, in random case.
    private static string Text(Random random, int length)
    {
        string[] words = ["the", "THE", "house", "and", "e", "there", "Sherlock", "elementary", "q-z", "Q\rZ", "q z", "x7y", "X\u0017Y", "ab", "hand", " "];
        var text = new StringBuilder(length + 16);
        while (text.Length < length) text.Append(words[random.Next(words.Length)]).Append(random.Next(3) == 0 ? "  " : " ");
        return text.ToString(0, length);
    }
}
