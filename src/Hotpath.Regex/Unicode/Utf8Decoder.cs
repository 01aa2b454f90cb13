using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Text;

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// Decodes UTF-8 one scalar at a time, forward or backward, the way every engine reading byte input
/// must agree on: ill-formed bytes decode as U+FFFD, one per maximal invalid subsequence
/// (<see cref="Rune.DecodeFromUtf8"/>'s rule).
/// </summary>
/// <remarks>
/// <para>Well-formed two- and three-byte sequences (Cyrillic, CJK, …) are decoded inline; anything else
/// goes through <see cref="Rune"/>, which is exact but slower.</para>
/// <para>Backward decoding agrees with forward decoding at every offset forward decoding can reach from
/// a byte that is not a continuation byte: a non-continuation byte always starts a scalar, so the scalar
/// ending at an offset starts at the nearest non-continuation byte at most three bytes back, when
/// decoding forward from there ends exactly at that offset, and is a lone continuation byte otherwise.</para>
/// </remarks>
internal static class Utf8Decoder
{
    /// <summary>The scalar starting at <paramref name="offset"/> (U+FFFD when ill-formed) and how many bytes it spans.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int DecodeAt(ReadOnlySpan<byte> utf8, int offset, out int length)
    {
        uint first = utf8[offset];
        if (first < 0x80)
        {
            length = 1;
            return (int)first;
        }
        return DecodeNonAsciiAt(utf8, offset, out length);
    }

    /// <summary>
    /// The scalar ending just before <paramref name="offset"/> (U+FFFD when ill-formed) and how many bytes
    /// it spans; <paramref name="offset"/> must be greater than 0.
    /// </summary>
    public static int DecodeBefore(ReadOnlySpan<byte> utf8, int offset, out int length)
    {
        uint last = utf8[offset - 1];
        if (last < 0x80)
        {
            length = 1;
            return (int)last;
        }
        int lead = offset - 1;
        int stop = Math.Max(0, offset - 4);
        while (lead > stop && IsContinuation(utf8[lead])) lead--;
        int scalar = DecodeNonAsciiAt(utf8, lead, out int consumed);
        if (lead + consumed == offset)
        {
            length = consumed;
            return scalar;
        }
        length = 1;
        return Rune.ReplacementChar.Value;
    }

    /// <summary>The two bytes from <paramref name="first"/> on as one value, lead byte in the low half (see <see cref="TryDecodeTwoBytes"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ushort ReadPair(ref readonly byte first)
    {
        ushort raw = Unsafe.ReadUnaligned<ushort>(in first);
        return BitConverter.IsLittleEndian ? raw : BinaryPrimitives.ReverseEndianness(raw);
    }

    /// <summary>
    /// Decodes a well-formed two-byte sequence given as <see cref="ReadPair"/> reads it; false for anything
    /// else. One load and two tests instead of a byte-by-byte decode.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryDecodeTwoBytes(ushort pair, out uint scalar)
    {
        // 110xxxxx 10xxxxxx, and not the overlong leads C0 and C1 (which leave the top four x bits zero).
        scalar = ((pair & 0x1Fu) << 6) | ((uint)(pair >> 8) & 0x3Fu);
        return (pair & 0xC0E0) == 0x80C0 && (pair & 0x1E) != 0;
    }

    /// <summary>Whether <paramref name="value"/> is a UTF-8 continuation byte (10xxxxxx).</summary>
    public static bool IsContinuation(byte value) => (value & 0xC0) == 0x80;

    /// <summary>The high surrogate of supplementary scalar <paramref name="scalar"/>.</summary>
    public static char HighSurrogate(int scalar) => (char)(0xD800 + ((scalar - 0x10000) >> 10));

    /// <summary>The low surrogate of supplementary scalar <paramref name="scalar"/>.</summary>
    public static char LowSurrogate(int scalar) => (char)(0xDC00 + ((scalar - 0x10000) & 0x3FF));

    private static int DecodeNonAsciiAt(ReadOnlySpan<byte> utf8, int offset, out int length)
    {
        uint first = utf8[offset];
        if (offset + 1 < utf8.Length && IsContinuation(utf8[offset + 1]))
        {
            uint second = utf8[offset + 1] & 0x3Fu;
            if (first is >= 0xC2 and <= 0xDF)
            {
                length = 2;
                return (int)(((first & 0x1F) << 6) | second);
            }
            if ((first & 0xF0) == 0xE0 && offset + 2 < utf8.Length && IsContinuation(utf8[offset + 2]))
            {
                uint scalar = ((first & 0x0F) << 12) | (second << 6) | (utf8[offset + 2] & 0x3Fu);
                // Overlong forms and UTF-8-encoded surrogates are ill-formed: Rune reports their exact extent.
                if (scalar >= 0x800 && (scalar - 0xD800) >= 0x800)
                {
                    length = 3;
                    return (int)scalar;
                }
            }
        }
        Rune.DecodeFromUtf8(utf8[offset..], out Rune rune, out length);
        return rune.Value;
    }
}
