namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Random byte strings glued from pieces that stress UTF-8 decoding: ASCII, well-formed two-, three- and four-byte
/// characters (U+FFFD itself among them), and every kind of ill-formed subpart the Unicode standard's maximal-subpart
/// rule distinguishes: lone continuation bytes, truncated sequences, overlong forms, encoded surrogates, scalars above
/// U+10FFFF and bytes that never occur. Truncated sequences followed by a continuation byte or another lead test where
/// each replacement ends.
/// </summary>
internal static class IllFormedUtf8Generator
{
    private static readonly byte[][] s_wellFormed =
    [
        "a"u8.ToArray(), "b"u8.ToArray(), "ab"u8.ToArray(), " "u8.ToArray(), "1"u8.ToArray(), "_"u8.ToArray(), "\n"u8.ToArray(),
        "\""u8.ToArray(), "x"u8.ToArray(), "-"u8.ToArray(), "A"u8.ToArray(),
        [0xC3, 0xA9], // é
        [0xE2, 0x82, 0xAC], // €
        [0xEF, 0xBF, 0xBD], // U+FFFD, well-formed
        [0xD0, 0x96], // Ж
        [0xF0, 0x9F, 0x98, 0x80], // U+1F600, two UTF-16 units
    ];

    private static readonly byte[][] s_illFormed =
    [
        [0x80], [0xBF], [0xBD], // lone continuation bytes
        [0xC3], [0xE2], [0xE2, 0x82], [0xF0], [0xF0, 0x9F], [0xF0, 0x9F, 0x98], // truncated sequences
        [0xC0], [0xC1], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF], // overlong forms
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], // UTF-8-encoded surrogates
        [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xF8, 0x88, 0x80, 0x80, 0x80], // above U+10FFFF, never-valid leads
        [0xFE], [0xFF],
    ];

    /// <summary>Up to <paramref name="maxPieces"/> pieces, about a third of them ill-formed.</summary>
    public static byte[] Next(Random random, int maxPieces)
    {
        var bytes = new List<byte>();
        int count = random.Next(0, maxPieces + 1);
        for (int i = 0; i < count; i++)
        {
            byte[][] pieces = random.Next(3) == 0 ? s_illFormed : s_wellFormed;
            bytes.AddRange(pieces[random.Next(pieces.Length)]);
        }
        return [.. bytes];
    }
}
