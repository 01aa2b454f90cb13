using Hotpath.RegularExpressions.Nfa;

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
