using System.Buffers;
using System.Text;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// <see cref="Utf8MultiStringSearcher"/>: byte-level results against a byte reference, agreement with the UTF-16
/// searcher on valid text (offsets converted), invalid UTF-8, case-insensitive non-ASCII spellings, replace.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class Utf8MultiStringSearcherTests
{
    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 30));

    private static readonly string[] s_alphabets = ["ab", "abc", "aAbBéÉσΣς\r\n", "aäöüßAÄÖÜ€x"];

    [Theory]
    [MemberData(nameof(Seeds))]
    public void AgreesWithUtf16Searcher(int seed)
    {
        var random = new RandomPatterns(seed);
        string alphabet = s_alphabets[seed % s_alphabets.Length];
        string[] patterns = random.Patterns(alphabet, 1 + random.Next(10), seed % 5 == 0 ? 0 : 1, 5);
        string haystack = random.Text(alphabet, random.Next(300));
        byte[] utf8 = Encoding.UTF8.GetBytes(haystack);
        foreach (bool ignoreCase in new[] { false, true })
        {
            // Leftmost-longest compares byte lengths in UTF-8 and char lengths in UTF-16, which can rank differently.
            var options = new MultiStringSearchOptions { IgnoreCase = ignoreCase };
            var chars = new MultiStringSearcher(patterns, options);
            var expected = new List<StringMatch>();
            foreach (StringMatch m in chars.EnumerateMatches(haystack)) expected.Add(ToUtf8(haystack, m));
            foreach (var algorithm in SearcherMatrix.Algorithms)
            {
                Utf8MultiStringSearcher bytes;
                try { bytes = new Utf8MultiStringSearcher(patterns, options with { Algorithm = algorithm }); }
                catch (ArgumentException) when (SearcherMatrix.MayRefuse(algorithm)) { continue; }
                SearcherMatrix.ForEachVectorWidth(bits =>
                {
                    var actual = new List<StringMatch>();
                    foreach (StringMatch m in bytes.EnumerateMatches(utf8)) actual.Add(m);
                    string context = $"seed {seed}, ignoreCase {ignoreCase}, algorithm {algorithm}→{bytes.Algorithm}, vector bits {bits}";
                    Assert.True(expected.SequenceEqual(actual), $"expected [{string.Join(", ", expected)}] got [{string.Join(", ", actual)}]; {context}");
                    Assert.Equal(expected.Count, bytes.Count(utf8));
                    Assert.Equal(expected.Count > 0 ? expected[0].Index : -1, bytes.IndexOfAny(utf8));
                });
            }
        }
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void OrdinalBytes_MatchByteReference(int seed)
    {
        var random = new Random(seed);
        byte[][] patterns = Enumerable.Range(0, 1 + random.Next(8)).Select(_ => RandomBytes(random, 1 + random.Next(4))).ToArray();
        byte[] haystack = RandomBytes(random, random.Next(400));
        foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
        {
            var searcher = new Utf8MultiStringSearcher(patterns, new() { MatchKind = kind });
            var expected = new List<StringMatch>();
            for (int position = 0; position <= haystack.Length;)
            {
                StringMatch? best = null;
                for (int start = position; start <= haystack.Length && best is null; start++)
                    for (int p = 0; p < patterns.Length; p++)
                        if (haystack.AsSpan(start).StartsWith(patterns[p]) && (best is null || (kind == MultiStringMatchKind.LeftmostLongest && patterns[p].Length > best.Value.Length)))
                            best = new StringMatch(p, start, patterns[p].Length);
                if (best is not { } match) break;
                expected.Add(match);
                position = match.End;
            }
            var actual = new List<StringMatch>();
            foreach (StringMatch m in searcher.EnumerateMatches(haystack)) actual.Add(m);
            Assert.True(expected.SequenceEqual(actual), $"seed {seed}, kind {kind}: expected [{string.Join(", ", expected)}] got [{string.Join(", ", actual)}]");
        }
    }

    [Fact]
    public void InvalidUtf8_NeverThrows()
    {
        byte[] haystack = [0xFF, 0xC3, (byte)'a', 0xE2, 0x82, 0xC3, 0xA9, 0x80, (byte)'b'];
        var searcher = new Utf8MultiStringSearcher(["é", "b", "\uFFFD"], new() { IgnoreCase = true });
        var matches = new List<StringMatch>();
        foreach (StringMatch m in searcher.EnumerateMatches(haystack)) matches.Add(m);
        Assert.Equal([new StringMatch(0, 5, 2), new StringMatch(1, 8, 1)], matches);
        var raw = new Utf8MultiStringSearcher([new byte[] { 0xFF, 0xC3 }, [0x80]], new() { IgnoreCase = true });
        Assert.Equal(2, raw.Count(haystack));
    }

    [Fact]
    public void IgnoreCase_MatchesNonAsciiSpellings()
    {
        var searcher = new Utf8MultiStringSearcher(["straße", "σοφία"], new() { IgnoreCase = true });
        byte[] haystack = Encoding.UTF8.GetBytes("STRAßE and ΣΟΦΊΑ and ςοφία");
        var matches = new List<int>();
        foreach (StringMatch m in searcher.EnumerateMatches(haystack)) matches.Add(m.PatternIndex);
        Assert.Equal([0, 1, 1], matches);
    }

    [Fact]
    public void Replace_AllFormsAndStreamingAgree()
    {
        var searcher = new Utf8MultiStringSearcher(["é", "ab", ""], new() { IgnoreCase = true });
        string[] replacements = ["E", "x", "-"];
        byte[] input = Encoding.UTF8.GetBytes("aÉbabé\r\n");
        string expected = new MultiStringSearcher(["é", "ab", ""], new() { IgnoreCase = true }).Replace("aÉbabé\r\n", replacements);
        Assert.Equal(expected, Encoding.UTF8.GetString(searcher.Replace(input, replacements)));
        var writer = new ArrayBufferWriter<byte>();
        searcher.Replace(input, replacements, writer);
        Assert.Equal(expected, Encoding.UTF8.GetString(writer.WrittenSpan));
        var span = new byte[100];
        Assert.True(searcher.TryReplace(input, replacements, span, out int written));
        Assert.Equal(expected, Encoding.UTF8.GetString(span, 0, written));
        foreach (int bufferSize in new[] { 1, 3, 8 })
        {
            var output = new MemoryStream();
            searcher.Replace(new MemoryStream(input), output, replacements, bufferSize);
            Assert.Equal(expected, Encoding.UTF8.GetString(output.ToArray()));
        }
    }

    private static StringMatch ToUtf8(string text, StringMatch m) =>
        new(m.PatternIndex, Encoding.UTF8.GetByteCount(text.AsSpan(0, m.Index)), Encoding.UTF8.GetByteCount(text.AsSpan(m.Index, m.Length)));

    private static byte[] RandomBytes(Random random, int length)
    {
        var bytes = new byte[length];
        for (int i = 0; i < length; i++) bytes[i] = (byte)(random.Next(3) == 0 ? 0xC3 + random.Next(2) : 'a' + random.Next(2));
        return bytes;
    }
}
