using System.Buffers;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// UTF-8 validation, counting and transcoding over spans, with the shapes and exactly the results of
/// <c>System.Text.Unicode.Utf8</c> and <c>Encoding.UTF8</c>: ill-formed input is replaced by U+FFFD one maximal
/// subpart at a time (Unicode §3.9), and the statuses and counts of a streamed input are the BCL's at every split
/// point. The span methods allocate nothing. All members are thread-safe.
/// </summary>
public static class Utf8
{
    /// <summary>True when <paramref name="value"/> is well-formed UTF-8 (as <c>System.Text.Unicode.Utf8.IsValid</c>).</summary>
    /// <param name="value">The bytes to check.</param>
    public static bool IsValid(ReadOnlySpan<byte> value) => Utf8Validation.IndexOfInvalid(value, SimdWidths.Best) < 0;

    /// <summary>
    /// The index of the first byte of the first ill-formed sequence in <paramref name="value"/>, or -1 when it is
    /// well-formed: the <c>bytesRead</c> that <c>Utf8.ToUtf16</c> reports with <see cref="OperationStatus.InvalidData"/>
    /// when it does not replace, given room enough. A sequence cut by the end of the input counts as ill-formed.
    /// </summary>
    /// <param name="value">The bytes to check.</param>
    public static int IndexOfInvalid(ReadOnlySpan<byte> value) => Utf8Validation.IndexOfInvalid(value, SimdWidths.Best);

    /// <summary>The number of chars <paramref name="bytes"/> decodes to, as <c>Encoding.UTF8.GetCharCount</c> (one per U+FFFD).</summary>
    /// <param name="bytes">The UTF-8 input.</param>
    public static int GetCharCount(ReadOnlySpan<byte> bytes) => (int)Utf8Validation.CountUtf16(bytes, SimdWidths.Best);

    /// <summary>The number of UTF-8 bytes <paramref name="chars"/> encodes to, as <c>Encoding.UTF8.GetByteCount</c> (lone surrogates as the three bytes of U+FFFD).</summary>
    /// <param name="chars">The UTF-16 input.</param>
    /// <exception cref="ArgumentOutOfRangeException">The count exceeds <see cref="int.MaxValue"/>.</exception>
    public static int GetByteCount(ReadOnlySpan<char> chars) => CheckedLength(Utf16Counting.CountUtf8(chars, SimdWidths.Best), nameof(chars));

    /// <summary>
    /// Transcodes UTF-8 to UTF-16 as <c>System.Text.Unicode.Utf8.ToUtf16</c>: the same status, <paramref name="bytesRead"/>
    /// and <paramref name="charsWritten"/> for every input, destination size and flag.
    /// </summary>
    /// <param name="source">The UTF-8 input.</param>
    /// <param name="destination">Receives the UTF-16 output.</param>
    /// <param name="bytesRead">How many bytes of <paramref name="source"/> were consumed.</param>
    /// <param name="charsWritten">How many chars were written to <paramref name="destination"/>.</param>
    /// <param name="replaceInvalidSequences">
    /// True to write U+FFFD for each maximal ill-formed subpart; false to stop with <see cref="OperationStatus.InvalidData"/> at the first.
    /// </param>
    /// <param name="isFinalBlock">
    /// False when more input follows: a sequence cut by the end then stops with <see cref="OperationStatus.NeedMoreData"/>
    /// instead of counting as ill-formed.
    /// </param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped early.</returns>
    public static OperationStatus ToUtf16(ReadOnlySpan<byte> source, Span<char> destination, out int bytesRead, out int charsWritten,
        bool replaceInvalidSequences = true, bool isFinalBlock = true) =>
        Utf8ToUtf16Transcoder.Transcode(source, destination, out bytesRead, out charsWritten, replaceInvalidSequences, isFinalBlock, SimdWidths.Best);

