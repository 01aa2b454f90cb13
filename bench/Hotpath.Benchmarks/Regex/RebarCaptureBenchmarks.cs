using BenchmarkDotNet.Attributes;
using HotpathGroup = Hotpath.RegularExpressions.Group;
using HotpathMatch = Hotpath.RegularExpressions.Match;
using HotpathRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.Benchmarks.RegularExpressions;

/// <summary>
/// rebar's curated <c>grep-captures</c> workloads: every line is matched on its own (as a new string) and
/// every participating group counted, Hotpath beside the BCL's Compiled engine (the baseline).
/// </summary>
[MemoryDiagnoser]
public class RebarCaptureBenchmarks
{
    private System.Text.RegularExpressions.Regex _compiled = null!;
    private HotpathRegex _hotpath = null!;
    private string _haystack = "";

    /// <summary>The rebar benchmark, as <c>group/name</c>.</summary>
    [Params("07-unicode-character-data/parse-line", "11-unstructured-to-json/extract")]
    public string Benchmark { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        RebarDefinition definition = RebarDefinition.Load(Benchmark);
        _haystack = definition.Haystack;
        _compiled = definition.CreateBcl(System.Text.RegularExpressions.RegexOptions.Compiled);
        _hotpath = definition.CreateHotpath();
        if (Hotpath() != Compiled()) throw new InvalidOperationException($"{Benchmark}: Hotpath disagrees with the BCL.");
    }

    [Benchmark(Baseline = true)]
    public int Compiled()
    {
        int count = 0;
        foreach (ReadOnlySpan<char> line in _haystack.AsSpan().EnumerateLines())
        {
            for (System.Text.RegularExpressions.Match m = _compiled.Match(line.ToString()); m.Success; m = m.NextMatch())
            {
                foreach (System.Text.RegularExpressions.Group g in m.Groups)
                {
                    if (g.Success) count++;
                }
            }
        }
        return count;
    }

    [Benchmark]
    public int Hotpath()
    {
        int count = 0;
        foreach (ReadOnlySpan<char> line in _haystack.AsSpan().EnumerateLines())
        {
            for (HotpathMatch m = _hotpath.Match(line.ToString()); m.Success; m = m.NextMatch())
            {
                foreach (HotpathGroup g in m.Groups)
                {
                    if (g.Success) count++;
                }
            }
        }
        return count;
    }
}
