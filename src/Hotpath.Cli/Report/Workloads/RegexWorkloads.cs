using Hotpath.Cli.Data;

namespace Hotpath.Cli.Report.Workloads;

internal static class RegexWorkloads
{
    public static IReadOnlyList<Workload> Create(Corpora corpora) => [];
}
