using Hotpath.Cli.Cli;
using Hotpath.Cli.Rebar;

namespace Hotpath.Cli.Tests.Rebar;

public class RebarSummaryTests
{
    private static RebarResult Ok(string name, string engine, double ns) => new(name, "count", engine, RebarStatus.Ok, 1, 1, ns);

    private static readonly IReadOnlyList<IReadOnlyList<RebarResult>> Results =
    [
        [Ok("a", "fast", 10), Ok("a", "base", 40)],           // 4x
        [Ok("b", "fast", 100), Ok("b", "base", 50)],          // 0.5x
        [Ok("c", "fast", 90), Ok("c", "base", 81)],           // 0.9x
        [new RebarResult("d", "count", "fast", RebarStatus.WrongCount, 2, 1, null), Ok("d", "base", 5)],
        [Ok("e|pipe", "fast", 1), new RebarResult("e|pipe", "count", "base", RebarStatus.Skipped, null, 1, null)],
    ];

    [Fact]
    public void StandingCountsOnlyBenchmarksBothEnginesMeasuredCorrectly()
    {
        RebarSummary.Standing s = Assert.Single(RebarSummary.Compare(Results, "base"));
        Assert.Equal("fast", s.Engine);
        Assert.Equal(3, s.Measured);
        Assert.Equal(Math.Cbrt(4 * 0.5 * 0.9), s.GeometricMean, 12);
        Assert.Equal((0.5, "b"), s.Lowest);
        Assert.Equal(1, s.BelowPoint8);
        Assert.Equal(2, s.BelowOne);
    }

    [Fact]
    public void MarkdownHasTheStandingAndARowPerBenchmarkWithItsRatio()
    {
        var writer = new StringWriter();
        RebarSummary.WriteMarkdown(writer, Results, "base", "hotpath rebar --compare base", new DateTimeOffset(2026, 1, 2, 3, 4, 0, TimeSpan.Zero));
        string[] lines = writer.ToString().Split('\n');

        Assert.StartsWith("Run on 2026-01-02 03:04 UTC", lines[0], StringComparison.Ordinal);
        Assert.Contains("`hotpath rebar --compare base`", lines[0], StringComparison.Ordinal);
        Assert.Contains("| fast | 3 | 1.22× | 0.50× b | 1 | 2 |", writer.ToString(), StringComparison.Ordinal);
        Assert.Contains(lines, l => l.StartsWith("| a | count |", StringComparison.Ordinal) && l.EndsWith("| 4.00× |", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.StartsWith("| d | count |", StringComparison.Ordinal) && l.Contains("| wrong-count |  |", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.StartsWith("| e\\|pipe | count | skipped |", StringComparison.Ordinal));
    }

    [Fact]
    public void MarkdownNeedsABaselineThatRuns()
    {
        using var dir = new TempDirectory();
        string definitions = Path.GetDirectoryName(dir.Write("definitions/x.toml", ""))!;
        string haystacks = Path.GetDirectoryName(dir.Write("haystacks/h.txt", ""))!;
        string[] common = ["rebar", "--definitions", definitions, "--haystacks", haystacks, "--engines", "hotpath,bcl-compiled"];
        var stderr = new StringWriter();
        Assert.Equal(2, CommandLine.Run([.. common, "--format", "md"], TextWriter.Null, stderr));
        Assert.Contains("--compare", stderr.ToString(), StringComparison.Ordinal);
        Assert.Equal(2, CommandLine.Run([.. common, "--compare", "bcl-interp"], TextWriter.Null, TextWriter.Null));
    }
}
