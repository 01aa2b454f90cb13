using System.Buffers;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// First-match searches against <see cref="SearchValues{T}"/> of strings: ContainsAny, and a loop of IndexOfAny
/// calls that restarts one char after each hit (what a caller of SearchValues does to visit every match start).
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class MultiStringFirstMatchBenchmarks
{
    private SearchValues<string> _bcl = null!;
    private MultiStringSearcher _hotpath = null!;
    private string _haystack = null!;

    [Params("weekdays-oic/war-and-peace", "warning-error-oic/sherlock", "looking-feeling/sherlock", "looking-feeling/war-and-peace", "sherlock5-nocase/sherlock", "rust-keywords/bstr", "english-15/en-medium",
        "names-ru/ru-sampled", "names-ru-oic/ru-sampled", "names-zh/zh-sampled")]
    public string Workload { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        var workload = MultiStringWorkloads.Get(Workload);
        _haystack = workload.Haystack;
        _bcl = SearchValues.Create(workload.Patterns, workload.Comparison);
        _hotpath = new MultiStringSearcher(workload.Patterns, new() { IgnoreCase = workload.IgnoreCase });
    }

    [Benchmark(Baseline = true), BenchmarkCategory("ContainsAny")]
    public bool SearchValues_ContainsAny() => _haystack.AsSpan().ContainsAny(_bcl);

    [Benchmark, BenchmarkCategory("ContainsAny")]
    public bool Hotpath_ContainsAny() => _hotpath.ContainsAny(_haystack);

    [Benchmark(Baseline = true), BenchmarkCategory("IndexOfAnyLoop")]
    public int SearchValues_IndexOfAnyLoop()
    {
        int count = 0;
        ReadOnlySpan<char> rest = _haystack;
        for (int i; (i = rest.IndexOfAny(_bcl)) >= 0; rest = rest.Slice(i + 1)) count++;
        return count;
    }

    [Benchmark, BenchmarkCategory("IndexOfAnyLoop")]
    public int Hotpath_IndexOfAnyLoop()
    {
        int count = 0;
        ReadOnlySpan<char> rest = _haystack;
        for (int i; (i = _hotpath.IndexOfAny(rest)) >= 0; rest = rest.Slice(i + 1)) count++;
        return count;
    }
}
