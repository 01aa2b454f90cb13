using System.Buffers;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Base64 (RFC 4648 §4, with padding) over spans, with the shapes and exactly the results of
/// <see cref="Convert"/> (<c>FromBase64String</c>, <c>TryFromBase64Chars</c>, <c>ToBase64String</c>, …) and
/// <c>System.Buffers.Text.Base64</c> (<c>DecodeFromUtf8</c>, <c>EncodeToUtf8</c>). Decoding is Hotpath's own: the bulk
/// of an input, whole quads of symbols, is decoded with vectors, and whitespace between quads (line breaks) is skipped;
/// anything else the BCL's rules must judge (whitespace inside a quad, padding anywhere but at the end, bad symbols, a
/// destination too small) is handed to the BCL method mirrored, so results and exceptions are the BCL's (below 512 bits
/// the UTF-8 decoder is the BCL's, which is faster there). Encoding is Hotpath's own whenever the destination holds
/// the whole output; a smaller one goes to the BCL, which decides how much fits. The span methods allocate nothing.
/// All members are thread-safe.
/// </summary>
public static class Base64
{
    /// <summary>Decodes Base64 text, as <see cref="Convert.FromBase64String(string)"/>: whitespace ignored, padding required.</summary>
    /// <param name="s">The Base64 text.</param>
    /// <returns>The decoded bytes.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="s"/> is null.</exception>
    /// <exception cref="FormatException"><paramref name="s"/> is not valid Base64 (the BCL's exception and message).</exception>
    public static byte[] FromBase64String(string s)
    {
        ArgumentNullException.ThrowIfNull(s);
        if (s.Length == 0) return [];
        if (s.Length % 4 == 0)
        {
            // Without whitespace the length and the padding give the output length; a decode that fills it exactly is
            // the answer, and anything else (whitespace, bad input) goes to the BCL for its result or exception.
            int padding = s[^1] == Base64Alphabet.Padding ? (s[^2] == Base64Alphabet.Padding ? 2 : 1) : 0;
            byte[] result = new byte[s.Length / 4 * 3 - padding];
            if (TryFromBase64Chars(s, result, out int written) && written == result.Length) return result;
        }
        return Convert.FromBase64String(s);
    }

    /// <summary>Decodes Base64 chars into <paramref name="bytes"/>, as <see cref="Convert.TryFromBase64Chars"/>.</summary>
    /// <param name="chars">The Base64 text; whitespace (space, tab, CR, LF) is ignored.</param>
    /// <param name="bytes">Receives the decoded bytes.</param>
    /// <param name="bytesWritten">How many bytes were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="chars"/> is not valid Base64 or <paramref name="bytes"/> is too small.</returns>
    public static bool TryFromBase64Chars(ReadOnlySpan<char> chars, Span<byte> bytes, out int bytesWritten) =>
        TryFromBase64Chars(chars, bytes, out bytesWritten, SimdWidths.Best);

    /// <summary>Decodes a Base64 string into <paramref name="bytes"/>, as <see cref="Convert.TryFromBase64String"/>.</summary>
    /// <param name="s">The Base64 text.</param>
    /// <param name="bytes">Receives the decoded bytes.</param>
    /// <param name="bytesWritten">How many bytes were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="s"/> is not valid Base64 or <paramref name="bytes"/> is too small.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="s"/> is null.</exception>
    public static bool TryFromBase64String(string s, Span<byte> bytes, out int bytesWritten)
    {
        ArgumentNullException.ThrowIfNull(s);
        return TryFromBase64Chars(s, bytes, out bytesWritten);
    }

    /// <summary>Encodes bytes as Base64 text with padding and no line breaks, as <see cref="Convert.ToBase64String(ReadOnlySpan{byte}, Base64FormattingOptions)"/>.</summary>
    /// <param name="bytes">The bytes to encode.</param>
    /// <returns>The Base64 text.</returns>
    public static string ToBase64String(ReadOnlySpan<byte> bytes)
    {
        long length = Base64Encoder.EncodedLength(bytes.Length, pad: true);
        if (length > Array.MaxLength) return Convert.ToBase64String(bytes);
        return string.Create((int)length, bytes, static (chars, source) => Base64Encoder.EncodeFinal(source, chars, Base64Alphabet.Standard, pad: true, SimdWidths.Best));
    }

    /// <summary>Encodes bytes as Base64 chars with padding, as <see cref="Convert.TryToBase64Chars"/> without line breaks.</summary>
    /// <param name="bytes">The bytes to encode.</param>
    /// <param name="chars">Receives the Base64 text.</param>
    /// <param name="charsWritten">How many chars were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="chars"/> is too small.</returns>
    public static bool TryToBase64Chars(ReadOnlySpan<byte> bytes, Span<char> chars, out int charsWritten) =>
        TryToBase64Chars(bytes, chars, out charsWritten, SimdWidths.Best);

