namespace Hotpath.Cli.Report.Output;

/// <summary>The human-readable report table (GitHub-flavoured markdown).</summary>
internal static class MarkdownTable
{
    /// <summary>
    /// Writes the table; problems appear in the status column in capitals, never hidden. When any row has a timed second
    /// baseline, three columns follow the speedup: that library's API, its time and Hotpath's speedup over it.
    /// </summary>
    public static void Write(TextWriter writer, IReadOnlyList<ReportRow> rows)
    {
        bool second = rows.Any(r => r.SecondBaseline is not null);
        writer.Write("| System | Workload | Baseline (BCL) | Baseline | Hotpath | Speedup | "
            + (second ? "Second baseline | Second baseline time | Speedup over second | " : "")
            + "Baseline alloc/call | Hotpath alloc/call | Status |\n");
        writer.Write("|---|---|---|--:|--:|--:|" + (second ? "---|--:|--:|" : "") + "--:|--:|---|\n");
        foreach (ReportRow row in rows)
        {
            IEnumerable<string> secondCells = !second ? []
                : row.SecondBaseline is null ? ["", "", ""]
                : [Cell(row.SecondBaseline), HumanUnits.Time(row.SecondBaselineNs), HumanUnits.Ratio(row.SecondSpeedup)];
            writer.Write(string.Join(" | ",
                [
                    "| " + Cell(row.System), Cell(row.Workload), Cell(row.Baseline),
                    HumanUnits.Time(row.BaselineNs), HumanUnits.Time(row.HotpathNs), HumanUnits.Ratio(row.Speedup),
                    .. secondCells,
                    HumanUnits.Bytes(row.BaselineBytes), HumanUnits.Bytes(row.HotpathBytes),
                    row.IsOk ? "ok" : "**" + Cell(row.Status) + "**",
                ]) + " |\n");
        }
    }

    private static string Cell(string text) => text.Replace("|", "\\|", StringComparison.Ordinal).ReplaceLineEndings(" ");
}
