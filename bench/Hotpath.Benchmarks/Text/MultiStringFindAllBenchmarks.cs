using System.Text.RegularExpressions;
using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// Find every non-overlapping match with the identity of the pattern that matched. The baseline is the best a
/// BCL user can do: a <see cref="RegexOptions.Compiled"/> alternation enumerated without allocating, with the
/// pattern recovered by looking the matched text up in a dictionary (no per-match group scan).
/// </summary>
[MemoryDiagnoser]
public class MultiStringFindAllBenchmarks
{
    private Regex _regex = null!;
    private Dictionary<string, int>.AlternateLookup<ReadOnlySpan<char>> _identity;
    private MultiStringSearcher _hotpath = null!;
    private string _haystack = null!;

    [Params("weekdays-oic/war-and-peace", "sherlock5-nocase/sherlock", "rust-keywords/bstr", "english-15/en-medium")]
    public string Workload { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        var workload = MultiStringWorkloads.Get(Workload);
        _haystack = workload.Haystack;
        _regex = new Regex(string.Join("|", workload.Patterns.Select(Regex.Escape)),
            RegexOptions.Compiled | (workload.IgnoreCase ? RegexOptions.IgnoreCase | RegexOptions.CultureInvariant : RegexOptions.None));
        var identity = new Dictionary<string, int>(workload.IgnoreCase ? StringComparer.OrdinalIgnoreCase : StringComparer.Ordinal);
        for (int i = 0; i < workload.Patterns.Length; i++) identity.TryAdd(workload.Patterns[i], i);
        _identity = identity.GetAlternateLookup<ReadOnlySpan<char>>();
        _hotpath = new MultiStringSearcher(workload.Patterns, new() { IgnoreCase = workload.IgnoreCase });
    }

    [Benchmark(Baseline = true)]
    public long CompiledRegex_FindAllWithIdentity()
    {
        long sum = 0;
        ReadOnlySpan<char> text = _haystack;
        foreach (ValueMatch match in _regex.EnumerateMatches(text))
            sum += _identity[text.Slice(match.Index, match.Length)] + match.Index;
        return sum;
    }

    [Benchmark]
    public long Hotpath_FindAllWithIdentity()
    {
        long sum = 0;
        foreach (StringMatch match in _hotpath.EnumerateMatches(_haystack)) sum += match.PatternIndex + match.Index;
        return sum;
    }
}
