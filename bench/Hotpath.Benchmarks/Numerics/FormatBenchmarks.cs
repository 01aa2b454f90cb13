using System.Globalization;
using System.Numerics;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using Hotpath.Numerics;

namespace Hotpath.Benchmarks.Numerics;

/// <summary>
/// Shortest round-trip formatting of every value of a set as double and as float, UTF-16 and UTF-8: the type's own
/// <c>TryFormat</c> (baseline) against <see cref="FloatingPointText.TryFormat{T}(T, Span{char}, out int, ReadOnlySpan{char}, IFormatProvider?)"/>.
/// </summary>
[MemoryDiagnoser]
public class ShortestFormatBenchmarks
{
    private readonly char[] _chars = new char[64];
    private readonly byte[] _bytes = new byte[64];
    private double[] _doubles = [];
    private float[] _floats = [];

    [Params("canada", "mesh", "uniform")]
    public string Set { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        var set = NumberInputs.Load(Set);
        _doubles = set.Doubles;
        _floats = set.AsSingles().Values;
    }

    [Benchmark(Baseline = true)]
    public int BclDouble()
    {
        int total = 0;
        foreach (double value in _doubles) { value.TryFormat(_chars, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }

    [Benchmark]
    public int HotpathDouble()
    {
        int total = 0;
        foreach (double value in _doubles) { FloatingPointText.TryFormat(value, _chars, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }

    [Benchmark]
    public int BclDoubleUtf8()
    {
        int total = 0;
        foreach (double value in _doubles) { value.TryFormat(_bytes, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }

    [Benchmark]
    public int HotpathDoubleUtf8()
    {
        int total = 0;
        foreach (double value in _doubles) { FloatingPointText.TryFormat(value, _bytes, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }

    [Benchmark]
    public int BclSingle()
    {
        int total = 0;
        foreach (float value in _floats) { value.TryFormat(_chars, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }

    [Benchmark]
    public int HotpathSingle()
    {
        int total = 0;
        foreach (float value in _floats) { FloatingPointText.TryFormat(value, _chars, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }
}

/// <summary>
/// int and long formatting and parsing over the report's seeded mixes of every digit count and both signs: each Hotpath
/// method against the BCL method it mirrors, the pair grouped by category so that the ratio compares like with like.
/// </summary>
[MemoryDiagnoser]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory)]
[CategoriesColumn]
public class IntegerBenchmarks
{
    private readonly char[] _chars = new char[32];
    private int[] _ints = [];
    private long[] _longs = [];
    private string[] _intTexts = [];
    private string[] _longTexts = [];

    [GlobalSetup]
    public void Setup()
    {
        _ints = Array.ConvertAll(Hotpath.Cli.Report.Workloads.NumberSets.Integers(seed: 3636, count: 100_000, int.MaxValue), v => (int)v);
        _longs = Hotpath.Cli.Report.Workloads.NumberSets.Integers(seed: 3637, count: 100_000, long.MaxValue);
        _intTexts = Array.ConvertAll(_ints, v => v.ToString(CultureInfo.InvariantCulture));
        _longTexts = Array.ConvertAll(_longs, v => v.ToString(CultureInfo.InvariantCulture));
    }

    [Benchmark(Baseline = true), BenchmarkCategory("format int")]
    public int BclFormatInt() => BclFormat(_ints);

    [Benchmark, BenchmarkCategory("format int")]
    public int HotpathFormatInt() => HotpathFormat(_ints);

    [Benchmark(Baseline = true), BenchmarkCategory("format long")]
    public int BclFormatLong() => BclFormat(_longs);

    [Benchmark, BenchmarkCategory("format long")]
    public int HotpathFormatLong() => HotpathFormat(_longs);

    [Benchmark(Baseline = true), BenchmarkCategory("parse int")]
    public long BclParseInt() => BclParse<int>(_intTexts);

    [Benchmark, BenchmarkCategory("parse int")]
    public long HotpathParseInt() => HotpathParse<int>(_intTexts);

    [Benchmark(Baseline = true), BenchmarkCategory("parse long")]
    public long BclParseLong() => BclParse<long>(_longTexts);

    [Benchmark, BenchmarkCategory("parse long")]
    public long HotpathParseLong() => HotpathParse<long>(_longTexts);

    // Generic over the value type, which the JIT specializes, so each benchmark times the direct calls.
    private int BclFormat<T>(T[] values) where T : struct, IBinaryInteger<T>
    {
        int total = 0;
        foreach (T value in values) { value.TryFormat(_chars, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }

    private int HotpathFormat<T>(T[] values) where T : struct, IBinaryInteger<T>
    {
        int total = 0;
        foreach (T value in values) { IntegerText.TryFormat(value, _chars, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }

    private static long BclParse<T>(string[] texts) where T : struct, IBinaryInteger<T>
    {
        long sum = 0;
        foreach (string text in texts) sum += long.CreateTruncating(T.Parse(text, CultureInfo.InvariantCulture));
        return sum;
    }

    private static long HotpathParse<T>(string[] texts) where T : struct, IBinaryInteger<T>
    {
        long sum = 0;
        foreach (string text in texts) sum += long.CreateTruncating(IntegerText.Parse<T>(text, CultureInfo.InvariantCulture));
        return sum;
    }
}
