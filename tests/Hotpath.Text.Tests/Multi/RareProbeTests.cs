using System.Buffers;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using System.Text;
using System.Text.RegularExpressions;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// <see cref="MultiStringAlgorithm.RareProbes"/>: sets of 2 to 4 patterns over small alphabets (so that the probes pass
/// often and most candidates are near-misses), in haystacks long enough for the vector loop and salted with units the
/// UTF-16 narrowing saturates or aliases, against a Regex alternation (leftmost-first), the reference search
/// (leftmost-longest) and <see cref="SearchValues{T}"/> (first match), over UTF-16 and UTF-8; and when Auto picks the engine.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class RareProbeTests
{
    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 40));

    private static readonly MultiStringSearchOptions s_forced = new() { Algorithm = MultiStringAlgorithm.RareProbes };

    // Units whose narrowing to bytes saturates (0x00, 0xFF) or whose low byte is an ASCII letter (U+0161, U+FF41).
    private const string Salt = "\u0000\u00FF\u0100\u0161\uFF41\u212A";

    [Theory]
    [MemberData(nameof(Seeds))]
    public void ForcedEngine_MatchesOracles(int seed)
    {
        var random = new RandomPatterns(seed);
        // ASCII letters in both cases, so that ignoring case Regex, OrdinalIgnoreCase and the set's folding agree.
        string alphabet = seed % 3 == 0 ? "abc" : seed % 3 == 1 ? "aAbBc-" : "abcdefgh";
        // Four patterns over eight letters could hold four distinct units at every offset, which the engine refuses.
        string[] patterns = random.Patterns(alphabet, 2 + random.Next(alphabet.Length > 6 ? 2 : 3), 2, 9);
        if (patterns.Distinct(StringComparer.OrdinalIgnoreCase).Count() < 2) patterns[0] = "z" + patterns[0];
        string ascii = Haystack(random, patterns, alphabet);
        // The text cut right after a few of its matches: a match ending the haystack is the last window, in the vector loop's
        // last block or in the unit-by-unit tail depending on the length.
        List<StringMatch> asciiMatches = ReferenceSearch.FindAll(ascii, patterns, MultiStringMatchKind.LeftmostLongest, StringComparison.Ordinal);
        string[] haystacks = [ascii, Salted(random, ascii), .. Enumerable.Range(0, Math.Min(4, asciiMatches.Count)).Select(_ => ascii[..asciiMatches[random.Next(asciiMatches.Count)].End])];
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            var regex = new Regex(string.Join("|", patterns.Select(p => $"({Regex.Escape(p)})")),
                ignoreCase ? RegexOptions.IgnoreCase | RegexOptions.CultureInvariant : RegexOptions.None);
            foreach (MultiStringMatchKind kind in new[] { MultiStringMatchKind.LeftmostFirst, MultiStringMatchKind.LeftmostLongest })
            {
                var options = s_forced with { MatchKind = kind, IgnoreCase = ignoreCase };
                var chars = new MultiStringSearcher(patterns, options);
                var bytes = new Utf8MultiStringSearcher(patterns, options);
                Assert.Equal(MultiStringAlgorithm.RareProbes, chars.Algorithm);
                Assert.Equal(MultiStringAlgorithm.RareProbes, bytes.Algorithm);
                SearcherMatrix.ForEachVectorWidth(bits =>
                {
                    foreach (string haystack in haystacks)
                    {
                        List<StringMatch> expected = kind == MultiStringMatchKind.LeftmostFirst
                            ? [.. regex.Matches(haystack).Select(m => new StringMatch(Enumerable.Range(1, patterns.Length).First(g => m.Groups[g].Success) - 1, m.Index, m.Length))]
                            : ReferenceSearch.FindAll(haystack, patterns, kind, comparison);
                        string context = SearcherMatrix.Describe(chars, patterns, haystack, seed, bits);
                        MultiStringDifferentialTests.AssertMatches(expected, chars, haystack, context);
                        int firstIndex = haystack.AsSpan().IndexOfAny(SearchValues.Create(patterns, comparison));
                        Assert.True(firstIndex == chars.IndexOfAny(haystack), $"IndexOfAny expected {firstIndex}; {context}");
                        // Every start: a search from inside a match must not report a match starting before it.
                        for (int start = 0; start <= haystack.Length; start += 1 + random.Next(23))
                        {
                            StringMatch? reference = ReferenceSearch.Find(haystack, start, patterns, kind, comparison);
                            bool found = chars.TryFind(haystack, start, out StringMatch actual);
                            Assert.True(reference.HasValue == found && (!found || reference!.Value == actual),
                                $"from {start} expected {reference?.ToString() ?? "none"} got {(found ? actual : "none")}; {context}");
                        }
                    }
                    // ASCII text: byte offsets are char offsets.
                    List<StringMatch> expectedAscii = ReferenceSearch.FindAll(ascii, patterns, kind, comparison);
                    var utf8 = new List<StringMatch>();
                    foreach (StringMatch m in bytes.EnumerateMatches(Encoding.ASCII.GetBytes(ascii))) utf8.Add(m);
                    Assert.True(expectedAscii.SequenceEqual(utf8), $"UTF-8 expected [{string.Join(", ", expectedAscii)}] got [{string.Join(", ", utf8)}]; {SearcherMatrix.Describe(chars, patterns, ascii, seed, bits)}");
                });
            }
        }
    }

    [Fact]
    public void Auto_PicksTheProbes_WhenRareUnitsShareOffsets()
    {
        // The probes run on 256-bit vectors (AVX2 for UTF-16) or on 128-bit ones (SSE2 for UTF-16, as under Native AOT's
        // default target); without vectors they run unit by unit, and with AVX-512 VBMI Teddy's whole-unit scan beats
        // them: Auto keeps Teddy on both.
        MultiStringAlgorithm chars = Avx2.IsSupported || Sse2.IsSupported ? MultiStringAlgorithm.RareProbes : MultiStringAlgorithm.Teddy;
        MultiStringAlgorithm bytes = Vector256.IsHardwareAccelerated || Vector128.IsHardwareAccelerated ? MultiStringAlgorithm.RareProbes : MultiStringAlgorithm.Teddy;
        bool wholeUnitTeddy = SearcherMatrix.HasWholeUnitTeddy;
        Assert.Equal(wholeUnitTeddy ? MultiStringAlgorithm.Teddy : chars, new MultiStringSearcher(["looking", "feeling"]).Algorithm);
        Assert.Equal(wholeUnitTeddy ? MultiStringAlgorithm.Teddy : bytes, new Utf8MultiStringSearcher(["looking", "feeling"]).Algorithm);
        SearcherMatrix.At256Bits(() =>
        {
            Assert.Equal(chars, new MultiStringSearcher(["looking", "feeling"]).Algorithm);
            Assert.Equal(bytes, new Utf8MultiStringSearcher(["looking", "feeling"]).Algorithm);
        });
        // Five patterns are more than the probes verify per candidate; anagrams of the commonest letters have no rare enough offsets.
        Assert.Equal(MultiStringAlgorithm.Teddy, new MultiStringSearcher(["Sherlock", "Holmes", "Watson", "Irene", "Adler"]).Algorithm);
        Assert.NotEqual(MultiStringAlgorithm.RareProbes, new MultiStringSearcher(["station", "nations"], new() { IgnoreCase = true }).Algorithm);
        // Only common units at every offset within the shortest pattern.
        Assert.Equal(MultiStringAlgorithm.Teddy, new MultiStringSearcher(["one", "not"]).Algorithm);
    }

    [Fact]
    public void Forced_ThrowsWhenTheSetDoesNotFit()
    {
        var error = Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["abc", "bcd", "cde", "def", "efg"], s_forced));
        Assert.Contains("2 to 4 non-empty patterns", error.Message);
        Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["abc"], s_forced));
        Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["ab\u00E9", "abc"], s_forced));
        Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["a\0c", "abc"], s_forced));
        // Every offset of the shortest pattern holds four distinct units.
        Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["ab", "cd", "ef", "gh"], s_forced));
    }

    // Patterns, their prefixes and near-misses (one unit changed) with alphabet runs between, a few hundred units.
    private static string Haystack(RandomPatterns random, string[] patterns, string alphabet)
    {
        var text = new StringBuilder();
        while (text.Length < 300 + random.Next(400))
        {
            string pattern = patterns[random.Next(patterns.Length)];
            switch (random.Next(4))
            {
                case 0: text.Append(pattern); break;
                case 1: text.Append(pattern, 0, random.Next(pattern.Length)); break;
                case 2:
                    char[] nearMiss = pattern.ToCharArray();
                    nearMiss[random.Next(nearMiss.Length)] = alphabet[random.Next(alphabet.Length)];
                    text.Append(nearMiss);
                    break;
                default: text.Append(random.Text(alphabet, random.Next(12))); break;
            }
        }
        return text.ToString();
    }

    private static string Salted(RandomPatterns random, string text)
    {
        char[] units = text.ToCharArray();
        for (int i = random.Next(8); i < units.Length; i += 1 + random.Next(16)) units[i] = Salt[random.Next(Salt.Length)];
        return new string(units);
    }
}
