using System.Text;
using Hotpath.RegularExpressions.Nfa;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>
/// The bounded backtracker skips branches whose first unit cannot match (<see cref="FirstClasses"/>):
/// shown with its deterministic step counter, and the sets themselves checked on small NFAs.
/// </summary>
public sealed class BacktrackerPruningTests
{
    [Fact]
    public void ALongAlternationOfLiteralsTriesOnlyTheBranchThatCanStart()
    {
        const string starts = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        int branches = starts.Length;
        var harness = new PikeVmHarness(string.Join("|", starts.Select(c => $"({c}x)")));
        string input = $"{starts[^1]}x";
        Assert.NotEqual("none", harness.BacktrackerCaptures(input));
        // One step per split of the chain plus the winning branch; entering every branch would take three per split.
        Assert.InRange(harness.BacktrackerSteps, branches, branches + 8);
    }

    [Fact]
    public void ALazyScanToADelimiterIsOneStepPerUnitPlusTheSplit()
    {
        var harness = new PikeVmHarness(@"\[([^\]]*?)\]");
        string input = "[" + new string('a', 1000) + "]";
        Assert.Equal($"0,{input.Length},1,{input.Length - 1}", harness.BacktrackerCaptures(input));
        Assert.InRange(harness.BacktrackerSteps, 1000, 2 * 1000 + 16);
    }

    [Fact]
    public void LoopRunsAreSkippedInOneSearchButCountedAsSteps()
    {
        var harness = new PikeVmHarness(@"([^ ]+) \{([^}]*)\}");
        string input = new string('a', 500) + " {" + new string('b', 500) + "}";
        string expected = $"0,{input.Length},0,500,502,1002";
        Assert.Equal(expected, harness.BacktrackerCapturesWithin(input, 0, input.Length, 0));
        // One step per unit of each run, plus a handful around the delimiters.
        Assert.InRange(harness.BacktrackerSteps, 1000, 1000 + 16);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void ALoopOverAWideClassIsOneSearchAcrossMixedScripts(bool compiled)
    {
        // [\w.-] stops at too many units to search for them: the run searches for the first unit outside it instead, and
        // the optional rest always matches, so the greedy loop runs to the class's end without a frame per unit.
        var harness = new PikeVmHarness(@"https?://([\w.-]+)(/[\w./-]*)?", compiled: compiled);
        var text = new StringBuilder("http://");
        for (int i = 0; i < 1000; i++) text.Append("aЖ日.-_9é"[i % 8]);
        string input = text.Append("/p/q r").ToString();
        var m = new BclRegex(@"https?://([\w.-]+)(/[\w./-]*)?").Match(input);
        Assert.Equal($"0,{m.Length},7,1007,1007,{m.Length}", harness.BacktrackerCapturesWithinSteps(input, 0, 1_000_000));
        // A step per unit of each run, plus a handful around them.
        Assert.InRange(harness.BacktrackerSteps, 1000, 1000 + 32);
    }

    private static readonly string[] s_wideLoops =
    [
        @"([\w.-]+)", @"(\w+)", @"(\S+)", @"(\p{L}+)", @"(/[\w./-]*)?", @"\.com", @"(\d+)", "([a-zа-я]+?)", @"([^\s,]*)", ",", " ", @"(\w)",
    ];

    [Theory]
    [InlineData(81)]
    [InlineData(82)]
    public void LoopsOverWideClassesGiveTheBclsGroupsOnMixedScripts(int seed)
    {
        const string alphabet = "aZ9_.-/ ,Жя日é\u00A0";
        var random = new Random(seed);
        int compared = 0;
        for (int round = 0; round < 400; round++)
        {
            string pattern = string.Concat(Enumerable.Range(0, random.Next(1, 5)).Select(_ => s_wideLoops[random.Next(s_wideLoops.Length)]));
            string input = new([.. Enumerable.Range(0, random.Next(0, 40)).Select(_ => alphabet[random.Next(alphabet.Length)])]);
            var bcl = new BclRegex(pattern);
            int[] numbers = bcl.GetGroupNumbers();
            var interpreted = new PikeVmHarness(pattern);
            var compiled = new PikeVmHarness(pattern, compiled: true);
            for (var m = bcl.Match(input); m.Success; m = m.NextMatch())
            {
                string expected = string.Join(",", numbers.SelectMany(n => m.Groups[n].Success ? new[] { m.Groups[n].Index, m.Groups[n].Index + m.Groups[n].Length } : [-1, -1]));
                foreach (PikeVmHarness harness in (PikeVmHarness[])[interpreted, compiled])
                {
                    Assert.Equal(expected, harness.BacktrackerCapturesWithinSteps(input, m.Index, 1_000_000));
                    Assert.Equal(expected, harness.BacktrackerCapturesWithin(input, m.Index, m.Index + m.Length, m.Index));
                }
                compared++;
            }
        }
        Assert.True(compared > 300, $"seed {seed}: only {compared} matches compared");
    }

    [Theory]
    [InlineData("(a|aa)*c")]
    [InlineData("(?:a|a)*(?:a|a)*c")]
    [InlineData("(a*)*c")]
    public void RecordingOnlyJoinVisitsKeepsTheSearchLinear(string pattern)
    {
        var harness = new PikeVmHarness(pattern);
        string input = new string('a', 3000);
        Assert.Equal("none", harness.BacktrackerCaptures(input));
        // At most one visit per (state, variant, position), though only join states record theirs.
        Assert.InRange(harness.BacktrackerSteps, 1, (long)harness.Nfa.StateCount * harness.Nfa.VariantCount * (input.Length + 1));
    }

    [Theory]
    [InlineData("ab|cd", 'a', true)]
    [InlineData("ab|cd", 'c', true)]
    [InlineData("ab|cd", 'b', false)]
    [InlineData("(?:x*)", 'q', true)]
    [InlineData(@"\bq", 'q', true)]
    [InlineData(@"\bq", 'r', false)]
    public void TheStartStateMayMatchExactlyWhenItsFirstUnitCanStartAMatch(string pattern, char unit, bool expected)
    {
        ThompsonNfa nfa = new PikeVmHarness(pattern).Nfa;
        FirstClasses first = FirstClasses.Build(nfa);
        Assert.Equal(expected, first.MayMatch(nfa.Start, nfa.Classes.ClassOf(unit)));
    }

    [Fact]
    public void AtTheEndOnlyStatesThatAcceptEmptyMayMatch()
    {
        ThompsonNfa nullable = new PikeVmHarness("a*").Nfa;
        ThompsonNfa consuming = new PikeVmHarness("a+").Nfa;
        Assert.True(FirstClasses.Build(nullable).MayMatch(nullable.Start, -1));
        Assert.False(FirstClasses.Build(consuming).MayMatch(consuming.Start, -1));
    }
}
