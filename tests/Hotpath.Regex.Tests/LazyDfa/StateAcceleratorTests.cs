using System.Text;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.LazyDfa;

/// <summary>
/// States that loop on almost every unit are crossed with one vectorized search: the escape search itself, and
/// every public result against the BCL on patterns and inputs with long runs of loop units.
/// </summary>
public class StateAcceleratorTests
{
    [Fact]
    public void OneEscapeUnitIsFoundForwardAndBackward()
    {
        // `.` outside Singleline: loops on everything but \n.
        StateAccelerator accelerator = Assert.IsType<StateAccelerator>(StateAccelerator.TryCreate(Ranges(('\0', '\t'), ('\v', char.MaxValue))));
        string input = "ab\ncdef\ngh";
        Assert.Equal(2, accelerator.NextEscape(input, 0, input.Length));
        Assert.Equal(7, accelerator.NextEscape(input, 3, input.Length));
        Assert.Equal(10, accelerator.NextEscape(input, 8, input.Length));
        Assert.Equal(5, accelerator.NextEscape(input, 3, 5));
        Assert.Equal(7, accelerator.PreviousEscape(input, 0, input.Length));
        Assert.Equal(2, accelerator.PreviousEscape(input, 0, 7));
        Assert.Equal(-1, accelerator.PreviousEscape(input, 3, 7));
    }

    [Fact]
    public void ALoopRangeStopsAtTheFirstUnitOutsideIt()
    {
        StateAccelerator accelerator = Assert.IsType<StateAccelerator>(StateAccelerator.TryCreate(Ranges(('A', 'Z'))));
        Assert.Equal(4, accelerator.NextEscape("ABCDe", 0, 5));
        Assert.Equal(0, accelerator.PreviousEscape("aBCD", 0, 4));
    }

    [Fact]
    public void SmallSetsEitherWayUseSearchValues()
    {
        StateAccelerator loopSet = Assert.IsType<StateAccelerator>(StateAccelerator.TryCreate(Ranges(('0', '9'), ('a', 'f'))));
        Assert.Equal(5, loopSet.NextEscape("09af3g", 0, 6));
        // Loop on everything but 0-9 and A-Z: 36 escapes.
        StateAccelerator escapeSet = Assert.IsType<StateAccelerator>(StateAccelerator.TryCreate(Ranges(('\0', '/'), (':', '@'), ('[', char.MaxValue))));
        Assert.Equal(3, escapeSet.NextEscape("ab-Q", 0, 4));
        Assert.Equal(3, escapeSet.PreviousEscape("ab-Q", 0, 4));
    }

    [Fact]
    public void LargeLoopAndEscapeSetsWithFewAsciiMembersAreNotAccelerated()
    {
        Assert.Null(StateAccelerator.TryCreate(Ranges(('a', 'e'), ('\u00C0', '\u024F'))));
        Assert.Null(StateAccelerator.TryCreate(CharRangeSet.All));
    }

    [Fact]
    public void LargeLoopSetsSearchForTheirAsciiMembersAndStopAtEveryOtherUnit()
    {
        // Letters with Latin-1 and Latin Extended-A: loop and escape sets both far above the SearchValues limit.
        // Stopping at a non-ASCII member is harmless: the DFA steps it and skips again.
        StateAccelerator accelerator = Assert.IsType<StateAccelerator>(StateAccelerator.TryCreate(Ranges(('a', 'z'), ('A', 'Z'), ('\u00C0', '\u024F'))));
        string input = "abcéÀdef gh\u4E00ij";
        Assert.Equal(3, accelerator.NextEscape(input, 0, input.Length));
        Assert.Equal(8, accelerator.NextEscape(input, 5, input.Length));
        Assert.Equal(7, accelerator.NextEscape(input, 5, 7));
        Assert.Equal(8, accelerator.PreviousEscape(input, 0, 11));
        Assert.Equal(4, accelerator.PreviousEscape(input, 0, 8));
        Assert.Equal(-1, accelerator.PreviousEscape(input, 5, 8));
    }

