using System.Text.RegularExpressions;
using BenchmarkDotNet.Attributes;
using HotpathRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.Benchmarks.RegularExpressions;

/// <summary>
/// <c>EnumerateSplits</c> over Sherlock Holmes (the ranges' lengths summed), the BCL's compiled regex beside Hotpath's:
/// white space (many short pieces), sentence ends and a rare separator (few long pieces).
/// </summary>
[MemoryDiagnoser]
public class RegexSplitEnumerationBenchmarks
{
    private static readonly Dictionary<string, string> s_cases = new()
    {
        ["whitespace"] = @"\s+",
        ["sentence-end"] = @"[.!?]\s+",
        ["Holmes"] = "Holmes",
        ["comma-or-semicolon"] = "[,;] ?",
    };

    private System.Text.RegularExpressions.Regex _compiled = null!;
    private HotpathRegex _hotpath = null!;
    private string _input = "";

    /// <summary>The workload.</summary>
    [ParamsSource(nameof(Cases))]
    public string Case { get; set; } = "";

    /// <summary>The workload names.</summary>
    public static IEnumerable<string> Cases => s_cases.Keys;

    [GlobalSetup]
    public void Setup()
    {
        string pattern = s_cases[Case];
        _input = RegexCorpus.Read("corpora/sherlock-holmes-1661.txt");
        _compiled = new(pattern, RegexOptions.Compiled | RegexOptions.CultureInvariant);
        _hotpath = new(pattern, global::Hotpath.RegularExpressions.RegexOptions.CultureInvariant);
        if (Hotpath() != Compiled()) throw new InvalidOperationException($"{Case}: Hotpath disagrees with the BCL.");
    }

    [Benchmark(Baseline = true)]
    public long Compiled()
    {
        long sum = 0;
        foreach (Range piece in _compiled.EnumerateSplits(_input)) sum += piece.End.Value - piece.Start.Value;
        return sum;
    }

    [Benchmark]
    public long Hotpath()
    {
        long sum = 0;
        foreach (Range piece in _hotpath.EnumerateSplits(_input)) sum += piece.End.Value - piece.Start.Value;
        return sum;
    }
}
