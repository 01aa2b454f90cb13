using System.Buffers;
using System.Text;
using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// Counting every occurrence of a needle in the Sherlock Holmes text by looping IndexOf, as the .NET 7 post does,
/// against <see cref="SubstringSearcher.Count"/>. The needles include ones whose first and last characters are
/// common ("elementary", "there", "the house", " and ", "e e"), where the BCL's first/last-character filter is weakest.
/// </summary>
[MemoryDiagnoser]
public class SubstringBenchmarks : SubstringSearcherBenchmark
{
    [Params("Sherlock", "elementary", "there", "the house", " and ", "e e")]
    public override string Needle { get; set; } = "";

    [Benchmark(Baseline = true)]
    public int Bcl()
    {
        ReadOnlySpan<char> haystack = Haystack;
        int count = 0;
        for (int found; (found = haystack.IndexOf(Needle, Comparison)) >= 0; haystack = haystack[(found + Needle.Length)..]) count++;
        return count;
    }

    [Benchmark]
    public int Hotpath() => Searcher.Count(Haystack);
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

/// <summary>
/// rebar's <c>01-literal/sherlock-casei-en</c> without the regex: counting <c>"Sherlock Holmes"</c> case-insensitively,
/// the BCL side looping <see cref="MemoryExtensions.IndexOfAny(ReadOnlySpan{char}, SearchValues{string})"/> over a
/// single-string OrdinalIgnoreCase <see cref="SearchValues{T}"/> (what a .NET 9+ Compiled regex uses for this
/// literal), the Hotpath side <see cref="SubstringSearcher.Count"/> (what Hotpath's regex prefilter uses).
/// </summary>
[MemoryDiagnoser]
public class SubstringIgnoreCaseBenchmarks
{
    private const string Needle = "Sherlock Holmes";
    private static readonly SearchValues<string> s_bclValues = SearchValues.Create([Needle], StringComparison.OrdinalIgnoreCase);
    private static readonly SubstringSearcher s_searcher = new(Needle, StringComparison.OrdinalIgnoreCase);
    private string _haystack = "";

    [Params("rebar/haystacks/opensubtitles/en-sampled.txt", "corpora/sherlock-holmes-1661.txt")]
    public string Haystack { get; set; } = "";

    [GlobalSetup]
    public void Setup() => _haystack = SubstringCorpus.Load(Haystack);

    [Benchmark(Baseline = true)]
    public int Bcl()
    {
        ReadOnlySpan<char> haystack = _haystack;
        int count = 0;
        for (int found; (found = haystack.IndexOfAny(s_bclValues)) >= 0; haystack = haystack[(found + Needle.Length)..]) count++;
        return count;
    }

    [Benchmark]
    public int Hotpath() => s_searcher.Count(_haystack);
}

/// <summary>
/// A non-ASCII needle ignoring case: counting <c>"Шерлок Холмс"</c> in rebar's Russian OpenSubtitles sample, the BCL
/// looping <see cref="MemoryExtensions.IndexOf(ReadOnlySpan{char}, ReadOnlySpan{char}, StringComparison)"/> with
/// OrdinalIgnoreCase, Hotpath counting over the UTF-16 text and over its UTF-8 bytes (the BCL has no UTF-8 ignore-case
/// search, so both Hotpath rows share the UTF-16 baseline).
/// </summary>
[MemoryDiagnoser]
public class SubstringUnicodeIgnoreCaseBenchmarks
{
    private const string Needle = "Шерлок Холмс";
    private static readonly SubstringSearcher s_searcher = new(Needle, StringComparison.OrdinalIgnoreCase);
    private static readonly Utf8SubstringSearcher s_utf8Searcher = new(Needle, StringComparison.OrdinalIgnoreCase);
    private string _haystack = "";
    private byte[] _utf8Haystack = [];

    [GlobalSetup]
    public void Setup()
    {
        _haystack = SubstringCorpus.Load("rebar/haystacks/opensubtitles/ru-sampled.txt");
        _utf8Haystack = Encoding.UTF8.GetBytes(_haystack);
    }

    [Benchmark(Baseline = true)]
    public int Bcl()
    {
        ReadOnlySpan<char> haystack = _haystack;
        int count = 0;
        for (int found; (found = haystack.IndexOf(Needle, StringComparison.OrdinalIgnoreCase)) >= 0; haystack = haystack[(found + Needle.Length)..]) count++;
        return count;
    }

    [Benchmark]
    public int Hotpath() => s_searcher.Count(_haystack);

    [Benchmark]
    public int HotpathUtf8() => s_utf8Searcher.Count(_utf8Haystack);
}
