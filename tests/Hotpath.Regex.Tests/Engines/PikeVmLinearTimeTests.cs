namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>
/// The PikeVM's work grows linearly with the input, shown with its deterministic step counter on
/// patterns that make backtrackers explode.
/// </summary>
public sealed class PikeVmLinearTimeTests
{
    [Theory]
    [InlineData("(a*)*b", 'a')]
    [InlineData("(a|a)*b", 'a')]
    [InlineData("(x+x+)+y", 'x')]
    [InlineData(".*.*=.*;", 'x')]
    [InlineData("(?:(?:\"|'|\\]|\\}|\\\\|\\d|(?:nan|infinity|true|false|null|undefined|symbol|math)|`|\\-|\\+)+[)]*;?((?:\\s|-|~|!|\\{\\}|\\|\\||\\+)*.*(?:.*=.*)))", '1')]
    public void StepsPerInputUnitStayBoundedAsTheInputGrows(string pattern, char filler)
    {
        double[] stepsPerUnit = new double[3];
        int[] lengths = [1_000, 4_000, 16_000];
        for (int i = 0; i < lengths.Length; i++)
        {
            var harness = new PikeVmHarness(pattern);
            string input = new(filler, lengths[i]);
            harness.Find(input);
            stepsPerUnit[i] = (double)harness.Steps / lengths[i];
        }

        // Linear: the work per unit does not grow with the input (allow slack for constant overheads).
        Assert.True(stepsPerUnit[2] <= stepsPerUnit[0] * 1.1 + 1, $"steps per unit {string.Join(", ", stepsPerUnit)}");
        // And it is bounded by the automaton size, not the input.
        var probe = new PikeVmHarness(pattern);
        Assert.True(stepsPerUnit[2] <= probe.Nfa.StateCount * probe.Nfa.VariantCount * 2, $"steps per unit {stepsPerUnit[2]} for {probe.Nfa.StateCount} states");
    }

    [Fact]
    public void QuadraticBacktrackingPatternsStillFindTheirMatch()
    {
        var harness = new PikeVmHarness("(a*)*b");
        Assert.Equal((0, 5001), harness.Find(new string('a', 5000) + "b"));
    }
}
