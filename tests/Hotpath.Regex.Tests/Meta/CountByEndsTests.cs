using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.LazyDfa;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// Counting with the DFA alone: when no match is empty, Count needs only each match's end, and when the forward scan
/// finds the ends by itself the DFA counts them all in one call (LazyDfa.CountEnds). The counts must be the BCL's.
/// </summary>
public class CountByEndsTests
{
    public static TheoryData<string> OneScanPatterns => new()
    {
        @".*[^A-Z]|[A-Z]",
        @".*[^a]|a",
        @"(?s).a*",
        @"[\s\S]b+|x",
        @"(?s).*=|.",
        @".*\n|[^\n]{2}",
        @"[\s\S](?:ab|a)",
    };

    [Theory]
    [MemberData(nameof(OneScanPatterns))]
    public void OneScanCountsAgreeWithTheBcl(string pattern)
    {
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default);
        Assert.True(strategy is DfaStrategy { CountsInOneScan: true }, $"{pattern}: {strategy.GetType().Name}");
        var hotpath = new Regex(pattern);
        var bcl = new BclRegex(pattern);
        string[] pieces = ["A", "AAAA", "a", "ab", "b", "x", "=", "\n", "é", "😀"];
        var random = new Random(pattern.Length);
        for (int round = 0; round < 300; round++)
        {
            string input = string.Concat(Enumerable.Range(0, random.Next(0, 40)).Select(_ => pieces[random.Next(pieces.Length)]));
            Assert.True(bcl.Count(input) == hotpath.Count(input), $"/{pattern}/ on '{input.Replace("\n", "\\n")}'");
            Assert.Equal(bcl.Count(input), hotpath.Count(input.AsSpan()));
        }
    }

    [Fact]
    public void TheQuadraticPatternCountsEveryUnit()
    {
        // rebar's 14-quadratic: each one-unit match is known only once `.*[^A-Z]` has read to the end.
        var hotpath = new Regex(@".*[^A-Z]|[A-Z]");
        foreach (int length in new[] { 1, 2, 100, 10_000 })
        {
            Assert.Equal(length, hotpath.Count(new string('A', length)));
            // A final non-capital makes the first branch match the whole input.
            Assert.Equal(1, hotpath.Count(new string('A', length) + "b"));
        }
    }

    [Fact]
    public void ACountTheDfaGivesUpOnGoesOnFromTheSearchThatGaveUp()
    {
        // A one-byte cache budget makes the DFA thrash and give up: the search it gave up on runs on the PikeVM, and the
        // count goes on from that match's end.
        const string pattern = @"[\s\S]{2}[ab]*[ac][ab]{8}";
        var settings = new RegexSettings { DfaCacheCapacityBytes = 1 };
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), settings);
        Assert.True(strategy is DfaStrategy { CountsInOneScan: true });
        // Runs of a and b of 5 to 20 units: whether a run still holds a match depends on where its search starts.
        var random = new Random(9);
        string input = string.Join("c", Enumerable.Range(0, 400).Select(_ => new string([.. Enumerable.Range(0, random.Next(5, 21)).Select(_ => random.Next(2) == 0 ? 'a' : 'b')])));
        Assert.Equal(new BclRegex(pattern).Count(input), new Regex(pattern, RegexOptions.None, settings).Count(input));

        // The DFA itself gives up there, having counted the matches before the search it gave up on.
        var dfa = ScanMemoTests.ForwardDfa(pattern, capacityBytes: 1);
        var search = new ScanMemoTests.SearchCall();
        search.BeginSearch(BclRegex.InfiniteMatchTimeout, pattern, input);
        int start = 0, count = 0;
        Assert.Equal(DfaOutcome.GaveUp, dfa.CountEnds(input, ref start, prefilter: null, dfa.CreateCache(), search, ref count));
        Assert.Equal(new BclRegex(pattern).Count(input[..start]), count);
    }

    [Fact]
    public void AOneCallCountHonoursTheTimeout()
    {
        // Five million two-unit matches, each found by a scan of a few units that never reaches its own clock read: the
        // count reads the clock across restarts, or it would run to its end (about a tenth of a second) whatever the timeout.
        const string pattern = @"[\s\S](?:a|bc)";
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default);
        Assert.True(strategy is DfaStrategy { CountsInOneScan: true });
        LoopTimeout.AssertCountTimesOut(pattern, "xa");
    }

    [Fact]
    public void PatternsThatCanMatchEmptyCountMatchByMatch()
    {
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(@"(?s).*", RegexOptions.None), RegexSettings.Default);
        Assert.False(strategy is DfaStrategy { CountsInOneScan: true });
        Assert.Equal(new BclRegex(@"(?s).*").Count("ab\nc"), new Regex(@"(?s).*").Count("ab\nc"));
    }
}
