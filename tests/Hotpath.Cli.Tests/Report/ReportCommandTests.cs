using Hotpath.Cli.Measurement;
using Hotpath.Cli.Report;
using Hotpath.Cli.Report.Output;

namespace Hotpath.Cli.Tests.Report;

public class ReportCommandTests
{
    private static (int ExitCode, string Stdout, string Stderr, string OutputDirectory) RunReport(string filter, string format)
    {
        string output = Path.Combine(Path.GetTempPath(), "hotpath-report-" + Guid.NewGuid().ToString("N"));
        var options = new ReportOptions
        {
            Filter = filter,
            Format = format,
            LocateData = () => null, // generated corpus, independent of ../shared
            OutputDirectory = output,
            CommandLine = "hotpath report --filter test",
            Budget = new MeasurementBudget(TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(10), TimeSpan.FromMilliseconds(1), 3, TimeSpan.FromMilliseconds(1), TimeSpan.Zero),
        };
        var stdout = new StringWriter();
        var stderr = new StringWriter();
        int exitCode = ReportCommand.Run(options, stdout, stderr);
        return (exitCode, stdout.ToString(), stderr.ToString(), output);
    }

    [Fact]
    public void CsvRunOnGeneratedDataWritesOnlyTheTableToStdoutAndTheArtifacts()
    {
        var (exitCode, stdout, stderr, output) = RunReport("looking|feeling", "csv");
        try
        {
            Assert.True(exitCode == 0, stderr);
            string[] lines = stdout.Split('\n', StringSplitOptions.RemoveEmptyEntries);
            Assert.Equal(CsvTable.Header, lines[0]);
            string[] row = Assert.Single(lines.Skip(1)).Split(',');
            Assert.Equal(8, row.Length);
            Assert.Equal(["regex", "looking|feeling Count"], row[..2]);
            Assert.StartsWith("Regex.Count [", row[2], StringComparison.Ordinal);
            Assert.Contains("GENERATED", stderr, StringComparison.Ordinal);

            string md = File.ReadAllText(Path.Combine(output, "report.md"));
            Assert.Contains("GENERATED", md, StringComparison.Ordinal);
            Assert.Contains("looking\\|feeling Count", md, StringComparison.Ordinal);
            Assert.StartsWith("<svg", File.ReadAllText(Path.Combine(output, "speedups.svg")), StringComparison.Ordinal);
        }
        finally
        {
            Directory.Delete(output, recursive: true);
        }
    }

    [Fact]
    public void MarkdownIsTheDefaultAndAnUnmatchedFilterFails()
    {
        var (exitCode, stdout, _, output) = RunReport("TEXT/COUNT \"THERE\"", "md");
        Directory.Delete(output, recursive: true);
        Assert.Equal(0, exitCode);
        Assert.StartsWith("| System | Workload |", stdout, StringComparison.Ordinal);
        Assert.Contains("| text | count \"there\" Ordinal |", stdout, StringComparison.Ordinal);

        Assert.Equal(2, RunReport("no such workload", "md").ExitCode);
    }

    [Fact]
    public void LogLineRowsAskEveryLineAndAgreeWithTheBcl()
    {
        var (exitCode, stdout, stderr, output) = RunReport("log lines", "csv");
        Directory.Delete(output, recursive: true);
        Assert.True(exitCode == 0, stderr);
        string[] rows = [.. stdout.Split('\n', StringSplitOptions.RemoveEmptyEntries).Skip(1)];
        Assert.Equal(7, rows.Length);
        Assert.All(rows, row => Assert.StartsWith("regex,generated log lines: ", row, StringComparison.Ordinal));
        Assert.All(rows, row => Assert.Contains(" per line [", row, StringComparison.Ordinal));
        // A row whose engines disagree has no speedup.
        Assert.All(rows, row => Assert.True(double.Parse(row.Split(',')[^3], System.Globalization.CultureInfo.InvariantCulture) > 0, row));
    }

    // --system keeps whole systems and combines with --filter: "Holmes" names rows of text and of regex.
    [Fact]
    public void SystemsKeepTheirOwnWorkloadsAndCombineWithTheFilter()
    {
        var workloads = ReportCommand.AllWorkloads(Hotpath.Cli.Data.Corpora.Load(null));
        IReadOnlyList<Workload> textAndRegex = ReportCommand.Select(workloads, null, ["TEXT", "regex"]);
        Assert.Equal(workloads.Count(w => w.System is "text" or "regex"), textAndRegex.Count);
        Assert.Contains(workloads, w => w.System is "encoding");
        IReadOnlyList<Workload> holmes = ReportCommand.Select(workloads, "Holmes", ["regex"]);
        Assert.NotEmpty(holmes);
        Assert.Contains(ReportCommand.Select(workloads, "Holmes", []), w => w.System == "text");
        Assert.All(holmes, w => Assert.Equal("regex", w.System));
    }

    // --output names the document; the chart goes beside it, and the document links that chart.
    [Fact]
    public void OutputFileTakesTheDocumentAndTheChartBesideIt()
    {
        string folder = Path.Combine(Path.GetTempPath(), "hotpath-output-" + Guid.NewGuid().ToString("N"));
        string document = Path.Combine(folder, "results", "report-x.md");
        var options = new ReportOptions
        {
            Filter = "looking|feeling",
            LocateData = () => null,
            OutputDirectory = Path.Combine(folder, "unused"),
            OutputFile = document,
            Budget = new MeasurementBudget(TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(10), TimeSpan.FromMilliseconds(1), 3, TimeSpan.FromMilliseconds(1), TimeSpan.Zero),
        };
        try
        {
            Assert.Equal(0, ReportCommand.Run(options, new StringWriter(), new StringWriter()));
            string md = File.ReadAllText(document);
            Assert.Contains("looking\\|feeling Count", md, StringComparison.Ordinal);
            Assert.Contains("instruction-set switches: ", md, StringComparison.Ordinal);
            Assert.EndsWith("![speedups](report-x.svg)\n", md, StringComparison.Ordinal);
            Assert.StartsWith("<svg", File.ReadAllText(Path.Combine(folder, "results", "report-x.svg")), StringComparison.Ordinal);
            Assert.False(Directory.Exists(options.OutputDirectory));
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Fact]
    public void EveryWorkloadHasAUniqueName()
    {
        var workloads = ReportCommand.AllWorkloads(Hotpath.Cli.Data.Corpora.Load(null));
        Assert.True(workloads.Count >= 30, $"{workloads.Count} workloads");
        Assert.Equal(workloads.Count, workloads.Select(w => w.FullName).Distinct().Count());
    }
}
