using Hotpath.Cli.Rebar;

namespace Hotpath.Cli.Tests.Rebar;

public class RebarRoundsTests
{
    private static RebarResult Result(string status, double? ns) => new("b", "count", "hotpath", status, 3, 3, ns);

    [Fact]
    public void KeepsTheRoundWithTheLowestMedian()
    {
        RebarResult fast = Result(RebarStatus.Ok, 5_500);
        Assert.Same(fast, RebarRounds.Combine([Result(RebarStatus.Ok, 11_200), fast, Result(RebarStatus.Ok, 6_100)]));
    }

    [Fact]
    public void AWrongCountInAnyRoundWins()
    {
        RebarResult wrong = Result(RebarStatus.WrongCount, null);
        Assert.Same(wrong, RebarRounds.Combine([Result(RebarStatus.Ok, 10), Result(RebarStatus.Skipped, null), wrong]));
    }

    [Fact]
    public void AnyOtherStatusThatIsNotOkWinsOverOk()
    {
        RebarResult skipped = Result(RebarStatus.Skipped, null);
        Assert.Same(skipped, RebarRounds.Combine([Result(RebarStatus.Ok, 10), skipped]));
    }

    [Fact]
    public void NoRoundsIsAnError() => Assert.Throws<ArgumentOutOfRangeException>(() => RebarRounds.Combine([]));
}
