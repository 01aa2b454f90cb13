using System.Globalization;
using System.Numerics;
using System.Text;
using Hotpath.Numerics.Integers;

namespace Hotpath.Numerics.Tests.Integers;

/// <summary>
/// The integer fast paths against the BCL where they decide something themselves: the digit count table at every boundary,
/// seeded runs of every length and sign, the signs they read from a provider (every one-character negative sign, odd
/// custom signs, providers that run user code — which must be asked exactly as often as the BCL asks them), and texts of
/// 0 to 20 digits around every overflow edge.
/// </summary>
public sealed class IntegerFastPathTests
{
    private static readonly NumberFormatInfo[] OddSigns =
    [
        Signs("~", "+"), Signs("neg", "pos"), Signs("\u2212", "+"), Signs("\u2212", "\u2212"), Signs("-", ""), Signs("", "+"),
        Signs("1", "+"), Signs("-", "7"), Signs("--", "+"), Signs("+", "-"), Signs("-", "-"), Signs("\u00AD", "+"), Signs("\u2212-", "+"),
        Signs("\uFF0D", "+"), Signs("\u2012", "\u207A"), Signs(" -", "+"), Signs("-", " "),
    ];

    [Fact]
    public void DigitCountIsExactAtEveryBoundary()
    {
        var values = new List<uint> { 0, uint.MaxValue };
        for (int k = 0; k < 32; k++) values.AddRange([(1u << k) - 1, 1u << k, (1u << k) + 1]);
        for (uint power = 1; power <= 1_000_000_000; power *= 10) values.AddRange([power - 1, power, power + 1]);
        var random = new Random(3610);
        for (int i = 0; i < 100_000; i++) values.Add((uint)random.NextInt64(0, 1L << 32) >> random.Next(32));
        foreach (uint value in values)
        {
            Assert.True(IntegerDigits.Count(value) == value.ToString(CultureInfo.InvariantCulture).Length, $"{value}");
        }
    }

    [Fact]
    public void MixedRunsFormatLikeTheBcl()
    {
        const int seed = 3611;
        var random = new Random(seed);
        CultureInfo[] cultures = [.. Oracle.Cultures, CultureInfo.GetCultureInfo("sv-SE"), CultureInfo.GetCultureInfo("he-IL")];
        for (int i = 0; i < 40_000; i++)
        {
            long value = MixedLength(random, 19);
            IFormatProvider? provider = Provider(random, cultures);
            string? format = random.Next(4) switch { 0 => null, 1 => "", 2 => "D", _ => "g" };
            string because = $"seed {seed} #{i} {value} {Describe(provider)} \"{format}\"";
            FormatsMatch((int)value, format, provider, because);
            FormatsMatch(value, format, provider, because);
            FormatsMatch((uint)value, format, provider, because);
            FormatsMatch((ulong)value, format, provider, because);
        }
    }

    [Fact]
    public void TooShortDestinationsFailWithNothingWritten()
    {
        const int seed = 3612;
        var random = new Random(seed);
        for (int i = 0; i < 3_000; i++)
        {
            long value = MixedLength(random, 19);
            IFormatProvider provider = random.Next(2) == 0 ? CultureInfo.InvariantCulture : OddSigns[random.Next(OddSigns.Length)];
            ShortDestinationsFail((int)value, provider, $"seed {seed} #{i}");
            ShortDestinationsFail(value, provider, $"seed {seed} #{i}");
            ShortDestinationsFail((uint)value, provider, $"seed {seed} #{i}");
        }
    }

    [Fact]
    public void MixedTextsParseLikeTheBcl()
    {
        const int seed = 3613;
        var random = new Random(seed);
        CultureInfo[] cultures = [.. Oracle.Cultures, CultureInfo.GetCultureInfo("sv-SE"), CultureInfo.GetCultureInfo("fi-FI")];
        NumberStyles[] styles = [NumberStyles.Integer, NumberStyles.None, NumberStyles.AllowLeadingSign, NumberStyles.Integer | NumberStyles.AllowThousands];
        for (int i = 0; i < 40_000; i++)
        {
            string text = MixedText(random);
            IFormatProvider? provider = Provider(random, cultures);
            NumberStyles style = random.Next(3) == 0 ? styles[random.Next(styles.Length)] : NumberStyles.Integer;
            string because = $"seed {seed} #{i} \"{text}\" {style} {Describe(provider)}";
            ParsesMatch<int>(text, style, provider, because);
            ParsesMatch<long>(text, style, provider, because);
            ParsesMatch<uint>(text, style, provider, because);
            ParsesMatch<ulong>(text, style, provider, because);
        }
    }

