using System.Globalization;
using System.Runtime.InteropServices;
using System.Text;
using System.Text.RegularExpressions;
using Hotpath.Numerics.Parsing;

namespace Hotpath.Numerics.Tests.Parsing;

/// <summary>
/// parse-number-fxx-test-data (../shared/data/numbers): each line holds a decimal text and the correctly rounded float16,
/// float32 and float64 bits of it, about 53,000 lines including every finite float16. Every text must parse, from UTF-16
/// and from UTF-8, to exactly those bits, and the BCL must agree (so the file and the oracle check each other).
/// </summary>
public sealed partial class SharedNumberDataTests
{
    public static TheoryData<string> Files() =>
        ["exhaustive-float16.txt", "freetype-2-7.txt", "google-wuffs.txt", "lemire-fast-float.txt", "more-test-cases.txt", "tencent-rapidjson.txt"];

    [DataTheory]
    [MemberData(nameof(Files))]
    public void EveryLineParsesToItsBits(string file)
    {
        string path = SharedData.PathOf(Path.Combine("numbers", file));
        Assert.True(File.Exists(path), $"missing {path}");
        int lines = 0, scanned = 0, declined = 0;
        var failures = new List<string>();
        foreach (string line in File.ReadLines(path))
        {
            if (line.Length < 32) continue;
            lines++;
            ushort f16 = ushort.Parse(line.AsSpan(0, 4), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
            uint f32 = uint.Parse(line.AsSpan(5, 8), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
            ulong f64 = ulong.Parse(line.AsSpan(14, 16), NumberStyles.HexNumber, CultureInfo.InvariantCulture);
            string text = line[31..];
            byte[] utf8 = Encoding.UTF8.GetBytes(text);
            var inv = CultureInfo.InvariantCulture;
            Check(failures, text, "double", f64, BitConverter.DoubleToUInt64Bits(FloatingPointText.Parse<double>(text, inv)));
            Check(failures, text, "double UTF-8", f64, BitConverter.DoubleToUInt64Bits(FloatingPointText.Parse<double>(utf8, provider: inv)));
            Check(failures, text, "double BCL", f64, BitConverter.DoubleToUInt64Bits(double.Parse(text, inv)));
            Check(failures, text, "float", f32, BitConverter.SingleToUInt32Bits(FloatingPointText.Parse<float>(text, inv)));
            Check(failures, text, "float UTF-8", f32, BitConverter.SingleToUInt32Bits(FloatingPointText.Parse<float>(utf8, provider: inv)));
            Check(failures, text, "float BCL", f32, BitConverter.SingleToUInt32Bits(float.Parse(text, inv)));
            Check(failures, text, "Half", f16, BitConverter.HalfToUInt16Bits(FloatingPointText.Parse<Half>(text, inv)));
            Check(failures, text, "Half UTF-8", f16, BitConverter.HalfToUInt16Bits(FloatingPointText.Parse<Half>(utf8, provider: inv)));
            Check(failures, text, "Half BCL", f16, BitConverter.HalfToUInt16Bits(Half.Parse(text, inv)));

            // The core alone, without the BCL to fall back on: it must decide every text it can scan unless more than 19
            // digits leave w and w + 1 on different sides of a rounding boundary, and be right whenever it decides.
            if (DecimalScanner.TryScan(ref MemoryMarshal.GetReference(text.AsSpan()), text.Length, FloatingPointText.DefaultStyles, '.', true, out DecimalText number, out _))
            {
                scanned++;
                if (DecimalToBinary.TryToDouble(number, out double d)) Check(failures, text, "core double", f64, BitConverter.DoubleToUInt64Bits(d));
                else if (!number.Truncated) failures.Add($"core declined \"{text}\"");
                else declined++;
                if (DecimalToBinary.TryToSingle(number, out float f)) Check(failures, text, "core float", f32, BitConverter.SingleToUInt32Bits(f));
                if (DecimalToBinary.TryToHalf(number, out Half h)) Check(failures, text, "core Half", f16, BitConverter.HalfToUInt16Bits(h));
            }
            else if (!HugeExponent().IsMatch(text))
            {
                failures.Add($"not scanned \"{text}\"");
            }
        }
        // Every line is plain decimal text the scanner reads (but for exponents the BCL saturates, which it leaves to the BCL);
        // at most one in twenty needs all of their many digits.
        Assert.True(scanned > 0, $"{file}: the scanner read none of {lines} lines");
        Assert.True(declined * 20 <= lines, $"{file}: the core declined {declined} of {lines} lines");
        Assert.True(lines > 50, $"{file}: only {lines} lines");
        Assert.True(failures.Count == 0, $"{file}: {failures.Count} failures of {lines} lines, first: {string.Join("; ", failures.Take(5))}");
    }

    [GeneratedRegex(@"[eE][+-]?[0-9]{9,}$")]
    private static partial Regex HugeExponent();

    private static void Check(List<string> failures, string text, string what, ulong expected, ulong actual)
    {
        if (expected != actual) failures.Add($"{what} \"{(text.Length > 80 ? text[..80] + "…" : text)}\": expected {expected:X}, got {actual:X}");
    }
}
