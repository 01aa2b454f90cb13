using Hotpath.Cli.Measurement;

namespace Hotpath.Cli.Report;

/// <summary>
/// One report row to measure: a BCL baseline and its Hotpath counterpart doing the same work. Building the
/// subjects (reading corpora, constructing searchers and regexes) is deferred to <see cref="Prepare"/> so that
/// workloads left out by <c>--filter</c> cost nothing.
/// </summary>
/// <param name="System">The Hotpath system, e.g. <c>text</c> or <c>regex</c>.</param>
/// <param name="Name">The workload, unique within its system.</param>
/// <param name="Prepare">Builds the baseline candidates and the Hotpath subject.</param>
internal sealed record Workload(string System, string Name, Func<WorkloadSubjects> Prepare)
{
    /// <summary><c>system/name</c>, what <c>--filter</c> matches against.</summary>
    public string FullName => $"{System}/{Name}";

    /// <summary>A workload with a single baseline.</summary>
    public static Workload Pair(string system, string name, string baselineApi, Func<long> baseline, string hotpathApi, Func<long> hotpath) =>
        new(system, name, () => new WorkloadSubjects([new Subject(baselineApi, baseline)], new Subject(hotpathApi, hotpath)));
}

/// <summary>
/// The subjects of a prepared workload. When there are several baselines (the BCL's regex engines), the fastest
/// becomes the row's baseline, so Hotpath is compared against the best the BCL offers.
/// </summary>
/// <param name="Baselines">BCL candidates, at least one.</param>
/// <param name="Hotpath">The Hotpath subject.</param>
/// <param name="SecondBaseline">
/// A library outside the BCL doing the same work (csFastFloat for parsing doubles), timed in the same rounds only when
/// the report asks for second baselines; null when the row has none.
/// </param>
internal sealed record WorkloadSubjects(IReadOnlyList<Subject> Baselines, Subject Hotpath, Subject? SecondBaseline = null);
