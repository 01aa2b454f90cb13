using System.Buffers;
using System.Text;
using System.Text.RegularExpressions;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// <see cref="MultiStringAlgorithm.SharedSubstring"/>: sets built around a shared run (so the engine applies), with
/// haystacks dense in the run, the patterns and near-misses, against a Regex alternation (leftmost-first), the
/// reference search (leftmost-longest) and <see cref="SearchValues{T}"/> (first match), over UTF-16 and UTF-8; and when
/// Auto picks the engine.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class SharedSubstringTests
{
    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 40));

    private static readonly MultiStringSearchOptions s_forced = new() { Algorithm = MultiStringAlgorithm.SharedSubstring };

    [Theory]
    [MemberData(nameof(Seeds))]
    public void ForcedEngine_MatchesOracles(int seed)
    {
        var random = new RandomPatterns(seed);
        // ASCII letters in both cases, so that ignoring case Regex, OrdinalIgnoreCase and the set's folding agree.
        string alphabet = seed % 2 == 0 ? "abc" : "aAbBc";
        (string[] patterns, string haystack) = SetAroundRun(random, alphabet);
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            var regex = new Regex(string.Join("|", patterns.Select(p => $"({Regex.Escape(p)})")),
                ignoreCase ? RegexOptions.IgnoreCase | RegexOptions.CultureInvariant : RegexOptions.None);
            var first = regex.Matches(haystack).Select(m => new StringMatch(
                Enumerable.Range(1, patterns.Length).First(g => m.Groups[g].Success) - 1, m.Index, m.Length)).ToList();
            var longest = ReferenceSearch.FindAll(haystack, patterns, MultiStringMatchKind.LeftmostLongest, comparison);
            int firstIndex = haystack.AsSpan().IndexOfAny(SearchValues.Create(patterns, comparison));
            foreach ((MultiStringMatchKind kind, List<StringMatch> expected) in new[] { (MultiStringMatchKind.LeftmostFirst, first), (MultiStringMatchKind.LeftmostLongest, longest) })
            {
                var options = s_forced with { MatchKind = kind, IgnoreCase = ignoreCase };
                var chars = new MultiStringSearcher(patterns, options);
                var bytes = new Utf8MultiStringSearcher(patterns, options);
                Assert.Equal(MultiStringAlgorithm.SharedSubstring, chars.Algorithm);
                SearcherMatrix.ForEachVectorWidth(bits =>
                {
                    string context = SearcherMatrix.Describe(chars, patterns, haystack, seed, bits);
                    MultiStringDifferentialTests.AssertMatches(expected, chars, haystack, context);
                    Assert.True(firstIndex == chars.IndexOfAny(haystack), $"IndexOfAny expected {firstIndex}; {context}");
                    // ASCII text: byte offsets are char offsets.
                    var utf8 = new List<StringMatch>();
                    foreach (StringMatch m in bytes.EnumerateMatches(Encoding.ASCII.GetBytes(haystack))) utf8.Add(m);
                    Assert.True(expected.SequenceEqual(utf8), $"UTF-8 expected [{string.Join(", ", expected)}] got [{string.Join(", ", utf8)}]; {context}");
                    // Every start: a search from the middle of a match must not report a match starting before it.
                    for (int start = 0; start <= haystack.Length; start += 1 + random.Next(7))
                    {
                        StringMatch? reference = ReferenceSearch.Find(haystack, start, patterns, kind, comparison);
                        bool found = chars.TryFind(haystack, start, out StringMatch actual);
                        Assert.True(reference.HasValue == found && (!found || reference!.Value == actual),
                            $"from {start} expected {reference?.ToString() ?? "none"} got {(found ? actual : "none")}; {context}");
                    }
                });
            }
        }
    }

    [Fact]
    public void Auto_PicksTheSharedRun_WhenTheFirstUnitsAreCommon()
    {
        string[] weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
        var ignoreCase = new MultiStringSearchOptions { IgnoreCase = true };
        // With AVX-512 VBMI, Teddy's whole-unit scan beats the shared run, so Auto keeps Teddy.
        MultiStringAlgorithm fullWidth = SearcherMatrix.HasWholeUnitTeddy ? MultiStringAlgorithm.Teddy : MultiStringAlgorithm.SharedSubstring;
        Assert.Equal(fullWidth, new MultiStringSearcher(weekdays, ignoreCase).Algorithm);
        Assert.Equal(fullWidth, new Utf8MultiStringSearcher(weekdays, ignoreCase).Algorithm);
        SearcherMatrix.At256Bits(() =>
        {
            Assert.Equal(MultiStringAlgorithm.SharedSubstring, new MultiStringSearcher(weekdays, ignoreCase).Algorithm);
            Assert.Equal(MultiStringAlgorithm.SharedSubstring, new Utf8MultiStringSearcher(weekdays, ignoreCase).Algorithm);
            // Case-sensitive, their capitals are rare first units.
            Assert.Equal(MultiStringAlgorithm.Teddy, new MultiStringSearcher(weekdays).Algorithm);
            // Rare first units: Teddy's three lookups (or rare-unit probes) already pass few positions.
            Assert.NotEqual(MultiStringAlgorithm.SharedSubstring, new MultiStringSearcher(["Xylophone day", "Jazz day"]).Algorithm);
            // A shared run common in English (" the ", "ing") would stop more often than Teddy.
            Assert.NotEqual(MultiStringAlgorithm.SharedSubstring, new MultiStringSearcher(["at the end", "on the side"]).Algorithm);
            Assert.NotEqual(MultiStringAlgorithm.SharedSubstring, new MultiStringSearcher(["looking", "feeling"]).Algorithm);
            Assert.Equal(MultiStringAlgorithm.SharedSubstring, new MultiStringSearcher(["Tension", "Mansion"], ignoreCase).Algorithm);
        });
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void Auto_HandsOverToTeddy_WhereTheRunIsDense(int seed)
    {
        // "nsion" is rare in text, so Auto searches it for these words, but this text is full of it and holds the
        // words seldom, some right after an "nsion" (the handover to Teddy starts right after the last occurrence it saw).
        var random = new Random(seed);
        string[] patterns = ["Tension", "Mansion"];
        string[] words = ["tension", "Mansion", "mansio", "Tens", " TENSION"];
        string haystack = string.Concat(Enumerable.Range(0, 60).Select(_ =>
            string.Concat(Enumerable.Repeat(random.Next(2) == 0 ? "nsion" : "expansion ", random.Next(40))) + "nsion" + words[random.Next(words.Length)]));
        var options = new MultiStringSearchOptions { IgnoreCase = true };
        // Built where Auto picks the shared run (with VBMI it keeps Teddy); searched at every width below.
        MultiStringSearcher searcher = null!;
        Utf8MultiStringSearcher utf8Searcher = null!;
        SearcherMatrix.At256Bits(() => (searcher, utf8Searcher) = (new MultiStringSearcher(patterns, options), new Utf8MultiStringSearcher(patterns, options)));
        Assert.Equal(MultiStringAlgorithm.SharedSubstring, searcher.Algorithm);
        Assert.Equal(MultiStringAlgorithm.SharedSubstring, utf8Searcher.Algorithm);
        var regex = new Regex("(Tension)|(Mansion)", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant);
        var expected = regex.Matches(haystack).Select(m => new StringMatch(m.Groups[1].Success ? 0 : 1, m.Index, m.Length)).ToList();
        Assert.NotEmpty(expected);
        SearcherMatrix.ForEachVectorWidth(bits => MultiStringDifferentialTests.AssertMatches(expected, searcher, haystack, SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)));
        var utf8 = new List<StringMatch>();
        foreach (StringMatch m in utf8Searcher.EnumerateMatches(Encoding.ASCII.GetBytes(haystack))) utf8.Add(m);
        Assert.Equal(expected, utf8);
    }

    [Fact]
    public void Forced_ThrowsWhenNoRunIsShared()
    {
        var error = Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["Monday", "Friday", "Sunset"], s_forced));
        Assert.Contains("ASCII run of at least 3 units", error.Message);
        // One distinct pattern.
        Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["Monday", "Monday"], s_forced));
    }

    [Fact]
    public void WeekdaysInText_MatchTheRegexAlternation()
    {
        string[] weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
        string text = "Today, on Sunday—or was it SATURDAY? birthday Mondays, wednesday;Thursdayday FriDay sunday\r\nTuesday";
        var regex = new Regex(string.Join("|", weekdays), RegexOptions.IgnoreCase | RegexOptions.CultureInvariant);
        var searcher = new MultiStringSearcher(weekdays, new MultiStringSearchOptions { IgnoreCase = true });
        var expected = regex.Matches(text).Select(m => new StringMatch(Array.FindIndex(weekdays, w => w.Equals(m.Value, StringComparison.OrdinalIgnoreCase)), m.Index, m.Length)).ToList();
        Assert.Equal(8, expected.Count);
        MultiStringDifferentialTests.AssertMatches(expected, searcher, text, "weekdays");
    }

    // Patterns prefix + run + suffix (some with the run twice, some sharing prefixes), and a haystack of the patterns,
    // their pieces and runs in random order, so that occurrences of the run are dense and many are near-misses.
    private static (string[] Patterns, string Haystack) SetAroundRun(RandomPatterns random, string alphabet)
    {
        string run = random.Text(alphabet, 3 + random.Next(2));
        int count = 2 + random.Next(8);
        var patterns = new string[count];
        for (int i = 0; i < count; i++)
        {
            string pattern = random.Text(alphabet, random.Next(5)) + run + random.Text(alphabet, random.Next(5));
            patterns[i] = random.Next(6) == 0 ? pattern + run : pattern;
        }
        if (patterns.Distinct(StringComparer.OrdinalIgnoreCase).Count() < 2) patterns[0] = "c" + patterns[0];
        var pieces = new List<string>();
        for (int i = 0; i < 30; i++)
        {
            string p = patterns[random.Next(count)];
            pieces.Add(random.Next(3) switch
            {
                0 => p,
                1 => p[..random.Next(p.Length)],
                _ => run,
            });
            pieces.Add(random.Text(alphabet, random.Next(4)));
        }
        return (patterns, string.Concat(pieces));
    }
}
