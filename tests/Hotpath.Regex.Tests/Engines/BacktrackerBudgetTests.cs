using System.Text;
using Hotpath.RegularExpressions.Engines.Backtracker;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.Testing;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>
/// Anchored backtracker searches first run without recording visits, under a step budget, and start over
/// recording them past it: the groups must be the BCL's whichever run answers (budget 0 always records, 1
/// starts over often, the default rarely), and the work must stay linear when the unrecorded run would not be.
/// </summary>
public sealed class BacktrackerBudgetTests
{
    private static readonly string[] s_elements =
    [
        "([^ ]+)", "([^ ]*?)", " ", @"\{([^}]*)\}", "(.*?)", "(.*)", @"((?:\[[^\]]*?\]: )*)", @"((?:\[[^\]]*?\]|\([^)]*?\)): )",
        "(a|ab)", "(?:(a)|b)+", "(b+?)", "([ab]{1,3})", "(x)?", @"(\w+)", ":", "(?:(a|b)(b|a)?)*?", "([^x]*)x",
    ];

    private static readonly int[] s_budgets = [0, 1, BoundedBacktracker.DefaultStepBudgetPerPosition];

    private const string Alphabet = "ab :[](){}x";

    [Theory]
    [InlineData(61)]
    [InlineData(62)]
    [InlineData(63)]
    public void GroupsAreTheBclsWhicheverRunAnswers(int seed)
    {
        var random = new Random(seed);
        int compared = 0;
        for (int round = 0; round < 1000; round++)
        {
            string pattern = RandomPattern(random);
            string input = RandomInput(random);
            var bcl = new BclRegex(pattern);
            int[] numbers = bcl.GetGroupNumbers();
            PikeVmHarness[] harnesses = [.. s_budgets.Select(budget => new PikeVmHarness(pattern, stepBudgetPerPosition: budget))];
            for (var m = bcl.Match(input); m.Success; m = m.NextMatch())
            {
                string expected = string.Join(",", numbers.SelectMany(n => m.Groups[n].Success ? new[] { m.Groups[n].Index, m.Groups[n].Index + m.Groups[n].Length } : [-1, -1]));
                for (int b = 0; b < s_budgets.Length; b++)
                {
                    string actual = harnesses[b].BacktrackerCapturesWithin(input, m.Index, m.Index + m.Length, m.Index);
                    Assert.True(expected == actual, $"seed {seed} round {round} budget {s_budgets[b]}: /{pattern}/ on \"{DifferentialComparer.Escape(input)}\" at {m.Index}: expected {expected} but got {actual}");
                }
                compared++;
            }
        }
        Assert.True(compared > 200, $"seed {seed}: only {compared} matches compared");
    }

    [Theory]
    [InlineData("(a|aa)*c")]
    [InlineData("(?:a|a)*(?:a|a)*c")]
    [InlineData("(a*)*c")]
    [InlineData(@"^(\w+\s?)*$")]
    public void ASearchThatWouldBacktrackExponentiallyStartsOverAndStaysLinear(string pattern)
    {
        var harness = new PikeVmHarness(pattern);
        string input = new string('a', 3000) + "!";
        Assert.Equal("none", harness.BacktrackerCapturesWithin(input, 0, input.Length, 0));
        long positions = input.Length + 1;
        long budget = BoundedBacktracker.DefaultStepBudgetPerPosition * positions;
        // The unrecorded run stops just past its budget (a loop run may overshoot it by one run), and the recorded
        // run visits each (state, variant, position) at most once.
        Assert.InRange(harness.BacktrackerSteps, budget + 1, budget + positions + (long)harness.Nfa.StateCount * harness.Nfa.VariantCount * positions);
    }

