using System.Text;

namespace Hotpath.Cli.Rebar.Engines;

/// <summary>
/// A benchmark's haystack in the forms engines search: UTF-16 text, and for engines that search bytes its UTF-8
/// encoding, the UTF-16 offset of every byte offset and the byte ranges of its lines. The byte forms are built
/// on first use, which is the untimed verification run. Not thread-safe (the runner is single-threaded).
/// </summary>
internal sealed class RebarHaystack(string text)
{
    private byte[]? _utf8;
    private int[]? _utf16OffsetOfByte;
    private (int Start, int Length)[]? _utf8Lines;

    /// <summary>The haystack as UTF-16.</summary>
    public string Text { get; } = text;

    /// <summary>The haystack as UTF-8.</summary>
    public byte[] Utf8 => _utf8 ??= Encoding.UTF8.GetBytes(Text);

    /// <summary>
    /// For each byte offset that starts a scalar (and the end), the UTF-16 offset of the same position; offsets
    /// inside a scalar hold -1, so a byte-oriented match that splits a scalar cannot map silently.
    /// </summary>
    public int[] Utf16OffsetOfByte => _utf16OffsetOfByte ??= BuildOffsetMap();

    /// <summary>The lines <see cref="MemoryExtensions.EnumerateLines(ReadOnlySpan{char})"/> yields, as byte ranges of <see cref="Utf8"/>.</summary>
    public (int Start, int Length)[] Utf8Lines => _utf8Lines ??= BuildUtf8Lines();

    private int[] BuildOffsetMap()
    {
        var map = new int[Utf8.Length + 1];
        Array.Fill(map, -1);
        int bytePos = 0, charPos = 0;
        // A lone surrogate enumerates as U+FFFD: one char, three bytes, exactly as the encoder wrote it.
        foreach (Rune rune in Text.EnumerateRunes())
        {
            map[bytePos] = charPos;
            bytePos += rune.Utf8SequenceLength;
            charPos += rune.Utf16SequenceLength;
        }
        map[bytePos] = charPos;
        return map;
    }

    private (int Start, int Length)[] BuildUtf8Lines()
    {
        var lines = new List<(int, int)>();
        ReadOnlySpan<char> text = Text;
        int charPos = 0, bytePos = 0;
        // EnumerateLines yields consecutive slices, each followed by one separator (or the end).
        foreach (ReadOnlySpan<char> line in text.EnumerateLines())
        {
            int byteLength = Encoding.UTF8.GetByteCount(line);
            lines.Add((bytePos, byteLength));
            int lineEnd = charPos + line.Length;
            int separatorLength = SeparatorLength(text[lineEnd..]);
            bytePos += byteLength + Encoding.UTF8.GetByteCount(text.Slice(lineEnd, separatorLength));
            charPos = lineEnd + separatorLength;
        }
        return [.. lines];
    }

    // The separators EnumerateLines recognizes: CR LF, CR, LF, FF, NEL, LS, PS.
    private static int SeparatorLength(ReadOnlySpan<char> rest) =>
        rest.IsEmpty ? 0 : rest.StartsWith("\r\n") ? 2 : 1;
}
