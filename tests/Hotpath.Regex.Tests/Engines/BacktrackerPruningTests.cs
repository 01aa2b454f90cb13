using System.Text;
using Hotpath.RegularExpressions.Engines.Backtracker;
using Hotpath.RegularExpressions.Nfa;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>
/// The bounded backtracker skips branches whose first unit cannot match (<see cref="FirstClasses"/>) or that need more
/// units than its window has left (<see cref="MinimumUnits"/>): shown with its deterministic step counter, and the sets
/// and counts themselves checked on small NFAs.
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
            compared += AssertGivesTheBclsGroups(pattern, input);
        }
        Assert.True(compared > 300, $"seed {seed}: only {compared} matches compared");
    }

    // Every match of the BCL's in `input`: the backtracker, interpreted and compiled, gives its groups from the match's
    // start within its span and with the whole input left. Returns how many matches were compared.
    private static int AssertGivesTheBclsGroups(string pattern, string input)
    {
        var bcl = new BclRegex(pattern);
        int[] numbers = bcl.GetGroupNumbers();
        PikeVmHarness[] harnesses = [new PikeVmHarness(pattern), new PikeVmHarness(pattern, compiled: true)];
        int compared = 0;
        for (var m = bcl.Match(input); m.Success; m = m.NextMatch())
        {
            string expected = string.Join(",", numbers.SelectMany(n => m.Groups[n].Success ? new[] { m.Groups[n].Index, m.Groups[n].Index + m.Groups[n].Length } : [-1, -1]));
            foreach (PikeVmHarness harness in harnesses)
            {
                Assert.Equal(expected, harness.BacktrackerCapturesWithinSteps(input, m.Index, 1_000_000));
                Assert.Equal(expected, harness.BacktrackerCapturesWithin(input, m.Index, m.Index + m.Length, m.Index));
            }
            compared++;
        }
        return compared;
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

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void AlternativesLongerThanTheMatchAreNotTried(bool compiled)
    {
        // Resolving the groups of a 5-letter match: the ten alternatives of 14 down to 5 letters each need more units than
        // the match has but the last, which is tried at once; walking each would take about 5 steps per alternative.
        string pattern = string.Join("|", Enumerable.Range(5, 10).Reverse().Select(n => $"([A-Za-z]{{{n}}})"));
        var harness = new PikeVmHarness(pattern, compiled: compiled);
        string input = "hello world";
        var m = new BclRegex(pattern).Match(input);
        string expected = string.Join(",", new BclRegex(pattern).GetGroupNumbers().SelectMany(n => m.Groups[n].Success ? new[] { m.Groups[n].Index, m.Groups[n].Index + m.Groups[n].Length } : [-1, -1]));
        Assert.Equal(expected, harness.BacktrackerCapturesWithin(input, 0, 5, 0));
        Assert.InRange(harness.BacktrackerSteps, 1, 40);
    }

    [Theory]
    [InlineData("abc|d", 0, 1)]
    [InlineData("abc", 0, 3)]
    [InlineData("a*b", 0, 1)]
    [InlineData("(?:ab)+c", 0, 3)]
    [InlineData(@"\b(?:x{3}|y)\b", 0, 1)]
    [InlineData("a|", 0, 0)]
    public void TheFewestUnitsToTheMatchCountClassStatesOnTheShortestPath(string pattern, int state, int expected)
    {
        ThompsonNfa nfa = new PikeVmHarness(pattern).Nfa;
        Assert.Equal(expected, MinimumUnits.ToMatch(nfa)[state == 0 ? nfa.Start : state]);
    }

    [Theory]
    [InlineData("a*b", true)]
    [InlineData("(?:ab|c)+d", true)]
    [InlineData("ab|cd", false)]
    [InlineData("(?:ab)?c", false)]
    public void LoopsAreFoundAsCycles(string pattern, bool firstSplitOnACycle)
    {
        ThompsonNfa nfa = new PikeVmHarness(pattern).Nfa;
        bool[] onCycles = MinimumUnits.OnCycles(nfa);
        int split = Enumerable.Range(0, nfa.StateCount).First(s => nfa.States[s].Kind == NfaStateKind.Split);
        Assert.Equal(firstSplitOnACycle, onCycles[split]);
        // A state on no cycle is never its own successor's ancestor: the match and the start of a plain alternation.
        Assert.False(onCycles[Enumerable.Range(0, nfa.StateCount).First(s => nfa.States[s].Kind == NfaStateKind.Match)]);
    }

    [Theory]
    [InlineData(91)]
    [InlineData(92)]
    public void AlternativesOfManyLengthsGiveTheBclsGroups(int seed)
    {
        // Alternatives, optional parts and loops of many lengths, resolved within each match's span and with the whole
        // input left: the branches skipped for their length must never be the one the BCL takes.
        string[] parts = [@"([a-c]{3})", @"([a-c]{1,2})", @"(a|ab|abc)", @"(?:b{2}|b)", @"(c{2,4})?", @"(\w{4}|\w{2})", @"\b", "a", "(b+?)", "(?:abc|ab|a){2}"];
        const string alphabet = "abc d";
        var random = new Random(seed);
        int compared = 0;
        for (int round = 0; round < 300; round++)
        {
            string pattern = string.Join(random.Next(3) == 0 ? "|" : "", Enumerable.Range(0, random.Next(1, 4)).Select(_ => parts[random.Next(parts.Length)]));
            string input = new([.. Enumerable.Range(0, random.Next(0, 24)).Select(_ => alphabet[random.Next(alphabet.Length)])]);
            compared += AssertGivesTheBclsGroups(pattern, input);
        }
        Assert.True(compared > 200, $"seed {seed}: only {compared} matches compared");
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
