using System.Text;
using BenchmarkDotNet.Attributes;
using OursLatin1 = Hotpath.Encodings.Latin1;

namespace Hotpath.Benchmarks.Encodings;

/// <summary>Latin-1 encoding of Western European text, Hotpath beside <see cref="Encoding.Latin1"/>.</summary>
[MemoryDiagnoser]
public class Latin1Benchmarks
{
    private string _text = "";
    private byte[] _bytes = [];

    [Params(24, 200, 64 * 1024)]
    public int Length { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        var random = new Random(8859);
        _text = new string([.. Enumerable.Range(0, Length).Select(_ => (char)(random.Next(5) == 0 ? random.Next(0xC0, 0x100) : random.Next(0x20, 0x7F)))]);
        _bytes = new byte[Length];
    }

    [Benchmark(Baseline = true)]
    public int Bcl_GetBytes() => Encoding.Latin1.GetBytes(_text, _bytes);

    [Benchmark]
    public int Hotpath_GetBytes() => OursLatin1.GetBytes(_text, _bytes);
}
