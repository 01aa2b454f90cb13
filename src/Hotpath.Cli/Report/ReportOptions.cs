using Hotpath.Cli.Data;
using Hotpath.Cli.Measurement;

namespace Hotpath.Cli.Report;

/// <summary>What <c>hotpath report</c> runs and where it writes. Immutable.</summary>
internal sealed record ReportOptions
{
    /// <summary><c>--quick</c>: the three-minute budget.</summary>
    public bool Quick { get; init; }

    /// <summary><c>--filter</c>: keep workloads whose <c>system/workload</c> contains this (case-insensitive).</summary>
    public string? Filter { get; init; }

    /// <summary><c>--system</c>: keep only the workloads of these systems (<c>text</c>, <c>regex</c>, ...); empty keeps every system.</summary>
    public IReadOnlyList<string> Systems { get; init; } = [];

    /// <summary>
    /// <c>--second-baselines</c>: also time each row's second baseline (a library outside the BCL, such as csFastFloat) in
    /// the same rounds, shown in extra columns of the markdown table.
    /// </summary>
    public bool SecondBaselines { get; init; }

    /// <summary><c>--format</c>: <c>md</c> or <c>csv</c> on stdout.</summary>
    public string Format { get; init; } = "md";

    /// <summary>Finds the shared data folder (null: use the generated corpus). Defaults to <c>--data</c>, the environment, then searching.</summary>
    public Func<string?> LocateData { get; init; } = () => DataLocator.LocateForProcess(null);

    /// <summary>Where report.md and speedups.svg go.</summary>
    public string OutputDirectory { get; init; } = Path.Combine("artifacts", "report");

    /// <summary>
    /// <c>--output</c>: the markdown document's path instead of report.md in <see cref="OutputDirectory"/>; its chart goes
    /// beside it, named after it (<c>report-x.md</c>, <c>report-x.svg</c>).
    /// </summary>
    public string? OutputFile { get; init; }

    /// <summary>The markdown document's path.</summary>
    public string DocumentPath => OutputFile ?? Path.Combine(OutputDirectory, "report.md");

    /// <summary>The chart's path: beside the document.</summary>
    public string ChartPath => OutputFile is null ? Path.Combine(OutputDirectory, "speedups.svg") : Path.ChangeExtension(OutputFile, ".svg");

    /// <summary>The command line, as report.md records it.</summary>
    public string CommandLine { get; init; } = "hotpath report";

    /// <summary>The time budget; null derives it from <see cref="Quick"/>.</summary>
    public MeasurementBudget? Budget { get; init; }

    /// <summary>The budget in force.</summary>
    public MeasurementBudget EffectiveBudget => Budget ?? (Quick ? MeasurementBudget.Quick : MeasurementBudget.Full);
}
