using System.Globalization;
using System.Numerics;
using System.Text;
using System.Text.RegularExpressions;
using Hotpath.Numerics.Tests.Parsing;

namespace Hotpath.Numerics.Tests.Runs;

/// <summary>
/// The bulk APIs against the BCL: where a number ends is checked against a regular expression of the documented shape, its
/// value against <c>T.Parse</c> of that text (Float, invariant), and formatted runs against <c>string.Join</c> of the
/// BCL's <c>ToString(InvariantCulture)</c>; UTF-16 and UTF-8 alike.
/// </summary>
public sealed partial class NumberRunsTests
{
    private static readonly string[] Separators = [",", " ", ", ", "\n", "\r\n", "\t", " ,\t"];

    [Fact]
    public void FirstNumberMatchesTheShapeAndTheBcl()
    {
        const int seed = 3621;
        var random = new Random(seed);
        string[] suffixes = ["", ",", " 1", "x", "e", "E+", ".5", "-3", "]"];
        for (int i = 0; i < 100_000; i++)
        {
            string text = TextGenerators.Number(random) + suffixes[random.Next(suffixes.Length)];
            string because = $"seed {seed} #{i} \"{(text.Length > 60 ? text[..60] : text)}\"";
            FirstMatches<double>(text, because);
            FirstMatches<float>(text, because);
            if (i % 4 == 0) FirstMatches<Half>(text, because);
        }
    }

    [Fact]
    public void ManyNumbersParseWithTheirEnds()
    {
        const int seed = 3622;
        var random = new Random(seed);
        for (int i = 0; i < 2_000; i++)
        {
            var builder = new StringBuilder();
            var expected = new List<(double Value, int End)>();
            if (random.Next(3) == 0) builder.Append(' ');
            int count = random.Next(0, 60);
            for (int j = 0; j < count; j++)
            {
                if (j > 0) builder.Append(Separators[random.Next(Separators.Length)]);
                string number = random.Next(4) == 0 ? FiniteDouble(random).ToString(random.Next(2) == 0 ? "R" : "E5", CultureInfo.InvariantCulture) : ShapedNumber(random);
                builder.Append(number);
                expected.Add((double.Parse(number, NumberStyles.Float, CultureInfo.InvariantCulture), builder.Length));
            }
            if (random.Next(3) == 0) builder.Append(",\n");
            string text = builder.ToString();
            string because = $"seed {seed} #{i}";
            int capacity = random.Next(3) == 0 ? random.Next(0, count + 1) : count + 5;
            ManyMatch(text, expected, capacity, because);
        }
    }

    [Fact]
    public void ManyStopsWithTheOffsetOfBadInput()
    {
        foreach ((string text, int offset) in new[] { ("1,2,x", 4), ("1.5x", 3), ("1,,2;3", 4), ("1-2", 1), ("NaN", 0), ("1, -", 3), ("1 e5", 2), ("1..2", 2) })
        {
            var e = Assert.Throws<FormatException>(() => NumberRuns.ParseMany<double>(text, new double[8], new int[8], out _));
            Assert.Contains($"offset {offset},", e.Message);
            e = Assert.Throws<FormatException>(() => NumberRuns.ParseMany<double>(Encoding.UTF8.GetBytes(text), new double[8], new int[8], out _));
            Assert.Contains($"offset {offset},", e.Message);
        }
    }

    [Fact]
    public void LongAndHugeNumbersTakeTheBclPathWithTheRightEnd()
    {
        string[] numbers = ["1" + new string('0', 10_000) + ".5e-10000", "0." + new string('3', 5_000), "1e999999999999", "-2.5E-99999999999", "9007199254740993.000000000000000000001"];
        string text = string.Join(", ", numbers);
        var expected = new List<(double, int)>();
        int end = 0;
        foreach (string number in numbers)
        {
            end += number.Length;
            expected.Add((double.Parse(number, NumberStyles.Float, CultureInfo.InvariantCulture), end));
            end += 2;
        }
        ManyMatch(text, expected, 10, "long numbers");
    }

    [Fact]
    public void FormattedRunsMatchTheBcl()
    {
        const int seed = 3623;
        var random = new Random(seed);
        for (int i = 0; i < 3_000; i++)
        {
            double[] doubles = new double[random.Next(0, 40)];
            for (int j = 0; j < doubles.Length; j++) doubles[j] = ValueGenerators.Double(random);
            float[] floats = Array.ConvertAll(doubles, d => (float)d);
            string separator = Separators[random.Next(Separators.Length)];
            string because = $"seed {seed} #{i}";
            RunMatches(doubles, separator, random, because);
            RunMatches(floats, separator, random, because);
        }
    }

