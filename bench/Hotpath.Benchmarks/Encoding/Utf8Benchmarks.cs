using System.Text;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using Hotpath.Cli.Data;
using Bcl8 = System.Text.Unicode.Utf8;
using Ours8 = Hotpath.Encodings.Utf8;

namespace Hotpath.Benchmarks.Encodings;

/// <summary>
/// UTF-8 validation, counting and both transcoding directions over 64 K-char texts in several scripts and mostly-ASCII
/// kinds (the report's generated texts), each Hotpath method beside the BCL method it mirrors (the baseline of its category).
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class Utf8Benchmarks
{
    private string _chars = "";
    private byte[] _bytes = [];
    private char[] _charBuffer = [];
    private byte[] _byteBuffer = [];

    // Names of the report's scripts and mostly-ASCII kinds (the enums are internal to the report).
    [Params("English", "LatinAccented", "Cyrillic", "Arabic", "Chinese", "Emoji", "Mixed", "EnglishTypographic", "French", "SourceCode", "Json")]
    public string Script { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        _chars = Enum.TryParse(Script, out Script script)
            ? ScriptTexts.Generate(script, seed: 37 + (int)script, 64 * 1024)
            : MostlyAsciiTexts.Generate(Enum.Parse<MostlyAscii>(Script), seed: 53 + (int)Enum.Parse<MostlyAscii>(Script), 64 * 1024);
        _bytes = System.Text.Encoding.UTF8.GetBytes(_chars);
        _charBuffer = new char[_chars.Length];
        _byteBuffer = new byte[_bytes.Length];
    }

    [Benchmark(Baseline = true), BenchmarkCategory("IsValid")]
    public bool Bcl_IsValid() => Bcl8.IsValid(_bytes);

    [Benchmark, BenchmarkCategory("IsValid")]
    public bool Hotpath_IsValid() => Ours8.IsValid(_bytes);

    [Benchmark(Baseline = true), BenchmarkCategory("GetCharCount")]
    public int Bcl_GetCharCount() => System.Text.Encoding.UTF8.GetCharCount(_bytes);

    [Benchmark, BenchmarkCategory("GetCharCount")]
    public int Hotpath_GetCharCount() => Ours8.GetCharCount(_bytes);

    [Benchmark(Baseline = true), BenchmarkCategory("GetByteCount")]
    public int Bcl_GetByteCount() => System.Text.Encoding.UTF8.GetByteCount(_chars);

    [Benchmark, BenchmarkCategory("GetByteCount")]
    public int Hotpath_GetByteCount() => Ours8.GetByteCount(_chars);

    [Benchmark(Baseline = true), BenchmarkCategory("ToUtf16")]
    public int Bcl_ToUtf16()
    {
        Bcl8.ToUtf16(_bytes, _charBuffer, out _, out int written);
        return written;
    }

    [Benchmark, BenchmarkCategory("ToUtf16")]
    public int Hotpath_ToUtf16()
    {
        Ours8.ToUtf16(_bytes, _charBuffer, out _, out int written);
        return written;
    }

    [Benchmark(Baseline = true), BenchmarkCategory("FromUtf16")]
    public int Bcl_FromUtf16()
    {
        Bcl8.FromUtf16(_chars, _byteBuffer, out _, out int written);
        return written;
    }

    [Benchmark, BenchmarkCategory("FromUtf16")]
    public int Hotpath_FromUtf16()
    {
        Ours8.FromUtf16(_chars, _byteBuffer, out _, out int written);
        return written;
    }
}
