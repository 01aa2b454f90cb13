using System.Text;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings.Tests;

/// <summary>UTF-16 to UTF-8 encoding and counting against the BCL, at every vector width.</summary>
public class Utf16EncodingTests
{
    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryPairOfEdgeChars_AtEveryOffsetOfTwoBlocks(int bits)
    {
        var width = (SimdWidth)bits;
        char[] edges = InputMaker.EdgeChars;
        char[] buffer = new char[80];
        foreach (char first in edges)
        {
            foreach (char second in edges)
            {
                foreach (char third in edges)
                {
                    for (int at = 0; at < buffer.Length - 3; at += 5)
                    {
                        buffer.AsSpan().Fill('x');
                        buffer[at] = first;
                        buffer[at + 1] = second;
                        buffer[at + 2] = third;
                        Check(buffer, width, () => $"{(int)first:X4} {(int)second:X4} {(int)third:X4} at {at}");
                    }
                    Check([first, second, third], width, () => $"alone {(int)first:X4} {(int)second:X4} {(int)third:X4}");
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void RandomTexts_OfEveryLengthUpTo1500_ValidAndDamaged(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3711;
        var random = new Random(Seed);
        for (int length = 0; length <= 1500; length++)
        {
            char[] input = InputMaker.Utf16Text(random, length, damage: length % 2 == 1);
            Check(input, width, () => $"seed {Seed}, length {length}, {Differential.Show(input)}");
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void RandomEdgeCharSoup_ManySurrogatesPairedLoneAndReversed(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3712;
        var random = new Random(Seed);
        for (int round = 0; round < 3000; round++)
        {
            char[] input = new char[random.Next(200)];
            for (int i = 0; i < input.Length; i++) input[i] = InputMaker.EdgeChars[random.Next(InputMaker.EdgeChars.Length)];
            Check(input, width, () => $"seed {Seed}, round {round}, {Differential.Show(input)}");
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EverySplitPointAndDestinationSize_StopsLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3713;
        var random = new Random(Seed);
        for (int round = 0; round < 12; round++)
        {
            char[] input = InputMaker.Utf16Text(random, 80 + random.Next(120), damage: round % 2 == 1);
            string Context() => $"seed {Seed}, round {round}, {Differential.Show(input)}";
            for (int split = 0; split <= input.Length; split++)
            {
                Differential.FromUtf16(input.AsSpan(0, split), 3 * split + 4, replace: true, isFinalBlock: false, width, Context);
                Differential.FromUtf16(input.AsSpan(0, split), 3 * split + 4, replace: false, isFinalBlock: false, width, Context);
            }
            int needed = Encoding.UTF8.GetByteCount(input);
            for (int size = 0; size <= needed + 1; size++)
            {
                Differential.FromUtf16(input, size, replace: true, isFinalBlock: true, width, Context);
                Differential.FromUtf16(input, size, replace: false, isFinalBlock: round % 4 < 2, width, Context);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void MostlyAsciiTexts_ValidAndDamaged_IntoRoomyAndExactDestinations(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3714;
        var random = new Random(Seed);
        for (int round = 0; round < 80; round++)
        {
            char[] input = InputMaker.MostlyAsciiUtf16(random, 200 + random.Next(6000), damage: round % 3 == 2);
            string Context() => $"seed {Seed}, round {round}, length {input.Length}";
            Check(input, width, Context);
            // The run of ASCII writes whole vectors ahead of the bytes it keeps: a destination with no slack must still be safe.
            int needed = Encoding.UTF8.GetByteCount(input);
            foreach (int size in new[] { needed, needed - 1, needed / 2 })
            {
                Differential.FromUtf16(input, size, replace: true, isFinalBlock: true, width, Context);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void ThreeByteTexts_WithOneOtherCharAtEveryOffset(int bits)
    {
        // Blocks of chars that are all three bytes take fixed shuffles; the edges of that range (U+0800, U+D7FF, U+E000,
        // U+FFFF) and one char of another length planted at every offset check the choice and the shuffles, into roomy
        // and exact destinations.
        var width = (SimdWidth)bits;
        const int Seed = 3715;
        var random = new Random(Seed);
        char[] threeByte = ['\u0800', '\u0FFF', '\u1000', '\u3002', '\u4E2D', '\u9FA5', '\uD7FF', '\uE000', '\uFF0C', '\uFFFD', '\uFFFF'];
        string[] others = ["", "a", "\u00E9", "\u07FF", "\uD83D\uDE00", "\uD800", "\uDFFF"];
        for (int round = 0; round < 6; round++)
        {
            char[] text = new char[70];
            for (int k = 0; k < text.Length; k++) text[k] = threeByte[random.Next(threeByte.Length)];
            foreach (string other in others)
            {
                for (int at = 0; at + other.Length <= text.Length; at++)
                {
                    char[] input = (char[])text.Clone();
                    other.CopyTo(input.AsSpan(at));
                    string Context() => $"seed {Seed}, round {round}, {Differential.Show(other)} at {at}: {Differential.Show(input)}";
                    Check(input, width, Context);
                    int needed = Encoding.UTF8.GetByteCount(input);
                    Differential.FromUtf16(input, needed, replace: true, isFinalBlock: true, width, Context);
                    Differential.FromUtf16(input, needed - 1, replace: true, isFinalBlock: true, width, Context);
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void CountUtf8_OfLongTexts_PastWhereLaneCountersAreSummed(int bits)
    {
        // Lane counters hold up to 2 per char a block; these texts are long enough (over 2^19 chars) that a counter summed
        // too late would wrap, and each fills every lane: all 3-byte chars, the largest char, pairs, pairs with a lone
        // surrogate every 1,000 chars.
        var width = (SimdWidth)bits;
        const int Length = 600_001;
        string[] texts =
        [
            new string('\u4E2D', Length),
            new string('\uFFFF', Length),
            string.Concat(Enumerable.Repeat("\U0001F600", Length / 2)),
            string.Concat(Enumerable.Range(0, Length / 1000).Select(k => string.Concat(Enumerable.Repeat("\U0001F600", 499)) + (k % 2 == 0 ? "\uD800a" : "\uDC00a"))),
        ];
        foreach (string text in texts)
        {
            Differential.Same((long)Encoding.UTF8.GetByteCount(text), Utf16Counting.CountUtf8(text, width), () => $"CountUtf8 width {width}: length {text.Length}, {Differential.Show(text.AsSpan(0, 8))}");
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void CountUtf8_PairsAndLoneSurrogatesAtEveryOffset(int bits)
    {
        // Blocks pair a high surrogate in their last lane with the char after them; every offset puts a pair, a lone high
        // and a lone low surrogate across each block and step boundary, in text of 1-, 2- and 3-byte chars.
        var width = (SimdWidth)bits;
        foreach (char filler in "a\u0416\u4E2D")
        {
            foreach (string planted in new[] { "\uD83D\uDE00", "\uD800", "\uDC00", "\uDC00\uD800" })
            {
                for (int at = 0; at < 200 - planted.Length; at++)
                {
                    char[] input = new string(filler, 200).ToCharArray();
                    planted.CopyTo(input.AsSpan(at));
                    Differential.Same((long)Encoding.UTF8.GetByteCount(input), Utf16Counting.CountUtf8(input, width),
                        () => $"CountUtf8 width {width}: filler {(int)filler:X4}, {Differential.Show(planted)} at {at}");
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void OneNonAsciiCharBetweenAsciiRuns_OfEveryLength_IntoEveryDestinationSize(int bits)
    {
        // Blocks with one char of U+0800 and up among ASCII take a path of their own: the char after an ASCII run of
        // every length 0 to 100 (so at every offset in a block, and in the first block or a later one), of every length
        // of sequence, with a surrogate, a second non-ASCII char just after it, or a lone char; into every destination
        // size from empty to roomy. The text opens with a non-ASCII char, since an opening ASCII run is narrowed apart.
        var width = (SimdWidth)bits;
        string[] middles = ["\u2019", "\u0800", "\uFFFF", "\u00E9", "\u2014\u00E9", "\u2026\u2026", "\uD83D\uDE00", "\uDC00", "\uD800"];
        string[] openings = ["\u201C", "\u00E9"];
        foreach (string opening in openings)
        {
            foreach (string middle in middles)
            {
                for (int run = 0; run <= 100; run++)
                {
                    char[] input = (opening + new string('a', run) + middle + new string('b', 70 + run % 7)).ToCharArray();
                    if (run > 0) input[1 + run / 2] = (char)('A' + run % 26);
                    string Context() => $"{Differential.Show(opening)} + {run} ASCII + {Differential.Show(middle)}: {Differential.Show(input)}";
                    int needed = Encoding.UTF8.GetByteCount(input);
                    for (int size = 0; size <= needed + 8; size++)
                    {
                        Differential.FromUtf16(input, size, replace: true, isFinalBlock: true, width, Context);
                    }
                    Differential.FromUtf16(input, 3 * input.Length + 4, replace: false, isFinalBlock: true, width, Context);
                    Differential.FromUtf16(input, 3 * input.Length + 4, replace: true, isFinalBlock: false, width, Context);
                }
            }
        }
    }

    private static void Check(char[] input, SimdWidth width, Func<string> context)
    {
        Differential.Same((long)Encoding.UTF8.GetByteCount(input), Utf16Counting.CountUtf8(input, width), () => $"CountUtf8 width {width}: {context()}");
        Differential.FromUtf16(input, 3 * input.Length + 4, replace: true, isFinalBlock: true, width, context);
        Differential.FromUtf16(input, 3 * input.Length + 4, replace: false, isFinalBlock: true, width, context);
    }
}
