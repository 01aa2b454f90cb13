using System.Globalization;
using System.Numerics;
using System.Text;

namespace Hotpath.Numerics.Tests.Integers;

/// <summary>
/// Integers against the BCL: every format, parse and try-parse form of <see cref="IntegerText"/> must return what the type's
/// own method returns (the same text, value, false or exception type) for seeded values of every size and sign, texts of
/// every shape (signs, white space, leading zeros, 19 and 20 digits, the edges of each type, separators, symbols of other
/// cultures), every style and the test cultures.
/// </summary>
public sealed class IntegerDifferentialTests
{
    private static readonly string?[] Formats = [null, "", "D", "d", "G", "g", "D1", "D12", "G3", "X", "x8", "N0", "N2", "C", "E2", "F1", "P", "R", "#,##0", "Q"];

    private static readonly NumberStyles[] Styles =
    [
        NumberStyles.Integer, NumberStyles.None, NumberStyles.AllowLeadingWhite, NumberStyles.AllowTrailingWhite, NumberStyles.AllowLeadingSign,
        NumberStyles.Integer | NumberStyles.AllowThousands, NumberStyles.Number, NumberStyles.Any, NumberStyles.Float, NumberStyles.HexNumber,
        NumberStyles.AllowTrailingSign, NumberStyles.Integer | NumberStyles.AllowParentheses, (NumberStyles)0x10000,
        NumberStyles.AllowHexSpecifier | NumberStyles.AllowLeadingSign,
    ];

    private static readonly string[] Whites = [" ", "\t", "\n", "\r", "\u000B", "\u000C", "\u00A0", "\u2003"];

    private static readonly string[] Oddities =
        ["", ",", ".", "\u2212", "+", "-", "--", "+-", "(", ")", "$", "¤", "\0", "\0\0", "x", "0x", "e3", "1_0", "'", "\u202F", "١", "٢", "０"];

    [Fact]
    public void FormattingMatchesTheBcl()
    {
        const int seed = 3601;
        var random = new Random(seed);
        for (int i = 0; i < 60_000; i++)
        {
            CultureInfo culture = Oracle.Cultures[random.Next(Oracle.Cultures.Length)];
            string? format = random.Next(2) == 0 ? Formats[random.Next(6)] : Formats[random.Next(Formats.Length)];
            long wide = Wide(random);
            string because = $"seed {seed} #{i}";
            FormatsMatch((int)wide, format, culture, because);
            FormatsMatch(wide, format, culture, because);
            FormatsMatch((uint)wide, format, culture, because);
            FormatsMatch((ulong)wide, format, culture, because);
            FormatsMatch((short)wide, format, culture, because);
            FormatsMatch((Int128)wide * (random.Next(2) == 0 ? 1 : long.MaxValue), format, culture, because);
        }
    }

    [Fact]
    public void EdgeValuesFormatLikeTheBcl()
    {
        foreach (CultureInfo culture in Oracle.Cultures)
        {
            foreach (string? format in Formats)
            {
                foreach (long value in new[] { 0L, 1, -1, 9, 10, 99, 100, int.MaxValue, int.MinValue, long.MaxValue, long.MinValue, 99_999_999, 100_000_000, -100_000_000 })
                {
                    FormatsMatch((int)value, format, culture, "edge");
                    FormatsMatch(value, format, culture, "edge");
                    FormatsMatch((uint)value, format, culture, "edge");
                    FormatsMatch((ulong)value, format, culture, "edge");
                }
                FormatsMatch(uint.MaxValue, format, culture, "edge");
                FormatsMatch(ulong.MaxValue, format, culture, "edge");
            }
        }
    }

