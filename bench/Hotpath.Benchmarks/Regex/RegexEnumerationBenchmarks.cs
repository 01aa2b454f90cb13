using System.Text.RegularExpressions;
using BenchmarkDotNet.Attributes;
using HotpathRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.Benchmarks.RegularExpressions;

/// <summary>
/// Enumerating every match of a literal regex (or a literal between word boundaries) over Sherlock Holmes with <c>EnumerateMatches</c> (the matches' indexes
/// summed), the BCL's compiled regex beside Hotpath's: dense literals ("the", 7,037 matches) cost per match more than
/// they cost to scan for, sparse ones ("Sherlock") the other way round.
/// </summary>
[MemoryDiagnoser]
public class RegexEnumerationBenchmarks
{
    private static readonly Dictionary<string, (string Pattern, RegexOptions Options)> s_cases = new()
    {
        ["the"] = ("the", RegexOptions.None),
        ["space-and-space"] = (" and ", RegexOptions.None),
        ["the-ignorecase"] = ("the", RegexOptions.IgnoreCase),
        ["Sherlock"] = ("Sherlock", RegexOptions.None),
        ["Holmes|Watson"] = ("Holmes|Watson", RegexOptions.None),
        ["the|and|of"] = ("the|and|of", RegexOptions.None),
        ["word-the"] = (@"\bthe\b", RegexOptions.None),
        ["word-the-ignorecase"] = (@"\bthe\b", RegexOptions.IgnoreCase),
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
        (string pattern, RegexOptions options) = s_cases[Case];
        _input = RegexCorpus.Read("corpora/sherlock-holmes-1661.txt");
        _compiled = new(pattern, options | RegexOptions.Compiled | RegexOptions.CultureInvariant);
        _hotpath = new(pattern, (Hotpath.RegularExpressions.RegexOptions)(options | RegexOptions.CultureInvariant));
        if (Hotpath() != Compiled()) throw new InvalidOperationException($"{Case}: Hotpath disagrees with the BCL.");
    }

    [Benchmark(Baseline = true)]
    public long Compiled()
    {
        long sum = 0;
        foreach (ValueMatch match in _compiled.EnumerateMatches(_input)) sum += match.Index;
        return sum;
    }

    [Benchmark]
    public long Hotpath()
    {
        long sum = 0;
        foreach (global::Hotpath.RegularExpressions.ValueMatch match in _hotpath.EnumerateMatches(_input)) sum += match.Index;
        return sum;
    }
}
