using System.Text;
using Hotpath.Cli.Rebar.Engines;

namespace Hotpath.Cli.Tests.Corpus;

/// <summary>
/// The regex tuning corpus of <c>bench/regex-corpus</c>: its benchmarks as <c>patterns.tsv</c> lists them (name, haystack,
/// model, case-insensitive, pattern, source), their counts as the BCL's Compiled engine gives them under rebar's .NET
/// options, and the rebar definitions those make, one TOML file per group of benchmarks (the name's first part).
/// </summary>
internal static class RegexCorpus
{
    /// <summary>The corpus folder, found above the test's binaries.</summary>
    public static string Folder { get; } = Locate();

    /// <summary>One benchmark of the corpus.</summary>
    public sealed record Benchmark(string Group, string Name, string Haystack, string Model, bool CaseInsensitive, string Pattern, string Source);

    /// <summary>Every benchmark, in the list's order.</summary>
    public static IReadOnlyList<Benchmark> Benchmarks { get; } = Read();

    private static readonly Dictionary<string, RebarHaystack> s_haystacks = [];

    /// <summary>The haystack called <paramref name="name"/> (read once).</summary>
    public static RebarHaystack Haystack(string name)
    {
        lock (s_haystacks)
        {
            if (!s_haystacks.TryGetValue(name, out RebarHaystack? haystack))
            {
                haystack = new RebarHaystack(File.ReadAllText(Path.Combine(Folder, "haystacks", name)));
                s_haystacks[name] = haystack;
            }
            return haystack;
        }
    }

    /// <summary>What <paramref name="regex"/> answers for the benchmark's model over its haystack.</summary>
    public static long Run(IRebarRegex regex, Benchmark benchmark)
    {
        RebarHaystack haystack = Haystack(benchmark.Haystack);
        return benchmark.Model switch
        {
            "count" => regex.Count(haystack),
            "count-spans" => regex.SumMatchLengths(haystack),
            "count-captures" => regex.CountCaptures(haystack),
            "grep" => regex.CountMatchingLines(haystack),
            "grep-captures" => regex.CountCapturesPerLine(haystack),
            _ => throw new InvalidOperationException($"{benchmark.Name}: unknown model {benchmark.Model}"),
        };
    }

    /// <summary>The BCL's count for the benchmark: its Compiled engine, as rebar's .NET runner configures it.</summary>
    /// <remarks>
    /// The timeout only bounds a runaway: a few corpus patterns are quadratic for the backtracker and take seconds, and
    /// more on a loaded machine with narrow vectors.
    /// </remarks>
    public static long BclCount(Benchmark benchmark) =>
        Run(BclEngine.Compiled.Compile(benchmark.Pattern, benchmark.CaseInsensitive, TimeSpan.FromMinutes(2)), benchmark);

    /// <summary>The definition files, by file name, with the counts given.</summary>
    public static SortedDictionary<string, string> Definitions(IReadOnlyDictionary<Benchmark, long> counts)
    {
        var files = new SortedDictionary<string, string>(StringComparer.Ordinal);
        foreach (IGrouping<string, Benchmark> group in Benchmarks.GroupBy(b => b.Group))
        {
            var toml = new StringBuilder();
            toml.Append("# Generated from bench/regex-corpus/patterns.tsv by tests/Hotpath.Cli.Tests/Corpus (HOTPATH_REGENERATE_CORPUS=1).\n");
            toml.Append("# Counts are the BCL's Compiled engine's under rebar's .NET options (CultureInvariant, IgnoreCase when case-insensitive).\n");
            foreach (Benchmark b in group)
            {
                toml.Append("\n[[bench]]\n");
                toml.Append($"model = \"{b.Model}\"\n");
                toml.Append($"name = \"{b.Name}\"\n");
                toml.Append($"regex = {TomlString(b.Pattern)}\n");
                if (b.CaseInsensitive) toml.Append("case-insensitive = true\n");
                toml.Append($"haystack = {{ path = \"{b.Haystack}\" }}\n");
                toml.Append($"count = [{{ engine = 'dotnet/compiled', count = {counts[b]} }}]\n");
                toml.Append("engines = ['dotnet/compiled']\n");
                toml.Append($"# source: {b.Source}\n");
            }
            files[group.Key + ".toml"] = toml.ToString();
        }
        return files;
    }

    // A TOML literal string when the pattern allows one (no apostrophe, no line break), else a basic string with escapes.
    private static string TomlString(string pattern)
    {
        if (!pattern.Contains('\'') && !pattern.Contains('\n') && !pattern.Contains('\r')) return "'" + pattern + "'";
        var basic = new StringBuilder("\"");
        foreach (char c in pattern)
        {
            basic.Append(c switch
            {
                '"' => "\\\"",
                '\\' => "\\\\",
                '\n' => "\\n",
                '\r' => "\\r",
                '\t' => "\\t",
                _ when char.IsControl(c) => $"\\u{(int)c:X4}",
                _ => c.ToString(),
            });
        }
        return basic.Append('"').ToString();
    }

    private static IReadOnlyList<Benchmark> Read()
    {
        var list = new List<Benchmark>();
        foreach (string line in File.ReadLines(Path.Combine(Folder, "patterns.tsv")))
        {
            if (line.Length == 0 || line.StartsWith('#')) continue;
            string[] f = line.Split('\t');
            if (f.Length != 6) throw new FormatException($"patterns.tsv: expected 6 tab-separated fields in '{line}'");
            int slash = f[0].IndexOf('/');
            list.Add(new Benchmark(f[0][..slash], f[0][(slash + 1)..], f[1], f[2], f[3] == "1", f[4], f[5]));
        }
        return list;
    }

    private static string Locate()
    {
        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            string candidate = Path.Combine(dir.FullName, "bench", "regex-corpus");
            if (File.Exists(Path.Combine(candidate, "patterns.tsv"))) return candidate;
        }
        throw new DirectoryNotFoundException("bench/regex-corpus not found above " + AppContext.BaseDirectory);
    }
}
