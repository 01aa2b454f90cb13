using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// Visiting every match's position in the Sherlock Holmes text: the BCL's IndexOf loop against
/// <see cref="SubstringSearcher.EnumerateMatches"/>. Dense needles ("the": 7,037 matches) show the cost per match of a
/// search that starts again at each one; sparse ones ("Sherlock": 95) show the scan.
/// </summary>
[MemoryDiagnoser]
public class SubstringEnumerationBenchmarks
{
    private string _haystack = "";
    private SubstringSearcher _searcher = null!;

    [Params("the", " and ", "there", "Sherlock")]
    public string Needle { get; set; } = "";

    [Params(StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase)]
    public StringComparison Comparison { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _haystack = SubstringCorpus.Text;
        _searcher = new SubstringSearcher(Needle, Comparison);
    }

    [Benchmark(Baseline = true)]
    public long Bcl()
    {
        ReadOnlySpan<char> haystack = _haystack;
        long sum = 0;
        for (int at = 0, found; (found = haystack[at..].IndexOf(Needle, Comparison)) >= 0; at += found + Needle.Length) sum += at + found;
        return sum;
    }

    [Benchmark]
    public long Hotpath()
    {
        long sum = 0;
        foreach (int index in _searcher.EnumerateMatches(_haystack)) sum += index;
        return sum;
    }
}
