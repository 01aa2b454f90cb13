using System.Buffers;
using Hotpath.Encodings.Vectors;
using static Hotpath.Encodings.Tests.Base64Texts;

namespace Hotpath.Encodings.Tests;

/// <summary>Base64 decoding (Hotpath's own) and the delegated shapes against <see cref="Convert"/> and <c>System.Buffers.Text.Base64</c>, at every vector width.</summary>
public class Base64Tests
{
    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void CleanText_OfEveryLengthUpTo700_DecodesLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3720;
        var random = new Random(Seed);
        for (int length = 0; length <= 700; length++)
        {
            byte[] data = RandomBytes(random, length);
            string text = Convert.ToBase64String(data);
            string Context() => $"seed {Seed}, length {length}, text {text}";
            CheckDecode(text, width, Context);
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void DamagedText_Whitespace_Padding_BadSymbols_EveryLengthModFour(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3721;
        var random = new Random(Seed);
        for (int round = 0; round < 4000; round++)
        {
            string text = Damaged(random, Convert.ToBase64String(RandomBytes(random, random.Next(260))));
            CheckDecode(text, width, () => $"seed {Seed}, round {round}, text {Show(text)}");
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void LineWrappedText_DecodesLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3722;
        var random = new Random(Seed);
        for (int round = 0; round < 200; round++)
        {
            byte[] data = RandomBytes(random, random.Next(2000));
            string text = Convert.ToBase64String(data, Base64FormattingOptions.InsertLineBreaks);
            if (round % 3 == 0) text = text.Replace("\r\n", "\n", StringComparison.Ordinal);
            if (round % 5 == 0) text += "\r\n";
            CheckDecode(text, width, () => $"seed {Seed}, round {round}, length {data.Length}");
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryDestinationSize_StopsLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3723;
        var random = new Random(Seed);
        for (int round = 0; round < 40; round++)
        {
            byte[] data = RandomBytes(random, random.Next(200));
            string text = Convert.ToBase64String(data);
            if (round % 2 == 1) text = Damaged(random, text);
            string Context() => $"seed {Seed}, round {round}, text {Show(text)}";
            for (int size = 0; size <= data.Length + 2; size++)
            {
                CheckTryFromChars(text, size, width, Context);
            }
        }
    }

    [Fact]
    public void PublicShapes_MatchConvertIncludingExceptions()
    {
        const int Seed = 3724;
        var random = new Random(Seed);
        for (int round = 0; round < 3000; round++)
        {
            byte[] data = RandomBytes(random, random.Next(120));
            string text = round % 2 == 0 ? Convert.ToBase64String(data) : Damaged(random, Convert.ToBase64String(data));
            string Context() => $"seed {Seed}, round {round}, text {Show(text)}";
            string expected = Outcome(() => Convert.ToHexString(Convert.FromBase64String(text)));
            Differential.Same(expected, Outcome(() => Convert.ToHexString(Base64.FromBase64String(text))), Context);
            Differential.Same(Convert.ToBase64String(data), Base64.ToBase64String(data), Context);
            byte[] ours = new byte[data.Length + 4], bcl = new byte[data.Length + 4];
            Differential.Same(Convert.TryFromBase64String(text, bcl, out int bclWritten), Base64.TryFromBase64String(text, ours, out int written), Context);
            Differential.Same(bclWritten, written, Context);
            Differential.Same<byte>(bcl.AsSpan(0, bclWritten), ours.AsSpan(0, written), Context);
            OperationStatus bclStatus = System.Buffers.Text.Base64.DecodeFromUtf8(ToBytes(text), bcl, out int bclRead, out bclWritten);
            Differential.Same(bclStatus, Base64.DecodeFromUtf8(ToBytes(text), ours, out int read, out written), Context);
            Differential.Same(bclRead, read, Context);
            Differential.Same<byte>(bcl.AsSpan(0, bclWritten), ours.AsSpan(0, written), Context);
        }
        Assert.Throws<ArgumentNullException>(() => Base64.FromBase64String(null!));
    }

    /// <summary>Every decoding shape of <paramref name="text"/> with room to spare.</summary>
    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void OneIntruder_AtEveryPositionOfTheFirstBlocks(int bits)
    {
        // Vector paths narrow chars to bytes (a 32-char step packs two vectors and reorders their halves), so a char
        // that is not a symbol must be caught in every lane, wide chars (narrowed to 0xFF or 0x00) included.
        var width = (SimdWidth)bits;
        const int Seed = 3725;
        string clean = Convert.ToBase64String(RandomBytes(new Random(Seed), 150));
        foreach (char intruder in new[] { '\u0141', '\uFF21', '\u0100', '\u8041', '\u00C1', '*', '=', ' ', '\0', '\u007F' })
        {
            for (int at = 0; at < 100; at++)
            {
                char[] text = clean.ToCharArray();
                text[at] = intruder;
                CheckDecode(new string(text), width, () => $"seed {Seed}, U+{(int)intruder:X4} at {at}");
            }
        }
    }

    private static void CheckDecode(string text, SimdWidth width, Func<string> context)
    {
        CheckTryFromChars(text, text.Length, width, context);
    }

    private static void CheckTryFromChars(string text, int size, SimdWidth width, Func<string> context)
    {
        byte[] expected = new byte[size], actual = new byte[size];
        bool bcl = Convert.TryFromBase64Chars(text, expected, out int bclWritten);
        bool ours = Base64.TryFromBase64Chars(text, actual, out int written, width);
        string Where() => $"TryFromBase64Chars width {width} destination {size}: {context()}";
        Differential.Same(bcl, ours, Where);
        Differential.Same(bclWritten, written, Where);
        Differential.Same<byte>(expected.AsSpan(0, bclWritten), actual.AsSpan(0, written), Where);
    }
}
