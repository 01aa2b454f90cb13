using System.Xml.Linq;
using Hotpath.Cli.Report;
using Hotpath.Cli.Report.Output;

namespace Hotpath.Cli.Tests.Report;

public class OutputTests
{
    private static readonly ReportRow Ok = new("regex", "a,b", "Regex.Count [Compiled]", 1234.56, 100, 0, 24.4, null);
    private static readonly ReportRow Failed = new("text", "x", "IndexOf", double.NaN, double.NaN, double.NaN, double.NaN, "MISMATCH: IndexOf = 1, hot = 2");

    [Fact]
    public void CsvHasTheExactHeaderAndInvariantNumbers()
    {
        var writer = new StringWriter();
        CsvTable.Write(writer, [Ok, Failed]);
        Assert.Equal(
            "system,workload,baseline,baseline_ns,hotpath_ns,speedup,baseline_bytes,hotpath_bytes\n" +
            "regex,\"a,b\",Regex.Count [Compiled],1234.6,100.0,12.346,0,24\n" +
            "text,x,IndexOf,,,,,\n",
            writer.ToString());
    }

    [Fact]
    public void CsvEscapesQuotes() => Assert.Equal("\"say \"\"hi\"\"\"", CsvTable.Escape("say \"hi\""));

    [Fact]
    public void MarkdownShowsProblemsInTheStatusColumn()
    {
        var writer = new StringWriter();
        MarkdownTable.Write(writer, [Ok, Failed]);
        string[] lines = writer.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        Assert.Equal(4, lines.Length);
        Assert.Contains("| 12.3× |", lines[2], StringComparison.Ordinal);
        Assert.EndsWith("| ok |", lines[2], StringComparison.Ordinal);
        Assert.Contains("**MISMATCH: IndexOf = 1, hot = 2**", lines[3], StringComparison.Ordinal);
    }

    [Fact]
    public void MarkdownAddsSecondBaselineColumnsOnlyWhenARowHasOne()
    {
        var writer = new StringWriter();
        MarkdownTable.Write(writer, [Ok]);
        Assert.DoesNotContain("Second baseline", writer.ToString(), StringComparison.Ordinal);

        var second = Ok with { SecondBaseline = "FastDoubleParser.ParseDouble(string)", SecondBaselineNs = 150 };
        writer = new StringWriter();
        MarkdownTable.Write(writer, [second, Failed]);
        string[] lines = writer.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        Assert.Contains("| Speedup | Second baseline | Second baseline time | Speedup over second |", lines[0], StringComparison.Ordinal);
        Assert.Equal(lines[0].Count(c => c == '|'), lines[1].Count(c => c == '|'));
        Assert.Contains("| 12.3× | FastDoubleParser.ParseDouble(string) | 150 ns | 1.50× |", lines[2], StringComparison.Ordinal);
        Assert.Equal(lines[0].Count(c => c == '|'), lines[3].Count(c => c == '|'));
    }

    [Fact]
    public void ChartIsValidSvgWithOneBarPerMeasuredRow()
    {
        var slower = Ok with { Workload = "<slow & steady>", BaselineNs = 50 };
        XDocument svg = XDocument.Parse(SpeedupChart.Render([Ok, slower, Failed]));
        XNamespace ns = "http://www.w3.org/2000/svg";
        Assert.Equal(ns + "svg", svg.Root!.Name);
        Assert.Equal(3, svg.Descendants(ns + "rect").Count()); // background + two bars
        Assert.Contains(svg.Descendants(ns + "text"), t => t.Value == "regex/<slow & steady>");
        Assert.Contains(svg.Descendants(ns + "text"), t => t.Value == "1×");
    }

    [Fact]
    public void ReportDocumentNamesMachineDataAndCommand()
    {
        string md = ReportDocument.Render([Ok, Failed], "GENERATED corpus", "hotpath report --quick", "quick", DateTimeOffset.UnixEpoch);
        Assert.Contains("1970-01-01 00:00 UTC", md, StringComparison.Ordinal);
        Assert.Contains("GENERATED corpus", md, StringComparison.Ordinal);
        Assert.Contains("`hotpath report --quick`", md, StringComparison.Ordinal);
        Assert.Contains(Environment.ProcessorCount + " logical cores", md, StringComparison.Ordinal);
        // The tests run under the JIT; a Native AOT build of the command says so instead. The test command also runs them
        // with DOTNET_EnableAVX2=0 and DOTNET_EnableAVX512=0, which the runtime line names.
        Assert.Contains($"- **Runtime**: JIT; instruction-set switches: {MachineDescription.InstructionSetSwitches()}\n", md, StringComparison.Ordinal);
        Assert.Contains("1 workload(s) FAILED", md, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(12.3456, "12.3 ns")]
    [InlineData(1234.5, "1.23 µs")]
    [InlineData(55_440_000, "55.4 ms")]
    [InlineData(double.NaN, "—")]
    public void TimesAreHuman(double ns, string expected) => Assert.Equal(expected, HumanUnits.Time(ns));
}
