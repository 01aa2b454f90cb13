using System.Globalization;
using System.Text.RegularExpressions;

namespace Hotpath.Cli.Report.Workloads;

/// <summary>
/// The numbers the <c>numbers</c> rows format and parse: the texts of canada.json and mesh.json (the JSON parsing
/// benchmarks' number-heavy files) from the shared data, or seeded stand-ins of the same shape when the data is missing,
/// and seeded uniform random values. Each set keeps the texts as written and the doubles they parse to.
/// </summary>
/// <param name="Name">The set's name in row names; ends in "(generated)" when the texts were not read from a file.</param>
/// <param name="Texts">The numbers as text.</param>
/// <param name="Doubles">The doubles of <see cref="Texts"/> (invariant culture).</param>
internal sealed partial record NumberSets(string Name, string[] Texts, double[] Doubles)
{
    /// <summary>canada.json's coordinates, or generated longitude/latitude-like values with up to 17 digits.</summary>
    public static NumberSets Canada(string? dataRoot) =>
        FromJson(dataRoot, "canada.json", "canada", seed => FormatAll(Generate(seed, 111_126, r => (r.NextDouble() * 2 - 1) * 150)));

    /// <summary>mesh.json's vertex data, or generated mesh-like values with about 12 digits (and some small integers).</summary>
    public static NumberSets Mesh(string? dataRoot) =>
        FromJson(dataRoot, "mesh.json", "mesh", seed => FormatAll(Generate(seed, 73_000, r => r.Next(4) == 0 ? r.Next(100_000) : Math.Round(r.NextDouble() * 4 - 2, 11))));

    /// <summary>The row name of the set read from <c>json/{name}.json</c>: "(generated)" is added when that file is missing.</summary>
    public static string SetName(string? dataRoot, string name) => HasFile(dataRoot, name + ".json") ? name : name + " (generated)";

    /// <summary>Uniform random doubles in [0, 1) and of every binary exponent (random bit patterns, finite only).</summary>
    public static NumberSets Uniform(int seed, int count)
    {
        var random = new Random(seed);
        double[] values = new double[count];
        for (int i = 0; i < count; i++)
        {
            double value;
            do value = i % 2 == 0 ? random.NextDouble() : BitConverter.Int64BitsToDouble(random.NextInt64());
            while (!double.IsFinite(value));
            values[i] = value;
        }
        return new NumberSets("uniform random", FormatAll(values), values);
    }

    /// <summary>Seeded integers whose digit counts are spread evenly from 1 to those of <paramref name="maxMagnitude"/>, in
    /// random order and half of them negative: a mix of lengths, as the integer fields of JSON or CSV records are.</summary>
    public static long[] Integers(int seed, int count, long maxMagnitude)
    {
        var random = new Random(seed);
        int maxDigits = maxMagnitude.ToString(CultureInfo.InvariantCulture).Length;
        long[] values = new long[count];
        for (int i = 0; i < count; i++)
        {
            int digits = random.Next(1, maxDigits + 1);
            long low = digits == 1 ? 0 : Pow10(digits - 1);
            long high = digits == maxDigits ? maxMagnitude : Pow10(digits) - 1;
            long magnitude = low + random.NextInt64(high - low) + random.Next(2);
            values[i] = random.Next(2) == 0 ? magnitude : -magnitude;
        }
        return values;
    }

    /// <summary>The values as floats (each double rounded to float), with their shortest texts.</summary>
    public (float[] Values, string[] Texts) AsSingles()
    {
        float[] values = Array.ConvertAll(Doubles, d => (float)d);
        return (values, Array.ConvertAll(values, v => v.ToString(CultureInfo.InvariantCulture)));
    }

    private static NumberSets FromJson(string? dataRoot, string file, string name, Func<int, string[]> generate)
    {
        string[] texts = HasFile(dataRoot, file)
            ? JsonNumber().Matches(File.ReadAllText(Path.Combine(dataRoot!, "json", file))).Select(m => m.Value).ToArray()
            : generate(file.Length);
        return new NumberSets(SetName(dataRoot, name), texts, Array.ConvertAll(texts, t => double.Parse(t, CultureInfo.InvariantCulture)));
    }

    private static long Pow10(int exponent)
    {
        long power = 1;
        for (int i = 0; i < exponent; i++) power *= 10;
        return power;
    }

    private static bool HasFile(string? dataRoot, string file) => dataRoot is not null && File.Exists(Path.Combine(dataRoot, "json", file));

    private static double[] Generate(int seed, int count, Func<Random, double> next)
    {
        var random = new Random(seed);
        double[] values = new double[count];
        for (int i = 0; i < count; i++) values[i] = next(random);
        return values;
    }

    private static string[] FormatAll(double[] values) => Array.ConvertAll(values, v => v.ToString("R", CultureInfo.InvariantCulture));

    [GeneratedRegex(@"-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?")]
    private static partial Regex JsonNumber();
}
