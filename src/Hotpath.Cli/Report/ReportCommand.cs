using Hotpath.Cli.Data;
using Hotpath.Cli.Report.Output;
using Hotpath.Cli.Report.Workloads;

namespace Hotpath.Cli.Report;

/// <summary>
/// <c>hotpath report</c>: measures every workload side by side, prints the table (markdown or CSV) on stdout,
/// writes report.md and speedups.svg, and exits with 1 when any workload's results disagreed.
/// </summary>
internal static class ReportCommand
{
    /// <summary>Runs the report; progress and notes go to <paramref name="stderr"/>.</summary>
    /// <returns>0 when every row is ok, 1 when a row failed, 2 when no workload matched the filter.</returns>
    public static int Run(ReportOptions options, TextWriter stdout, TextWriter stderr)
    {
        string? dataRoot = options.LocateData();
        Corpora corpora = Corpora.Load(dataRoot);
        stderr.WriteLine($"data: {corpora.Source}");
        stderr.WriteLine($"runtime: {MachineDescription.CodeGeneration()}");

        IReadOnlyList<Workload> workloads = Select(AllWorkloads(corpora), options.Filter, options.Systems);
        if (workloads.Count == 0)
        {
            stderr.WriteLine($"no workload matches --filter '{options.Filter}' --system '{string.Join(',', options.Systems)}'");
            return 2;
        }

        var rows = new List<ReportRow>();
        for (int i = 0; i < workloads.Count; i++)
        {
            stderr.Write($"[{i + 1}/{workloads.Count}] {workloads[i].FullName} ... ");
            ReportRow row = WorkloadRunner.Run(workloads[i], options.EffectiveBudget, options.SecondBaselines);
            stderr.WriteLine(row.IsOk ? HumanUnits.Ratio(row.Speedup) : row.Status);
            rows.Add(row);
        }

        if (options.Format == "csv") CsvTable.Write(stdout, rows);
        else MarkdownTable.Write(stdout, rows);

        string mode = options.Quick ? "quick (--quick)" : "full";
        foreach (string path in new[] { options.DocumentPath, options.ChartPath })
        {
            if (Path.GetDirectoryName(path) is { Length: > 0 } directory) Directory.CreateDirectory(directory);
        }
        File.WriteAllText(options.DocumentPath, ReportDocument.Render(rows, corpora.Source, options.CommandLine, mode, DateTimeOffset.UtcNow, Path.GetFileName(options.ChartPath)));
        File.WriteAllText(options.ChartPath, SpeedupChart.Render(rows));
        stderr.WriteLine($"wrote {options.DocumentPath} and {options.ChartPath}");

        int failed = rows.Count(r => !r.IsOk);
        if (failed > 0) stderr.WriteLine($"FAILED: {failed} workload(s) disagreed with the BCL or threw; see the Status column");
        return failed > 0 ? 1 : 0;
    }

    /// <summary>Every workload of every system, in report order.</summary>
    internal static IReadOnlyList<Workload> AllWorkloads(Corpora corpora) =>
        [.. TextWorkloads.Create(corpora), .. RegexWorkloads.Create(corpora), .. EncodingWorkloads.Create(corpora), .. NumberWorkloads.Create(corpora)];

    /// <summary>
    /// The workloads whose <c>system/workload</c> contains <paramref name="filter"/>, ignoring case, and whose system is
    /// one of <paramref name="systems"/> (any system when it is empty).
    /// </summary>
    internal static IReadOnlyList<Workload> Select(IReadOnlyList<Workload> workloads, string? filter, IReadOnlyList<string>? systems = null) =>
        workloads.Where(w => (string.IsNullOrEmpty(filter) || w.FullName.Contains(filter, StringComparison.OrdinalIgnoreCase))
            && (systems is not { Count: > 0 } || systems.Contains(w.System, StringComparer.OrdinalIgnoreCase))).ToList();
}