    [Fact]
    public void OverflowEdgesParseLikeTheBcl()
    {
        var edges = new List<string>();
        foreach (BigInteger edge in new BigInteger[] { int.MaxValue, int.MinValue, uint.MaxValue, long.MaxValue, long.MinValue, ulong.MaxValue, 0 })
        {
            for (int delta = -2; delta <= 2; delta++)
            {
                string text = (edge + delta).ToString(CultureInfo.InvariantCulture);
                edges.AddRange([text, "+" + text.TrimStart('-'), "0" + text.TrimStart('-'), "-00" + text.TrimStart('-')]);
            }
        }
        for (int digits = 1; digits <= 20; digits++) edges.AddRange([new string('9', digits), "-" + new string('9', digits), "1" + new string('0', digits - 1)]);
        foreach (string text in edges)
        {
            foreach (IFormatProvider? provider in new IFormatProvider?[] { CultureInfo.InvariantCulture, null, CultureInfo.GetCultureInfo("sv-SE") })
            {
                ParsesMatch<int>(text, NumberStyles.Integer, provider, text);
                ParsesMatch<long>(text, NumberStyles.Integer, provider, text);
                ParsesMatch<uint>(text, NumberStyles.Integer, provider, text);
                ParsesMatch<ulong>(text, NumberStyles.Integer, provider, text);
            }
        }
    }

    [Fact]
    public void EveryOneCharacterNegativeSignReadsLikeTheBcl()
    {
        for (int c = 0; c <= char.MaxValue; c++)
        {
            string sign = ((char)c).ToString();
            NumberFormatInfo info = Signs(sign, "+");
            foreach (string text in new[] { "-5", "+5", "5", sign + "5" })
            {
                ParsesMatch<int>(text, NumberStyles.Integer, info, $"U+{c:X4} \"{text}\"");
            }
            FormatsMatch(-5, null, info, $"U+{c:X4}");
        }
    }

    [Fact]
    public void ProvidersAreAskedAsOftenAsByTheBcl()
    {
        foreach (string text in new[] { "12", "-12", "x", "+7", "" })
        {
            Assert.Equal(Calls(p => int.TryParse(text, NumberStyles.Integer, p, out _)), Calls(p => IntegerText.TryParse<int>(text, NumberStyles.Integer, p, out _)));
            Assert.Equal(Calls(p => long.TryParse(Encoding.UTF8.GetBytes(text), NumberStyles.Integer, p, out _)),
                Calls(p => IntegerText.TryParse<long>(Encoding.UTF8.GetBytes(text), NumberStyles.Integer, p, out _)));
        }
        foreach (long value in new[] { 0L, 42, -42, long.MinValue })
        {
            Assert.Equal(Calls(p => value.TryFormat(new char[32], out _, default, p)), Calls(p => IntegerText.TryFormat(value, new char[32], out _, default, p)));
            Assert.Equal(Calls(p => ((int)value).TryFormat(new byte[32], out _, default, p)), Calls(p => IntegerText.TryFormat((int)value, new byte[32], out _, default, p)));
            Assert.Equal(Calls(p => value.ToString(p)), Calls(p => IntegerText.ToString(value, null, p)));
        }
        foreach (long value in new[] { 7L, -7 })
        {
            string text = value.ToString(CultureInfo.InvariantCulture);
            Assert.Equal(DerivedCalls(c => value.ToString(c)), DerivedCalls(c => IntegerText.ToString(value, null, c)));
            Assert.Equal(DerivedCalls(c => value.TryFormat(new byte[32], out _, default, c)), DerivedCalls(c => IntegerText.TryFormat(value, new byte[32], out _, default, c)));
            Assert.Equal(DerivedCalls(c => int.Parse(text, c)), DerivedCalls(c => IntegerText.Parse<int>(text, c)));
        }
    }

    private static int Calls(Action<IFormatProvider> call)
    {
        var provider = new CountingProvider();
        call(provider);
        return provider.Calls;
    }

    private static int DerivedCalls(Action<CultureInfo> call)
    {
        var culture = new DerivedCulture();
        call(culture);
        return culture.Calls;
    }

    private static NumberFormatInfo Signs(string negative, string positive) => new() { NegativeSign = negative, PositiveSign = positive };

    // Lengths spread evenly over 1 to maxDigits digits, either sign.
    private static long MixedLength(Random random, int maxDigits)
    {
        int digits = random.Next(1, maxDigits + 1);
        long low = digits == 1 ? 0 : (long)Math.Pow(10, digits - 1);
        long magnitude = random.NextInt64(low, digits == 19 ? long.MaxValue : (long)Math.Pow(10, digits));
        return random.Next(2) == 0 ? magnitude : -magnitude;
    }

    private static IFormatProvider? Provider(Random random, CultureInfo[] cultures) => random.Next(8) switch
    {
        0 => null,
        1 => OddSigns[random.Next(OddSigns.Length)],
        2 => new CountingProvider(),
        _ => cultures[random.Next(cultures.Length)],
    };

