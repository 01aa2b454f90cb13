using System.Buffers;
using System.Text;
using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// A literal alternation with many matches over UTF-8 (the regex report's <c>Sherlock|Holmes|Watson|Irene|Adler</c>
/// on Sherlock Holmes): <see cref="Utf8MultiStringSearcher"/> on the corpus's UTF-8 bytes beside the same search on
/// its UTF-16 text, against <see cref="SearchValues{T}"/> of strings on the UTF-16 text (the BCL has no multi-string
/// search over bytes). Each method counts the match starts with a loop of first-match calls that restarts one unit
/// after each hit; the Count methods count non-overlapping matches in one call (the same number here).
/// </summary>
[MemoryDiagnoser]
public class MultiStringUtf8Benchmarks
{
    private SearchValues<string> _bcl = null!;
    private MultiStringSearcher _utf16 = null!;
    private Utf8MultiStringSearcher _utf8 = null!;
    private string _text = null!;
    private byte[] _bytes = null!;

    [GlobalSetup]
    public void Setup()
    {
        var workload = MultiStringWorkloads.Get("names5/sherlock");
        _text = workload.Haystack;
        _bytes = Encoding.UTF8.GetBytes(_text);
        _bcl = SearchValues.Create(workload.Patterns, StringComparison.Ordinal);
        _utf16 = new MultiStringSearcher(workload.Patterns);
        _utf8 = new Utf8MultiStringSearcher(workload.Patterns);
    }

    [Benchmark(Baseline = true)]
    public int SearchValues_Utf16_IndexOfAnyLoop()
    {
        int count = 0;
        ReadOnlySpan<char> rest = _text;
        for (int i; (i = rest.IndexOfAny(_bcl)) >= 0; rest = rest.Slice(i + 1)) count++;
        return count;
    }

    [Benchmark]
    public int Hotpath_Utf16_IndexOfAnyLoop()
    {
        int count = 0;
        ReadOnlySpan<char> rest = _text;
        for (int i; (i = _utf16.IndexOfAny(rest)) >= 0; rest = rest.Slice(i + 1)) count++;
        return count;
    }

    [Benchmark]
    public int Hotpath_Utf8_IndexOfAnyLoop()
    {
        int count = 0;
        ReadOnlySpan<byte> rest = _bytes;
        for (int i; (i = _utf8.IndexOfAny(rest)) >= 0; rest = rest.Slice(i + 1)) count++;
        return count;
    }

    [Benchmark]
    public int Hotpath_Utf16_Count() => _utf16.Count(_text);

    [Benchmark]
    public int Hotpath_Utf8_Count() => _utf8.Count(_bytes);
}
