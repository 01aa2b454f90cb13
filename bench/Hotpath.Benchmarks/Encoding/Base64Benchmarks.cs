using System.Buffers;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BclBase64 = System.Buffers.Text.Base64;
using OursBase64 = Hotpath.Encodings.Base64;

namespace Hotpath.Benchmarks.Encodings;

/// <summary>Base64 decode and encode, UTF-16 and UTF-8, each Hotpath method beside the BCL method it mirrors.</summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class Base64Benchmarks
{
    private byte[] _data = [];
    private string _text = "";
    private byte[] _utf8 = [];
    private byte[] _decoded = [];
    private char[] _chars = [];
    private byte[] _encoded = [];

    [Params(48, 1 << 20)]
    public int Length { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _data = new byte[Length];
        new Random(4648).NextBytes(_data);
        _text = Convert.ToBase64String(_data);
        _utf8 = System.Text.Encoding.ASCII.GetBytes(_text);
        _decoded = new byte[Length];
        _chars = new char[_text.Length];
        _encoded = new byte[_text.Length];
    }

    [Benchmark(Baseline = true), BenchmarkCategory("decode chars")]
    public int Bcl_TryFromBase64Chars() => Convert.TryFromBase64Chars(_text, _decoded, out int written) ? written : -1;

    [Benchmark, BenchmarkCategory("decode chars")]
    public int Hotpath_TryFromBase64Chars() => OursBase64.TryFromBase64Chars(_text, _decoded, out int written) ? written : -1;

    [Benchmark(Baseline = true), BenchmarkCategory("decode UTF-8")]
    public OperationStatus Bcl_DecodeFromUtf8() => BclBase64.DecodeFromUtf8(_utf8, _decoded, out _, out _);

    [Benchmark, BenchmarkCategory("decode UTF-8")]
    public OperationStatus Hotpath_DecodeFromUtf8() => OursBase64.DecodeFromUtf8(_utf8, _decoded, out _, out _);

    [Benchmark(Baseline = true), BenchmarkCategory("encode chars")]
    public int Bcl_TryToBase64Chars() => Convert.TryToBase64Chars(_data, _chars, out int written) ? written : -1;

    [Benchmark, BenchmarkCategory("encode chars")]
    public int Hotpath_TryToBase64Chars() => OursBase64.TryToBase64Chars(_data, _chars, out int written) ? written : -1;

    [Benchmark(Baseline = true), BenchmarkCategory("encode UTF-8")]
    public OperationStatus Bcl_EncodeToUtf8() => BclBase64.EncodeToUtf8(_data, _encoded, out _, out _);

    [Benchmark, BenchmarkCategory("encode UTF-8")]
    public OperationStatus Hotpath_EncodeToUtf8() => OursBase64.EncodeToUtf8(_data, _encoded, out _, out _);
}