    /// <summary>Decodes Base64 UTF-8 text, as <c>System.Buffers.Text.Base64.DecodeFromUtf8</c>.</summary>
    /// <param name="utf8">The Base64 text.</param>
    /// <param name="bytes">Receives the decoded bytes.</param>
    /// <param name="bytesConsumed">How many bytes of <paramref name="utf8"/> were consumed.</param>
    /// <param name="bytesWritten">How many bytes were written.</param>
    /// <param name="isFinalBlock">False when more text follows: then only whole quads without padding are decoded.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    /// <remarks>
    /// The BCL's own method: its decoder (the same nibble-lookup method, with fewer steps per vector than Hotpath's, which
    /// serves both alphabets) measured faster than Hotpath's at 256 and 128 bits, and no 512-bit decoder of bytes is measured.
    /// </remarks>
    public static OperationStatus DecodeFromUtf8(ReadOnlySpan<byte> utf8, Span<byte> bytes, out int bytesConsumed, out int bytesWritten, bool isFinalBlock = true) =>
        System.Buffers.Text.Base64.DecodeFromUtf8(utf8, bytes, out bytesConsumed, out bytesWritten, isFinalBlock);

    /// <summary>Encodes bytes as Base64 UTF-8 text, as <c>System.Buffers.Text.Base64.EncodeToUtf8</c>.</summary>
    /// <param name="bytes">The bytes to encode.</param>
    /// <param name="utf8">Receives the Base64 text.</param>
    /// <param name="bytesConsumed">How many bytes of <paramref name="bytes"/> were consumed.</param>
    /// <param name="bytesWritten">How many bytes of text were written.</param>
    /// <param name="isFinalBlock">False when more bytes follow: then only whole 3-byte groups are encoded and no padding is written.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    public static OperationStatus EncodeToUtf8(ReadOnlySpan<byte> bytes, Span<byte> utf8, out int bytesConsumed, out int bytesWritten, bool isFinalBlock = true) =>
        Base64Widths.BclEncodesUtf8
            ? System.Buffers.Text.Base64.EncodeToUtf8(bytes, utf8, out bytesConsumed, out bytesWritten, isFinalBlock)
            : EncodeToUtf8(bytes, utf8, out bytesConsumed, out bytesWritten, isFinalBlock, SimdWidths.Best);

    internal static bool TryToBase64Chars(ReadOnlySpan<byte> bytes, Span<char> chars, out int charsWritten, SimdWidth width)
    {
        if (Base64Encoder.TryEncode(bytes, chars, isFinalBlock: true, Base64Alphabet.Standard, pad: true, width, out _, out charsWritten) is null)
        {
            // Too small a destination (false), or a length past the largest string (the BCL's exception).
            return Convert.TryToBase64Chars(bytes, chars, out charsWritten);
        }
        return true;
    }

    internal static OperationStatus EncodeToUtf8(ReadOnlySpan<byte> bytes, Span<byte> utf8, out int bytesConsumed, out int bytesWritten, bool isFinalBlock, SimdWidth width) =>
        Base64Encoder.TryEncode(bytes, utf8, isFinalBlock, Base64Alphabet.Standard, pad: true, width, out bytesConsumed, out bytesWritten)
        ?? System.Buffers.Text.Base64.EncodeToUtf8(bytes, utf8, out bytesConsumed, out bytesWritten, isFinalBlock);

    internal static bool TryFromBase64Chars(ReadOnlySpan<char> chars, Span<byte> bytes, out int bytesWritten, SimdWidth width)
    {
        int read = 0, written = 0;
        while (true)
        {
            int consumed = Base64QuadDecoder.Decode(chars[read..], bytes[written..], Base64Alphabet.Standard, width);
            read += consumed;
            written += consumed / 4 * 3;
            if (read == chars.Length)
            {
                bytesWritten = written;
                return true;
            }
            // Whitespace between whole quads is ignored (a line-wrapped text is the common case).
            int next = SkipWhitespace(chars, read);
            if (next == chars.Length)
            {
                bytesWritten = written;
                return true;
            }
            if (next > read)
            {
                read = next;
                continue;
            }
            // A last quad with padding, and only whitespace after it. Convert ignores the unused low bits of its last symbol.
            if (read + 4 <= chars.Length && chars[read + 3] == Base64Alphabet.Padding &&
                Base64QuadDecoder.TryDecodeLastQuad(chars.Slice(read, 4), Base64Alphabet.Standard, unusedBitsMustBeZero: false, bytes[written..], out int tail) &&
                SkipWhitespace(chars, read + 4) == chars.Length)
            {
                bytesWritten = written + tail;
                return true;
            }
            break;
        }
        return Convert.TryFromBase64Chars(chars, bytes, out bytesWritten);
    }

    private static int SkipWhitespace(ReadOnlySpan<char> chars, int at)
    {
        while (at < chars.Length && chars[at] is ' ' or '\t' or '\r' or '\n') at++;
        return at;
    }

}
