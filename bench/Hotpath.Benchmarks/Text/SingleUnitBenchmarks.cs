using System.Text;
using BenchmarkDotNet.Attributes;
using Hotpath.Text;

namespace Hotpath.Benchmarks.Text;

/// <summary>
/// One-unit needles, where Hotpath's scan and the runtime's both compare one value per unit: the first of a character
/// the text does not hold (the whole text is read, as the e-mail pattern's search for '@' reads prose), and the
/// count of the commonest letter, over UTF-16 and over the UTF-8 bytes. The BCL calls are <c>IndexOf(char)</c> and
/// <c>Count(char)</c> (their byte forms for UTF-8), Hotpath's <see cref="SubstringSearcher"/> and
/// <see cref="Utf8SubstringSearcher"/>.
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
    [Params("IndexOf '@'", "Count 'e'", "IndexOf '@' UTF-8", "Count 'e' UTF-8")]
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
        _ => _utf8.AsSpan().Count((byte)'e'),
    };

    [Benchmark]
    public int Hotpath() => Operation switch
    {
        "IndexOf '@'" => s_at.IndexOf(_text),
        "Count 'e'" => s_e.Count(_text),
        "IndexOf '@' UTF-8" => s_utf8At.IndexOf(_utf8),
        _ => s_utf8E.Count(_utf8),
    };
}
