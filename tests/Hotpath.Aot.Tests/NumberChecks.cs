using System.Globalization;
using System.Text;
using Hotpath.Numerics;

namespace Hotpath.Aot.Tests;

/// <summary>
/// Hotpath.Numerics under Native AOT, where its generic code (one source for UTF-16 and UTF-8, for double, float and
/// Half, for the integer types) is compiled ahead of time per instantiation and its vector digit loads take the compiled
/// instruction set: seeded values of every kind formatted shortest and in other formats and cultures, parsed back, random
/// integer texts parsed, and runs parsed and formatted, each against the BCL.
/// </summary>
internal static class NumberChecks
{
    public const int Seed = 3690;
    private const string Section = "numbers";

    private static readonly CultureInfo[] s_cultures = [CultureInfo.InvariantCulture, CultureInfo.GetCultureInfo("de-DE"), CultureInfo.GetCultureInfo("sv-SE")];
    private static readonly string?[] s_formats = [null, "R", "G", "E3", "F2", "N", "C"];

    public static void Run(Harness harness)
    {
        var random = new Random(Seed);
        for (int i = 0; i < 20_000; i++)
        {
            double value = random.Next(3) switch
            {
                0 => BitConverter.Int64BitsToDouble(random.NextInt64(long.MinValue, long.MaxValue)),
                1 => random.NextDouble() * Math.Pow(10, random.Next(-30, 30)),
                _ => random.NextInt64(-1L << 53, 1L << 53),
            };
            CultureInfo culture = s_cultures[random.Next(s_cultures.Length)];
            string? format = s_formats[random.Next(s_formats.Length)];
            var where = new Where(Section, "double/float/Half", Seed, $"#{i} bits {BitConverter.DoubleToUInt64Bits(value):X16} \"{format}\" {culture.Name}");
            Check(harness, where, value, format, culture);
            Check(harness, where, (float)value, format, culture);
            Check(harness, where, (Half)value, format, culture);

            long integer = random.NextInt64(long.MinValue, long.MaxValue) >> random.Next(0, 63);
            var integerWhere = new Where(Section, "int/long", Seed, $"#{i} {integer}");
            harness.Equal(integerWhere, "long ToString", integer.ToString(culture), IntegerText.ToString(integer, null, culture));
            harness.Equal(integerWhere, "int ToString", ((int)integer).ToString(culture), IntegerText.ToString((int)integer, null, culture));
            string text = integer.ToString(CultureInfo.InvariantCulture) + (random.Next(4) == 0 ? "0" : "");
            harness.Equal(integerWhere, "long Parse", Outcome(() => long.Parse(text, culture)), Outcome(() => IntegerText.Parse<long>(text, culture)));
            harness.Equal(integerWhere, "int Parse UTF-8", Outcome(() => int.Parse(Encoding.UTF8.GetBytes(text), NumberStyles.Integer, culture)),
                Outcome(() => IntegerText.Parse<int>(Encoding.UTF8.GetBytes(text), NumberStyles.Integer, culture)));
        }

        double[] values = new double[200];
        for (int i = 0; i < values.Length; i++) values[i] = Math.Round(random.NextDouble() * 1000 - 500, random.Next(0, 12));
        string joined = string.Join(", ", values.Select(v => v.ToString(CultureInfo.InvariantCulture)));
        var runWhere = new Where(Section, "runs", Seed, "200 values");
        char[] destination = new char[joined.Length];
        harness.Equal(runWhere, "FormatMany count", values.Length, NumberRuns.FormatMany<double>(values, destination, ", ", out int written));
        harness.Equal(runWhere, "FormatMany text", joined, new string(destination, 0, written));
        double[] parsed = new double[values.Length];
        harness.Equal(runWhere, "ParseMany count", values.Length, NumberRuns.ParseMany<double>(Encoding.UTF8.GetBytes(joined), parsed, new int[values.Length], out _));
        harness.Same(runWhere, "ParseMany values", values.Select(BitConverter.DoubleToInt64Bits).ToList(), parsed.Select(BitConverter.DoubleToInt64Bits).ToList());
        harness.Throws<FormatException>(runWhere, "ParseMany(\"1,x\")", () => NumberRuns.ParseMany<double>("1,x", new double[2], new int[2], out _));
    }

    private static void Check<T>(Harness harness, in Where where, T value, string? format, CultureInfo culture) where T : struct, System.Numerics.IBinaryFloatingPointIeee754<T>
    {
        string expected = value.ToString(format, culture);
        harness.Equal(where, $"{typeof(T).Name} ToString", expected, FloatingPointText.ToString(value, format, culture));
        byte[] utf8 = new byte[1024];
        harness.Equal(where, $"{typeof(T).Name} TryFormat UTF-8", expected,
            FloatingPointText.TryFormat(value, utf8, out int bytes, format, culture) ? Encoding.UTF8.GetString(utf8, 0, bytes) : "(false)");
        string shortest = value.ToString(null, CultureInfo.InvariantCulture);
        harness.Equal(where, $"{typeof(T).Name} Parse", Outcome(() => T.Parse(shortest, CultureInfo.InvariantCulture)),
            Outcome(() => FloatingPointText.Parse<T>(shortest, CultureInfo.InvariantCulture)));
        harness.Equal(where, $"{typeof(T).Name} Parse UTF-8", Outcome(() => T.Parse(Encoding.UTF8.GetBytes(shortest), CultureInfo.InvariantCulture)),
            Outcome(() => FloatingPointText.Parse<T>(Encoding.UTF8.GetBytes(shortest), provider: CultureInfo.InvariantCulture)));
    }

    // The value's bits (or its text for integers), or the exception's type.
    private static string Outcome<T>(Func<T> call)
    {
        try
        {
            return call() switch
            {
                double d => BitConverter.DoubleToUInt64Bits(d).ToString("X16", CultureInfo.InvariantCulture),
                float f => BitConverter.SingleToUInt32Bits(f).ToString("X8", CultureInfo.InvariantCulture),
                Half h => BitConverter.HalfToUInt16Bits(h).ToString("X4", CultureInfo.InvariantCulture),
                var other => other?.ToString() ?? "null",
            };
        }
        catch (Exception e)
        {
            return e.GetType().Name;
        }
    }
}
