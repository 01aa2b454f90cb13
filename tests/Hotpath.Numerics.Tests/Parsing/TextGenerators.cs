using System.Globalization;
using System.Text;

namespace Hotpath.Numerics.Tests.Parsing;

/// <summary>
/// Seeded number texts: mostly well-formed numbers in every shape the grammar allows (signs, leading and trailing zeros,
/// missing integer or fraction digits, exponents of every size, surrounding white space), with a share of pieces that
/// only some styles and cultures accept (group and decimal separators of other cultures, currency, parentheses, NaN and
/// infinity symbols, NULs) or none does.
/// </summary>
internal static class TextGenerators
{
    private static readonly string[] Whites = [" ", "\t", "\n", "\r", "\u000B", "\u000C", "  ", "\u00A0", "\u2003"];
    private static readonly string[] Oddities =
        ["", ",", ".", "٫", "\u2212", "−", "e", "E", "+", "-", "--", "+-", "(", ")", "$", "€", "NaN", "nan", "Infinity", "-Infinity", "∞", "-∞",
         "\0", "\0\0", "x", "0x1", "1_000", " ", "'", "\u00A0", "\u202F", "١", "٢"];

    /// <summary>One text, a well-formed number three times out of four.</summary>
    public static string Number(Random random)
    {
        var builder = new StringBuilder();
        if (random.Next(8) == 0) builder.Append(Whites[random.Next(Whites.Length)]);
        if (random.Next(3) == 0) builder.Append(random.Next(3) == 0 ? "+" : "-");
        int integerDigits = random.Next(6) switch { 0 => 0, 1 => random.Next(17, 40), 2 => random.Next(1, 4) + 0, _ => random.Next(1, 17) };
        if (random.Next(6) == 0) builder.Append('0', random.Next(1, 30));
        AppendDigits(builder, random, integerDigits);
        if (random.Next(4) != 0)
        {
            builder.Append(random.Next(10) == 0 ? ',' : '.');
            if (random.Next(5) == 0) builder.Append('0', random.Next(1, 40));
            AppendDigits(builder, random, random.Next(4) switch { 0 => 0, 1 => random.Next(17, 45), _ => random.Next(1, 17) });
        }
        if (random.Next(3) == 0)
        {
            builder.Append(random.Next(2) == 0 ? 'e' : 'E');
            if (random.Next(2) == 0) builder.Append(random.Next(2) == 0 ? '-' : '+');
            builder.Append(random.Next(5) switch
            {
                0 => random.Next(0, 10).ToString(CultureInfo.InvariantCulture),
                1 => random.Next(280, 345).ToString(CultureInfo.InvariantCulture),
                2 => random.Next(30, 50).ToString(CultureInfo.InvariantCulture),
                3 => random.NextInt64(0, long.MaxValue).ToString(CultureInfo.InvariantCulture),
                _ => random.Next(0, 30).ToString(CultureInfo.InvariantCulture),
            });
        }
        if (random.Next(8) == 0) builder.Append(Whites[random.Next(Whites.Length)]);
        if (random.Next(4) == 0) builder.Insert(random.Next(builder.Length + 1), Oddities[random.Next(Oddities.Length)]);
        return builder.ToString();
    }

    /// <summary>A text of many digits (up to <paramref name="maxDigits"/>) with a point somewhere and an exponent.</summary>
    public static string LongMantissa(Random random, int maxDigits)
    {
        var builder = new StringBuilder();
        int digits = random.Next(20, maxDigits);
        AppendDigits(builder, random, digits);
        builder.Insert(random.Next(digits + 1), '.');
        builder.Append('e').Append(random.Next(-400 - digits, 400));
        return builder.ToString();
    }

    /// <summary>
    /// The exact decimal expansion of the point halfway between <paramref name="value"/> and the next double up, optionally
    /// nudged by a digit far beyond it: the inputs where round-half-even matters and where too few digits mislead.
    /// </summary>
    public static string Halfway(double value, int nudge)
    {
        // value and its successor differ in the last bit, so the midpoint is (2m + 1) * 2^(e - 1) exactly.
        long bits = BitConverter.DoubleToInt64Bits(value);
        int biased = (int)((bits >> 52) & 0x7FF);
        long mantissa = bits & ((1L << 52) - 1);
        if (biased != 0) mantissa |= 1L << 52;
        int exponent = Math.Max(biased, 1) - 1075 - 1;
        System.Numerics.BigInteger numerator = 2 * (System.Numerics.BigInteger)mantissa + 1;
        string text = exponent >= 0
            ? (numerator << exponent).ToString(CultureInfo.InvariantCulture)
            : ExactFraction(numerator, -exponent);
        return nudge switch { 0 => text, > 0 => text + (text.Contains('.') ? "" : ".") + "0000000000000000000001", _ => text };
    }

    // numerator / 2^shift written out in full: 2^-shift = 5^shift / 10^shift.
    private static string ExactFraction(System.Numerics.BigInteger numerator, int shift)
    {
        string digits = (numerator * System.Numerics.BigInteger.Pow(5, shift)).ToString(CultureInfo.InvariantCulture).PadLeft(shift + 1, '0');
        return digits[..^shift] + "." + digits[^shift..];
    }

    private static void AppendDigits(StringBuilder builder, Random random, int count)
    {
        for (int i = 0; i < count; i++) builder.Append((char)('0' + random.Next(10)));
    }
}
