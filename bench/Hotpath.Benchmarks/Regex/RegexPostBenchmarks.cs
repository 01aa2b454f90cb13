using System.Text.RegularExpressions;
using BenchmarkDotNet.Attributes;
using HotpathRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.Benchmarks.RegularExpressions;

/// <summary>
/// The regex workloads of the .NET 7 performance post (Sherlock Holmes text unless noted), the .NET 9
/// post's <c>\b[0-9]+\b</c> count over War and Peace, and everyday patterns (numbers, codes, names) over Sherlock
/// Holmes: Hotpath beside the BCL's three engines.
/// </summary>
[MemoryDiagnoser]
public class RegexPostBenchmarks
{
    private const string Url = @"[\w]+://[^/\s?#]+[^\s?#]+(?:\?[^\s#]*)?(?:#[^\s]*)?";
    private const string Email = @"[\w\.+-]+@[\w\.-]+\.[\w\.-]+";

    private static readonly Dictionary<string, (string Pattern, RegexOptions Options, string Corpus, string Operation)> s_cases = new()
    {
        ["elementary"] = (@"\belementary\b", RegexOptions.None, "sherlock", "count"),
        ["elementary-ignorecase"] = (@"\belementary\b", RegexOptions.IgnoreCase, "sherlock", "count"),
        ["url-ismatch"] = (Url, RegexOptions.None, "sherlock", "ismatch"),
        ["email"] = (Email, RegexOptions.None, "sherlock", "count"),
        ["email-sparse"] = (Email, RegexOptions.None, "sherlock-addresses", "count"),
        ["url-sparse"] = (Url, RegexOptions.None, "sherlock-addresses", "count"),
        ["abc-or-def-ismatch"] = ("^abc|^def", RegexOptions.None, "sherlock", "ismatch"),
        ["looking-or-feeling"] = ("looking|feeling", RegexOptions.None, "sherlock", "count"),
        ["line-with-elementary"] = ("^.*elementary.*$", RegexOptions.Multiline, "sherlock", "count"),
        ["dotstar-stephen"] = (".*stephen", RegexOptions.None, "sherlock", "count"),
        ["any-star-match"] = (@"([\s\S]*)", RegexOptions.None, "a-million", "match"),
        ["digits-war-and-peace"] = (@"\b[0-9]+\b", RegexOptions.None, "war-and-peace", "count"),
        // Everyday patterns beyond the posts' (the report's rows of the same names).
        ["everyday-digits"] = (@"\d+", RegexOptions.None, "sherlock", "count"),
        ["everyday-decimal"] = (@"\d+\.\d+", RegexOptions.None, "sherlock", "count"),
        ["everyday-ipv4"] = (@"(\d{1,3}\.){3}\d{1,3}", RegexOptions.None, "sherlock", "count"),
        ["everyday-date"] = (@"\d{4}-\d{2}-\d{2}", RegexOptions.None, "sherlock", "count"),
        ["everyday-capitals"] = ("[A-Z]{2,}", RegexOptions.None, "sherlock", "count"),
        ["everyday-two-names"] = ("[A-Z][a-z]+ [A-Z][a-z]+", RegexOptions.None, "sherlock", "count"),
        ["everyday-capitalized-word"] = (@"\b[A-Z]\w*", RegexOptions.None, "sherlock", "count"),
        ["everyday-holmes-or-watson"] = ("Holmes|Watson", RegexOptions.None, "sherlock", "count"),
    };

    private System.Text.RegularExpressions.Regex _compiled = null!;
    private System.Text.RegularExpressions.Regex _interpreted = null!;
    private System.Text.RegularExpressions.Regex _nonBacktracking = null!;
    private HotpathRegex _hotpath = null!;
    private string _input = "";
    private string _operation = "";

    /// <summary>The workload.</summary>
    [ParamsSource(nameof(Cases))]
    public string Case { get; set; } = "";

    /// <summary>The workload names.</summary>
    public static IEnumerable<string> Cases => s_cases.Keys;

    [GlobalSetup]
    public void Setup()
    {
        (string pattern, RegexOptions options, string corpus, _operation) = s_cases[Case];
        _input = corpus switch
        {
            "sherlock" => RegexCorpus.Read("corpora/sherlock-holmes-1661.txt"),
            "sherlock-addresses" => global::Hotpath.Cli.Report.Workloads.SparseAddresses.Insert(RegexCorpus.Read("corpora/sherlock-holmes-1661.txt")),
            "war-and-peace" => RegexCorpus.Read("corpora/war-and-peace-2600.txt"),
            _ => new string('a', 1_000_000),
        };
        _compiled = new(pattern, options | RegexOptions.Compiled);
        _interpreted = new(pattern, options);
        _nonBacktracking = new(pattern, options | RegexOptions.NonBacktracking);
        _hotpath = new(pattern, (Hotpath.RegularExpressions.RegexOptions)(options));
        if (Hotpath() != Compiled()) throw new InvalidOperationException($"{Case}: Hotpath disagrees with the BCL.");
    }

    [Benchmark(Baseline = true)]
    public int Compiled() => Run(_compiled);

    [Benchmark]
    public int Interpreter() => Run(_interpreted);

    [Benchmark]
    public int NonBacktracking() => Run(_nonBacktracking);

    [Benchmark]
    public int Hotpath() => _operation switch
    {
        "count" => _hotpath.Count(_input),
        "ismatch" => _hotpath.IsMatch(_input) ? 1 : 0,
        _ => _hotpath.Match(_input).Length,
    };

    private int Run(System.Text.RegularExpressions.Regex regex) => _operation switch
    {
        "count" => regex.Count(_input),
        "ismatch" => regex.IsMatch(_input) ? 1 : 0,
        _ => regex.Match(_input).Length,
    };
}
