using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

/// <summary>
/// The scan memo: later scans of one search call that reach an earlier scan's accelerated stretch in the same
/// state take its ending. Work is counted in units read; results are compared with the BCL.
/// </summary>
public class ScanMemoTests
{
    [Theory]
    [InlineData(100, false)]
    [InlineData(1000, false)]
    [InlineData(10_000, false)]
    [InlineData(1000, true)]
    public void IteratingTheQuadraticPatternReadsAFewUnitsPerSearch(int length, bool enumerating)
    {
        // rebar's 14-quadratic: every search reports the one-unit [A-Z] match only after `.*[^A-Z]` has read to
        // the end. Without the memo the n searches read n²/2 units. Count makes them all in one search call;
        // EnumerateMatches starts each with ContinueSearch (a deadline of its own, the same input, the same memo).
        var dfa = ForwardDfa(@".*[^A-Z]|[A-Z]");
        LazyDfaCache cache = dfa.CreateCache();
        var search = new SearchCall();
        search.BeginSearch(BclRegex.InfiniteMatchTimeout, "", null);
        string input = new('A', length);
        for (int start = 0; start < length; start++)
        {
            if (enumerating && start > 0) search.ContinueSearch(BclRegex.InfiniteMatchTimeout, "");
            Assert.Equal(DfaOutcome.Match, dfa.FindEnd(input, start, anchored: true, earliest: false, prefilter: null, cache, search, out int end));
            Assert.Equal(start + 1, end);
        }
        Assert.True(cache.UnitsScanned <= 8L * length, $"{cache.UnitsScanned} units read for {length} searches over {length} units");
    }

    [Theory]
    [InlineData(100)]
    [InlineData(10_000)]
    public void IteratingTheQuadraticPatternOverUtf8ReadsAFewBytesPerSearch(int length)
    {
        // The UTF-8 scan keeps the same memo: without it the n searches read n²/2 bytes.
        var dfa = ForwardDfa(@".*[^A-Z]|[A-Z]");
        LazyDfaCache cache = dfa.CreateCache();
        var search = new SearchCall();
        search.BeginSearch(BclRegex.InfiniteMatchTimeout, "", null);
        byte[] input = [.. Enumerable.Repeat((byte)'A', length)];
        for (int start = 0; start < length; start++)
        {
            Assert.Equal(DfaOutcome.Match, dfa.FindEnd(input, start, anchored: true, earliest: false, prefilter: null, cache, search, out int end));
            Assert.Equal(start + 1, end);
        }
        Assert.True(cache.UnitsScanned <= 8L * length, $"{cache.UnitsScanned} bytes read for {length} searches over {length} bytes");
    }

    [Fact]
    public void ANewSearchCallDoesNotTrustTheLastCallsScans()
    {
        // Same length, same states, different ending: a memo carried across calls would miss the `b`.
        var dfa = ForwardDfa(@".*[^A-Z]|[A-Z]");
        LazyDfaCache cache = dfa.CreateCache();
        var search = new SearchCall();
        string plain = new('A', 200), ending = new string('A', 199) + "b";
        search.BeginSearch(BclRegex.InfiniteMatchTimeout, "", plain);
        for (int start = 0; start < 3; start++) dfa.FindEnd(plain, start, anchored: true, earliest: false, null, cache, search, out _);
        search.BeginSearch(BclRegex.InfiniteMatchTimeout, "", ending);
        Assert.Equal(DfaOutcome.Match, dfa.FindEnd(ending, 1, anchored: true, earliest: false, null, cache, search, out int end));
        Assert.Equal(200, end);
    }

    public static TheoryData<string> Patterns => new()
    {
        @".*[^A-Z]|[A-Z]",
        @".*[^a]|a",
        @"[a-z]*X|[a-z]",
        @"\w*!|\w",
        @".*=|.",
        @"(?:.*\d)?[a-z]",
        @"a.*b|a",
        @".*.*=.*",
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void EveryMatchAgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["A", "AAAA", "a", "aaaa", "b", "X", "!", "=", "1", " ", "\n", "é"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 1414, rounds: 150, maxPieces: 39);
    }

    /// <summary>The forward leftmost-first DFA of <paramref name="pattern"/> with a cache budget of <paramref name="capacityBytes"/>.</summary>
    internal static Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa ForwardDfa(string pattern, long capacityBytes = 1 << 20) =>
        Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa.TryCreate(
            NfaCompiler.Compile(RegexTranslator.Translate(pattern, RegexOptions.None)), DfaDirection.Forward, DfaMatchKind.LeftmostFirst, capacityBytes)!;

    /// <summary>A bare search call: the timeout budget and the call identity the memo keys on.</summary>
    internal sealed class SearchCall : StrategyCache;
}
