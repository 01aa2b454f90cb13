using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Hex (base 16) over spans, with the shapes and exactly the results of <see cref="Convert"/>'s <c>FromHexString</c>,
/// <c>ToHexString</c>, <c>ToHexStringLower</c> and <c>TryToHexString</c>. Decoding takes digit pairs with vectors and
/// hands anything else (an odd length, a non-digit, a destination too small) to the <see cref="Convert"/> method it
/// mirrors, so statuses, counts and exceptions are the BCL's. The span methods allocate nothing. All members are
/// thread-safe.
/// </summary>
public static class Hex
{
    /// <summary>Decodes hex text (either case), as <see cref="Convert.FromHexString(string)"/>.</summary>
    /// <param name="s">The hex text.</param>
    /// <returns>The decoded bytes.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="s"/> is null.</exception>
    /// <exception cref="FormatException">The length is odd or a char is not a hex digit (the BCL's exception and message).</exception>
    public static byte[] FromHexString(string s)
    {
        ArgumentNullException.ThrowIfNull(s);
        return FromHexString(s.AsSpan());
    }

    /// <summary>Decodes hex chars (either case), as <see cref="Convert.FromHexString(ReadOnlySpan{char})"/>.</summary>
    /// <param name="chars">The hex text.</param>
    /// <returns>The decoded bytes.</returns>
    /// <exception cref="FormatException">The length is odd or a char is not a hex digit (the BCL's exception and message).</exception>
    public static byte[] FromHexString(ReadOnlySpan<char> chars)
    {
        if (chars.Length % 2 == 0)
        {
            byte[] result = chars.IsEmpty ? [] : GC.AllocateUninitializedArray<byte>(chars.Length / 2);
            if (HexPairDecoder.Decode(chars, result, SimdWidths.Best) == chars.Length) return result;
        }
        return Convert.FromHexString(chars);
    }

    /// <summary>Decodes hex chars into <paramref name="destination"/>, as <see cref="Convert.FromHexString(ReadOnlySpan{char}, Span{byte}, out int, out int)"/>.</summary>
    /// <param name="source">The hex text.</param>
    /// <param name="destination">Receives the decoded bytes.</param>
    /// <param name="charsConsumed">How many chars were consumed.</param>
    /// <param name="bytesWritten">How many bytes were written.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    public static OperationStatus FromHexString(ReadOnlySpan<char> source, Span<byte> destination, out int charsConsumed, out int bytesWritten) =>
        FromHexString(source, destination, out charsConsumed, out bytesWritten, SimdWidths.Best);

    /// <summary>Decodes hex UTF-8 text into <paramref name="destination"/>, as <see cref="Convert.FromHexString(ReadOnlySpan{byte}, Span{byte}, out int, out int)"/>.</summary>
    /// <param name="utf8Source">The hex text.</param>
    /// <param name="destination">Receives the decoded bytes.</param>
    /// <param name="bytesConsumed">How many bytes of text were consumed.</param>
    /// <param name="bytesWritten">How many bytes were written.</param>
    /// <returns><see cref="OperationStatus.Done"/>, or why it stopped, as the BCL reports it.</returns>
    public static OperationStatus FromHexString(ReadOnlySpan<byte> utf8Source, Span<byte> destination, out int bytesConsumed, out int bytesWritten) =>
        FromHexString(utf8Source, destination, out bytesConsumed, out bytesWritten, SimdWidths.Best);

    /// <summary>Encodes bytes as upper-case hex, as <see cref="Convert.ToHexString(ReadOnlySpan{byte})"/>.</summary>
    /// <param name="bytes">The bytes to encode.</param>
    /// <returns>The hex text.</returns>
    public static string ToHexString(ReadOnlySpan<byte> bytes) => ToHexString(bytes, lowerCase: false);

    /// <summary>Encodes bytes as lower-case hex, as <see cref="Convert.ToHexStringLower(ReadOnlySpan{byte})"/>.</summary>
    /// <param name="bytes">The bytes to encode.</param>
    /// <returns>The hex text.</returns>
    public static string ToHexStringLower(ReadOnlySpan<byte> bytes) => ToHexString(bytes, lowerCase: true);

    /// <summary>Encodes bytes as upper-case hex chars, as <see cref="Convert.TryToHexString(ReadOnlySpan{byte}, Span{char}, out int)"/>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the hex text.</param>
    /// <param name="charsWritten">How many chars were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="destination"/> is too small.</returns>
    public static bool TryToHexString(ReadOnlySpan<byte> source, Span<char> destination, out int charsWritten) =>
        TryToHex(source, destination, lowerCase: false, out charsWritten, SimdWidths.Best);

