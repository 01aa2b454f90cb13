using System.Buffers;
using System.Runtime.Intrinsics;
using Hotpath.Encodings.Vectors;
using BclBase64Url = System.Buffers.Text.Base64Url;

namespace Hotpath.Encodings;

/// <summary>
/// Base64url (RFC 4648 §5: '-' and '_' for values 62 and 63, padding optional) over spans, with the shapes and exactly
/// the results of <c>System.Buffers.Text.Base64Url</c>: the same <see cref="OperationStatus"/>, counts, whitespace and
/// padding rules, and the same exceptions. Decoding UTF-16 runs the vector decoder of <see cref="Base64"/> with the URL
/// alphabet over the leading run of whole quads of symbols, and hands what follows (whitespace, padding, a partial last
/// quad, bad symbols, a full destination) to the BCL method mirrored, so every rule is the BCL's. The encoders, the
/// UTF-8 decoder and the validators are the BCL's own methods, already vectorized at every width; they are here so
/// that one type offers every Base64url shape. The span methods allocate nothing. All members are thread-safe.
/// </summary>
public static class Base64Url
{
    /// <summary>The length of the Base64url text (without padding) of <paramref name="bytesLength"/> bytes, as <c>Base64Url.GetEncodedLength</c>.</summary>
    /// <param name="bytesLength">The number of bytes to encode.</param>
    /// <returns>The number of symbols.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bytesLength"/> is negative or too large (the BCL's exception).</exception>
    public static int GetEncodedLength(int bytesLength) => BclBase64Url.GetEncodedLength(bytesLength);

    /// <summary>The most bytes that <paramref name="base64Length"/> chars of Base64url text decode to, as <c>Base64Url.GetMaxDecodedLength</c>.</summary>
    /// <param name="base64Length">The length of the text.</param>
    /// <returns>The largest decoded length.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="base64Length"/> is negative (the BCL's exception).</exception>
    public static int GetMaxDecodedLength(int base64Length) => BclBase64Url.GetMaxDecodedLength(base64Length);

    /// <summary>Decodes Base64url chars, as <c>Base64Url.DecodeFromChars(source, destination, out charsConsumed, out bytesWritten, isFinalBlock)</c>.</summary>
    /// <param name="source">The Base64url text; whitespace (space, tab, CR, LF) is ignored, padding is optional.</param>
    /// <param name="destination">Receives the decoded bytes.</param>
    /// <param name="charsConsumed">How many chars of <paramref name="source"/> were consumed.</param>
    /// <param name="bytesWritten">How many bytes were written.</param>
    /// <param name="isFinalBlock">False when more text follows: then only whole quads are decoded.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    public static OperationStatus DecodeFromChars(ReadOnlySpan<char> source, Span<byte> destination, out int charsConsumed, out int bytesWritten, bool isFinalBlock = true) =>
        LongTextIsTheBcls && source.Length >= LongText
            ? BclBase64Url.DecodeFromChars(source, destination, out charsConsumed, out bytesWritten, isFinalBlock)
            : DecodeFromChars(source, destination, out charsConsumed, out bytesWritten, isFinalBlock, SimdWidths.Best);

    // Where Hotpath's widest decoder is 128 bits but the BCL's is 256 (AVX2 without AVX-512 VBMI), the BCL decodes long
    // texts faster; short ones (tokens) still gain from deciding the last quad without a second call.
    private static readonly bool LongTextIsTheBcls = SimdWidths.Best < SimdWidth.V512 && Vector256.IsHardwareAccelerated;
    private const int LongText = 256;

    /// <summary>Decodes Base64url chars into <paramref name="destination"/>, as <c>Base64Url.DecodeFromChars(source, destination)</c>.</summary>
    /// <param name="source">The Base64url text.</param>
    /// <param name="destination">Receives the decoded bytes.</param>
    /// <returns>How many bytes were written.</returns>
    /// <exception cref="ArgumentException"><paramref name="destination"/> is too small (the BCL's exception).</exception>
    /// <exception cref="FormatException"><paramref name="source"/> is not valid Base64url (the BCL's exception).</exception>
    public static int DecodeFromChars(ReadOnlySpan<char> source, Span<byte> destination) =>
        // Anything but a clean decode is decided again by the BCL, which throws its own exception.
        DecodeFromChars(source, destination, out _, out int written) == OperationStatus.Done ? written : BclBase64Url.DecodeFromChars(source, destination);

