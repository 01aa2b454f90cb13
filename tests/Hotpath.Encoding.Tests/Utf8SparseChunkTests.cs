using System.Text;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings.Tests;

/// <summary>
/// Validation and counting of mostly-ASCII text whose non-ASCII chars sit a few words apart, so that windows of blocks
/// have many ASCII runs and the blocks are checked in sparse chunks: every byte near the chunks' and blocks' edges, and
/// bytes spread over the rest, replaced or removed, against the BCL at every vector width.
/// </summary>
public class Utf8SparseChunkTests
{
    // Replacements for one byte: ASCII, continuation bytes, leads of every length (C0, E0, ED, F0, F4 with their own
    // second-byte rules), bytes that never appear.
    private static readonly byte[] Replacements = [0x20, 0x80, 0xBF, 0xC0, 0xC3, 0xE0, 0xE2, 0xED, 0xF0, 0xF4, 0xF5, 0xFF];

    private const int ChunkBytes = 64 * 32;

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void Intact_AtEveryLength(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 5301;
        var random = new Random(Seed);
        byte[] text = Text(random, 4 * ChunkBytes + 100);
        for (int length = 3 * ChunkBytes - 200; length <= text.Length; length++)
        {
            byte[] input = text.AsSpan(0, length).ToArray();
            Differential.ValidationAndCount(input, width, () => $"seed {Seed}, length {length}");
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void ByteReplaced_NearEdgesAndSpread(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 5302;
        var random = new Random(Seed);
        for (int round = 0; round < 2; round++)
        {
            byte[] text = Text(random, 4 * ChunkBytes + round * 37);
            foreach (int at in Positions(random, text.Length))
            {
                byte original = text[at];
                foreach (byte replacement in Replacements)
                {
                    text[at] = replacement;
                    Differential.ValidationAndCount(text, width, () => $"seed {Seed}, round {round}, {replacement:X2} at {at}");
                }
                text[at] = original;
            }
        }
    }

    [Theory]
    [MemberData(nameof(Widths.All), MemberType = typeof(Widths))]
    public void ByteRemoved_NearEdgesAndSpread(int bits)
    {
        var width = (SimdWidth)bits;
        const int Seed = 5303;
        var random = new Random(Seed);
        byte[] text = Text(random, 4 * ChunkBytes);
        foreach (int at in Positions(random, text.Length))
        {
            byte[] input = [.. text.AsSpan(0, at), .. text.AsSpan(at + 1)];
            Differential.ValidationAndCount(input, width, () => $"seed {Seed}, removed at {at}");
        }
    }

    // Every position within 40 bytes of a multiple of 32 past the first chunk (the chunks start wherever the scalar
    // prefix ends, so this meets their edges too), and 300 positions anywhere.
    private static IEnumerable<int> Positions(Random random, int length)
    {
        for (int at = 0; at < length; at++)
        {
            int offset = at % 32;
            if (at >= ChunkBytes - 64 && at % ChunkBytes < 3 * 32 + 40 || offset < 4 || offset > 28) yield return at;
        }
        for (int i = 0; i < 300; i++) yield return random.Next(length);
    }

    // English-like words with a two-, three- or four-byte char every few words: ASCII runs of one to three blocks.
    private static byte[] Text(Random random, int bytes)
    {
        string[] others = ["é", "ñ", "ß", "“", "”", "—", "€", "中", "😀", "Ω", "ж"];
        var text = new StringBuilder();
        while (Encoding.UTF8.GetByteCount(text.ToString()) < bytes)
        {
            int letters = 1 + random.Next(8);
            for (int i = 0; i < letters; i++) text.Append((char)('a' + random.Next(26)));
            text.Append(random.Next(6) == 0 ? others[random.Next(others.Length)] + " " : " ");
        }
        return Encoding.UTF8.GetBytes(text.ToString());
    }
}
