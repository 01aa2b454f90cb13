using System.Globalization;
using System.Text;
using BenchmarkDotNet.Attributes;
using csFastFloat;
using Hotpath.Numerics;

namespace Hotpath.Benchmarks.Numerics;

/// <summary>
/// Parsing every number of a set (canada, mesh, uniform random) as double, UTF-16 and UTF-8: <c>double.Parse</c> (the
/// baseline), csFastFloat (a second baseline) and <see cref="FloatingPointText.Parse{T}(string, IFormatProvider?)"/>.
/// </summary>
[MemoryDiagnoser]
public class DoubleParseBenchmarks
{
    private string[] _texts = [];
    private byte[][] _utf8 = [];

    [Params("canada", "mesh", "uniform")]
    public string Set { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        _texts = NumberInputs.Load(Set).Texts;
        _utf8 = Array.ConvertAll(_texts, Encoding.UTF8.GetBytes);
    }

    [Benchmark(Baseline = true)]
    public double Bcl()
    {
        double sum = 0;
        foreach (string text in _texts) sum += double.Parse(text, CultureInfo.InvariantCulture);
        return sum;
    }

    [Benchmark]
    public double CsFastFloat()
    {
        double sum = 0;
        foreach (string text in _texts) sum += FastDoubleParser.ParseDouble(text);
        return sum;
    }

    [Benchmark]
    public double Hotpath()
    {
        double sum = 0;
        foreach (string text in _texts) sum += FloatingPointText.Parse<double>(text, CultureInfo.InvariantCulture);
        return sum;
    }

    [Benchmark]
    public double BclUtf8()
    {
        double sum = 0;
        foreach (byte[] text in _utf8) sum += double.Parse(text, CultureInfo.InvariantCulture);
        return sum;
    }

    [Benchmark]
    public double CsFastFloatUtf8()
    {
        double sum = 0;
        foreach (byte[] text in _utf8) sum += FastDoubleParser.ParseDouble(text);
        return sum;
    }

    [Benchmark]
    public double HotpathUtf8()
    {
        double sum = 0;
        foreach (byte[] text in _utf8) sum += FloatingPointText.Parse<double>(text, FloatingPointText.DefaultStyles, CultureInfo.InvariantCulture);
        return sum;
    }
}

/// <summary>Parsing the float texts of a set: <c>float.Parse</c>, csFastFloat and <see cref="FloatingPointText"/>.</summary>
[MemoryDiagnoser]
public class SingleParseBenchmarks
{
    private string[] _texts = [];

    [Params("canada", "uniform")]
    public string Set { get; set; } = "";

    [GlobalSetup]
    public void Setup() => _texts = NumberInputs.Load(Set).AsSingles().Texts;

    [Benchmark(Baseline = true)]
    public float Bcl()
    {
        float sum = 0;
        foreach (string text in _texts) sum += float.Parse(text, CultureInfo.InvariantCulture);
        return sum;
    }

    [Benchmark]
    public float CsFastFloat()
    {
        float sum = 0;
        foreach (string text in _texts) sum += FastFloatParser.ParseFloat(text);
        return sum;
    }

    [Benchmark]
    public float Hotpath()
    {
        float sum = 0;
        foreach (string text in _texts) sum += FloatingPointText.Parse<float>(text, CultureInfo.InvariantCulture);
        return sum;
    }
}