    /// <summary>Decodes Base64url chars into a new array, as <c>Base64Url.DecodeFromChars(source)</c>.</summary>
    /// <param name="source">The Base64url text.</param>
    /// <returns>The decoded bytes.</returns>
    /// <exception cref="FormatException"><paramref name="source"/> is not valid Base64url (the BCL's exception).</exception>
    public static byte[] DecodeFromChars(ReadOnlySpan<char> source)
    {
        // Without whitespace and padding the length gives the output length; a decode that fills it exactly is the
        // answer, and anything else goes to the BCL for its result or exception.
        int remainder = source.Length % 4;
        if (remainder != 1)
        {
            byte[] result = new byte[source.Length / 4 * 3 + (remainder == 0 ? 0 : remainder - 1)];
            if (DecodeFromChars(source, result, out int consumed, out int written) == OperationStatus.Done &&
                consumed == source.Length && written == result.Length)
            {
                return result;
            }
        }
        return BclBase64Url.DecodeFromChars(source);
    }

    /// <summary>Decodes Base64url chars into <paramref name="destination"/>, as <c>Base64Url.TryDecodeFromChars</c>.</summary>
    /// <param name="source">The Base64url text.</param>
    /// <param name="destination">Receives the decoded bytes.</param>
    /// <param name="bytesWritten">How many bytes were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="destination"/> is too small.</returns>
    /// <exception cref="FormatException"><paramref name="source"/> is not valid Base64url (the BCL's exception).</exception>
    public static bool TryDecodeFromChars(ReadOnlySpan<char> source, Span<byte> destination, out int bytesWritten)
    {
        if (DecodeFromChars(source, destination, out _, out bytesWritten) == OperationStatus.Done) return true;
        return BclBase64Url.TryDecodeFromChars(source, destination, out bytesWritten);
    }

    /// <summary>Decodes Base64url UTF-8 text, as <c>Base64Url.DecodeFromUtf8(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock)</c>.</summary>
    /// <param name="source">The Base64url text.</param>
    /// <param name="destination">Receives the decoded bytes.</param>
    /// <param name="bytesConsumed">How many bytes of <paramref name="source"/> were consumed.</param>
    /// <param name="bytesWritten">How many bytes were written.</param>
    /// <param name="isFinalBlock">False when more text follows: then only whole quads are decoded.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    /// <remarks>The BCL's own method: its UTF-8 decoder is vectorized at every width and runs at memory speed.</remarks>
    public static OperationStatus DecodeFromUtf8(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesConsumed, out int bytesWritten, bool isFinalBlock = true) =>
        BclBase64Url.DecodeFromUtf8(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock);

    /// <summary>Decodes Base64url UTF-8 text into <paramref name="destination"/>, as <c>Base64Url.DecodeFromUtf8(source, destination)</c>.</summary>
    /// <param name="source">The Base64url text.</param>
    /// <param name="destination">Receives the decoded bytes.</param>
    /// <returns>How many bytes were written.</returns>
    /// <exception cref="ArgumentException"><paramref name="destination"/> is too small (the BCL's exception).</exception>
    /// <exception cref="FormatException"><paramref name="source"/> is not valid Base64url (the BCL's exception).</exception>
    /// <remarks>The BCL's own method (see <see cref="DecodeFromUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static int DecodeFromUtf8(ReadOnlySpan<byte> source, Span<byte> destination) => BclBase64Url.DecodeFromUtf8(source, destination);

    /// <summary>Decodes Base64url UTF-8 text into a new array, as <c>Base64Url.DecodeFromUtf8(source)</c>.</summary>
    /// <param name="source">The Base64url text.</param>
    /// <returns>The decoded bytes.</returns>
    /// <exception cref="FormatException"><paramref name="source"/> is not valid Base64url (the BCL's exception).</exception>
    /// <remarks>The BCL's own method (see <see cref="DecodeFromUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static byte[] DecodeFromUtf8(ReadOnlySpan<byte> source) => BclBase64Url.DecodeFromUtf8(source);

