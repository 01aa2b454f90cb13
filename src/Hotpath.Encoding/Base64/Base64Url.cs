using System.Buffers;
using System.Runtime.InteropServices;
using Hotpath.Encodings.Vectors;
using BclBase64Url = System.Buffers.Text.Base64Url;

namespace Hotpath.Encodings;

/// <summary>
/// Base64url (RFC 4648 §5: '-' and '_' for values 62 and 63, padding optional) over spans, with the shapes and exactly
/// the results of <c>System.Buffers.Text.Base64Url</c>: the same <see cref="OperationStatus"/>, counts, whitespace and
/// padding rules, and the same exceptions. Decoding (UTF-16 and UTF-8) runs the vector decoder of <see cref="Base64"/>
/// with the URL alphabet over the leading run of whole quads of symbols, and hands what follows (whitespace, padding, a
/// partial last quad, bad symbols, a full destination) to the BCL method mirrored, so every rule is the BCL's. Encoding
/// is Hotpath's own encoder with the URL alphabet. Where the BCL's loops are 256 bits and Hotpath's are not, UTF-8 text
/// is decoded by the BCL, and texts of 256 units and more are decoded from chars, and encoded to chars, by it too. The validators are the BCL's own methods. The span
/// methods allocate nothing. All members are thread-safe.
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
        DecodeFromChars(source, destination, out charsConsumed, out bytesWritten, isFinalBlock, SimdWidths.Best);

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
    public static OperationStatus DecodeFromUtf8(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesConsumed, out int bytesWritten, bool isFinalBlock = true) =>
        Base64Widths.BclDecodesUrlUtf8Faster
            ? BclBase64Url.DecodeFromUtf8(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock)
            : DecodeFromUtf8(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock, SimdWidths.Best);

    /// <summary>Decodes Base64url UTF-8 text into <paramref name="destination"/>, as <c>Base64Url.DecodeFromUtf8(source, destination)</c>.</summary>
    /// <param name="source">The Base64url text.</param>
    /// <param name="destination">Receives the decoded bytes.</param>
    /// <returns>How many bytes were written.</returns>
    /// <exception cref="ArgumentException"><paramref name="destination"/> is too small (the BCL's exception).</exception>
    /// <exception cref="FormatException"><paramref name="source"/> is not valid Base64url (the BCL's exception).</exception>
    public static int DecodeFromUtf8(ReadOnlySpan<byte> source, Span<byte> destination) =>
        // Anything but a clean decode is decided again by the BCL, which throws its own exception.
        DecodeFromUtf8(source, destination, out _, out int written) == OperationStatus.Done ? written : BclBase64Url.DecodeFromUtf8(source, destination);

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
    public static bool TryDecodeFromUtf8(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesWritten)
    {
        if (DecodeFromUtf8(source, destination, out _, out bytesWritten) == OperationStatus.Done) return true;
        return BclBase64Url.TryDecodeFromUtf8(source, destination, out bytesWritten);
    }

    /// <summary>Encodes bytes as Base64url UTF-8 text without padding, as <c>Base64Url.EncodeToUtf8(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <param name="bytesConsumed">How many bytes of <paramref name="source"/> were consumed.</param>
    /// <param name="bytesWritten">How many bytes of text were written.</param>
    /// <param name="isFinalBlock">False when more bytes follow: then only whole 3-byte groups are encoded.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    public static OperationStatus EncodeToUtf8(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesConsumed, out int bytesWritten, bool isFinalBlock = true) =>
        Base64Widths.BclEncodesUtf8
            ? BclBase64Url.EncodeToUtf8(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock)
            : Encode(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock, SimdWidths.Best);

    /// <summary>Encodes bytes as Base64url UTF-8 text into <paramref name="destination"/>, as <c>Base64Url.EncodeToUtf8(source, destination)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <returns>How many bytes of text were written.</returns>
    /// <exception cref="ArgumentException"><paramref name="destination"/> is too small (the BCL's exception).</exception>
    public static int EncodeToUtf8(ReadOnlySpan<byte> source, Span<byte> destination) =>
        Base64Widths.BclEncodesUtf8 || Encode(source, destination, out _, out int written, isFinalBlock: true, SimdWidths.Best) != OperationStatus.Done
            ? BclBase64Url.EncodeToUtf8(source, destination)
            : written;

    /// <summary>Encodes bytes as Base64url UTF-8 text in a new array, as <c>Base64Url.EncodeToUtf8(source)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <returns>The text.</returns>
    public static byte[] EncodeToUtf8(ReadOnlySpan<byte> source)
    {
        if (Base64Widths.BclEncodesUtf8) return BclBase64Url.EncodeToUtf8(source);
        byte[] text = new byte[GetEncodedLength(source.Length)];
        Base64Encoder.EncodeFinal(source, text.AsSpan(), Base64Alphabet.Url, pad: false, SimdWidths.Best);
        return text;
    }

    /// <summary>Encodes bytes as Base64url UTF-8 text, as <c>Base64Url.TryEncodeToUtf8</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <param name="bytesWritten">How many bytes of text were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="destination"/> is too small.</returns>
    public static bool TryEncodeToUtf8(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesWritten) =>
        Base64Widths.BclEncodesUtf8 || Encode(source, destination, out _, out bytesWritten, isFinalBlock: true, SimdWidths.Best) != OperationStatus.Done
            ? BclBase64Url.TryEncodeToUtf8(source, destination, out bytesWritten)
            : true;

    /// <summary>Encodes bytes as Base64url chars without padding, as <c>Base64Url.EncodeToChars(source, destination, out bytesConsumed, out charsWritten, isFinalBlock)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <param name="bytesConsumed">How many bytes of <paramref name="source"/> were consumed.</param>
    /// <param name="charsWritten">How many chars were written.</param>
    /// <param name="isFinalBlock">False when more bytes follow: then only whole 3-byte groups are encoded.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    public static OperationStatus EncodeToChars(ReadOnlySpan<byte> source, Span<char> destination, out int bytesConsumed, out int charsWritten, bool isFinalBlock = true) =>
        Base64Widths.BclEncodes(source.Length)
            ? BclBase64Url.EncodeToChars(source, destination, out bytesConsumed, out charsWritten, isFinalBlock)
            : Encode(source, destination, out bytesConsumed, out charsWritten, isFinalBlock, SimdWidths.Best);

    /// <summary>Encodes bytes as Base64url chars into <paramref name="destination"/>, as <c>Base64Url.EncodeToChars(source, destination)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <returns>How many chars were written.</returns>
    /// <exception cref="ArgumentException"><paramref name="destination"/> is too small (the BCL's exception).</exception>
    public static int EncodeToChars(ReadOnlySpan<byte> source, Span<char> destination) =>
        Base64Widths.BclEncodes(source.Length) || Encode(source, destination, out _, out int written, isFinalBlock: true, SimdWidths.Best) != OperationStatus.Done
            ? BclBase64Url.EncodeToChars(source, destination)
            : written;

    /// <summary>Encodes bytes as Base64url chars in a new array, as <c>Base64Url.EncodeToChars(source)</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <returns>The text.</returns>
    public static char[] EncodeToChars(ReadOnlySpan<byte> source)
    {
        if (Base64Widths.BclEncodes(source.Length)) return BclBase64Url.EncodeToChars(source);
        char[] text = new char[GetEncodedLength(source.Length)];
        Base64Encoder.EncodeFinal(source, text.AsSpan(), Base64Alphabet.Url, pad: false, SimdWidths.Best);
        return text;
    }

    /// <summary>Encodes bytes as a Base64url string, as <c>Base64Url.EncodeToString</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <returns>The text.</returns>
    public static string EncodeToString(ReadOnlySpan<byte> source) =>
        Base64Widths.BclEncodes(source.Length)
            ? BclBase64Url.EncodeToString(source)
            : string.Create(GetEncodedLength(source.Length), source,
                static (chars, bytes) => Base64Encoder.EncodeFinal(bytes, chars, Base64Alphabet.Url, pad: false, SimdWidths.Best));

    /// <summary>Encodes bytes as Base64url chars, as <c>Base64Url.TryEncodeToChars</c>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the text.</param>
    /// <param name="charsWritten">How many chars were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="destination"/> is too small.</returns>
    public static bool TryEncodeToChars(ReadOnlySpan<byte> source, Span<char> destination, out int charsWritten) =>
        Base64Widths.BclEncodes(source.Length) || Encode(source, destination, out _, out charsWritten, isFinalBlock: true, SimdWidths.Best) != OperationStatus.Done
            ? BclBase64Url.TryEncodeToChars(source, destination, out charsWritten)
            : true;

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

    /// <summary>
    /// Encodes as <c>EncodeToUtf8</c>/<c>EncodeToChars</c> with the status: Hotpath's encoder when the destination holds
    /// the output, else the BCL's, which decides how much fits.
    /// </summary>
    internal static OperationStatus Encode<TUnit>(ReadOnlySpan<byte> source, Span<TUnit> destination, out int bytesConsumed, out int written, bool isFinalBlock, SimdWidth width)
        where TUnit : unmanaged
    {
        OperationStatus? status = Base64Encoder.TryEncode(source, destination, isFinalBlock, Base64Alphabet.Url, pad: false, width, out bytesConsumed, out written);
        if (status is { } done) return done;
        return typeof(TUnit) == typeof(byte)
            ? BclBase64Url.EncodeToUtf8(source, MemoryMarshal.Cast<TUnit, byte>(destination), out bytesConsumed, out written, isFinalBlock)
            : BclBase64Url.EncodeToChars(source, MemoryMarshal.Cast<TUnit, char>(destination), out bytesConsumed, out written, isFinalBlock);
    }

    internal static OperationStatus DecodeFromChars(ReadOnlySpan<char> source, Span<byte> destination, out int charsConsumed, out int bytesWritten, bool isFinalBlock, SimdWidth width) =>
        Base64Decoding.Decode(source, destination, out charsConsumed, out bytesWritten, isFinalBlock, Base64Alphabet.Url, width);

    internal static OperationStatus DecodeFromUtf8(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesConsumed, out int bytesWritten, bool isFinalBlock, SimdWidth width) =>
        Base64Decoding.Decode(source, destination, out bytesConsumed, out bytesWritten, isFinalBlock, Base64Alphabet.Url, width);
}
