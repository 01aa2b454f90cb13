using System.Text;
using Hotpath.Encodings.Vectors;
using static Hotpath.Encodings.Tests.Base64Texts;

namespace Hotpath.Encodings.Tests;

/// <summary>Latin-1 encoding against <see cref="Encoding.Latin1"/>, at every vector width.</summary>
public class Latin1Tests
{
    // Chars the encoder must replace or must not mistake: the edges of Latin-1, the first chars past it (whose low
    // byte is a Latin-1 letter), surrogates paired and lone, and a char whose low byte is 0.
    private static readonly char[] Intruders = ['\u00FF', '\u0100', '\u0141', '\u0200', '\u2019', '\uFFFD', '\uD83D', '\uDE00', '\u4E00', '\u0000', '\u0080'];

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryLengthUpTo300_LatinOrNot_EncodesLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3740;
        var random = new Random(Seed);
        for (int length = 0; length <= 300; length++)
        {
            foreach (int damage in new[] { 0, 1, 3 })
            {
                string text = Text(random, length, damage);
                string Context() => $"seed {Seed}, length {length}, damage {damage}, text {Show(text)}";
                Check(text, text.Length, width, Context);
                Check(text, text.Length + 5, width, Context);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryDestinationSize_FailsOrFitsLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3741;
        var random = new Random(Seed);
        for (int round = 0; round < 60; round++)
        {
            string text = Text(random, random.Next(150), round % 3);
            for (int size = 0; size <= text.Length + 1; size++)
            {
                Check(text, size, width, () => $"seed {Seed}, round {round}, text {Show(text)}");
            }
        }
    }

    // The bytes written and the count, or the exception, of both encoders with a destination of `size` bytes.
    private static void Check(string text, int size, SimdWidth width, Func<string> context)
    {
        byte[] expected = new byte[size], actual = new byte[size];
        string bcl = Outcome(() => Convert.ToHexString(expected, 0, Encoding.Latin1.GetBytes(text, expected)));
        string ours = Outcome(() => Convert.ToHexString(actual, 0, Latin1.GetBytes(text, actual, width)));
        Differential.Same(bcl, ours, () => $"GetBytes width {width} destination {size}: {context()}");
    }

    // Latin-1 text (ASCII-heavy, with accented letters and controls), with `damage` intruders put in.
    private static string Text(Random random, int length, int damage)
    {
        char[] chars = new char[length];
        for (int i = 0; i < length; i++) chars[i] = (char)(random.Next(4) == 0 ? random.Next(0x80, 0x100) : random.Next(0x20, 0x7F));
        for (int k = 0; k < damage && length > 0; k++) chars[random.Next(length)] = Intruders[random.Next(Intruders.Length)];
        if (damage > 0 && length > 1 && random.Next(2) == 0)
        {
            int at = random.Next(length - 1);
            chars[at] = '\uD83D';
            chars[at + 1] = '\uDE00';
        }
        return new string(chars);
    }
}