    /// <summary>
    /// Transcodes UTF-16 to UTF-8 as <c>System.Text.Unicode.Utf8.FromUtf16</c>: the same status, <paramref name="charsRead"/>
    /// and <paramref name="bytesWritten"/> for every input, destination size and flag.
    /// </summary>
    /// <param name="source">The UTF-16 input.</param>
    /// <param name="destination">Receives the UTF-8 output.</param>
    /// <param name="charsRead">How many chars of <paramref name="source"/> were consumed.</param>
    /// <param name="bytesWritten">How many bytes were written to <paramref name="destination"/>.</param>
    /// <param name="replaceInvalidSequences">True to write U+FFFD for each lone surrogate; false to stop with <see cref="OperationStatus.InvalidData"/> at the first.</param>
    /// <param name="isFinalBlock">False when more input follows: a high surrogate at the end then stops with <see cref="OperationStatus.NeedMoreData"/>.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped early.</returns>
    public static OperationStatus FromUtf16(ReadOnlySpan<char> source, Span<byte> destination, out int charsRead, out int bytesWritten,
        bool replaceInvalidSequences = true, bool isFinalBlock = true) =>
        Utf16ToUtf8Transcoder.Transcode(source, destination, out charsRead, out bytesWritten, replaceInvalidSequences, isFinalBlock, SimdWidths.Best);

    /// <summary>Decodes <paramref name="bytes"/> into a new string, as <c>Encoding.UTF8.GetString</c>.</summary>
    /// <param name="bytes">The UTF-8 input.</param>
    public static string GetString(ReadOnlySpan<byte> bytes)
    {
        int length = GetCharCount(bytes);
        if (length == 0) return string.Empty;
        string result = new('\0', length);
        // The string is new and not yet shared, so filling it in place is safe.
        Span<char> chars = System.Runtime.InteropServices.MemoryMarshal.CreateSpan(
            ref System.Runtime.CompilerServices.Unsafe.AsRef(in result.GetPinnableReference()), length);
        ToUtf16(bytes, chars, out _, out _);
        return result;
    }

    /// <summary>Decodes <paramref name="bytes"/> into <paramref name="chars"/>, as <c>Encoding.UTF8.GetChars</c>; returns the chars written.</summary>
    /// <param name="bytes">The UTF-8 input.</param>
    /// <param name="chars">Receives the output.</param>
    /// <exception cref="ArgumentException"><paramref name="chars"/> is too small for the whole output.</exception>
    public static int GetChars(ReadOnlySpan<byte> bytes, Span<char> chars)
    {
        if (ToUtf16(bytes, chars, out _, out int written) != OperationStatus.Done)
        {
            throw new ArgumentException($"The destination is too small: {chars.Length} chars, and the input decodes to {GetCharCount(bytes)}.", nameof(chars));
        }
        return written;
    }

    /// <summary>Encodes <paramref name="chars"/> into a new array, as <c>Encoding.UTF8.GetBytes</c>.</summary>
    /// <param name="chars">The UTF-16 input.</param>
    public static byte[] GetBytes(ReadOnlySpan<char> chars)
    {
        byte[] result = new byte[GetByteCount(chars)];
        FromUtf16(chars, result, out _, out _);
        return result;
    }

    /// <summary>Encodes <paramref name="chars"/> into <paramref name="bytes"/>, as <c>Encoding.UTF8.GetBytes</c>; returns the bytes written.</summary>
    /// <param name="chars">The UTF-16 input.</param>
    /// <param name="bytes">Receives the output.</param>
    /// <exception cref="ArgumentException"><paramref name="bytes"/> is too small for the whole output.</exception>
    public static int GetBytes(ReadOnlySpan<char> chars, Span<byte> bytes)
    {
        if (FromUtf16(chars, bytes, out _, out int written) != OperationStatus.Done)
        {
            throw new ArgumentException($"The destination is too small: {bytes.Length} bytes, and the input encodes to {GetByteCount(chars)}.", nameof(bytes));
        }
        return written;
    }

    private static int CheckedLength(long length, string parameter) => length <= int.MaxValue
        ? (int)length
        : throw new ArgumentOutOfRangeException(parameter, $"The output would be {length} long, more than a span can hold.");
}
