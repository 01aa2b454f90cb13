using System.Runtime.InteropServices;
using System.Text;
using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// One-unit needles, where Hotpath's scan and the runtime's both compare one value per unit: the first of a character
/// the text does not hold (the whole text is read, as the e-mail pattern's search for '@' reads prose), and the
/// count of the commonest letter, over UTF-16 and over the UTF-8 bytes. The BCL calls are <c>IndexOf(char)</c> and
/// <c>Count(char)</c> (their byte forms for UTF-8), Hotpath's <see cref="SubstringSearcher"/> and
/// <see cref="Utf8SubstringSearcher"/>. Every digit found by repeated searches that resume one
/// unit past each hit (a range of units, as <c>\b[0-9]+\b</c> crosses prose) is the BCL's <c>IndexOfAnyInRange</c>
/// against Hotpath.Text's range scan, which the regex calls.
/// </summary>
[MemoryDiagnoser]
public class SingleUnitBenchmarks
{
    private static readonly SubstringSearcher s_at = new("@"), s_e = new("e");
    private static readonly Utf8SubstringSearcher s_utf8At = new("@"u8), s_utf8E = new("e"u8);
    private string _text = "";
    private byte[] _utf8 = [];

    [Params("corpora/sherlock-holmes-1661.txt", "corpora/war-and-peace-2600.txt")]
    public string Haystack { get; set; } = "";

    /// <summary>"IndexOf '@'" (absent) or "Count 'e'", over UTF-16 or UTF-8.</summary>
    [Params("IndexOf '@'", "Count 'e'", "IndexOf '@' UTF-8", "Count 'e' UTF-8", "digits loop", "digits loop UTF-8")]
    public string Operation { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        _text = SubstringCorpus.Load(Haystack);
        _utf8 = Encoding.UTF8.GetBytes(_text);
    }

    [Benchmark(Baseline = true)]
    public int Bcl() => Operation switch
    {
        "IndexOf '@'" => _text.AsSpan().IndexOf('@'),
        "Count 'e'" => _text.AsSpan().Count('e'),
        "IndexOf '@' UTF-8" => _utf8.AsSpan().IndexOf((byte)'@'),
        "Count 'e' UTF-8" => _utf8.AsSpan().Count((byte)'e'),
        "digits loop" => Hits(_text.AsSpan(), static rest => rest.IndexOfAnyInRange('0', '9')),
        _ => Hits<byte>(_utf8, static rest => rest.IndexOfAnyInRange((byte)'0', (byte)'9')),
    };

    [Benchmark]
    public int Hotpath() => Operation switch
    {
        "IndexOf '@'" => s_at.IndexOf(_text),
        "Count 'e'" => s_e.Count(_text),
        "IndexOf '@' UTF-8" => s_utf8At.IndexOf(_utf8),
        "Count 'e' UTF-8" => s_utf8E.Count(_utf8),
        "digits loop" => Hits(MemoryMarshal.Cast<char, ushort>(_text.AsSpan()), static rest => UnitScan<ushort>.IndexOfAnyInRange(rest, '0', '9')),
        _ => Hits<byte>(_utf8, static rest => UnitScan<byte>.IndexOfAnyInRange(rest, (byte)'0', (byte)'9')),
    };

    // How many searches hit, each resuming one unit past the hit before.
    private static int Hits<T>(ReadOnlySpan<T> text, SearchFunc<T> search)
    {
        int hits = 0;
        for (int i; (i = search(text)) >= 0; text = text[(i + 1)..]) hits++;
        return hits;
    }

    private delegate int SearchFunc<T>(ReadOnlySpan<T> rest);
}
