using System.Text.RegularExpressions;
using BenchmarkDotNet.Attributes;
using HotpathRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.Benchmarks.RegularExpressions;

/// <summary>
/// Construction only (<c>new Regex(pattern)</c>), as rebar's <c>compile</c> model times it, for the curated compile
/// benchmarks where Hotpath was slowest: the BCL's <see cref="RegexOptions.Compiled"/> (which parses and emits IL,
/// leaving the JIT for the first match) beside Hotpath (which parses, translates and builds its NFA and strategy,
/// leaving the DFA states and unit maps for the first search).
/// </summary>
[MemoryDiagnoser]
public class RegexConstructionBenchmarks
{
    // Rebar runs every pattern culture-invariant; the lexer and log patterns are read from the shared rebar data.
    private const RegexOptions Options = RegexOptions.CultureInvariant;

    private static readonly Dictionary<string, Func<string>> s_patterns = new()
    {
        ["ruff-noqa"] = () => @"(\s*)((?:# [Nn][Oo][Qq][Aa])(?::\s?(([A-Z]+[0-9]+(?:[,\s]+)?)+))?)",
        ["bounded-context"] = () => @"[A-Za-z]{10}\s+[\s\S]{0,100}Result[\s\S]{0,100}\s+[A-Za-z]{10}",
        ["bounded-capitals"] = () => @"(?:[A-Z][a-z]+\s*){10,100}",
        ["unstructured-to-json"] = () => RegexCorpus.Read("rebar/regexes/wild/unstructured-to-json.txt").TrimEnd('\n', '\r'),
        // rebar's per-line = "alternate": the non-empty lines joined with '|'.
        ["lexer-veryl"] = () => string.Join('|', File.ReadAllLines(RegexCorpus.PathOf("rebar/regexes/wild/parol-veryl.txt")).Where(l => l.Length > 0)),
    };

    private string _pattern = "";

    /// <summary>The pattern's name.</summary>
    [ParamsSource(nameof(Cases))]
    public string Case { get; set; } = "";

    /// <summary>The pattern names.</summary>
    public static IEnumerable<string> Cases => s_patterns.Keys;

    [GlobalSetup]
    public void Setup() => _pattern = s_patterns[Case]();

    [Benchmark(Baseline = true)]
    public object Compiled() => new System.Text.RegularExpressions.Regex(_pattern, Options | RegexOptions.Compiled);

    [Benchmark]
    public object Hotpath() => new HotpathRegex(_pattern, (Hotpath.RegularExpressions.RegexOptions)(Options));
}
