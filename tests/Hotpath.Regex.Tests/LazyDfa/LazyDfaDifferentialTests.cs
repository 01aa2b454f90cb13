using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

/// <summary>The forward DFA's end and the reverse DFA's start must equal the BCL's match bounds.</summary>
public class LazyDfaDifferentialTests
{
    private static readonly RegexOptions[] s_options =
        [RegexOptions.None, RegexOptions.IgnoreCase, RegexOptions.Multiline, RegexOptions.Singleline, RegexOptions.ECMAScript];

    [Theory]
    [InlineData(11)]
    [InlineData(12)]
    [InlineData(13)]
    [InlineData(14)]
    public void SpansAgreeWithTheBcl(int seed)
    {
        var random = new Random(seed);
        int compared = 0;
        for (int round = 0; round < 400; round++)
        {
            string pattern = RandomPatterns.Pattern(random, random.Next(1, 6));
            RegexOptions options = s_options[random.Next(s_options.Length)];
            if (!TryBuild(pattern, options, capacityBytes: random.Next(2) == 0 ? 1 : 1 << 20, out DfaPair? dfa, out BclRegex? bcl)) continue;
            for (int h = 0; h < 4; h++)
            {
                string input = RandomPatterns.Haystack(random, random.Next(0, 24));
                int start = random.Next(0, input.Length + 1);
                System.Text.RegularExpressions.Match expected = bcl!.Match(input, start);
                string context = $"seed {seed} round {round}: /{pattern}/ {options} on '{Escape(input)}' from {start}";
                DfaOutcome outcome = dfa!.FindSpan(input, start, out int matchStart, out int matchEnd);
                if (outcome == DfaOutcome.GaveUp) continue;
                Assert.True(expected.Success == (outcome == DfaOutcome.Match), context + $" expected success {expected.Success}");
                if (expected.Success)
                {
                    Assert.True((expected.Index, expected.Index + expected.Length) == (matchStart, matchEnd),
                        context + $" expected [{expected.Index},{expected.Index + expected.Length}) got [{matchStart},{matchEnd})");
                }
                compared++;
            }
        }
        Assert.True(compared > 200, $"seed {seed}: only {compared} cases ran on the DFA");
    }

    [Fact]
    public void TinyCacheClearsAndStillAgrees()
    {
        Assert.True(TryBuild(@"[ab]*b[ab]{6}", RegexOptions.None, capacityBytes: 1, out DfaPair? dfa, out BclRegex? bcl));
        string input = RandomPatterns.Haystack(new Random(5), 3000);
        System.Text.RegularExpressions.Match expected = bcl!.Match(input);
        DfaOutcome outcome = dfa!.FindSpan(input, 0, out int start, out int end);
        Assert.True(dfa.ForwardCache.Clears > 0, "the tiny cache never filled");
        if (outcome != DfaOutcome.GaveUp) Assert.Equal((expected.Index, expected.Index + expected.Length), (start, end));
    }

    [Fact]
    public void ThrashingCacheGivesUpAndTheStrategyFallsBackToThePikeVm()
    {
        const string pattern = "[ab]*a[ab]{12}";
        Assert.True(TryBuild(pattern, RegexOptions.None, capacityBytes: 1, out DfaPair? dfa, out BclRegex? bcl));
        var random = new Random(9);
        string input = new string([.. Enumerable.Range(0, 20_000).Select(_ => random.Next(2) == 0 ? 'a' : 'b')]) + "c";
        Assert.Equal(DfaOutcome.GaveUp, dfa!.FindSpan(input, 0, out _, out _));
        Assert.True(dfa.ForwardCache.Clears >= Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa.MinClearsBeforeGivingUp);

        var settings = new RegexSettings { DfaCacheCapacityBytes = 1 };
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), settings);
        Assert.IsType<DfaStrategy>(strategy);
        System.Text.RegularExpressions.Match expected = bcl!.Match(input);
        Assert.True(strategy.TryFindSpan(input, 0, strategy.CreateCache(), out int start, out int end));
        Assert.Equal((expected.Index, expected.Index + expected.Length), (start, end));
        // The same bytes in UTF-8 (all ASCII, so offsets agree): the UTF-8 scan gives up the same way.
        byte[] utf8 = System.Text.Encoding.UTF8.GetBytes(input);
        Assert.Equal(DfaOutcome.GaveUp, dfa.FindSpan(utf8, 0, out _, out _));
        Assert.True(strategy.TryFindSpan(utf8, 0, strategy.CreateCache(), out start, out end));
        Assert.Equal((expected.Index, expected.Index + expected.Length), (start, end));
    }

    [Fact]
    public void StatesBuiltStayBoundedOnLongInput()
    {
        Assert.True(TryBuild(@"\b\w+ing\b", RegexOptions.None, capacityBytes: 1 << 20, out DfaPair? dfa, out _));
        string input = string.Concat(Enumerable.Repeat("the quick brown fox jumps over the lazy dog ", 2000));
        Assert.Equal(DfaOutcome.NoMatch, dfa!.FindSpan(input, 0, out _, out _));
        long afterFirst = dfa.ForwardCache.StatesBuilt;
        Assert.Equal(DfaOutcome.NoMatch, dfa.FindSpan(input + input, 0, out _, out _));
        Assert.Equal(afterFirst, dfa.ForwardCache.StatesBuilt);
        Assert.Equal(3L * input.Length, dfa.ForwardCache.UnitsScanned);
    }

    [Fact]
    public void RefusesWhatItCannotExpress()
    {
        Assert.Null(LazyDfaFor(@"\Gab"));
        Assert.Null(LazyDfaFor(@"(a*)*b"));
        Assert.NotNull(LazyDfaFor(@"\bab$"));
    }

    private static Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa? LazyDfaFor(string pattern) =>
        Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa.TryCreate(
            NfaCompiler.Compile(RegexTranslator.Translate(pattern, RegexOptions.None)), DfaDirection.Forward, DfaMatchKind.LeftmostFirst, 1 << 20);

    private static bool TryBuild(string pattern, RegexOptions options, long capacityBytes, out DfaPair? dfa, out BclRegex? bcl)
    {
        (dfa, bcl) = (null, null);
        RegexHir hir;
        try
        {
            bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
            hir = RegexTranslator.Translate(pattern, options);
        }
        catch (Exception e) when (e is ArgumentException or RegexUnsupportedException)
        {
            return false;
        }
        dfa = DfaPair.TryCreate(hir, capacityBytes);
        return dfa is not null;
    }

    private static string Escape(string s) => s.Replace("\n", "\\n");
}

