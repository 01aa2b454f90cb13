using Hotpath.RegularExpressions.Tests.Differential;

namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>
/// The PikeVM and the bounded backtracker must agree on every slot of every search (the public API
/// routes small inputs to the backtracker, so the BCL differential tests mostly see that one).
/// </summary>
public sealed class EngineAgreementTests
{
    [Theory]
    [InlineData(11, false)]
    [InlineData(12, false)]
    [InlineData(13, false)]
    [InlineData(11, true)]
    [InlineData(12, true)]
    [InlineData(13, true)]
    public void PikeVmAndBacktrackerAgreeOnRandomPatterns(int seed, bool compiled)
    {
        var generator = new PatternGenerator(seed);
        int compared = 0;
        for (int p = 0; p < 400; p++)
        {
            string pattern = generator.NextPattern();
            RegexOptions options = generator.NextOptions();
            PikeVmHarness harness;
            try
            {
                harness = new PikeVmHarness(pattern, options, compiled: compiled);
            }
            catch (Exception e) when (e is RegexSyntaxException or RegexUnsupportedException or ArgumentException)
            {
                continue;
            }
            for (int i = 0; i < 5; i++)
            {
                string input = generator.NextInput();
                int start = input.Length == 0 ? 0 : i % (input.Length + 1);
                string pike = harness.PikeVmCaptures(input, start);
                string back = harness.BacktrackerCaptures(input, start);
                Assert.True(pike == back, $"seed {seed} pattern '{DifferentialComparer.Escape(pattern)}' options {options} input '{DifferentialComparer.Escape(input)}' start {start}: PikeVM {pike}, backtracker {back}");
                Assert.Equal(pike != "none", harness.PikeVmIsMatch(input, start));
                if (harness.Find(input, start) is var (matchStart, matchEnd))
                {
                    string within = harness.BacktrackerCapturesWithin(input, matchStart, matchEnd, start);
                    Assert.True(pike == within, $"seed {seed} compiled {compiled} pattern '{DifferentialComparer.Escape(pattern)}' options {options} input '{DifferentialComparer.Escape(input)}' start {start}: PikeVM {pike}, backtracker within the match {within}");
                }
                compared++;
            }
        }
        Assert.True(compared > 1000, $"only {compared} comparisons");
    }

    [Fact]
    public void TheBacktrackerDeclinesInputsBeyondItsBudget()
    {
        var harness = new PikeVmHarness("(a|b)*c");
        var backtracker = new Hotpath.RegularExpressions.Engines.Backtracker.BoundedBacktracker(harness.Nfa);
        Assert.True(backtracker.CanSearch(1_000));
        Assert.False(backtracker.CanSearch(10_000_000));
    }
}
