using Hotpath.Cli.Rebar.Engines;

namespace Hotpath.Cli.Tests.Corpus;

/// <summary>
/// The regex tuning corpus: its committed definitions hold the BCL's counts (so they cannot go stale), and Hotpath, over
/// UTF-16 and over UTF-8, answers every benchmark as the BCL does. To rewrite the definitions after editing
/// <c>patterns.tsv</c> or the haystacks, run these tests with <c>HOTPATH_REGENERATE_CORPUS=1</c>.
/// </summary>
public sealed class RegexCorpusTests
{
    private static readonly Lazy<Dictionary<RegexCorpus.Benchmark, long>> s_bclCounts = new(() =>
        RegexCorpus.Benchmarks.AsParallel().Select(b => (b, RegexCorpus.BclCount(b))).ToDictionary(p => p.b, p => p.Item2));

    [Fact]
    public void TheCorpusIsBroad()
    {
        // The floor: 300 benchmarks over 8 kinds of haystack, every model.
        Assert.True(RegexCorpus.Benchmarks.Count >= 300, $"{RegexCorpus.Benchmarks.Count} benchmarks");
        Assert.True(RegexCorpus.Benchmarks.Select(b => b.Haystack).Distinct().Count() >= 8);
        Assert.Equal(["count", "count-captures", "grep", "grep-captures"], RegexCorpus.Benchmarks.Select(b => b.Model).Distinct().Order().Where(m => m != "count-spans"));
        Assert.Equal(RegexCorpus.Benchmarks.Count, RegexCorpus.Benchmarks.Select(b => b.Group + "/" + b.Name).Distinct().Count());
    }

    [Fact]
    public void CommittedDefinitionsHoldTheBclCounts()
    {
        SortedDictionary<string, string> generated = RegexCorpus.Definitions(s_bclCounts.Value);
        string folder = Path.Combine(RegexCorpus.Folder, "definitions");
        if (Environment.GetEnvironmentVariable("HOTPATH_REGENERATE_CORPUS") == "1")
        {
            Directory.CreateDirectory(folder);
            foreach (string stale in Directory.GetFiles(folder, "*.toml")) File.Delete(stale);
            foreach ((string name, string toml) in generated) File.WriteAllText(Path.Combine(folder, name), toml);
        }
        Assert.Equal(generated.Keys, Directory.GetFiles(folder, "*.toml").Select(Path.GetFileName).Order(StringComparer.Ordinal));
        foreach ((string name, string toml) in generated) Assert.Equal(toml, File.ReadAllText(Path.Combine(folder, name)));
    }

    [Fact]
    public void HotpathAnswersEveryBenchmarkAsTheBcl()
    {
        var failures = new List<string>();
        foreach (RegexCorpus.Benchmark b in RegexCorpus.Benchmarks)
        {
            long expected = s_bclCounts.Value[b];
            foreach (IRebarEngine engine in new IRebarEngine[] { HotpathEngine.Instance, HotpathUtf8Engine.Instance })
            {
                // The UTF-8 API reports spans, not groups: its capture models are the UTF-16 engine's.
                if (engine == HotpathUtf8Engine.Instance && b.Model.EndsWith("captures", StringComparison.Ordinal)) continue;
                IRebarRegex regex = engine.Compile(b.Pattern, b.CaseInsensitive, TimeSpan.FromSeconds(10));
                long actual = RegexCorpus.Run(regex, b);
                if (actual != expected) failures.Add($"{b.Group}/{b.Name} ({engine.Name}): expected {expected}, got {actual}");
                if (regex.FindInconsistency(RegexCorpus.Haystack(b.Haystack)) is { } inconsistency) failures.Add($"{b.Group}/{b.Name} ({engine.Name}): {inconsistency}");
            }
        }
        Assert.True(failures.Count == 0, string.Join("\n", failures));
    }
}
