using System.Text;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Bytes as Hotpath's UTF-8 searches define them (docs/regex.md, "Semantics"): the text <see cref="Encoding.UTF8"/>
/// decodes them to, one U+FFFD per maximal ill-formed subpart, with every offset of that text mapped back to the byte
/// offset where its character starts. A BCL match over the text, mapped, is the expected match over the bytes.
/// </summary>
internal sealed class DecodedUtf8
{
    // For each UTF-16 offset of Text (its length included): the byte offset, or -1 between the surrogates of one scalar.
    private readonly int[] _byteOffsets;

    public DecodedUtf8(byte[] bytes)
    {
        Bytes = bytes;
        Text = Encoding.UTF8.GetString(bytes);
        _byteOffsets = new int[Text.Length + 1];
        int unit = 0;
        for (int offset = 0; offset < bytes.Length;)
        {
            // Rune's decoder replaces the same maximal subparts as Encoding.UTF8: checked against the text below.
            Rune.DecodeFromUtf8(bytes.AsSpan(offset), out Rune rune, out int consumed);
            _byteOffsets[unit] = offset;
            if (rune.Utf16SequenceLength == 2) _byteOffsets[unit + 1] = -1;
            if (Text[unit] != (rune.IsBmp ? (char)rune.Value : char.ConvertFromUtf32(rune.Value)[0])) throw new InvalidOperationException("Rune and Encoding.UTF8 decode differently.");
            unit += rune.Utf16SequenceLength;
            offset += consumed;
        }
        if (unit != Text.Length) throw new InvalidOperationException("Rune and Encoding.UTF8 decode to different lengths.");
        _byteOffsets[unit] = bytes.Length;
    }

    /// <summary>The bytes.</summary>
    public byte[] Bytes { get; }

    /// <summary>What the bytes mean: their UTF-16 decoding.</summary>
    public string Text { get; }

    /// <summary>
    /// The bytes of the text's [<paramref name="start"/>, <paramref name="end"/>), or false when an end falls between the
    /// two surrogates of one 4-byte scalar, which UTF-8 offsets cannot express (such a match widens to the scalar:
    /// a documented difference between the two encodings, not an ill-formed-input one).
    /// </summary>
    public bool TryMap(int start, int end, out int byteStart, out int byteEnd)
    {
        byteStart = _byteOffsets[start];
        byteEnd = _byteOffsets[end];
        return byteStart >= 0 && byteEnd >= 0;
    }

    /// <summary>The bytes in hex, for failure messages.</summary>
    public string Hex => Convert.ToHexString(Bytes);
}