    [Fact]
    public void TooShortDestinationsWriteNothing()
    {
        const int seed = 3602;
        var random = new Random(seed);
        for (int i = 0; i < 5_000; i++)
        {
            long value = Wide(random);
            CultureInfo culture = Oracle.Cultures[random.Next(Oracle.Cultures.Length)];
            string expected = value.ToString(culture);
            for (int length = 0; length <= expected.Length; length++)
            {
                bool ok = IntegerText.TryFormat(value, new char[length], out int written, default, culture);
                Assert.True(ok == (length == expected.Length) && written == (ok ? length : 0), $"seed {seed} #{i}: {expected} into {length}");
            }
            byte[] utf8 = new byte[Encoding.UTF8.GetByteCount(expected)];
            Assert.True(!IntegerText.TryFormat(value, utf8.AsSpan(0, utf8.Length - 1), out int bytes, default, culture) && bytes == 0, $"seed {seed} #{i}: UTF-8 {expected}");
        }
    }

    [Fact]
    public void ParsingMatchesTheBcl()
    {
        const int seed = 3603;
        var random = new Random(seed);
        for (int i = 0; i < 60_000; i++)
        {
            string text = Text(random);
            CultureInfo culture = Oracle.Cultures[random.Next(Oracle.Cultures.Length)];
            NumberStyles style = random.Next(2) == 0 ? NumberStyles.Integer : Styles[random.Next(Styles.Length)];
            string because = $"seed {seed} #{i} \"{Escape(text)}\" {style} {culture.Name}";
            ParsesMatch<int>(text, style, culture, because);
            ParsesMatch<long>(text, style, culture, because);
            ParsesMatch<uint>(text, style, culture, because);
            ParsesMatch<ulong>(text, style, culture, because);
            if (i % 4 == 0)
            {
                ParsesMatch<short>(text, style, culture, because);
                ParsesMatch<Int128>(text, style, culture, because);
            }
        }
    }

    [Fact]
    public void BadInputFailsLikeTheBcl()
    {
        string[] texts =
        [
            "", " ", "-", "+", "--1", "+-1", "- 1", "1 2", "1-", "(1)", "0x10", "1e3", "1.0", "1.5", "1,000", "\0", "1\0", "1\0\0 ", " \0",
            "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967295", "4294967296", "-0", "-1", "00000000000000000000000000042",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551615",
            "18446744073709551616", "99999999999999999999", "1" + new string('0', 10_000), new string('0', 10_000) + "7", new string('9', 10_000),
            "١٢٣", "１２３", "12\u00A0", "\u2212" + "5",
        ];
        foreach (string text in texts)
        {
            foreach (CultureInfo culture in Oracle.Cultures)
            {
                foreach (NumberStyles style in Styles)
                {
                    string because = $"\"{Escape(text)}\" {style} {culture.Name}";
                    ParsesMatch<int>(text, style, culture, because);
                    ParsesMatch<long>(text, style, culture, because);
                    ParsesMatch<uint>(text, style, culture, because);
                    ParsesMatch<ulong>(text, style, culture, because);
                }
            }
        }
        Assert.Throws<ArgumentNullException>(() => IntegerText.Parse<int>((string)null!));
        Assert.False(IntegerText.TryParse<int>((string?)null, NumberStyles.Integer, null, out _));
        Assert.Throws<ArgumentException>(() => IntegerText.TryParse<int>((string?)null, (NumberStyles)0x10000, null, out _));
    }

    // Sizes spread over every digit count, both signs, and the types' edges.
    private static long Wide(Random random) => random.Next(6) switch
    {
        0 => random.NextInt64(long.MinValue, long.MaxValue),
        1 => random.NextInt64(-1000, 1000),
        2 => (long)(random.NextDouble() * Math.Pow(10, random.Next(0, 19))) * (random.Next(2) == 0 ? 1 : -1),
        3 => (random.Next(2) == 0 ? int.MaxValue : long.MaxValue) - random.Next(3),
        4 => (random.Next(2) == 0 ? int.MinValue : long.MinValue) + random.Next(3),
        _ => random.Next(),
    };

