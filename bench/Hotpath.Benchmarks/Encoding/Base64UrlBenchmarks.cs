using System.Buffers;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BclBase64Url = System.Buffers.Text.Base64Url;
using OursBase64Url = Hotpath.Encodings.Base64Url;

namespace Hotpath.Benchmarks.Encodings;

/// <summary>Base64url decode (UTF-16 and UTF-8) and encode, each Hotpath method beside the <c>System.Buffers.Text.Base64Url</c> method it mirrors.</summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class Base64UrlBenchmarks
{
    private byte[] _data = [];
    private string _text = "";
    private byte[] _utf8 = [];
    private byte[] _decoded = [];
    private char[] _chars = [];

    [Params(32, 100, 1 << 20)]
    public int Length { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _data = new byte[Length];
        new Random(4648).NextBytes(_data);
        _text = BclBase64Url.EncodeToString(_data);
        _utf8 = BclBase64Url.EncodeToUtf8(_data);
        _decoded = new byte[Length];
        _chars = new char[_text.Length];
    }

    [Benchmark(Baseline = true), BenchmarkCategory("decode chars")]
    public OperationStatus Bcl_DecodeFromChars() => BclBase64Url.DecodeFromChars(_text, _decoded, out _, out _);

    [Benchmark, BenchmarkCategory("decode chars")]
    public OperationStatus Hotpath_DecodeFromChars() => OursBase64Url.DecodeFromChars(_text, _decoded, out _, out _);

    [Benchmark(Baseline = true), BenchmarkCategory("decode UTF-8")]
    public OperationStatus Bcl_DecodeFromUtf8() => BclBase64Url.DecodeFromUtf8(_utf8, _decoded, out _, out _);

    [Benchmark, BenchmarkCategory("decode UTF-8")]
    public OperationStatus Hotpath_DecodeFromUtf8() => OursBase64Url.DecodeFromUtf8(_utf8, _decoded, out _, out _);

    [Benchmark(Baseline = true), BenchmarkCategory("encode chars")]
    public int Bcl_TryEncodeToChars() => BclBase64Url.TryEncodeToChars(_data, _chars, out int written) ? written : -1;

    [Benchmark, BenchmarkCategory("encode chars")]
    public int Hotpath_TryEncodeToChars() => OursBase64Url.TryEncodeToChars(_data, _chars, out int written) ? written : -1;
}
