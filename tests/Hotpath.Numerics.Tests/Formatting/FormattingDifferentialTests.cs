using System.Globalization;
using System.Numerics;

namespace Hotpath.Numerics.Tests.Formatting;

/// <summary>
/// Formatting against the BCL: <c>ToString</c>, <c>TryFormat</c> to UTF-16 and to UTF-8 must write the same text as the
/// type's own methods, for seeded values of every kind, every standard format (the shortest ones computed here, the others
/// passed to the BCL) and cultures with other separators and non-ASCII signs.
/// </summary>
public sealed class FormattingDifferentialTests
{
    private static readonly string?[] ShortestFormats = [null, "", "R", "r", "G", "g", "G0", "g0"];

    private static readonly string[] OtherFormats = ["E", "e3", "E16", "F", "F2", "N", "N0", "P1", "C", "G17", "g5", "R17", "0.###E+0", "#,##0.00"];

    [Fact]
    public void ShortestDoublesMatchTheBcl() => ShortestMatch(seed: 101, count: 400_000, ValueGenerators.Double);

    [Fact]
    public void ShortestFloatsMatchTheBcl() => ShortestMatch(seed: 202, count: 400_000, ValueGenerators.Single);

    [Fact]
    public void EveryHalfMatchesTheBcl()
    {
        for (int bits = 0; bits <= ushort.MaxValue; bits++)
        {
            Half value = BitConverter.UInt16BitsToHalf((ushort)bits);
            foreach (CultureInfo culture in new[] { CultureInfo.InvariantCulture, Oracle.Cultures[4] })
            {
                Assert.True(value.ToString(null, culture) == FloatingPointText.ToString(value, null, culture), $"Half bits {bits:X4} {culture.Name}");
                Assert.True(value.ToString("R", culture) == Utf8Text(value, "R", culture), $"Half bits {bits:X4} {culture.Name} UTF-8");
            }
        }
    }

    [Fact]
    public void EveryFormatAndCultureMatchesTheBcl()
    {
        const int seed = 303;
        var random = new Random(seed);
        for (int i = 0; i < 20_000; i++)
        {
            CultureInfo culture = Oracle.Cultures[random.Next(Oracle.Cultures.Length)];
            string? format = random.Next(3) == 0 ? OtherFormats[random.Next(OtherFormats.Length)] : ShortestFormats[random.Next(ShortestFormats.Length)];
            AllFormsMatch(ValueGenerators.Double(random), format, culture, $"seed {seed} #{i}");
            AllFormsMatch(ValueGenerators.Single(random), format, culture, $"seed {seed} #{i}");
            AllFormsMatch(BitConverter.UInt16BitsToHalf((ushort)random.Next(0x10000)), format, culture, $"seed {seed} #{i}");
        }
    }

    [Fact]
    public void SpecialValuesMatchTheBcl()
    {
        double[] values = [0.0, -0.0, double.NaN, -double.NaN, double.PositiveInfinity, double.NegativeInfinity, double.Epsilon, -double.Epsilon,
            2 * double.Epsilon, 3 * double.Epsilon, double.MaxValue, double.MinValue, 1e15, 1e16, 1e17, 123456789012345678, 1e-4, 1e-5, 0.0001234,
            9007199254740993, 5e-324, 1.7976931348623157e308, 2.2250738585072014e-308, 2.2250738585072009e-308, 1e23, 8.41e21, 5.0, 0.1, 0.3];
        foreach (double value in values)
        {
            foreach (CultureInfo culture in Oracle.Cultures)
            {
                foreach (string? format in ShortestFormats.Concat(OtherFormats))
                {
                    AllFormsMatch(value, format, culture, "special");
                    AllFormsMatch((float)value, format, culture, "special float");
                }
            }
        }
    }

    [Fact]
    public void InvalidFormatsFailLikeTheBcl()
    {
        foreach (string format in new[] { "R1234567890", "G1000000000", "Q", "G-1" })
        {
            AllFormsMatch(1.5, format, CultureInfo.InvariantCulture, "invalid format");
        }
    }

    [Fact]
    public void TooShortDestinationsWriteNothing()
    {
        const int seed = 404;
        var random = new Random(seed);
        for (int i = 0; i < 2_000; i++)
        {
            double value = ValueGenerators.Double(random);
            CultureInfo culture = Oracle.Cultures[random.Next(Oracle.Cultures.Length)];
            string expected = value.ToString(culture);
            for (int length = 0; length <= expected.Length; length++)
            {
                char[] buffer = new char[length];
                bool ok = FloatingPointText.TryFormat(value, buffer, out int written, default, culture);
                Assert.True(ok == (length == expected.Length) && written == (ok ? length : 0), $"seed {seed} #{i}: {expected} into {length}");
                byte[] utf8 = new byte[System.Text.Encoding.UTF8.GetByteCount(expected)];
                Assert.True(!FloatingPointText.TryFormat(value, utf8.AsSpan(0, Math.Max(0, utf8.Length - 1)), out written, default, culture) && written == 0,
                    $"seed {seed} #{i}: UTF-8 {expected} one byte short");
            }
        }
    }