    /// <summary>Encodes bytes as lower-case hex chars, as <see cref="Convert.TryToHexStringLower(ReadOnlySpan{byte}, Span{char}, out int)"/>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="destination">Receives the hex text.</param>
    /// <param name="charsWritten">How many chars were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="destination"/> is too small.</returns>
    public static bool TryToHexStringLower(ReadOnlySpan<byte> source, Span<char> destination, out int charsWritten) =>
        TryToHex(source, destination, lowerCase: true, out charsWritten, SimdWidths.Best);

    /// <summary>Encodes bytes as upper-case hex UTF-8, as <see cref="Convert.TryToHexString(ReadOnlySpan{byte}, Span{byte}, out int)"/>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="utf8Destination">Receives the hex text.</param>
    /// <param name="bytesWritten">How many bytes were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="utf8Destination"/> is too small.</returns>
    public static bool TryToHexString(ReadOnlySpan<byte> source, Span<byte> utf8Destination, out int bytesWritten) =>
        TryToHex(source, utf8Destination, lowerCase: false, out bytesWritten, SimdWidths.Best);

    /// <summary>Encodes bytes as lower-case hex UTF-8, as <see cref="Convert.TryToHexStringLower(ReadOnlySpan{byte}, Span{byte}, out int)"/>.</summary>
    /// <param name="source">The bytes to encode.</param>
    /// <param name="utf8Destination">Receives the hex text.</param>
    /// <param name="bytesWritten">How many bytes were written; 0 when false is returned.</param>
    /// <returns>False when <paramref name="utf8Destination"/> is too small.</returns>
    public static bool TryToHexStringLower(ReadOnlySpan<byte> source, Span<byte> utf8Destination, out int bytesWritten) =>
        TryToHex(source, utf8Destination, lowerCase: true, out bytesWritten, SimdWidths.Best);

    internal static OperationStatus FromHexString(ReadOnlySpan<char> source, Span<byte> destination, out int charsConsumed, out int bytesWritten, SimdWidth width)
    {
        if (source.Length % 2 == 0 && HexPairDecoder.Decode(source, destination, width) == source.Length)
        {
            charsConsumed = source.Length;
            bytesWritten = source.Length / 2;
            return OperationStatus.Done;
        }
        return Convert.FromHexString(source, destination, out charsConsumed, out bytesWritten);
    }

    internal static OperationStatus FromHexString(ReadOnlySpan<byte> source, Span<byte> destination, out int bytesConsumed, out int bytesWritten, SimdWidth width)
    {
        if (source.Length % 2 == 0 && HexPairDecoder.Decode(source, destination, width) == source.Length)
        {
            bytesConsumed = source.Length;
            bytesWritten = source.Length / 2;
            return OperationStatus.Done;
        }
        return Convert.FromHexString(source, destination, out bytesConsumed, out bytesWritten);
    }

    internal static bool TryToHex(ReadOnlySpan<byte> source, Span<char> destination, bool lowerCase, out int charsWritten, SimdWidth width)
    {
        if (source.Length > int.MaxValue / 2 || destination.Length < 2 * source.Length)
        {
            charsWritten = 0;
            return false;
        }
        HexEncoder.Encode(source, destination, lowerCase, width);
        charsWritten = 2 * source.Length;
        return true;
    }

    internal static bool TryToHex(ReadOnlySpan<byte> source, Span<byte> destination, bool lowerCase, out int bytesWritten, SimdWidth width)
    {
        if (source.Length > int.MaxValue / 2 || destination.Length < 2 * source.Length)
        {
            bytesWritten = 0;
            return false;
        }
        if (width >= SimdWidth.V128 && Avx2.IsSupported && (uint)(source.Length - 16) < 48) HexEncoder.EncodeToken(source, destination, lowerCase);
        else HexEncoder.Encode(source, destination, lowerCase, width);
        bytesWritten = 2 * source.Length;
        return true;
    }

    private static string ToHexString(ReadOnlySpan<byte> bytes, bool lowerCase)
    {
        if (bytes.IsEmpty) return string.Empty;
        if (bytes.Length > int.MaxValue / 2) return lowerCase ? Convert.ToHexStringLower(bytes) : Convert.ToHexString(bytes); // the BCL's exception for the length
        string result = new('\0', 2 * bytes.Length);
        // The string is new and not yet shared, so filling it in place is safe.
        HexEncoder.Encode(bytes, MemoryMarshal.CreateSpan(ref Unsafe.AsRef(in result.GetPinnableReference()), result.Length), lowerCase, SimdWidths.Best);
        return result;
    }
}
