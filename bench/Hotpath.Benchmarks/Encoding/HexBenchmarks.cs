using System.Buffers;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using OursHex = Hotpath.Encodings.Hex;

namespace Hotpath.Benchmarks.Encodings;

/// <summary>Hex decode and encode, UTF-16 and UTF-8, each Hotpath method beside the <see cref="Convert"/> method it mirrors.</summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class HexBenchmarks
{
    private byte[] _data = [];
    private string _text = "";
    private byte[] _utf8 = [];
    private byte[] _decoded = [];
    private char[] _chars = [];
    private byte[] _encoded = [];

    [Params(32, 1 << 20)]
    public int Length { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _data = new byte[Length];
        new Random(4648).NextBytes(_data);
        _text = Convert.ToHexString(_data);
        _utf8 = System.Text.Encoding.ASCII.GetBytes(_text);
        _decoded = new byte[Length];
        _chars = new char[_text.Length];
        _encoded = new byte[_text.Length];
    }

    [Benchmark(Baseline = true), BenchmarkCategory("decode chars")]
    public OperationStatus Bcl_FromHexString_Chars() => Convert.FromHexString(_text, _decoded, out _, out _);

    [Benchmark, BenchmarkCategory("decode chars")]
    public OperationStatus Hotpath_FromHexString_Chars() => OursHex.FromHexString(_text, _decoded, out _, out _);

    [Benchmark(Baseline = true), BenchmarkCategory("decode UTF-8")]
    public OperationStatus Bcl_FromHexString_Utf8() => Convert.FromHexString(_utf8, _decoded, out _, out _);

    [Benchmark, BenchmarkCategory("decode UTF-8")]
    public OperationStatus Hotpath_FromHexString_Utf8() => OursHex.FromHexString(_utf8, _decoded, out _, out _);

    [Benchmark(Baseline = true), BenchmarkCategory("encode chars")]
    public int Bcl_TryToHexString_Chars() => Convert.TryToHexString(_data, _chars, out int written) ? written : -1;

    [Benchmark, BenchmarkCategory("encode chars")]
    public int Hotpath_TryToHexString_Chars() => OursHex.TryToHexString(_data, _chars, out int written) ? written : -1;

    [Benchmark(Baseline = true), BenchmarkCategory("encode UTF-8")]
    public int Bcl_TryToHexString_Utf8() => Convert.TryToHexString(_data, _encoded, out int written) ? written : -1;

    [Benchmark, BenchmarkCategory("encode UTF-8")]
    public int Hotpath_TryToHexString_Utf8() => OursHex.TryToHexString(_data, _encoded, out int written) ? written : -1;
}