    // Well-formed integers of every length with the decorations the styles treat differently.
    private static string Text(Random random)
    {
        var builder = new StringBuilder();
        if (random.Next(6) == 0) builder.Append(Whites[random.Next(Whites.Length)]);
        if (random.Next(3) == 0) builder.Append(random.Next(3) == 0 ? "+" : "-");
        if (random.Next(6) == 0) builder.Append('0', random.Next(1, 25));
        builder.Append(random.Next(5) switch
        {
            0 => ((ulong)random.NextInt64() * 2 + (ulong)random.Next(2)).ToString(CultureInfo.InvariantCulture),
            1 => random.Next(1000).ToString(CultureInfo.InvariantCulture),
            2 => (random.Next(2) == 0 ? ulong.MaxValue - (ulong)random.Next(3) : (ulong)long.MaxValue + (ulong)random.Next(-2, 3)).ToString(CultureInfo.InvariantCulture),
            3 => ((long)uint.MaxValue + random.Next(-2, 3) - (random.Next(2) == 0 ? 1L << 31 : 0)).ToString(CultureInfo.InvariantCulture),
            _ => random.NextInt64(long.MaxValue).ToString(CultureInfo.InvariantCulture),
        });
        if (random.Next(6) == 0) builder.Append(Whites[random.Next(Whites.Length)]);
        if (random.Next(4) == 0) builder.Insert(random.Next(builder.Length + 1), Oddities[random.Next(Oddities.Length)]);
        return builder.ToString();
    }

    private static void FormatsMatch<T>(T value, string? format, CultureInfo culture, string because) where T : struct, IBinaryInteger<T>
    {
        string what = $"{because}: {typeof(T).Name} {value} format \"{format}\" culture {culture.Name}";
        Assert.True(Outcome(() => value.ToString(format, culture)) == Outcome(() => IntegerText.ToString(value, format, culture)), $"ToString {what}");
        Assert.True(Oracle.Written(b => (value.TryFormat(b, out int n, format, culture), n)) ==
                    Oracle.Written(b => (IntegerText.TryFormat(value, b, out int n, format, culture), n)), $"TryFormat {what}");
        Assert.True(Oracle.WrittenUtf8(b => (value.TryFormat(b, out int n, format, culture), n)) ==
                    Oracle.WrittenUtf8(b => (IntegerText.TryFormat(value, b, out int n, format, culture), n)), $"TryFormat UTF-8 {what}");
    }

    private static void ParsesMatch<T>(string text, NumberStyles style, CultureInfo culture, string because) where T : struct, IBinaryInteger<T>
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        string what = $"{typeof(T).Name} {because}";
        Assert.True(Outcome(() => T.Parse(text, style, culture)) == Outcome(() => IntegerText.Parse<T>(text, style, culture)), $"Parse {what}");
        Assert.True(Outcome(() => T.Parse(utf8, style, culture)) == Outcome(() => IntegerText.Parse<T>(utf8, style, culture)), $"Parse UTF-8 {what}");
        Assert.True(Outcome(() => T.TryParse(text.AsSpan(), style, culture, out T v) ? v.ToString() : "false") ==
                    Outcome(() => IntegerText.TryParse(text.AsSpan(), style, culture, out T v) ? v.ToString() : "false"), $"TryParse {what}");
        Assert.True(Outcome(() => T.TryParse(utf8, style, culture, out T v) ? v.ToString() : "false") ==
                    Outcome(() => IntegerText.TryParse(utf8, style, culture, out T v) ? v.ToString() : "false"), $"TryParse UTF-8 {what}");
        if (style == NumberStyles.Integer)
        {
            Assert.True(Outcome(() => T.Parse(text, culture)) == Outcome(() => IntegerText.Parse<T>(text, culture)), $"Parse(string, provider) {what}");
        }
    }

    private static string Outcome<T>(Func<T> call)
    {
        try
        {
            return "ok:" + call();
        }
        catch (Exception e)
        {
            return e.GetType().Name;
        }
    }

    private static string Escape(string text) => text.Length > 60 ? text[..60] + "…" : text.Replace("\0", "\\0");
}
