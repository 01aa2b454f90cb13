using BenchmarkDotNet.Attributes;
using HotpathRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.Benchmarks.RegularExpressions;

/// <summary>
/// rebar's curated count workloads whose haystacks ship with the shared data: Hotpath's <c>Count</c>
/// beside the BCL's Compiled engine (the baseline), its interpreter and NonBacktracking.
/// </summary>
[MemoryDiagnoser]
public class RebarCuratedBenchmarks
{
    private System.Text.RegularExpressions.Regex _compiled = null!;
    private System.Text.RegularExpressions.Regex _interpreted = null!;
    private System.Text.RegularExpressions.Regex _nonBacktracking = null!;
    private HotpathRegex _hotpath = null!;
    private string _haystack = "";

    /// <summary>The rebar benchmark, as <c>group/name</c>.</summary>
    [Params(
        "01-literal/sherlock-en", "01-literal/sherlock-casei-en", "01-literal/sherlock-ru", "01-literal/sherlock-casei-ru", "01-literal/sherlock-zh",
        "02-literal-alternate/sherlock-en", "02-literal-alternate/sherlock-casei-en", "02-literal-alternate/sherlock-ru", "02-literal-alternate/sherlock-zh",
        "05-lexer-veryl/single", "08-words/all-english", "08-words/all-russian", "08-words/long-english", "08-words/long-russian",
        "10-bounded-repeat/letters-en", "10-bounded-repeat/letters-ru", "12-dictionary/single", "14-quadratic/10x")]
    public string Benchmark { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        RebarDefinition definition = RebarDefinition.Load(Benchmark);
        _haystack = definition.Haystack;
        _compiled = definition.CreateBcl(System.Text.RegularExpressions.RegexOptions.Compiled);
        _interpreted = definition.CreateBcl();
        _nonBacktracking = definition.CreateBcl(System.Text.RegularExpressions.RegexOptions.NonBacktracking);
        _hotpath = definition.CreateHotpath();
        if (Hotpath() != Compiled()) throw new InvalidOperationException($"{Benchmark}: Hotpath disagrees with the BCL.");
    }

    [Benchmark(Baseline = true)]
    public int Compiled() => _compiled.Count(_haystack);

    [Benchmark]
    public int Interpreter() => _interpreted.Count(_haystack);

    [Benchmark]
    public int NonBacktracking() => _nonBacktracking.Count(_haystack);

    [Benchmark]
    public int Hotpath() => _hotpath.Count(_haystack);
}
