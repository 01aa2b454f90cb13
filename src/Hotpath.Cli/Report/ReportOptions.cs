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

    /// <summary><c>--format</c>: <c>md</c> or <c>csv</c> on stdout.</summary>
    public string Format { get; init; } = "md";

    /// <summary>Finds the shared data folder (null: use the generated corpus). Defaults to <c>--data</c>, the environment, then searching.</summary>
    public Func<string?> LocateData { get; init; } = () => DataLocator.LocateForProcess(null);

    /// <summary>Where report.md and speedups.svg go.</summary>
    public string OutputDirectory { get; init; } = Path.Combine("artifacts", "report");

    /// <summary>The command line, as report.md records it.</summary>
    public string CommandLine { get; init; } = "hotpath report";

    /// <summary>The time budget; null derives it from <see cref="Quick"/>.</summary>
    public MeasurementBudget? Budget { get; init; }

    /// <summary>The budget in force.</summary>
    public MeasurementBudget EffectiveBudget => Budget ?? (Quick ? MeasurementBudget.Quick : MeasurementBudget.Full);
}
