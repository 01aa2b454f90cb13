using System.Globalization;
using System.Numerics;
using System.Runtime.InteropServices;
using System.Text;
using Hotpath.Numerics.Parsing;

namespace Hotpath.Numerics.Tests.Parsing;

/// <summary>
/// Parsing against the BCL: for seeded texts, styles and cultures, <c>Parse</c> must return the BCL's bits or throw the
/// BCL's exception type, and <c>TryParse</c> the BCL's answer and bits, for double, float and Half, from UTF-16 and UTF-8.
/// </summary>
public sealed class ParsingDifferentialTests
{
    private static readonly NumberStyles[] Styles =
    [
        FloatingPointText.DefaultStyles, NumberStyles.Float, NumberStyles.None, NumberStyles.AllowDecimalPoint, NumberStyles.AllowExponent,
        NumberStyles.Any, NumberStyles.Currency, NumberStyles.Integer, NumberStyles.AllowLeadingSign | NumberStyles.AllowDecimalPoint,
        NumberStyles.Float | NumberStyles.AllowHexSpecifier, NumberStyles.AllowTrailingSign | NumberStyles.AllowDecimalPoint,
    ];

    [Fact]
    public void GeneratedTextsParseLikeTheBcl()
    {
        const int seed = 505;
        var random = new Random(seed);
        for (int i = 0; i < 60_000; i++)
        {
            string text = TextGenerators.Number(random);
            CultureInfo culture = Oracle.Cultures[random.Next(Oracle.Cultures.Length)];
            NumberStyles style = random.Next(3) == 0 ? Styles[random.Next(Styles.Length)] : FloatingPointText.DefaultStyles;
            string because = $"seed {seed} #{i} text \"{text}\" style {style} culture {culture.Name}";
            AllFormsMatch<double>(text, style, culture, because);
            AllFormsMatch<float>(text, style, culture, because);
            AllFormsMatch<Half>(text, style, culture, because);
        }
    }

    [Fact]
    public void RoundTripTextsOfGeneratedValuesParseBack()
    {
        const int seed = 606;
        var random = new Random(seed);
        string[] formats = ["R", "E16", "E20", "F30", "G17", "E5", "G9"];
        for (int i = 0; i < 300_000; i++)
        {
            double value = ValueGenerators.Double(random);
            string text = value.ToString(formats[i % formats.Length], CultureInfo.InvariantCulture);
            double parsed = FloatingPointText.Parse<double>(text, CultureInfo.InvariantCulture);
            double expected = double.Parse(text, CultureInfo.InvariantCulture);
            Assert.True(BitConverter.DoubleToInt64Bits(parsed) == BitConverter.DoubleToInt64Bits(expected), $"seed {seed} #{i}: \"{text}\"");
            Assert.True(FloatingPointText.TryParse(Encoding.UTF8.GetBytes(text), NumberStyles.Float, CultureInfo.InvariantCulture, out double utf8)
                && BitConverter.DoubleToInt64Bits(utf8) == BitConverter.DoubleToInt64Bits(expected), $"seed {seed} #{i}: UTF-8 \"{text}\"");
            float single = ValueGenerators.Single(random);
            string singleText = single.ToString(formats[i % formats.Length], CultureInfo.InvariantCulture);
            Assert.True(Oracle.Bits(float.Parse(singleText, CultureInfo.InvariantCulture)) == Oracle.Bits(FloatingPointText.Parse<float>(singleText, CultureInfo.InvariantCulture)),
                $"seed {seed} #{i}: float \"{singleText}\"");
        }
    }

    [Fact]
    public void HalfwayCasesRoundLikeTheBcl()
    {
        const int seed = 707;
        var random = new Random(seed);
        for (int i = 0; i < 3_000; i++)
        {
            double value = Math.Abs(ValueGenerators.Double(random));
            if (!double.IsFinite(value) || value == double.MaxValue) continue;
            foreach (int nudge in new[] { 0, 1 })
            {
                string text = TextGenerators.Halfway(value, nudge);
                string because = $"seed {seed} #{i} halfway above {value:R} nudge {nudge}: {text.Length} chars";
                AllFormsMatch<double>(text, FloatingPointText.DefaultStyles, CultureInfo.InvariantCulture, because);
                AllFormsMatch<float>(text, FloatingPointText.DefaultStyles, CultureInfo.InvariantCulture, because);
            }
        }
    }

