namespace Hotpath.Cli.Report.Output;

/// <summary>The human-readable report table (GitHub-flavoured markdown).</summary>
internal static class MarkdownTable
{
    /// <summary>Writes the table; problems appear in the status column in capitals, never hidden.</summary>
    public static void Write(TextWriter writer, IEnumerable<ReportRow> rows)
    {
        writer.Write("| System | Workload | Baseline (BCL) | Baseline | Hotpath | Speedup | Baseline alloc/call | Hotpath alloc/call | Status |\n");
        writer.Write("|---|---|---|--:|--:|--:|--:|--:|---|\n");
        foreach (ReportRow row in rows)
        {
            writer.Write(string.Join(" | ",
                "| " + Cell(row.System), Cell(row.Workload), Cell(row.Baseline),
                HumanUnits.Time(row.BaselineNs), HumanUnits.Time(row.HotpathNs), HumanUnits.Ratio(row.Speedup),
                HumanUnits.Bytes(row.BaselineBytes), HumanUnits.Bytes(row.HotpathBytes),
                row.IsOk ? "ok" : "**" + Cell(row.Status) + "**") + " |\n");
        }
    }

    private static string Cell(string text) => text.Replace("|", "\\|", StringComparison.Ordinal).ReplaceLineEndings(" ");
}