    // The layout writes from the text's end back to its start in eight-digit blocks whose padding lands on units written
    // later: no unit after the text may change, and a destination too short (NaN and the infinities included, which the
    // invariant culture writes without strings) must be left as it was.
    [Fact]
    public void NothingIsWrittenOutsideTheText()
    {
        const int seed = 606;
        var random = new Random(seed);
        double[] specials = [double.NaN, double.PositiveInfinity, double.NegativeInfinity, 0.0, -0.0, double.Epsilon, -1e-5, 1e16, -123456789012345678];
        CultureInfo[] cultures = [.. Oracle.Cultures, new CultureInfo("en-US") { NumberFormat = { NumberDecimalSeparator = "<dec>", NegativeSign = "--" } }];
        for (int i = 0; i < 20_000; i++)
        {
            double value = i < specials.Length ? specials[i] : ValueGenerators.Double(random);
            CultureInfo culture = i < specials.Length ? CultureInfo.InvariantCulture : cultures[random.Next(cultures.Length)];
            if (i % 2 == 1) OnlyTheTextIsWritten((float)value, culture, $"seed {seed} #{i}");
            else OnlyTheTextIsWritten(value, culture, $"seed {seed} #{i}");
        }
    }

    private static void OnlyTheTextIsWritten<T>(T value, CultureInfo culture, string because) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        string expected = value.ToString(null, culture);
        byte[] expectedUtf8 = System.Text.Encoding.UTF8.GetBytes(expected);
        foreach (int capacity in new[] { expected.Length - 1, expected.Length, expected.Length + 9 })
        {
            if (capacity < 0) continue;
            char[] chars = new char[capacity];
            Array.Fill(chars, '#');
            bool ok = FloatingPointText.TryFormat(value, chars, out int written, default, culture);
            Assert.True(ok == (capacity >= expected.Length), $"{because}: {expected} into {capacity}");
            Assert.True(chars.AsSpan(0, written).SequenceEqual(ok ? expected : ""), $"{because}: {expected} into {capacity}");
            Assert.True(chars.AsSpan(written).IndexOfAnyExcept('#') < 0, $"{because}: {expected} into {capacity} wrote past the text");
        }
        foreach (int capacity in new[] { expectedUtf8.Length - 1, expectedUtf8.Length, expectedUtf8.Length + 9 })
        {
            if (capacity < 0) continue;
            byte[] bytes = new byte[capacity];
            Array.Fill(bytes, (byte)0xFF);
            bool ok = FloatingPointText.TryFormat(value, bytes, out int written, default, culture);
            Assert.True(ok == (capacity >= expectedUtf8.Length), $"{because}: UTF-8 {expected} into {capacity}");
            Assert.True(bytes.AsSpan(0, written).SequenceEqual(ok ? expectedUtf8 : []), $"{because}: UTF-8 {expected} into {capacity}");
            Assert.True(bytes.AsSpan(written).IndexOfAnyExcept((byte)0xFF) < 0, $"{because}: UTF-8 {expected} into {capacity} wrote past the text");
        }
    }

    // Decimal separators and signs of several units, and non-ASCII ones (several UTF-8 bytes for one UTF-16 unit), shift
    // every later digit; each is checked in every layout (fixed with and without a fraction, below 1, scientific), into a
    // roomy destination and into one of exactly the text's length.
    [Fact]
    public void CustomSymbolsMatchTheBclInEveryLayout()
    {
        const int seed = 505;
        var random = new Random(seed);
        NumberFormatInfo[] infos =
        [
            Symbols(decimalSeparator: "<dec>", negativeSign: "--", positiveSign: "plus"),
            Symbols(decimalSeparator: "\u066B", negativeSign: "\u2212", positiveSign: "+"),
            Symbols(decimalSeparator: "\u00B7\u00B7", negativeSign: "-", positiveSign: "+"),
        ];
        for (int i = 0; i < 20_000; i++)
        {
            NumberFormatInfo info = infos[i % infos.Length];
            string format = ShortestFormats[random.Next(ShortestFormats.Length)] ?? "";
            double value = random.Next(3) switch
            {
                0 => ValueGenerators.Double(random),
                1 => Math.Round((random.NextDouble() - 0.5) * Math.Pow(10, random.Next(-6, 19)), random.Next(0, 16)),
                _ => (random.NextDouble() - 0.5) * Math.Pow(10, random.Next(-6, 19)),
            };
            float single = (float)value;
            string because = $"seed {seed} #{i} separator {info.NumberDecimalSeparator}";
            ExactLengthMatches(value, format, info, because);
            ExactLengthMatches(single, format, info, because);
        }
    }

    private static NumberFormatInfo Symbols(string decimalSeparator, string negativeSign, string positiveSign) => Oracle.InvariantWith(info =>
    {
        info.NumberDecimalSeparator = decimalSeparator;
        info.NegativeSign = negativeSign;
        info.PositiveSign = positiveSign;
    });

    private static void ExactLengthMatches<T>(T value, string format, NumberFormatInfo info, string because) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        string expected = value.ToString(format, info);
        Assert.True(FloatingPointText.ToString(value, format, info) == expected, $"{because}: ToString {expected}");
        foreach (int capacity in new[] { expected.Length, 256 })
        {
            char[] buffer = new char[capacity];
            Assert.True(FloatingPointText.TryFormat(value, buffer, out int written, format, info) && buffer.AsSpan(0, written).SequenceEqual(expected),
                $"{because}: {expected} into {capacity} chars");
        }
        byte[] expectedUtf8 = System.Text.Encoding.UTF8.GetBytes(expected);
        foreach (int capacity in new[] { expectedUtf8.Length, 256 })
        {
            byte[] utf8 = new byte[capacity];
            Assert.True(FloatingPointText.TryFormat(value, utf8, out int bytes, format, info) && utf8.AsSpan(0, bytes).SequenceEqual(expectedUtf8),
                $"{because}: UTF-8 {expected} into {capacity} bytes");
        }
    }

    private static void ShortestMatch<T>(int seed, int count, Func<Random, T> next) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        var random = new Random(seed);
        char[] buffer = new char[64];
        byte[] utf8 = new byte[64];
        char[] expectedBuffer = new char[64];
        for (int i = 0; i < count; i++)
        {
            T value = next(random);
            value.TryFormat(expectedBuffer, out int expectedLength, default, CultureInfo.InvariantCulture);
            ReadOnlySpan<char> expected = expectedBuffer.AsSpan(0, expectedLength);
            Assert.True(FloatingPointText.TryFormat(value, buffer, out int written, default, CultureInfo.InvariantCulture), $"seed {seed} #{i}");
            if (!expected.SequenceEqual(buffer.AsSpan(0, written)))
            {
                Assert.Fail($"seed {seed} #{i} bits {Oracle.Bits(value)}: expected {expected}, got {buffer.AsSpan(0, written)}");
            }
            Assert.True(FloatingPointText.TryFormat(value, utf8, out int bytes, default, CultureInfo.InvariantCulture) && bytes == written, $"seed {seed} #{i} UTF-8");
            for (int j = 0; j < bytes; j++) Assert.True(utf8[j] == expected[j], $"seed {seed} #{i} UTF-8 {expected}");
        }
    }

    private static void AllFormsMatch<T>(T value, string? format, CultureInfo culture, string because) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        string what = $"{because}: {typeof(T).Name} bits {Oracle.Bits(value)} format \"{format}\" culture {culture.Name}";
        Assert.True(Expect(() => value.ToString(format, culture)) == Expect(() => FloatingPointText.ToString(value, format, culture)), $"ToString {what}");
        Assert.True(Oracle.Written(b => (value.TryFormat(b, out int n, format, culture), n)) ==
                    Oracle.Written(b => (FloatingPointText.TryFormat(value, b, out int n, format, culture), n)), $"TryFormat {what}");
        Assert.True(Oracle.WrittenUtf8(b => (value.TryFormat(b, out int n, format, culture), n)) ==
                    Oracle.WrittenUtf8(b => (FloatingPointText.TryFormat(value, b, out int n, format, culture), n)), $"TryFormat UTF-8 {what}");
    }

    private static string Utf8Text<T>(T value, string format, CultureInfo culture) where T : struct, IBinaryFloatingPointIeee754<T> =>
        Oracle.WrittenUtf8(b => (FloatingPointText.TryFormat(value, b, out int n, format, culture), n));

    private static string Expect(Func<string> call)
    {
        try
        {
            return call();
        }
        catch (Exception e)
        {
            return e.GetType().Name;
        }
    }
}
