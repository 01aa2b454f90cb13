using Hotpath.Cli.Measurement;
using Hotpath.Cli.Report;

namespace Hotpath.Cli.Tests.Report;

public class WorkloadRunnerTests
{
    private static readonly MeasurementBudget Tiny = new(TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(5), TimeSpan.FromMilliseconds(1), 3);

    [Fact]
    public void AgreeingSubjectsGiveATimedOkRow()
    {
        string text = new('x', 10_000);
        var row = WorkloadRunner.Run(Workload.Pair("t", "w", "IndexOf", () => text.IndexOf('y'), "Hot", () => text.AsSpan().IndexOf('y')), Tiny);
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
        string text = new('x', 50_000);
        var workload = new Workload("t", "w", () => new WorkloadSubjects(
            [
                new Subject("slow", () => { int n = 0; foreach (char c in text) n += c == 'y' ? 1 : 0; return n; }),
                new Subject("fast", () => text.AsSpan().Count('y')),
            ],
            new Subject("hot", () => 0)));
        Assert.Equal("fast", WorkloadRunner.Run(workload, Tiny).Baseline);
    }

    [Fact]
    public void AllocationsArePerCall()
    {
        var row = WorkloadRunner.Run(Workload.Pair("t", "w", "Alloc", () => new byte[1000].Length, "NoAlloc", () => 1000), Tiny);
        Assert.InRange(row.BaselineBytes, 1000, 1100);
        Assert.Equal(0, row.HotpathBytes);
    }
}