    private static void FirstMatches<T>(string text, string because) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        Match shape = Shape().Match(text);
        string expected = shape.Success ? $"{shape.Length}:{Oracle.Bits(T.Parse(shape.Value, NumberStyles.Float, CultureInfo.InvariantCulture))}" : "none:0";
        string actual = NumberRuns.TryParseFirst(text.AsSpan(), out T value, out int consumed) ? $"{consumed}:{Oracle.Bits(value)}" : $"none:{consumed}";
        Assert.True(expected == actual, $"{typeof(T).Name} {because}: expected {expected}, got {actual}");
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        int utf8Length = shape.Success ? Encoding.UTF8.GetByteCount(shape.Value) : 0;
        string expectedUtf8 = shape.Success ? $"{utf8Length}:{Oracle.Bits(T.Parse(shape.Value, NumberStyles.Float, CultureInfo.InvariantCulture))}" : "none:0";
        string actualUtf8 = NumberRuns.TryParseFirst(utf8, out value, out consumed) ? $"{consumed}:{Oracle.Bits(value)}" : $"none:{consumed}";
        Assert.True(expectedUtf8 == actualUtf8, $"{typeof(T).Name} UTF-8 {because}: expected {expectedUtf8}, got {actualUtf8}");
    }

    private static void ManyMatch(string text, List<(double Value, int End)> expected, int capacity, string because)
    {
        // The shape is ASCII, so UTF-16 and UTF-8 offsets agree.
        foreach (bool utf8 in new[] { false, true })
        {
            double[] values = new double[capacity];
            int[] ends = new int[capacity];
            int count = utf8
                ? NumberRuns.ParseMany<double>(Encoding.UTF8.GetBytes(text), values, ends, out int consumed)
                : NumberRuns.ParseMany<double>(text, values, ends, out consumed);
            int want = Math.Min(capacity, expected.Count);
            Assert.True(count == want, $"{because} utf8={utf8}: {count} numbers, expected {want}");
            for (int k = 0; k < count; k++)
            {
                Assert.True(BitConverter.DoubleToUInt64Bits(values[k]) == BitConverter.DoubleToUInt64Bits(expected[k].Value) && ends[k] == expected[k].End,
                    $"{because} utf8={utf8} #{k}: {values[k]:R}@{ends[k]}, expected {expected[k].Value:R}@{expected[k].End}");
            }
            // A full destination stops right after the last number, so the caller resumes there; an empty one stops after the
            // leading separators; otherwise the text is used up.
            int expectedConsumed = want > 0 && want == capacity ? expected[want - 1].End
                : capacity == 0 ? text.Length - text.TrimStart(' ', ',', '\t', '\r', '\n').Length
                : text.Length;
            Assert.True(consumed == expectedConsumed, $"{because} utf8={utf8}: consumed {consumed}, expected {expectedConsumed}");
        }
    }

    private static void RunMatches<T>(T[] values, string separator, Random random, string because) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        string[] texts = Array.ConvertAll(values, v => v.ToString(null, CultureInfo.InvariantCulture));
        string full = string.Join(separator, texts);
        int room = random.Next(2) == 0 ? full.Length : random.Next(0, full.Length + 1);
        int fits = 0;
        while (fits < texts.Length && string.Join(separator, texts.Take(fits + 1)).Length <= room) fits++;
        string expected = string.Join(separator, texts.Take(fits));

        char[] chars = new char[room];
        int count = NumberRuns.FormatMany<T>(values, chars, separator, out int written);
        Assert.True(count == fits && new string(chars, 0, written) == expected, $"{typeof(T).Name} {because}: {count} values \"{new string(chars, 0, written)}\", expected {fits} \"{expected}\"");
        byte[] bytes = new byte[room];
        count = NumberRuns.FormatMany<T>(values, bytes, Encoding.UTF8.GetBytes(separator), out written);
        Assert.True(count == fits && Encoding.UTF8.GetString(bytes, 0, written) == expected, $"{typeof(T).Name} UTF-8 {because}");
    }

    // Numbers in every form the shape allows: signs, missing integer or fraction digits, exponents, many digits.
    private static string ShapedNumber(Random random)
    {
        string sign = random.Next(3) switch { 0 => "-", 1 => "+", _ => "" };
        string integer = random.Next(5) == 0 ? "" : Digits(random, random.Next(1, 25));
        string fraction = integer.Length == 0 || random.Next(2) == 0 ? "." + Digits(random, random.Next(integer.Length == 0 ? 1 : 0, 25)) : "";
        string exponent = random.Next(3) == 0 ? $"e{random.Next(-330, 330)}" : "";
        return sign + integer + fraction + exponent;
    }

    // The run shape has no NaN or infinity symbols.
    private static double FiniteDouble(Random random)
    {
        double value;
        do value = ValueGenerators.Double(random);
        while (!double.IsFinite(value));
        return value;
    }

    private static string Digits(Random random, int count)
    {
        var builder = new StringBuilder(count);
        for (int i = 0; i < count; i++) builder.Append((char)('0' + random.Next(10)));
        return builder.ToString();
    }

    [GeneratedRegex(@"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")]
    private static partial Regex Shape();
}
