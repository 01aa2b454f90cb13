using System.Globalization;
using BenchmarkDotNet.Attributes;
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

/// <summary>int and long formatting and parsing over seeded values of every digit count: BCL against <see cref="IntegerText"/>.</summary>
[MemoryDiagnoser]
public class IntegerBenchmarks
{
    private readonly char[] _chars = new char[32];
    private long[] _values = [];
    private string[] _texts = [];

    [GlobalSetup]
    public void Setup()
    {
        _values = Hotpath.Cli.Report.Workloads.NumberSets.Integers(seed: 3637, count: 100_000, long.MaxValue);
        _texts = Array.ConvertAll(_values, v => v.ToString(CultureInfo.InvariantCulture));
    }

    [Benchmark(Baseline = true)]
    public int BclFormatLong()
    {
        int total = 0;
        foreach (long value in _values) { value.TryFormat(_chars, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }

    [Benchmark]
    public int HotpathFormatLong()
    {
        int total = 0;
        foreach (long value in _values) { IntegerText.TryFormat(value, _chars, out int n, default, CultureInfo.InvariantCulture); total += n; }
        return total;
    }

    [Benchmark]
    public long BclParseLong()
    {
        long sum = 0;
        foreach (string text in _texts) sum += long.Parse(text, CultureInfo.InvariantCulture);
        return sum;
    }

    [Benchmark]
    public long HotpathParseLong()
    {
        long sum = 0;
        foreach (string text in _texts) sum += IntegerText.Parse<long>(text, CultureInfo.InvariantCulture);
        return sum;
    }
}
