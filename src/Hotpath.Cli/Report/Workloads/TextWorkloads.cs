using Hotpath.Cli.Data;

namespace Hotpath.Cli.Report.Workloads;

internal static class TextWorkloads
{
    public static IReadOnlyList<Workload> Create(Corpora corpora) => [];
}
