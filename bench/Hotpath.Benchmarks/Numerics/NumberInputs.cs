using Hotpath.Cli.Report.Workloads;

namespace Hotpath.Benchmarks.Numerics;

/// <summary>
/// The value sets of the number benchmarks — the report's own (<see cref="NumberSets"/>): canada.json and mesh.json from
/// <c>HOTPATH_DATA</c> or a <c>shared/data</c> folder above the working or app directory (generated stand-ins without
/// it), and seeded uniform random values.
/// </summary>
internal static class NumberInputs
{
    /// <summary>The set named "canada", "mesh" or "uniform".</summary>
    public static NumberSets Load(string name) => name switch
    {
        "canada" => NumberSets.Canada(DataRoot()),
        "mesh" => NumberSets.Mesh(DataRoot()),
        _ => NumberSets.Uniform(seed: 36, count: 100_000),
    };

    private static string? DataRoot()
    {
        string? root = Environment.GetEnvironmentVariable("HOTPATH_DATA");
        if (!string.IsNullOrEmpty(root) && Directory.Exists(Path.Combine(root, "json"))) return root;
        foreach (string start in new[] { Directory.GetCurrentDirectory(), AppContext.BaseDirectory })
        {
            for (DirectoryInfo? dir = new(start); dir is not null; dir = dir.Parent)
            {
                string candidate = Path.Combine(dir.FullName, "shared", "data");
                if (Directory.Exists(Path.Combine(candidate, "json"))) return candidate;
            }
        }
        Console.Error.WriteLine("shared/data/json not found (set HOTPATH_DATA); benchmarking generated values instead.");
        return null;
    }
}
