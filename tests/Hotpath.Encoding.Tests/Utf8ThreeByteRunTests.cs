using System.Text;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings.Tests;

/// <summary>
/// Validation and counting of runs of three-byte sequences, which the blocks check with one range test per block while
/// the run lasts: every byte of a long run replaced, removed or followed by another sequence, at every offset, so every
/// block phase meets every kind of damage, against the BCL at every vector width.
/// </summary>
public class Utf8ThreeByteRunTests
{
    // Replacements for one byte of a run: ASCII, continuation bytes at the edges of the ranges that E0 and ED allow,
    // two-byte leads (C0 never valid), three-byte leads E0 and ED (their own second-byte ranges) and EF, four-byte leads,
    // bytes that never appear.
    private static readonly byte[] Replacements = [0x0A, 0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC3, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF];

    // Sequences put between two sequences of a run: valid E0 and ED forms, their overlong and surrogate neighbours, a
    // two- and a four-byte sequence, ASCII, a cut lead, a stray continuation.
    private static readonly byte[][] Inserted =
    [
        [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xC3, 0xA9], [0xF0, 0x9F, 0x98, 0x80],
        [0x20], [0xE4, 0xB8], [0xBF],
    ];

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryByteOfARun_Replaced(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3741;
        var random = new Random(Seed);
        for (int round = 0; round < 3; round++)
        {
            byte[] run = Run(random, prefix: round, chars: 100);
            Differential.ValidationAndCount(run, width, () => $"seed {Seed}, round {round}, intact");
            for (int at = 0; at < run.Length; at++)
            {
                byte original = run[at];
                foreach (byte replacement in Replacements)
                {
                    run[at] = replacement;
                    Differential.ValidationAndCount(run, width, () => $"seed {Seed}, round {round}, {replacement:X2} at {at}: {Differential.Show(run)}");
                }
                run[at] = original;
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void EveryByteOfARun_Removed_OrASequenceInserted(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 3742;
        var random = new Random(Seed);
        for (int round = 0; round < 3; round++)
        {
            byte[] run = Run(random, prefix: round, chars: 100);
            for (int at = 0; at < run.Length; at++)
            {
                byte[] removed = [.. run.AsSpan(0, at), .. run.AsSpan(at + 1)];
                Differential.ValidationAndCount(removed, width, () => $"seed {Seed}, round {round}, removed at {at}: {Differential.Show(removed)}");
                foreach (byte[] sequence in Inserted)
                {
                    byte[] input = [.. run.AsSpan(0, at), .. sequence, .. run.AsSpan(at)];
                    Differential.ValidationAndCount(input, width, () => $"seed {Seed}, round {round}, {Differential.Show(sequence)} at {at}: {Differential.Show(input)}");
                }
            }
        }
    }

    // `prefix` ASCII bytes (so the run meets the blocks at every phase), then `chars` three-byte chars whose leads are
    // E1..EC or EE..EF: U+1000..U+CFFF and U+E000..U+FFFD.
    private static byte[] Run(Random random, int prefix, int chars)
    {
        var text = new StringBuilder(new string('a', prefix));
        for (int i = 0; i < chars; i++)
        {
            text.Append(random.Next(4) == 0 ? (char)random.Next(0xE000, 0xFFFE) : (char)random.Next(0x1000, 0xD000));
        }
        return Encoding.UTF8.GetBytes(text.ToString());
    }
}