    // Floats of short texts are rounded through the nearest double, which is right unless that double is itself halfway
    // between two floats while the text is not: then the tie rule would pick a side the text is not on. The shortest text
    // of such a midpoint double is one (it reads back as the midpoint but differs from it in the digits past the 17th);
    // exact midpoints (integers just above 2^24) and their neighbours take the other sides of the check.
    [Fact]
    public void FloatMidpointsThroughDoublesRoundLikeTheBcl()
    {
        const int seed = 909;
        var random = new Random(seed);
        for (int i = 0; i < 20_000; i++)
        {
            string text;
            if (i % 4 == 0)
            {
                long midpoint = ((long)random.Next(1 << 23, 1 << 24) << 1) + 1;
                text = (midpoint + random.Next(-1, 2)).ToString(CultureInfo.InvariantCulture);
            }
            else
            {
                // Floats between about 1e-12 and 1e12, so that texts of up to 16 digits stay within the exact powers of ten.
                float value = BitConverter.UInt32BitsToSingle((uint)random.Next(0x2B800000, 0x55000000));
                double midpoint = value + (double)(MathF.BitIncrement(value) - value) / 2;
                text = midpoint.ToString("R", CultureInfo.InvariantCulture);
            }
            AllFormsMatch<float>(text, FloatingPointText.DefaultStyles, CultureInfo.InvariantCulture, $"seed {seed} #{i}: \"{text}\"");
        }
    }

    // Texts that are exactly an infinity or NaN symbol are read without the BCL's general path; symbols that are numbers,
    // have white space at an end, are not ASCII, or that an earlier symbol matches ignoring case must still read as the BCL
    // reads them.
    [Fact]
    public void SymbolTextsParseLikeTheBcl()
    {
        NumberFormatInfo[] infos =
        [
            NumberFormatInfo.InvariantInfo,
            CultureInfo.GetCultureInfo("sv-SE").NumberFormat,
            Infinities("INF", "inf", "nan"),
            Infinities("Inf", "-Inf", "Inf"),
            Infinities("1,0", "-1,0", "1,00"),
            Infinities("Inf ", " -Inf", "N\0"),
            Infinities("\u221E", "-\u221E", "\u00D8"),
            Infinities("+", "-", "."),
        ];
        NumberStyles[] styles = [NumberStyles.Float | NumberStyles.AllowThousands, NumberStyles.None, NumberStyles.AllowLeadingSign];
        foreach (NumberFormatInfo info in infos)
        {
            string[] symbols = [info.PositiveInfinitySymbol, info.NegativeInfinitySymbol, info.NaNSymbol];
            foreach (string symbol in symbols)
            {
                foreach (string text in new[] { symbol, symbol.ToUpperInvariant(), symbol.ToLowerInvariant(), " " + symbol, symbol + "\t", "+" + symbol, "-" + symbol, symbol + "x", "" })
                {
                    foreach (NumberStyles style in styles)
                    {
                        string because = $"\"{text}\" under {info.PositiveInfinitySymbol}/{info.NegativeInfinitySymbol}/{info.NaNSymbol} style {style}";
                        SymbolMatches<double>(text, style, info, because);
                        SymbolMatches<float>(text, style, info, because);
                        SymbolMatches<Half>(text, style, info, because);
                    }
                }
            }
        }
    }

    private static NumberFormatInfo Infinities(string positive, string negative, string nan) => Oracle.InvariantWith(info =>
    {
        info.PositiveInfinitySymbol = positive;
        info.NegativeInfinitySymbol = negative;
        info.NaNSymbol = nan;
    });

