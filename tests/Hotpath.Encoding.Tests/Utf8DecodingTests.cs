using System.Text;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings.Tests;

/// <summary>UTF-8 validation, counting and decoding against the BCL, at every vector width.</summary>
public class Utf8DecodingTests
{
    // Where a short sequence is planted inside ASCII so that it straddles the end of the first 128-bit, 256-bit and
    // 512-bit block (blocks start after the three bytes the scalar path takes first), or sits well inside.
    private static readonly int[] PlantAt = [17, 18, 33, 34, 40, 65, 66];

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EverySequenceOfOneToThreeBytes_OverEdgeBytes_AloneAndPlanted(int bits)
    {
        var width = (SimdWidth)bits;
        byte[] edges = InputMaker.EdgeBytes;
        byte[] buffer = new byte[150];
        foreach (int length in new[] { 1, 2, 3 })
        {
            int total = (int)Math.Pow(edges.Length, length);
            for (int n = 0; n < total; n++)
            {
                byte[] sequence = Sequence(edges, n, length);
                Differential.AllUtf8(sequence, width, () => $"alone {Differential.Show(sequence)}");
                foreach (int at in PlantAt)
                {
                    Planted(buffer, sequence, at);
                    Differential.AllUtf8(buffer, width, () => $"{Differential.Show(sequence)} at {at}");
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryFourByteSequence_OverEdgeBytes_Planted(int bits)
    {
        var width = (SimdWidth)bits;
        byte[] edges = InputMaker.EdgeBytes;
        byte[] buffer = new byte[90];
        int total = edges.Length * edges.Length * edges.Length * edges.Length;
        for (int n = 0; n < total; n++)
        {
            byte[] sequence = Sequence(edges, n, 4);
            // Each case at one straddling position, the position rotating so every one is used.
            int at = PlantAt[n % PlantAt.Length] % (buffer.Length - 4);
            Planted(buffer, sequence, at);
            string Context() => $"{Differential.Show(sequence)} at {at}";
            Differential.Same(Differential.BclIndexOfInvalid(buffer), Utf8Validation.IndexOfInvalid(buffer, width), Context);
            Differential.Same((long)Encoding.UTF8.GetCharCount(buffer), Utf8Validation.CountUtf16(buffer, width), Context);
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void ThreeByteRuns_WithOneOtherSequenceOrErrorAtEveryOffset(int bits)
    {
        // Runs of three-byte sequences are decoded by fixed shuffles while each block keeps that shape; a byte or
        // sequence of another kind, or damage (a stray continuation, a cut lead, a surrogate or overlong form), at every
        // offset must end the run exactly where the BCL's decoding changes, into roomy and exact destinations.
        var width = (SimdWidth)bits;
        const int Seed = 3731;
        var random = new Random(Seed);
        byte[][] planted = [[], [(byte)'a'], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xE4, 0xB8], [0xED, 0xA0, 0x80], [0xE0, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xE0, 0xA0, 0x80]];
        for (int round = 0; round < 3; round++)
        {
            string cjk = new([.. Enumerable.Range(0, 50).Select(_ => (char)random.Next(0x3000, 0xD7FF))]);
            byte[] text = System.Text.Encoding.UTF8.GetBytes(cjk);
            foreach (byte[] other in planted)
            {
                for (int at = 0; at <= text.Length; at++)
                {
                    byte[] input = [.. text.AsSpan(0, at), .. other, .. text.AsSpan(at)];
                    string Context() => $"seed {Seed}, round {round}, {Differential.Show(other)} at {at}: {Differential.Show(input)}";
                    Differential.AllUtf8(input, width, Context);
                    int needed = System.Text.Encoding.UTF8.GetCharCount(input);
                    Differential.ToUtf16(input, needed, replace: true, isFinalBlock: true, width, Context);
                    Differential.ToUtf16(input, needed - 1, replace: true, isFinalBlock: false, width, Context);
                }
            }
        }
    }

    // A block of two- or three-byte text that ends inside a sequence decodes that sequence from the bytes after it; what
    // follows may be ASCII (a whole ASCII block), the rest of the sequence, or damage to it.
    private static readonly byte[][] AfterALead =
    [
        [], [0x80], [0x80, 0x80], [0x41], [0x80, 0x41], [0xC3], [0xE2, 0x80], [0xBF, 0xBF, 0xBF], [0xF0, 0x9F, 0x98, 0x80],
    ];

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void SequencesCutAtEveryOffset_ThenAsciiOrTheirRestOrDamage(int bits)
    {
        var width = (SimdWidth)bits;
        byte[][] texts = [Encoding.UTF8.GetBytes(new string('é', 60)), Encoding.UTF8.GetBytes(new string('한', 40) + " 가나")];
        byte[][] leads = [[0xC3], [0xE2], [0xE2, 0x82], [0xED, 0x9F]];
        byte[] ascii = Encoding.UTF8.GetBytes(new string('a', 100));
        foreach (byte[] text in texts)
        {
            for (int prefix = 3; prefix < 70; prefix++)
            {
                foreach (byte[] lead in leads)
                {
                    foreach (byte[] after in AfterALead)
                    {
                        byte[] input = [.. text.AsSpan(0, prefix), .. lead, .. after, .. ascii, .. text];
                        Differential.AllUtf8(input, width, () => $"prefix {prefix}, {Differential.Show(lead)} then {Differential.Show(after)}");
                    }
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryTwoByteValue_AtEveryOffsetOfTwoBlocks(int bits)
    {
        var width = (SimdWidth)bits;
        byte[] buffer = new byte[140];
        for (int first = 0x80; first < 0x100; first++)
        {
            for (int second = 0; second < 0x100; second += 3)
            {
                int at = 3 + (first * 7 + second) % 130;
                Planted(buffer, [(byte)first, (byte)second], at);
                Differential.AllUtf8(buffer, width, () => $"{first:X2} {second:X2} at {at}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void RandomTexts_OfEveryLengthUpTo2000_ValidAndDamaged(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3701;
        var random = new Random(Seed + bits);
        for (int length = 0; length <= 2000; length++)
        {
            bool damage = length % 2 == 1;
            byte[] input = InputMaker.Utf8Text(random, length, damage);
            Differential.AllUtf8(input, width, () => $"seed {Seed + bits}, length {length}, {Differential.Show(input)}");
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void LongTexts_InEveryScript_ValidAndDamaged(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3702;
        var random = new Random(Seed);
        for (int round = 0; round < 60; round++)
        {
            byte[] input = InputMaker.Utf8Text(random, 3000 + random.Next(20000), damage: round % 3 != 0);
            Differential.AllUtf8(input, width, () => $"seed {Seed}, round {round}, length {input.Length}");
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EverySplitPoint_StreamsLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3703;
        var random = new Random(Seed);
        for (int round = 0; round < 12; round++)
        {
            byte[] input = InputMaker.Utf8Text(random, 150 + random.Next(150), damage: round % 2 == 1);
            for (int split = 0; split <= input.Length; split++)
            {
                byte[] head = input[..split];
                string Context() => $"seed {Seed}, round {round}, split {split} of {Differential.Show(input)}";
                Differential.ToUtf16(head, split + 4, replace: true, isFinalBlock: false, width, Context);
                Differential.ToUtf16(head, split + 4, replace: false, isFinalBlock: false, width, Context);
                // The rest after what the first call consumed, as a streaming caller would go on.
                System.Text.Unicode.Utf8.ToUtf16(head, new char[split + 4], out int consumed, out _, true, false);
                byte[] rest = input[consumed..];
                Differential.ToUtf16(rest, rest.Length + 4, replace: true, isFinalBlock: true, width, Context);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryDestinationSize_StopsLikeTheBcl(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3704;
        var random = new Random(Seed);
        for (int round = 0; round < 10; round++)
        {
            byte[] input = InputMaker.Utf8Text(random, 100 + random.Next(200), damage: round % 2 == 1);
            int needed = Encoding.UTF8.GetCharCount(input);
            for (int size = 0; size <= needed + 1; size++)
            {
                string Context() => $"seed {Seed}, round {round}, {Differential.Show(input)}";
                Differential.ToUtf16(input, size, replace: true, isFinalBlock: true, width, Context);
                Differential.ToUtf16(input, size, replace: false, isFinalBlock: round % 4 < 2, width, Context);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void MostlyAsciiTexts_ValidAndDamaged_IntoRoomyAndExactDestinations(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3703;
        var random = new Random(Seed);
        for (int round = 0; round < 80; round++)
        {
            byte[] input = InputMaker.MostlyAsciiUtf8(random, 200 + random.Next(6000), damage: round % 3 == 2);
            string Context() => $"seed {Seed}, round {round}, length {input.Length}";
            Differential.AllUtf8(input, width, Context);
            int needed = Encoding.UTF8.GetCharCount(input);
            foreach (int size in new[] { needed, needed - 1, needed / 2 })
            {
                Differential.ToUtf16(input, size, replace: true, isFinalBlock: true, width, Context);
            }
        }
    }

    private static byte[] Sequence(byte[] alphabet, int number, int length)
    {
        byte[] sequence = new byte[length];
        for (int k = 0; k < length; k++, number /= alphabet.Length) sequence[k] = alphabet[number % alphabet.Length];
        return sequence;
    }

    // ASCII all round, the sequence at `at`.
    private static void Planted(byte[] buffer, byte[] sequence, int at)
    {
        buffer.AsSpan().Fill((byte)'x');
        sequence.CopyTo(buffer, at);
    }
}
