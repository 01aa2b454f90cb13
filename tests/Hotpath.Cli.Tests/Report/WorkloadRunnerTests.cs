using Hotpath.Cli.Measurement;
using Hotpath.Cli.Report;

namespace Hotpath.Cli.Tests.Report;

public class WorkloadRunnerTests
{
    private static readonly MeasurementBudget Tiny = new(TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(5), TimeSpan.FromMilliseconds(1), 3, TimeSpan.FromMilliseconds(1), TimeSpan.Zero);

    [Fact]
    public void AgreeingSubjectsGiveATimedOkRow()
    {
        string text = new('x', 10_000);
        Func<long> baseline = () => text.IndexOf('y'), hotpath = () => text.AsSpan().IndexOf('y');
        // Warmed past their first calls, whose one-off runtime work (type loading) can allocate on this thread and
        // would show as a few bytes per call in the tiny budget's few calls.
        for (int i = 0; i < 1_000; i++) _ = baseline() + hotpath();
        var row = WorkloadRunner.Run(Workload.Pair("t", "w", "IndexOf", baseline, "Hot", hotpath), Tiny);
        Assert.True(row.IsOk, row.Status);
        Assert.True(row.BaselineNs > 0 && row.HotpathNs > 0);
        Assert.True(double.IsFinite(row.Speedup));
        Assert.Equal(0, row.HotpathBytes);
    }

    [Fact]
    public void MismatchIsReportedLoudlyInTheRow()
    {
        var row = WorkloadRunner.Run(Workload.Pair("t", "w", "Base", () => 41, "Hot", () => 42), Tiny);
        Assert.False(row.IsOk);
        Assert.Contains("MISMATCH", row.Status, StringComparison.Ordinal);
        Assert.Contains("41", row.Status, StringComparison.Ordinal);
        Assert.Contains("42", row.Status, StringComparison.Ordinal);
    }

    [Fact]
    public void ThrowingSubjectBecomesAnErrorRow()
    {
        var row = WorkloadRunner.Run(Workload.Pair("t", "w", "Base", () => 1, "Hot", () => throw new NotSupportedException("nope")), Tiny);
        Assert.StartsWith("ERROR", row.Status, StringComparison.Ordinal);
        Assert.Contains("nope", row.Status, StringComparison.Ordinal);
        Assert.True(double.IsNaN(row.HotpathNs));
    }

    [Fact]
    public void FastestBaselineCandidateIsChosen()
    {
        Assert.Equal(1, WorkloadRunner.FastestBaseline([new(300, 0), new(100, 0), new(200, 0)]));
        Assert.Equal(0, WorkloadRunner.FastestBaseline([new(100, 0), new(100, 0)]));
    }

    [Fact]
    public void EveryBaselineCandidateIsCheckedAgainstTheOthers()
    {
        var workload = new Workload("t", "w", () => new WorkloadSubjects(
            [new Subject("interpreter", () => 3), new Subject("Compiled", () => 4)],
            new Subject("hot", () => 3)));
        Assert.Contains("Compiled = 4", WorkloadRunner.Run(workload, Tiny).Status, StringComparison.Ordinal);
    }

    [Fact]
    public void SecondBaselineIsTimedAndCheckedOnlyWhenAsked()
    {
        var workload = new Workload("t", "w", () => new WorkloadSubjects([new Subject("bcl", () => 3)], new Subject("hot", () => 3), new Subject("other", () => 3)));
        ReportRow with = WorkloadRunner.Run(workload, Tiny, secondBaselines: true);
        Assert.True(with.IsOk, with.Status);
        Assert.Equal("other", with.SecondBaseline);
        Assert.True(with.SecondBaselineNs > 0);
        ReportRow without = WorkloadRunner.Run(workload, Tiny);
        Assert.Null(without.SecondBaseline);
        Assert.True(double.IsNaN(without.SecondBaselineNs));

        var wrong = new Workload("t", "w", () => new WorkloadSubjects([new Subject("bcl", () => 3)], new Subject("hot", () => 3), new Subject("other", () => 5)));
        Assert.Contains("other = 5", WorkloadRunner.Run(wrong, Tiny, secondBaselines: true).Status, StringComparison.Ordinal);
    }

    [Fact]
    public void AllocationsArePerCall()
    {
        var row = WorkloadRunner.Run(Workload.Pair("t", "w", "Alloc", () => new byte[1000].Length, "NoAlloc", () => 1000), Tiny);
        Assert.InRange(row.BaselineBytes, 1000, 1100);
        Assert.Equal(0, row.HotpathBytes);
    }
}
