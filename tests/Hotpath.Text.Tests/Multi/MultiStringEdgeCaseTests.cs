using System.Buffers;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>Edge cases of <see cref="MultiStringSearcher"/>: boundaries, empty inputs, surrogates, BOM, CRLF, options and limits.</summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class MultiStringEdgeCaseTests
{
    public static TheoryData<string[], string> Cases() => new()
    {
        { ["abc", "x"], "" },
        { ["longer than the haystack"], "longer" },
        { ["ab", "yz"], "ab......................................................yz" },
        { ["\uD83D\uDE00", "\uDE00", "\uD83D"], "a\uD83D\uDE00b\uDE00\uD83D" },
        { ["\uFEFF", "\uFEFFhe"], "\uFEFFhello" },
        { ["\r\n", "\n", "\r"], "a\r\nb\nc\r\r\n" },
        { ["", "a"], "aba" },
        { ["b", ""], "aba" },
        { [], "abc" },
        { ["a", "a", "A"], "bAab" },
        { ["needle"], new string('x', 1000) + "needle" },
        { ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], new string('.', 70) + "wednesday, saturDAY" },
    };

    [Theory]
    [MemberData(nameof(Cases))]
    public void AllAlgorithms_MatchReferenceAndSearchValues(string[] patterns, string haystack)
    {
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            int bcl = haystack.AsSpan().IndexOfAny(SearchValues.Create(patterns, comparison));
            foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
            {
                var expected = ReferenceSearch.FindAll(haystack, patterns, kind, comparison);
                foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, kind, ignoreCase))
                    SearcherMatrix.ForEachVectorWidth(bits =>
                    {
                        string context = SearcherMatrix.Describe(searcher, patterns, haystack, 0, bits);
                        MultiStringDifferentialTests.AssertMatches(expected, searcher, haystack, context);
                        Assert.True(bcl == searcher.IndexOfAny(haystack), context);
                    });
            }
        }
    }

    [Fact]
    public void EmptyPattern_MatchesAtEveryPositionLikeSearchValues()
    {
        var searcher = new MultiStringSearcher(["", "b"]);
        Assert.Equal(0, "abc".AsSpan().IndexOfAny(SearchValues.Create([""], StringComparison.Ordinal)));
        Assert.Equal(0, searcher.IndexOfAny("abc"));
        Assert.Equal(0, searcher.IndexOfAny(""));
        // Leftmost-first: "" comes first, so it wins everywhere, and iteration steps one char past each empty match.
        Assert.Equal(4, searcher.Count("abc"));
        var longest = new MultiStringSearcher(["", "b"], new() { MatchKind = MultiStringMatchKind.LeftmostLongest });
        Assert.True(longest.TryFind("abc", 1, out StringMatch match));
        Assert.Equal(new StringMatch(1, 1, 1), match);
    }

    [Fact]
    public void TryFind_FromStartIndex()
    {
        var searcher = new MultiStringSearcher(["ab", "b"]);
        Assert.True(searcher.TryFind("abab", 1, out StringMatch match));
        Assert.Equal(new StringMatch(1, 1, 1), match);
        Assert.True(searcher.TryFind("abab", 2, out match));
        Assert.Equal(new StringMatch(0, 2, 2), match);
        Assert.False(searcher.TryFind("abab", 4, out _));
        Assert.Throws<ArgumentOutOfRangeException>(() => searcher.TryFind("abab", 5, out _));
        Assert.Throws<ArgumentOutOfRangeException>(() => searcher.TryFind("abab", -1, out _));
    }

    [Fact]
    public void NullsAndLimits_Throw()
    {
        Assert.Throws<ArgumentNullException>(() => new MultiStringSearcher(null!));
        Assert.Throws<ArgumentNullException>(() => new MultiStringSearcher(["a", null!]));
        var tooMany = Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["a", "b", "c"], new() { MaxPatterns = 2 }));
        Assert.Contains("MaxPatterns", tooMany.Message);
        var budget = Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["abc", "abd"], new() { MemoryBudgetBytes = 100, Algorithm = MultiStringAlgorithm.AhoCorasickNfa }));
        Assert.Contains("MemoryBudgetBytes", budget.Message);
        Assert.Throws<ArgumentException>(() => new MultiStringSearcher(["a", "b"], new() { Algorithm = MultiStringAlgorithm.Substring }));
        // Teddy takes at most 64 patterns.
        Assert.Throws<ArgumentException>(() => new MultiStringSearcher(Enumerable.Range(0, 65).Select(i => $"p{i}"), new() { Algorithm = MultiStringAlgorithm.Teddy }));
    }

    [Fact]
    public void Auto_PicksTheExpectedAlgorithm()
    {
        string[] weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
        // Ignoring case the names start with common letters (t, s, w), and share the rarer "day" (see SharedSubstringTests),
        // which Teddy's AVX-512 VBMI scan still beats.
        MultiStringAlgorithm ignoringCase = SearcherMatrix.HasWholeUnitTeddy ? MultiStringAlgorithm.Teddy : MultiStringAlgorithm.SharedSubstring;
        Assert.Equal(ignoringCase, new MultiStringSearcher(weekdays, new() { IgnoreCase = true }).Algorithm);
        Assert.Equal(MultiStringAlgorithm.Teddy, new MultiStringSearcher(weekdays).Algorithm);
        Assert.Equal(MultiStringAlgorithm.Substring, new MultiStringSearcher(["x", "x", ""]).Algorithm);
        Assert.Equal(MultiStringAlgorithm.AhoCorasickDfa, new MultiStringSearcher(Enumerable.Range(0, 200).Select(i => $"w{i}")).Algorithm);
        // About 22,000 states: the NFA needs ~0.75 MB, the DFA ~2.2 MB.
        Assert.Equal(MultiStringAlgorithm.AhoCorasickNfa, new MultiStringSearcher(Enumerable.Range(0, 20_000).Select(i => $"word{i}"), new() { MemoryBudgetBytes = 1_000_000 }).Algorithm);
    }

    [Fact]
    public void HundredThousandPatterns_BuildAndSearch()
    {
        var random = new Random(100_000);
        string[] patterns = Enumerable.Range(0, 100_000).Select(i => $"{(char)('a' + random.Next(26))}{i:x}{(char)('a' + random.Next(26))}.").ToArray();
        string haystack = string.Concat(Enumerable.Range(0, 2000).Select(i => patterns[i * 37 % patterns.Length] + " "));
        foreach (var algorithm in new[] { MultiStringAlgorithm.Auto, MultiStringAlgorithm.AhoCorasickNfa })
        {
            var searcher = new MultiStringSearcher(patterns, new() { Algorithm = algorithm });
            var expected = new List<StringMatch>();
            foreach (StringMatch match in searcher.EnumerateMatches(haystack)) expected.Add(match);
            Assert.Equal(2000, expected.Count);
            for (int i = 0; i < expected.Count; i++)
                Assert.Equal(patterns[i * 37 % patterns.Length], haystack.Substring(expected[i].Index, expected[i].Length));
        }
    }

    [Fact]
    public void IgnoreCaseFolding_AgreesWithOrdinalIgnoreCase()
    {
        // Every char against its invariant upper and lower case: the searcher's fold must say "equal" exactly when the BCL does.
        for (int c = 0; c < 65536; c += 1)
        {
            char ch = (char)c;
            foreach (char other in new[] { char.ToUpperInvariant(ch), char.ToLowerInvariant(ch) })
            {
                bool bcl = string.Equals(ch.ToString(), other.ToString(), StringComparison.OrdinalIgnoreCase);
                var folding = CodeUnitFolding.Utf16IgnoreCase;
                Assert.True(bcl == (folding.Fold(ch) == folding.Fold(other)), $"U+{c:X4} vs U+{(int)other:X4}: BCL says {bcl}");
            }
        }
    }
}