    /// <summary>Decodes Base64url UTF-8 text into <paramref name="destination"/>, as <c>Base64Url.TryDecodeFromUtf8</c>.</summary>
    /// <param name="source">The Base64url text.</param>
    /// <param name="destination">Receives the decoded bytes.</param>
    /// <param name="bytesWritten">How many bytes were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="destination"/> is too small.</returns>
    /// <exception cref="FormatException"><paramref name="source"/> is not valid Base64url (the BCL's exception).</exception>
    /// <remarks>The BCL's own method (see <see cref="DecodeFromUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static bool TryDecodeFromUtf8(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesWritten) =>
        BclBase64Url.TryDecodeFromUtf8(source, destination, out bytesWritten);

    /// <summary>Encodes bytes as Base64url UTF-8 text without padding, as <c>Base64Url.EncodeToUtf8(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <param name="bytesConsumed">How many bytes of <paramref name="source"/> were consumed.</param>
    /// <param name="bytesWritten">How many bytes of text were written.</param>
    /// <param name="isFinalBlock">False when more bytes follow: then only whole 3-byte groups are encoded.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    /// <remarks>The BCL's own method: its encoders are vectorized at every width and run at memory speed.</remarks>
    public static OperationStatus EncodeToUtf8(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesConsumed, out int bytesWritten, bool isFinalBlock = true) =>
        BclBase64Url.EncodeToUtf8(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock);

    /// <summary>Encodes bytes as Base64url UTF-8 text into <paramref name="destination"/>, as <c>Base64Url.EncodeToUtf8(source, destination)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <returns>How many bytes of text were written.</returns>
    /// <exception cref="ArgumentException"><paramref name="destination"/> is too small (the BCL's exception).</exception>
    /// <remarks>The BCL's own method (see <see cref="EncodeToUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static int EncodeToUtf8(ReadOnlySpan<byte> source, Span<byte> destination) => BclBase64Url.EncodeToUtf8(source, destination);

    /// <summary>Encodes bytes as Base64url UTF-8 text in a new array, as <c>Base64Url.EncodeToUtf8(source)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <returns>The text.</returns>
    /// <remarks>The BCL's own method (see <see cref="EncodeToUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static byte[] EncodeToUtf8(ReadOnlySpan<byte> source) => BclBase64Url.EncodeToUtf8(source);

    /// <summary>Encodes bytes as Base64url UTF-8 text, as <c>Base64Url.TryEncodeToUtf8</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <param name="bytesWritten">How many bytes of text were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="destination"/> is too small.</returns>
    /// <remarks>The BCL's own method (see <see cref="EncodeToUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static bool TryEncodeToUtf8(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesWritten) =>
        BclBase64Url.TryEncodeToUtf8(source, destination, out bytesWritten);

    /// <summary>Encodes bytes as Base64url chars without padding, as <c>Base64Url.EncodeToChars(source, destination, out bytesConsumed, out charsWritten, isFinalBlock)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <param name="bytesConsumed">How many bytes of <paramref name="source"/> were consumed.</param>
    /// <param name="charsWritten">How many chars were written.</param>
    /// <param name="isFinalBlock">False when more bytes follow: then only whole 3-byte groups are encoded.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    /// <remarks>The BCL's own method (see <see cref="EncodeToUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static OperationStatus EncodeToChars(ReadOnlySpan<byte> source, Span<char> destination, out int bytesConsumed, out int charsWritten, bool isFinalBlock = true) =>
        BclBase64Url.EncodeToChars(source, destination, out bytesConsumed, out charsWritten, isFinalBlock);

    /// <summary>Encodes bytes as Base64url chars into <paramref name="destination"/>, as <c>Base64Url.EncodeToChars(source, destination)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <returns>How many chars were written.</returns>
    /// <exception cref="ArgumentException"><paramref name="destination"/> is too small (the BCL's exception).</exception>
    /// <remarks>The BCL's own method (see <see cref="EncodeToUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static int EncodeToChars(ReadOnlySpan<byte> source, Span<char> destination) => BclBase64Url.EncodeToChars(source, destination);

    /// <summary>Encodes bytes as Base64url chars in a new array, as <c>Base64Url.EncodeToChars(source)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <returns>The text.</returns>
    /// <remarks>The BCL's own method (see <see cref="EncodeToUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static char[] EncodeToChars(ReadOnlySpan<byte> source) => BclBase64Url.EncodeToChars(source);

    /// <summary>Encodes bytes as a Base64url string, as <c>Base64Url.EncodeToString</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <returns>The text.</returns>
    /// <remarks>The BCL's own method (see <see cref="EncodeToUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static string EncodeToString(ReadOnlySpan<byte> source) => BclBase64Url.EncodeToString(source);

