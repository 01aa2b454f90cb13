using System.Text.RegularExpressions;
using BenchmarkDotNet.Attributes;
using HotpathRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.Benchmarks.RegularExpressions;

/// <summary>
/// Log search: one question per line of rebar's <c>wild/unstructured-to-json.log</c> (100 lines, each its own
/// string), Hotpath beside the BCL's Compiled engine (the baseline), as <c>hotpath report</c>'s log-line rows ask it.
/// </summary>
[MemoryDiagnoser]
public class LogLineBenchmarks
{
    private const string Parse = @"^(\S+) (\S+) (\w\d): \[(\d+):(\d+):\((\d+)\)\]: \(([^)]+)\): (.*)$";

    private static readonly Dictionary<string, (string Pattern, string Question)> s_cases = new()
    {
        ["timestamp-ismatch"] = (@"\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}", "ismatch"),
        ["request-id-count"] = ("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "count"),
        ["error-ignorecase-ismatch"] = ("(?i)error", "ismatch"),
        ["braces-count"] = (@"\{[^}]*\}", "count"),
        ["two-capitalized-words-count"] = ("[A-Z][a-z]+ [A-Z][a-z]+", "count"),
        ["parse-ismatch"] = (Parse, "ismatch"),
        ["parse-groups"] = (Parse, "groups"),
    };

    private System.Text.RegularExpressions.Regex _compiled = null!;
    private HotpathRegex _hotpath = null!;
    private string[] _lines = [];
    private string _question = "";

    /// <summary>The workload.</summary>
    [ParamsSource(nameof(Cases))]
    public string Case { get; set; } = "";

    /// <summary>The workload names.</summary>
    public static IEnumerable<string> Cases => s_cases.Keys;

    [GlobalSetup]
    public void Setup()
    {
        (string pattern, _question) = s_cases[Case];
        _lines = File.ReadAllLines(RegexCorpus.PathOf("rebar/haystacks/wild/unstructured-to-json.log"));
        _compiled = new System.Text.RegularExpressions.Regex(pattern, RegexOptions.Compiled);
        _hotpath = new HotpathRegex(pattern);
        if (Hotpath() != Compiled()) throw new InvalidOperationException($"{Case}: Hotpath disagrees with the BCL.");
    }

    [Benchmark(Baseline = true)]
    public long Compiled()
    {
        long total = 0;
        foreach (string line in _lines)
        {
            total += _question switch
            {
                "ismatch" => _compiled.IsMatch(line) ? 1 : 0,
                "count" => _compiled.Count(line),
                _ => SumOfGroupLengths(_compiled.Match(line).Groups),
            };
        }
        return total;
    }

    [Benchmark]
    public long Hotpath()
    {
        long total = 0;
        foreach (string line in _lines)
        {
            total += _question switch
            {
                "ismatch" => _hotpath.IsMatch(line) ? 1 : 0,
                "count" => _hotpath.Count(line),
                _ => SumOfGroupLengths(_hotpath.Match(line).Groups),
            };
        }
        return total;
    }

    private static long SumOfGroupLengths(GroupCollection groups)
    {
        long sum = 0;
        foreach (Group group in groups) sum += group.Length;
        return sum;
    }

    private static long SumOfGroupLengths(Hotpath.RegularExpressions.GroupCollection groups)
    {
        long sum = 0;
        foreach (Hotpath.RegularExpressions.Group group in groups) sum += group.Length;
        return sum;
    }
}
