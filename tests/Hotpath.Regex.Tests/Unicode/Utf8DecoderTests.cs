using System.Text;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Tests.Unicode;

/// <summary>The shared UTF-8 decoder must read every byte string exactly as <see cref="Rune"/> does, both ways.</summary>
public sealed class Utf8DecoderTests
{
    // Well-formed scalars of every length and every kind of ill-formed sequence.
    private static readonly byte[][] s_pieces =
    [
        [0x61], [0x0A], [0xC3, 0xA9], [0xD0, 0xB4], [0xE4, 0xB8, 0xAD], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBF, 0xBD],
        [0xE4, 0xB8], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF], [0x80], [0xBF],
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xF5], [0xC2],
    ];

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void ForwardAndBackwardDecodingAgreeWithRune(int seed)
    {
        var random = new Random(seed);
        for (int round = 0; round < 2_000; round++)
        {
            byte[] bytes = [.. Enumerable.Range(0, random.Next(1, 8)).SelectMany(_ => s_pieces[random.Next(s_pieces.Length)])];
            string context = $"seed {seed} round {round}: [{Convert.ToHexString(bytes)}]";
            // Forward from the start, as the engines read; backward from every offset forward decoding reaches.
            var boundaries = new List<int> { 0 };
            for (int offset = 0; offset < bytes.Length;)
            {
                Rune.DecodeFromUtf8(bytes.AsSpan(offset), out Rune expected, out int expectedLength);
                Assert.True((expected.Value, expectedLength) == (Utf8Decoder.DecodeAt(bytes, offset, out int length), length), $"{context} at {offset}");
                offset += length;
                boundaries.Add(offset);
            }
            foreach (int offset in boundaries.Skip(1))
            {
                Rune.DecodeLastFromUtf8(bytes.AsSpan(0, offset), out Rune expected, out int expectedLength);
                Assert.True((expected.Value, expectedLength) == (Utf8Decoder.DecodeBefore(bytes, offset, out int length), length), $"{context} before {offset}");
            }
        }
    }

    [Fact]
    public void TwoByteFastPathAcceptsOnlyWellFormedPairs()
    {
        for (int lead = 0; lead < 256; lead++)
        {
            for (int next = 0; next < 256; next++)
            {
                byte[] pair = [(byte)lead, (byte)next];
                bool wellFormed = Rune.DecodeFromUtf8(pair, out Rune rune, out int length) == System.Buffers.OperationStatus.Done && length == 2;
                Assert.Equal(wellFormed, Utf8Decoder.TryDecodeTwoBytes(Utf8Decoder.ReadPair(in pair[0]), out uint scalar));
                if (wellFormed) Assert.Equal((uint)rune.Value, scalar);
            }
        }
    }
}