    private static void SymbolMatches<T>(string text, NumberStyles style, NumberFormatInfo info, string because) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        Assert.True(Oracle.Outcome(() => T.Parse(text, style, info)) == Oracle.Outcome(() => FloatingPointText.Parse<T>(text, style, info)),
            $"{typeof(T).Name} Parse(string) {because}");
        Assert.True(Oracle.Outcome(() => T.Parse(utf8, style, info)) == Oracle.Outcome(() => FloatingPointText.Parse<T>(utf8, style, info)),
            $"{typeof(T).Name} Parse(UTF-8) {because}");
        bool expected = T.TryParse(text, style, info, out T expectedValue);
        bool actual = FloatingPointText.TryParse(text, style, info, out T actualValue);
        Assert.True(expected == actual && Oracle.Bits(expectedValue) == Oracle.Bits(actualValue), $"{typeof(T).Name} TryParse {because}");
    }

    [Fact]
    public void LongMantissasParseLikeTheBcl()
    {
        const int seed = 808;
        var random = new Random(seed);
        for (int i = 0; i < 400; i++)
        {
            string text = TextGenerators.LongMantissa(random, i < 20 ? 10_000 : 400);
            AllFormsMatch<double>(text, FloatingPointText.DefaultStyles, CultureInfo.InvariantCulture, $"seed {seed} #{i}: {text.Length} chars");
            AllFormsMatch<float>(text, FloatingPointText.DefaultStyles, CultureInfo.InvariantCulture, $"seed {seed} #{i}: {text.Length} chars");
        }
    }

    // Texts of 15 to 24 digits with up to 12 leading zeros, split anywhere between integer and fraction: the scanner takes
    // up to 19 digits without counting them and reads longer runs again, so both sides of that limit, with and without
    // leading zeros (which do not count), must give the first 19 significant digits and the right power of ten.
    [Fact]
    public void SignificandsAroundNineteenDigitsScanExactly()
    {
        const int seed = 919;
        var random = new Random(seed);
        for (int i = 0; i < 40_000; i++)
        {
            var digits = new StringBuilder();
            digits.Append('0', random.Next(4) == 0 ? random.Next(1, 13) : 0);
            int significant = random.Next(15, 25);
            for (int k = 0; k < significant; k++) digits.Append((char)('0' + (k == 0 ? random.Next(1, 10) : random.Next(4) == 0 ? 9 : random.Next(10))));
            int point = random.Next(digits.Length + 1);
            int explicitExponent = random.Next(-30, 31);
            string text = (random.Next(2) == 0 ? "-" : "") + digits.ToString(0, point) + "." + digits.ToString(point, digits.Length - point) + "e" + explicitExponent;
            string because = $"seed {seed} #{i}: {text}";

            string kept = digits.ToString().TrimStart('0');
            string dropped = kept.Length > 19 ? kept[19..] : "";
            kept = kept.Length > 19 ? kept[..19] : kept;
            long expectedExponent = explicitExponent - (digits.Length - point) + dropped.Length;
            foreach (bool utf8 in new[] { false, true })
            {
                DecimalText number;
                bool scanned = utf8
                    ? DecimalScanner.TryScan(ref MemoryMarshal.GetArrayDataReference(Encoding.UTF8.GetBytes(text)), text.Length, FloatingPointText.DefaultStyles, '.', wholeText: true, out number, out _)
                    : DecimalScanner.TryScan(ref MemoryMarshal.GetReference(text.AsSpan()), text.Length, FloatingPointText.DefaultStyles, '.', wholeText: true, out number, out _);
                Assert.True(scanned, because);
                Assert.True(number.Significand == ulong.Parse(kept, CultureInfo.InvariantCulture), $"{because}: significand {number.Significand}");
                Assert.True(number.Exponent == expectedExponent, $"{because}: exponent {number.Exponent}, expected {expectedExponent}");
                Assert.True(number.Truncated == dropped.Trim('0').Length > 0, $"{because}: truncated {number.Truncated}");
                Assert.True(number.Negative == text.StartsWith('-'), because);
            }
            AllFormsMatch<double>(text, FloatingPointText.DefaultStyles, CultureInfo.InvariantCulture, because);
        }
    }

    // A UTF-16 unit whose low byte is a digit ('\u0131', '\uFF35') must not pass for one in any place of an eight-unit load.
    [Fact]
    public void UnitsWhoseLowByteIsADigitAreNotDigits()
    {
        foreach (char unit in "\u0130\u0139\u3031\u8030\uFF35\u0030\u002F\u003A")
        {
            for (int place = 0; place < 8; place++)
            {
                char[] fraction = "12345678".ToCharArray();
                fraction[place] = unit;
                foreach (string text in new[] { "0." + new string(fraction), "1." + new string(fraction) + "9e5", "-7." + new string(fraction) + "12345678" })
                {
                    AllFormsMatch<double>(text, FloatingPointText.DefaultStyles, CultureInfo.InvariantCulture, $"U+{(int)unit:X4} at {place}: {text}");
                }
            }
        }
    }

    [Fact]
    public void EdgeTextsParseLikeTheBcl()
    {
        string[] texts =
        [
            "", " ", "\t\n", "-", "+", ".", "-.", "+.e1", "e5", "1e", "1e+", "1e-", "1E5", "1.e5", ".5", "-.5", "5.", "-0", "+0", "-0.0e-5", "0e999999999",
            "1e2147483647", "1e2147483648", "1e-2147483648", "1e-2147483649", "1e9223372036854775808", "1e99999999", "1e100000000", "-1e100000000",
            "00000000000000000000000000000000000000001", "0.000000000000000000000000000000000000000000001e45", "1,000", "1,000.5", "1 000", "1.000,5",
            "NaN", "-NaN", "+NaN", "nan", "Infinity", "-Infinity", "+Infinity", "infinity", "∞", "-∞", "1\0", "1\0\0", "1\0x", "\01", "1 ", " 1", " 1 ",
            "1\u00A0", "(1)", "1-", "$1", "0x10", "1_0", "١", "1e-400", "2.4703282292062327e-324", "2.4703282292062328e-324", "1.7976931348623158e308",
            "1.7976931348623159e308", "179769313486231580793728971405301e276", "4.9406564584124654e-324", "65504", "65519.99", "65520", "3.4028235e38",
            "3.40282357e38", "1.4e-45", "7e-46", "7.1e-46", "6e-8", "2.98e-8", "2.99e-8",
        ];
        foreach (CultureInfo culture in Oracle.Cultures)
        {
            foreach (NumberStyles style in Styles)
            {
                foreach (string text in texts)
                {
                    string because = $"edge text \"{text}\" style {style} culture {culture.Name}";
                    AllFormsMatch<double>(text, style, culture, because);
                    AllFormsMatch<float>(text, style, culture, because);
                    AllFormsMatch<Half>(text, style, culture, because);
                }
            }
        }
    }

    [Fact]
    public void NullTextFailsLikeTheBcl()
    {
        Assert.Throws<ArgumentNullException>(() => FloatingPointText.Parse<double>((string)null!));
        Assert.Throws<ArgumentNullException>(() => FloatingPointText.Parse<double>((string)null!, CultureInfo.InvariantCulture));
        Assert.False(FloatingPointText.TryParse<double>((string?)null, out double value));
        Assert.Equal(0.0, value);
        Assert.Throws<ArgumentException>(() => FloatingPointText.TryParse<double>((string?)null, NumberStyles.HexNumber, null, out _));
        Assert.Throws<ArgumentException>(() => double.TryParse((string?)null, NumberStyles.HexNumber, null, out _));
    }

    private static void AllFormsMatch<T>(string text, NumberStyles style, CultureInfo culture, string because) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        string expected = Oracle.Outcome(() => T.Parse(text, style, culture));
        Assert.True(expected == Oracle.Outcome(() => FloatingPointText.Parse<T>(text, style, culture)), $"{typeof(T).Name} Parse(string) {because}: BCL {expected}");
        Assert.True(expected == Oracle.Outcome(() => FloatingPointText.Parse<T>(text.AsSpan(), style, culture)), $"{typeof(T).Name} Parse(span) {because}");
        string expectedUtf8 = Oracle.Outcome(() => T.Parse(utf8, style, culture));
        Assert.True(expectedUtf8 == Oracle.Outcome(() => FloatingPointText.Parse<T>(utf8, style, culture)), $"{typeof(T).Name} Parse(UTF-8) {because}: BCL {expectedUtf8}");
        string TryOutcome(Func<(bool, T)> call)
        {
            try
            {
                (bool ok, T value) = call();
                return $"{ok}:{Oracle.Bits(value)}";
            }
            catch (Exception e)
            {
                return e.GetType().Name;
            }
        }
        Assert.True(TryOutcome(() => (T.TryParse(text, style, culture, out T v), v)) == TryOutcome(() => (FloatingPointText.TryParse(text, style, culture, out T v), v)),
            $"{typeof(T).Name} TryParse(string) {because}");
        Assert.True(TryOutcome(() => (T.TryParse(utf8, style, culture, out T v), v)) == TryOutcome(() => (FloatingPointText.TryParse(utf8, style, culture, out T v), v)),
            $"{typeof(T).Name} TryParse(UTF-8) {because}");
    }
}
