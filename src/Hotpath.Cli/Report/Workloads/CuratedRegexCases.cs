using Hotpath.Cli.Rebar.Definitions;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.Cli.Report.Workloads;

/// <summary>
/// A quick subset of rebar's curated benchmarks (count and count-spans models, haystacks of moderate size),
/// read from the shared data's definitions so patterns and inputs are exactly rebar's.
/// </summary>
internal static class CuratedRegexCases
{
    private static readonly string[] Selected =
    [
        "curated/01-literal/sherlock-en",
        "curated/01-literal/sherlock-casei-en",
        "curated/02-literal-alternate/sherlock-en",
        "curated/02-literal-alternate/sherlock-casei-en",
        "curated/06-cloud-flare-redos/original",
        "curated/08-words/all-english",
        "curated/08-words/long-english",
        "curated/10-bounded-repeat/letters-en",
        "curated/14-quadratic/10x",
    ];

    /// <summary>The selected benchmarks as regex cases, or none when <paramref name="dataRoot"/> lacks rebar's data.</summary>
    public static IEnumerable<RegexCase> Load(string? dataRoot)
    {
        string? curated = dataRoot is null ? null : Path.Combine(dataRoot, "rebar", "definitions", "curated");
        if (curated is null || !Directory.Exists(curated)) return [];

        string root = Path.Combine(dataRoot!, "rebar", "definitions");
        string haystacks = Path.Combine(dataRoot!, "rebar", "haystacks");
        var byName = DefinitionReader.ReadDirectory(curated, root, Path.Combine(dataRoot!, "rebar", "regexes")).ToDictionary(b => b.Name);
        return Selected
            .Where(name => byName.TryGetValue(name, out RebarBenchmark? b) && b.Patterns.Count == 1 && b.Problem is null && b.Model is "count" or "count-spans")
            .Select(name => ToCase(byName[name], haystacks));
    }

    private static RegexCase ToCase(RebarBenchmark bench, string haystacks)
    {
        // As rebar's .NET runner: culture-invariant, and IgnoreCase for case-insensitive benchmarks.
        RegexOptions options = RegexOptions.CultureInvariant | (bench.CaseInsensitive ? RegexOptions.IgnoreCase : RegexOptions.None);
        RegexQuestion question = bench.Model == "count" ? RegexQuestion.Count : RegexQuestion.SumOfLengths;
        return new RegexCase($"rebar {bench.Name} ({bench.Model})", bench.Patterns[0], options, question,
            () => bench.Haystack.TryLoad(haystacks, out string? problem) ?? throw new FileNotFoundException(problem));
    }
}
