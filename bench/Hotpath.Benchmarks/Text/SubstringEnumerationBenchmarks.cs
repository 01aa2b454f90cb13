using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// Visiting every match's position in the Sherlock Holmes text: the BCL's IndexOf loop against
/// <see cref="SubstringSearcher.EnumerateMatches"/>. Dense needles ("the": 7,037 matches) show the cost per match of a
/// search that starts again at each one; sparse ones ("Sherlock": 95) show the scan.
/// </summary>
[MemoryDiagnoser]
public class SubstringEnumerationBenchmarks : SubstringSearcherBenchmark
{
    [Params("the", " and ", "there", "Sherlock")]
    public override string Needle { get; set; } = "";

    [Benchmark(Baseline = true)]
    public long Bcl()
    {
        ReadOnlySpan<char> haystack = Haystack;
        long sum = 0;
        for (int at = 0, found; (found = haystack[at..].IndexOf(Needle, Comparison)) >= 0; at += found + Needle.Length) sum += at + found;
        return sum;
    }

    [Benchmark]
    public long Hotpath()
    {
        long sum = 0;
        foreach (int index in Searcher.EnumerateMatches(Haystack)) sum += index;
        return sum;
    }
}