    [Fact]
    public void AcceleratorsTakenAwayOnShortRunsComeBackAfterEnoughUnits()
    {
        // `.*.*=.*` after `x=` loops on everything but \n: on "x=" and StepsBeforeSkip + 3 `x`, each skip (after the
        // steps) is too short to pay, so the credit rule takes the accelerator away; after at least
        // MinUnitsBeforeRevival more units it is given back.
        var dfa = Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa.TryCreate(
            NfaCompiler.Compile(RegexTranslator.Translate(".*.*=.*", RegexOptions.None)), DfaDirection.Forward, DfaMatchKind.LeftmostFirst, 1 << 20)!;
        LazyDfaCache cache = dfa.CreateCache();
        string shortRun = "x=" + new string('x', Hotpath.RegularExpressions.Engines.LazyDfa.LazyDfa.StepsBeforeSkip + 3);
        for (int i = 0; i < 200; i++)
        {
            Assert.Equal(DfaOutcome.Match, dfa.FindEnd(shortRun, 0, anchored: true, earliest: false, null, cache, null, out int end));
            Assert.Equal(shortRun.Length, end);
        }
        int suspended = cache.SuspendedAccelerators;
        Assert.True(suspended > 0);
        string line = "x=" + new string('x', LazyDfaCache.MinUnitsBeforeRevival);
        Assert.Equal(DfaOutcome.Match, dfa.FindEnd(line, 0, anchored: true, earliest: false, null, cache, null, out int lineEnd));
        Assert.Equal(line.Length, lineEnd);
        Assert.Equal(suspended, cache.SuspendedAccelerators);
        Assert.Equal(DfaOutcome.Match, dfa.FindEnd(line, 0, anchored: true, earliest: false, null, cache, null, out lineEnd));
        Assert.Equal(line.Length, lineEnd);
        Assert.Equal(0, cache.SuspendedAccelerators);
    }

    private static CharRangeSet Ranges(params (char First, char Last)[] ranges) =>
        CharRangeSet.FromRanges(ranges.Select(r => new CharRange(r.First, r.Last)));

    public static TheoryData<string, RegexOptions> Patterns => new()
    {
        { ".*=.*", RegexOptions.None },
        { ".*.*=.*", RegexOptions.None },
        { ".*[^A-Z]|[A-Z]", RegexOptions.None },
        { "\"[^\"\\\\]*\"", RegexOptions.None },
        { "x[^\\n]*y", RegexOptions.None },
        { "[A-Z]+[a-z]", RegexOptions.None },
        { "a.*b$", RegexOptions.Multiline },
        { "a.*b", RegexOptions.Singleline },
        { "(a.*)=(.*)", RegexOptions.None },
        { "[^a]*a", RegexOptions.None },
        { "=[0-9a-f]*\\b", RegexOptions.None },
        { "[^xyz]{3,}x", RegexOptions.None },
        { "\\w+=", RegexOptions.None },
        { "[\\w.+-]+@[\\w.-]+\\.[\\w.-]+", RegexOptions.None },
        { "[a-zé]+z", RegexOptions.None },
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void AgreesWithTheBclOnLongRuns(string pattern, RegexOptions options)
    {
        var bcl = new System.Text.RegularExpressions.Regex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
        var hotpath = new Regex(pattern, options);
        const int seed = 2026;
        var random = new Random(seed);
        for (int round = 0; round < 60; round++)
        {
            string input = RunsHaystack(random);
            string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
            Assert.True(difference is null, $"seed {seed} round {round}: /{pattern}/ on '{DifferentialComparer.Escape(input)}': {difference}");
        }
    }

    // Long runs of one unit class broken by the units patterns escape on.
    private static string RunsHaystack(Random random)
    {
        string[] runs = ["A", "x", "0", "f", " ", "é", "ж", "a.b", "\U0001F600"];
        const string breaks = "\n=\"\\ayzbB@";
        var builder = new StringBuilder();
        int pieces = random.Next(1, 8);
        for (int i = 0; i < pieces; i++)
        {
            builder.Insert(builder.Length, runs[random.Next(runs.Length)], random.Next(0, 300));
            if (random.Next(3) > 0) builder.Append(breaks[random.Next(breaks.Length)]);
        }
        return builder.ToString();
    }
}
