using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>The re-read budget of candidate searches: overlaps are paid for by progress, and the total stays bounded.</summary>
public class RereadBudgetTests
{
    [Fact]
    public void AttemptsThatDoNotOverlapAreFree()
    {
        var budget = new RereadBudget(from: 100);
        for (int candidate = 100; candidate < 100_000; candidate += 7) Assert.True(budget.Allows(candidate, readTo: candidate));
    }

    [Fact]
    public void OverlapsBeyondTheProgressAreRefused()
    {
        var budget = new RereadBudget(from: 0);
        Assert.False(budget.Allows(candidate: 1, readTo: 5)); // dense candidates: the first overlap outweighs the progress
        budget = new RereadBudget(from: 0);
        Assert.True(budget.Allows(candidate: 100, readTo: 102)); // sparse ones: an overlap here and there is paid for
        Assert.True(budget.Allows(candidate: 150, readTo: 240));
        Assert.False(budget.Allows(candidate: 160, readTo: 240));
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    public void TheUnitsReadTwiceNeverExceedTheUnitsPassed(int seed)
    {
        // Random attempts, each reading some way past the next candidate: whatever is allowed stays within the bound.
        var random = new Random(seed);
        var budget = new RereadBudget(from: 0);
        long reread = 0;
        int candidate = 0;
        int readTo = 0;
        while (candidate < 1_000_000)
        {
            candidate += random.Next(1, 20);
            if (!budget.Allows(candidate, readTo)) break;
            reread += Math.Max(0, readTo - candidate);
            Assert.True(reread <= candidate, $"seed {seed}: {reread} units read again by {candidate}");
            readTo = candidate + random.Next(0, 40);
        }
    }
}
