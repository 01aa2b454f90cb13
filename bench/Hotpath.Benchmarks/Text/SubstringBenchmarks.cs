using System.Text;
using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// Counting every occurrence of a needle in the Sherlock Holmes text by looping IndexOf, as the .NET 7 post does,
/// against <see cref="SubstringSearcher.Count"/>. The needles include ones whose first and last characters are
/// common ("elementary", "the house", " and ", "e e"), where the BCL's first/last-character filter is weakest.
/// </summary>
[MemoryDiagnoser]
public class SubstringBenchmarks
{
    private string _haystack = "";
    private SubstringSearcher _searcher = null!;

    [Params("Sherlock", "elementary", "the house", " and ", "e e")]
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
    public int Bcl()
    {
        ReadOnlySpan<char> haystack = _haystack;
        int count = 0;
        for (int found; (found = haystack.IndexOf(Needle, Comparison)) >= 0; haystack = haystack[(found + Needle.Length)..]) count++;
        return count;
    }

    [Benchmark]
    public int Hotpath() => _searcher.Count(_haystack);
}

/// <summary>The same counts over the UTF-8 bytes of the corpus: BCL byte-span IndexOf against <see cref="Utf8SubstringSearcher"/>.</summary>
[MemoryDiagnoser]
public class SubstringUtf8Benchmarks
{
    private byte[] _haystack = [];
    private byte[] _needle = [];
    private Utf8SubstringSearcher _searcher = null!;

    [Params("Sherlock", "elementary", "the house")]
    public string Needle { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        _haystack = Encoding.UTF8.GetBytes(SubstringCorpus.Text);
        _needle = Encoding.UTF8.GetBytes(Needle);
        _searcher = new Utf8SubstringSearcher(_needle);
    }

    [Benchmark(Baseline = true)]
    public int Bcl()
    {
        ReadOnlySpan<byte> haystack = _haystack;
        int count = 0;
        for (int found; (found = haystack.IndexOf(_needle)) >= 0; haystack = haystack[(found + _needle.Length)..]) count++;
        return count;
    }

    [Benchmark]
    public int Hotpath() => _searcher.Count(_haystack);
}