/// <summary>A forward and a reverse DFA for one regex, with their caches: the span search the meta strategy runs.</summary>
internal sealed class DfaPair
{
    private readonly Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa _forward;
    private readonly Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa _reverse;

    private DfaPair(Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa forward, Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa reverse)
    {
        (_forward, _reverse) = (forward, reverse);
        ForwardCache = forward.CreateCache();
        ReverseCache = reverse.CreateCache();
    }

    public LazyDfaCache ForwardCache { get; }

    public LazyDfaCache ReverseCache { get; }

    public static DfaPair? TryCreate(RegexHir hir, long capacityBytes)
    {
        var forward = Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa.TryCreate(NfaCompiler.Compile(hir), DfaDirection.Forward, DfaMatchKind.LeftmostFirst, capacityBytes);
        var reverse = Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa.TryCreate(
            NfaCompiler.Compile(HirReverser.Reverse(hir.Root), [0]), DfaDirection.Reverse, DfaMatchKind.All, capacityBytes);
        return forward is null || reverse is null ? null : new DfaPair(forward, reverse);
    }

    public DfaOutcome FindSpan(string input, int start, out int matchStart, out int matchEnd)
    {
        matchStart = -1;
        DfaOutcome outcome = _forward.FindEnd(input, start, anchored: false, earliest: false, prefilter: null, ForwardCache, timeout: null, out matchEnd);
        if (outcome != DfaOutcome.Match) return outcome;
        outcome = _reverse.FindStart(input, matchEnd, start, ReverseCache, timeout: null, out matchStart);
        Assert.True(outcome != DfaOutcome.NoMatch, "the reverse DFA found no start for a match the forward DFA found");
        return outcome;
    }

    /// <summary>The forward DFA run as an is-match question: stopping at the first match state of any priority.</summary>
    public DfaOutcome FindEarliestEnd(string input, int start) =>
        _forward.FindEnd(input, start, anchored: false, earliest: true, prefilter: null, ForwardCache, timeout: null, out _);

    public DfaOutcome FindSpan(byte[] utf8, int start, out int matchStart, out int matchEnd)
    {
        matchStart = -1;
        DfaOutcome outcome = _forward.FindEnd(utf8, start, anchored: false, earliest: false, prefilter: null, ForwardCache, timeout: null, out matchEnd);
        if (outcome != DfaOutcome.Match) return outcome;
        outcome = _reverse.FindStart(utf8, matchEnd, start, ReverseCache, timeout: null, out matchStart);
        Assert.True(outcome != DfaOutcome.NoMatch, "the reverse DFA found no start for a match the forward DFA found");
        return outcome;
    }

    /// <summary>UTF-8 form of <see cref="FindEarliestEnd(string, int)"/>.</summary>
    public DfaOutcome FindEarliestEnd(byte[] utf8, int start) =>
        _forward.FindEnd(utf8, start, anchored: false, earliest: true, prefilter: null, ForwardCache, timeout: null, out _);
}