    // 0 to 20 digits with leading zeros, signs, white space and odd units in places the BCL treats differently.
    private static string MixedText(Random random)
    {
        var text = new StringBuilder();
        if (random.Next(12) == 0) text.Append(" \t\u00A0"[random.Next(3)]);
        if (random.Next(3) == 0) text.Append("-+-\u2212"[random.Next(4)]);
        if (random.Next(6) == 0) text.Append('0', random.Next(1, 4));
        int digits = random.Next(0, 21);
        for (int d = 0; d < digits; d++) text.Append((char)('0' + random.Next(10)));
        if (random.Next(12) == 0) text.Append(" \0"[random.Next(2)]);
        if (random.Next(10) == 0) text.Insert(random.Next(text.Length + 1), "٣０x,.+-"[random.Next(7)]);
        return text.ToString();
    }

    private static void FormatsMatch<T>(T value, string? format, IFormatProvider? provider, string because) where T : struct, IBinaryInteger<T>
    {
        string what = $"{because}: {typeof(T).Name} {value}";
        Assert.True(value.ToString(format, provider) == IntegerText.ToString(value, format, provider), $"ToString {what}");
        Assert.True(Oracle.Written(b => (value.TryFormat(b, out int n, format, provider), n)) ==
                    Oracle.Written(b => (IntegerText.TryFormat(value, b, out int n, format, provider), n)), $"TryFormat {what}");
        Assert.True(Oracle.WrittenUtf8(b => (value.TryFormat(b, out int n, format, provider), n)) ==
                    Oracle.WrittenUtf8(b => (IntegerText.TryFormat(value, b, out int n, format, provider), n)), $"TryFormat UTF-8 {what}");
    }

    // Every destination one unit short of the text, down to empty: false, nothing counted as written, the span untouched.
    private static void ShortDestinationsFail<T>(T value, IFormatProvider provider, string because) where T : struct, IBinaryInteger<T>
    {
        string text = value.ToString(null, provider);
        for (int length = 0; length < text.Length; length++)
        {
            char[] chars = new string('#', length + 4).ToCharArray();
            bool ok = IntegerText.TryFormat(value, chars.AsSpan(0, length), out int written, default, provider);
            Assert.True(!ok && written == 0 && new string(chars) == new string('#', length + 4), $"{because}: {value} into {length} chars");
        }
        int bytes = Encoding.UTF8.GetByteCount(text);
        for (int length = 0; length < bytes; length++)
        {
            byte[] utf8 = Enumerable.Repeat((byte)'#', length + 4).ToArray();
            bool ok = IntegerText.TryFormat(value, utf8.AsSpan(0, length), out int written, default, provider);
            Assert.True(!ok && written == 0 && utf8.All(b => b == '#'), $"{because}: {value} into {length} bytes");
        }
    }

    private static void ParsesMatch<T>(string text, NumberStyles style, IFormatProvider? provider, string because) where T : struct, IBinaryInteger<T>
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        string what = $"{typeof(T).Name} {because}";
        Assert.True(Outcome(() => T.Parse(text, style, provider)) == Outcome(() => IntegerText.Parse<T>(text, style, provider)), $"Parse {what}");
        Assert.True(Outcome(() => T.Parse(utf8, style, provider)) == Outcome(() => IntegerText.Parse<T>(utf8, style, provider)), $"Parse UTF-8 {what}");
        Assert.True(Outcome(() => T.TryParse(text, style, provider, out T v) ? v.ToString() : "false") ==
                    Outcome(() => IntegerText.TryParse(text, style, provider, out T v) ? v.ToString() : "false"), $"TryParse {what}");
        Assert.True(Outcome(() => T.TryParse(utf8, style, provider, out T v) ? v.ToString() : "false") ==
                    Outcome(() => IntegerText.TryParse(utf8, style, provider, out T v) ? v.ToString() : "false"), $"TryParse UTF-8 {what}");
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

    private static string Describe(IFormatProvider? provider) => provider switch
    {
        null => "(current culture)",
        CultureInfo culture => culture.Name,
        NumberFormatInfo info => $"signs \"{info.NegativeSign}\"/\"{info.PositiveSign}\"",
        _ => provider.GetType().Name,
    };

    // A provider that is user code: it counts how often it is asked, and answers with signs the fast paths cannot take.
    private sealed class CountingProvider : IFormatProvider
    {
        private static readonly NumberFormatInfo Info = Signs("\u2212", "+");

        public int Calls { get; private set; }

        public object? GetFormat(Type? formatType)
        {
            Calls++;
            return formatType == typeof(NumberFormatInfo) ? Info : null;
        }
    }

    // A culture of a derived type: reading its number format runs its override, so only the BCL's own calls may happen.
    private sealed class DerivedCulture() : CultureInfo("en-US")
    {
        public int Calls { get; private set; }

        public override NumberFormatInfo NumberFormat
        {
            get
            {
                Calls++;
                return base.NumberFormat;
            }
            set => base.NumberFormat = value;
        }
    }
}
