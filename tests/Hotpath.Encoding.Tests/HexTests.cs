using System.Buffers;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings.Tests;

/// <summary>Hex decode and encode against <see cref="Convert"/>, at every vector width.</summary>
public class HexTests
{
    // Near-misses of each digit range, wide chars whose low byte is a digit, and Latin-1 letters.
    private static readonly char[] Intruders = ['/', ':', '@', 'G', '`', 'g', ' ', '\0', '\u0130', '\u0141', '\u0161', '\u00C1', '\uFF10', 'x'];

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryLengthUpTo600_BothCases_MixedCase_Damaged_OddLengths(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3730;
        var random = new Random(Seed);
        for (int length = 0; length <= 600; length++)
        {
            byte[] data = new byte[length];
            random.NextBytes(data);
            string Context() => $"seed {Seed}, length {length}, data {Differential.Show(data)}";
            CheckEncode(data, width, Context);
            string text = random.Next(3) switch
            {
                0 => Convert.ToHexString(data),
                1 => Convert.ToHexStringLower(data),
                _ => new string([.. Convert.ToHexString(data).Select(c => random.Next(2) == 0 ? char.ToLowerInvariant(c) : c)]),
            };
            CheckDecode(text, data.Length + 1, width, () => $"clean: {Context()}");
            if (text.Length > 0)
            {
                char[] damaged = text.ToCharArray();
                damaged[random.Next(damaged.Length)] = Intruders[random.Next(Intruders.Length)];
                CheckDecode(new string(damaged), data.Length + 1, width, () => $"damaged {Differential.Show(damaged)}: {Context()}");
                CheckDecode(text[..^1], data.Length + 1, width, () => $"odd: {Context()}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryDestinationSize_StopsLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3731;
        var random = new Random(Seed);
        for (int round = 0; round < 30; round++)
        {
            byte[] data = new byte[random.Next(300)];
            random.NextBytes(data);
            string text = Convert.ToHexString(data);
            if (round % 2 == 1 && text.Length > 0) text = text.Remove(random.Next(text.Length), 1).Insert(random.Next(text.Length - 1), "Z");
            for (int size = 0; size <= data.Length + 1; size++)
            {
                CheckDecode(text, size, width, () => $"seed {Seed}, round {round}, destination {size}, text {text}");
            }
        }
    }

    [Fact]
    public void EveryUnitPair_DecodesLikeTheBcl_AloneAndInsideAVectorBlock()
    {
        char[] block = Convert.ToHexString(new byte[80]).ToCharArray();
        for (int first = 0; first < 0x200; first++)
        {
            for (int second = 0; second < 0x200; second += first % 7 == 0 ? 1 : 13)
            {
                string pair = new([(char)first, (char)second]);
                foreach (SimdWidth width in SimdWidths.Supported())
                {
                    CheckDecode(pair, 1, width, () => $"pair {first:X4} {second:X4}");
                }
                block[32] = (char)first;
                block[33] = (char)second;
                foreach (SimdWidth width in SimdWidths.Supported())
                {
                    CheckDecode(new string(block), 80, width, () => $"pair {first:X4} {second:X4} in a block");
                }
            }
        }
    }

    [Fact]
    public void PublicShapes_MatchConvertIncludingExceptions()
    {
        const int Seed = 3732;
        var random = new Random(Seed);
        for (int round = 0; round < 2000; round++)
        {
            byte[] data = new byte[random.Next(100)];
            random.NextBytes(data);
            string text = Convert.ToHexString(data);
            if (round % 3 == 1 && text.Length > 0) text = text.Remove(random.Next(text.Length), 1);
            if (round % 3 == 2 && text.Length > 0) text = text.Remove(random.Next(text.Length), 1).Insert(0, Intruders[random.Next(Intruders.Length)].ToString());
            string Context() => $"seed {Seed}, round {round}, text {text}";
            Differential.Same(Outcome(() => Convert.ToHexString(Convert.FromHexString(text))), Outcome(() => Convert.ToHexString(Hex.FromHexString(text))), Context);
            Differential.Same(Convert.ToHexString(data), Hex.ToHexString(data), Context);
            Differential.Same(Convert.ToHexStringLower(data), Hex.ToHexStringLower(data), Context);
            byte[] expected = new byte[data.Length], actual = new byte[data.Length];
            Differential.Same(Convert.FromHexString(text, expected, out int bclRead, out int bclWritten), Hex.FromHexString(text, actual, out int read, out int written), Context);
            Differential.Same(bclRead, read, Context);
            Differential.Same<byte>(expected.AsSpan(0, bclWritten), actual.AsSpan(0, written), Context);
        }
        Assert.Throws<ArgumentNullException>(() => Hex.FromHexString((string)null!));
    }

    private static void CheckDecode(string text, int size, SimdWidth width, Func<string> context)
    {
        byte[] expected = new byte[size], actual = new byte[size];
        OperationStatus bcl = Convert.FromHexString(text.AsSpan(), expected, out int bclRead, out int bclWritten);
        OperationStatus ours = Hex.FromHexString(text.AsSpan(), actual, out int read, out int written, width);
        string Where() => $"FromHexString chars width {width} destination {size}: {context()}";
        Differential.Same(bcl, ours, Where);
        Differential.Same(bclRead, read, Where);
        Differential.Same(bclWritten, written, Where);
        Differential.Same<byte>(expected.AsSpan(0, bclWritten), actual.AsSpan(0, written), Where);

        // The UTF-8 shape sees wide chars as 0xC4 (never a digit) and Latin-1 chars as themselves.
        byte[] utf8 = [.. text.Select(c => c < 0x100 ? (byte)c : (byte)0xC4)];
        bcl = Convert.FromHexString(utf8, expected, out bclRead, out bclWritten);
        ours = Hex.FromHexString(utf8, actual, out read, out written, width);
        string WhereUtf8() => $"FromHexString UTF-8 width {width} destination {size}: {context()}";
        Differential.Same(bcl, ours, WhereUtf8);
        Differential.Same(bclRead, read, WhereUtf8);
        Differential.Same(bclWritten, written, WhereUtf8);
        Differential.Same<byte>(expected.AsSpan(0, bclWritten), actual.AsSpan(0, written), WhereUtf8);
    }

    private static void CheckEncode(byte[] data, SimdWidth width, Func<string> context)
    {
        foreach (bool lower in new[] { false, true })
        {
            string expected = lower ? Convert.ToHexStringLower(data) : Convert.ToHexString(data);
            char[] chars = new char[2 * data.Length];
            byte[] utf8 = new byte[2 * data.Length];
            string Where() => $"encode lower {lower} width {width}: {context()}";
            Differential.Same(true, Hex.TryToHex(data, chars, lower, out int charsWritten, width), Where);
            Differential.Same(expected, new string(chars, 0, charsWritten), Where);
            Differential.Same(true, Hex.TryToHex(data, utf8, lower, out int bytesWritten, width), Where);
            Differential.Same(expected, System.Text.Encoding.ASCII.GetString(utf8, 0, bytesWritten), Where);
            if (data.Length > 0)
            {
                Differential.Same(false, Hex.TryToHex(data, chars.AsSpan(1), lower, out charsWritten, width), Where);
                Differential.Same(0, charsWritten, Where);
            }
        }
    }

    private static string Outcome(Func<string> run)
    {
        try
        {
            return run();
        }
        catch (Exception e)
        {
            return $"{e.GetType().Name}: {e.Message}";
        }
    }
}
