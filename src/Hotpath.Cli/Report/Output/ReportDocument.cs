namespace Hotpath.Cli.Report.Output;

/// <summary>Writes <c>report.md</c>: context (machine, date, data, command line, method) and the table.</summary>
internal static class ReportDocument
{
    /// <summary>Renders the whole document.</summary>
    /// <param name="rows">The measured rows.</param>
    /// <param name="dataSource">Where the corpora came from.</param>
    /// <param name="commandLine">The command that produced the report.</param>
    /// <param name="mode">Quick or full.</param>
    /// <param name="date">When the report ran.</param>
    /// <param name="chartFileName">The chart's file name, beside the document.</param>
    public static string Render(IReadOnlyList<ReportRow> rows, string dataSource, string commandLine, string mode, DateTimeOffset date, string chartFileName = "speedups.svg")
    {
        var text = new StringWriter();
        text.Write("# Hotpath vs the BCL\n\n");
        text.Write($"- **Date**: {date.UtcDateTime:yyyy-MM-dd HH:mm} UTC\n");
        text.Write($"- **Machine**: {MachineDescription.Describe()}\n");
        text.Write($"- **Runtime**: {MachineDescription.CodeGeneration()}; instruction-set switches: {MachineDescription.InstructionSetSwitches()}\n");
        text.Write($"- **Data**: {dataSource}\n");
        text.Write($"- **Command**: `{commandLine}`\n");
        text.Write($"- **Mode**: {mode}\n");
        text.Write("- **Method**: every subject is checked to return the same result as the baseline, warmed up until tiered JIT and PGO settle (under the JIT), " +
            "then timed in interleaved batches with `Stopwatch`; times are the median per call, allocations come from " +
            "`GC.GetAllocatedBytesForCurrentThread()` around separate batches (the least of up to three). For regexes the baseline is the fastest of the BCL's " +
            "interpreter, Compiled and NonBacktracking engines, named in the Baseline column.\n\n");

        int problems = rows.Count(r => !r.IsOk);
        if (problems > 0) text.Write($"> **{problems} workload(s) FAILED** (see the Status column): Hotpath disagreed with the BCL or threw.\n\n");
        MarkdownTable.Write(text, rows);
        text.Write($"\n![speedups]({chartFileName})\n");
        return text.ToString();
    }
}
