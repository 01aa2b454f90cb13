using System.Text;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// The match counts rebar records for its Aho-Corasick and dictionary benchmarks. rebar counts in Rust's UTF-8
/// terms: <c>count</c> is the number of non-overlapping leftmost-first matches (both searchers must agree),
/// <c>count-spans</c> the sum of their lengths in bytes (the UTF-8 searcher answers).
/// </summary>
public sealed class RebarCountTests
{
    private static readonly string[] s_files = ["aho-corasick/dictionary.toml", "aho-corasick/teddy.toml", "aho-corasick/compile.toml", "dictionary/search.toml"];

    public static TheoryData<string, string> Benchmarks()
    {
        var data = new TheoryData<string, string>();
        if (SharedData.Root is null) return data;
        foreach (string file in s_files)
            foreach (RebarBenchmark bench in RebarBenchmark.Load(file))
                if (bench.HaystackFile is null || File.Exists(bench.HaystackFile))
                    data.Add(file, bench.Name);
        return data;
    }

    /// <summary>
    /// Benchmarks whose haystack is missing are left out of <see cref="CountMatchesRebar"/>; this test names them
    /// (xunit 2 cannot skip single theory rows), so a partial data folder never passes silently.
    /// </summary>
    [DataFact]
    public void EveryRebarHaystackIsPresent()
    {
        var missing = s_files.SelectMany(RebarBenchmark.Load).Where(b => b.HaystackFile is { } f && !File.Exists(f)).Select(b => $"{b}: {b.HaystackFile}").ToList();
        Assert.True(missing.Count == 0, "rebar haystacks missing, their counts are not checked:\n" + string.Join("\n", missing));
    }

    [DataTheory]
    [MemberData(nameof(Benchmarks))]
    public void CountMatchesRebar(string file, string name)
    {
        RebarBenchmark bench = RebarBenchmark.Load(file).Single(b => b.Name == name);
        byte[] haystack = bench.HaystackFile is { } path ? File.ReadAllBytes(path) : Encoding.UTF8.GetBytes(bench.InlineHaystack!);

        var options = new MultiStringSearchOptions { IgnoreCase = bench.CaseInsensitive };
        var utf8 = new Utf8MultiStringSearcher(bench.Patterns, options);
        if (bench.Model == "count-spans")
        {
            long spans = 0;
            foreach (StringMatch match in utf8.EnumerateMatches(haystack)) spans += match.Length;
            Assert.Equal(bench.Count, spans);
            return;
        }
        Assert.Equal(bench.Count, utf8.Count(haystack));
        Assert.Equal(bench.Count, new MultiStringSearcher(bench.Patterns, options).Count(Encoding.UTF8.GetString(haystack)));
    }
}