    /// <summary>Encodes bytes as Base64url chars, as <c>Base64Url.TryEncodeToChars</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <param name="charsWritten">How many chars were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="destination"/> is too small.</returns>
    /// <remarks>The BCL's own method (see <see cref="EncodeToUtf8(ReadOnlySpan{byte}, Span{byte}, out int, out int, bool)"/>).</remarks>
    public static bool TryEncodeToChars(ReadOnlySpan<byte> source, Span<char> destination, out int charsWritten) =>
        BclBase64Url.TryEncodeToChars(source, destination, out charsWritten);

    /// <summary>Whether <paramref name="base64UrlText"/> is valid Base64url, as <c>Base64Url.IsValid(ReadOnlySpan&lt;char&gt;)</c>.</summary>
    /// <param name="base64UrlText">The text.</param>
    /// <returns>True when it decodes.</returns>
    /// <remarks>The BCL's own method: it searches for the first non-symbol with a vectorized search.</remarks>
    public static bool IsValid(ReadOnlySpan<char> base64UrlText) => BclBase64Url.IsValid(base64UrlText);

    /// <summary>Whether <paramref name="base64UrlText"/> is valid Base64url, and the length it decodes to, as <c>Base64Url.IsValid(ReadOnlySpan&lt;char&gt;, out int)</c>.</summary>
    /// <param name="base64UrlText">The text.</param>
    /// <param name="decodedLength">The number of bytes it decodes to.</param>
    /// <returns>True when it decodes.</returns>
    /// <remarks>The BCL's own method (see <see cref="IsValid(ReadOnlySpan{char})"/>).</remarks>
    public static bool IsValid(ReadOnlySpan<char> base64UrlText, out int decodedLength) => BclBase64Url.IsValid(base64UrlText, out decodedLength);

    /// <summary>Whether <paramref name="utf8Base64UrlText"/> is valid Base64url, as <c>Base64Url.IsValid(ReadOnlySpan&lt;byte&gt;)</c>.</summary>
    /// <param name="utf8Base64UrlText">The text.</param>
    /// <returns>True when it decodes.</returns>
    /// <remarks>The BCL's own method (see <see cref="IsValid(ReadOnlySpan{char})"/>).</remarks>
    public static bool IsValid(ReadOnlySpan<byte> utf8Base64UrlText) => BclBase64Url.IsValid(utf8Base64UrlText);

    /// <summary>Whether <paramref name="utf8Base64UrlText"/> is valid Base64url, and the length it decodes to, as <c>Base64Url.IsValid(ReadOnlySpan&lt;byte&gt;, out int)</c>.</summary>
    /// <param name="utf8Base64UrlText">The text.</param>
    /// <param name="decodedLength">The number of bytes it decodes to.</param>
    /// <returns>True when it decodes.</returns>
    /// <remarks>The BCL's own method (see <see cref="IsValid(ReadOnlySpan{char})"/>).</remarks>
    public static bool IsValid(ReadOnlySpan<byte> utf8Base64UrlText, out int decodedLength) => BclBase64Url.IsValid(utf8Base64UrlText, out decodedLength);

    internal static OperationStatus DecodeFromChars(ReadOnlySpan<char> source, Span<byte> destination, out int charsConsumed, out int bytesWritten, bool isFinalBlock, SimdWidth width)
    {
        // Whole quads of symbols decode the same wherever the BCL would start, so the clean run is decoded here and the
        // BCL continues from the quad boundary after it with its own rules and counts.
        int clean = Base64QuadDecoder.Decode(source, destination, Base64Alphabet.Url, width);
        int decoded = clean / 4 * 3;
        ReadOnlySpan<char> rest = source[clean..];
        int last = 0;
        // The usual end of a token, a bare or padded last quad, is decoded here rather than by a second call.
        if (rest.IsEmpty || (isFinalBlock && Base64QuadDecoder.TryDecodeLastQuad(rest, Base64Alphabet.Url, unusedBitsMustBeZero: true, destination[decoded..], out last)))
        {
            charsConsumed = source.Length;
            bytesWritten = decoded + last;
            return OperationStatus.Done;
        }
        OperationStatus status = BclBase64Url.DecodeFromChars(rest, destination[decoded..], out int restConsumed, out int restWritten, isFinalBlock);
        charsConsumed = clean + restConsumed;
        bytesWritten = decoded + restWritten;
        return status;
    }
}