    [DataFact]
    public void ALogLinesParseIsTheBclsWithinTheBudget()
    {
        string pattern = File.ReadAllText(SharedData.PathOf("rebar/regexes/wild/unstructured-to-json.txt")).TrimEnd('\r', '\n');
        string[] lines = File.ReadAllLines(SharedData.PathOf("rebar/haystacks/wild/unstructured-to-json.log"));
        var bcl = new BclRegex(pattern);
        int[] numbers = bcl.GetGroupNumbers();
        var harness = new PikeVmHarness(pattern);
        int parsed = 0;
        foreach (string line in lines)
        {
            var m = bcl.Match(line);
            if (!m.Success) continue;
            string expected = string.Join(",", numbers.SelectMany(n => m.Groups[n].Success ? new[] { m.Groups[n].Index, m.Groups[n].Index + m.Groups[n].Length } : [-1, -1]));
            long before = harness.BacktrackerSteps;
            Assert.Equal(expected, harness.BacktrackerCapturesWithin(line, 0, line.Length, 0));
            // About a step per unit (loop runs count the units they skip), far below the budget: no start-over.
            Assert.InRange(harness.BacktrackerSteps - before, line.Length / 2, (long)BoundedBacktracker.DefaultStepBudgetPerPosition * (line.Length + 1));
            parsed++;
        }
        Assert.True(parsed >= 100, $"only {parsed} lines parsed");
    }

    [Theory]
    [InlineData(71, false)]
    [InlineData(72, true)]
    public void AnAttemptWithinStepsIsTheBclsMatchAtItsStartOrSaysItRanOver(int seed, bool compiled)
    {
        var random = new Random(seed);
        int settled = 0, over = 0;
        for (int round = 0; round < 600; round++)
        {
            string pattern = RandomPattern(random);
            string input = RandomInput(random);
            var bcl = new BclRegex(pattern);
            int[] numbers = bcl.GetGroupNumbers();
            var harness = new PikeVmHarness(pattern, compiled: compiled);
            for (int start = 0; start <= input.Length; start++)
            {
                // The BCL's match anchored at `start` (\G with the search begun there).
                var m = new BclRegex(@"\G(?:" + pattern + ")").Match(input, start);
                string expected = m.Success
                    ? string.Join(",", numbers.SelectMany(n => m.Groups[n].Success ? new[] { m.Groups[n].Index, m.Groups[n].Index + m.Groups[n].Length } : [-1, -1]))
                    : "none";
                long steps = random.Next(2) == 0 ? 8 : 1_000_000;
                string actual = harness.BacktrackerCapturesWithinSteps(input, start, steps);
                if (actual == "over budget")
                {
                    Assert.True(steps == 8, $"/{pattern}/ on \"{DifferentialComparer.Escape(input)}\" at {start}: over a budget of {steps}");
                    over++;
                    continue;
                }
                Assert.True(expected == actual, $"seed {seed} round {round}: /{pattern}/ on \"{DifferentialComparer.Escape(input)}\" at {start}: expected {expected} but got {actual}");
                settled++;
            }
        }
        Assert.True(settled > 1000 && over > 100, $"seed {seed}: {settled} attempts settled, {over} ran over");
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void AnAttemptThatNeedsMoreStepsThanItsBudgetSaysSo(bool compiled)
    {
        var harness = new PikeVmHarness(@"<(\w+)[^>]*>", compiled: compiled);
        string input = "<" + new string('a', 5000) + ">";
        // The loop runs count a step per unit they cross, so the match needs more than 5,000 steps.
        Assert.Equal("over budget", harness.BacktrackerCapturesWithinSteps(input, 0, 300));
        Assert.Equal($"0,{input.Length},1,{input.Length - 1}", harness.BacktrackerCapturesWithinSteps(input, 0, 20_000));
        Assert.Equal("none", harness.BacktrackerCapturesWithinSteps(input, 1, 300));
    }

    private static string RandomPattern(Random random)
    {
        var pattern = new StringBuilder();
        if (random.Next(2) == 0) pattern.Append('^');
        int count = random.Next(2, 6);
        for (int i = 0; i < count; i++) pattern.Append(s_elements[random.Next(s_elements.Length)]);
        if (random.Next(2) == 0) pattern.Append('$');
        return pattern.ToString();
    }

    private static string RandomInput(Random random)
    {
        var input = new StringBuilder();
        int length = random.Next(0, 32);
        for (int i = 0; i < length; i++) input.Append(Alphabet[random.Next(Alphabet.Length)]);
        return input.ToString();
    }
}
