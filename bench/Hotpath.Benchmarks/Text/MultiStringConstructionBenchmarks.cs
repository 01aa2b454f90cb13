using System.Buffers;
using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>What building the searcher costs, against building <see cref="SearchValues{T}"/> of the same strings.</summary>
[MemoryDiagnoser]
public class MultiStringConstructionBenchmarks
{
    private MultiStringWorkloads.Workload _workload = null!;

    [Params("weekdays-oic/war-and-peace", "rust-keywords/bstr", "english-15/en-medium")]
    public string Workload { get; set; } = "";

    [GlobalSetup]
    public void Setup() => _workload = MultiStringWorkloads.Get(Workload);

    [Benchmark(Baseline = true)]
    public object SearchValues_Create() => SearchValues.Create(_workload.Patterns, _workload.Comparison);

    [Benchmark]
    public object Hotpath_Create() => new MultiStringSearcher(_workload.Patterns, new() { IgnoreCase = _workload.IgnoreCase });

    [Benchmark]
    public object Hotpath_Create_DeferDfa() => new MultiStringSearcher(_workload.Patterns, new() { IgnoreCase = _workload.IgnoreCase, DeferDfa = true });
}
