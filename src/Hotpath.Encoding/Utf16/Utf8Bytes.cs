using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Encodings;

/// <summary>
/// The UTF-8 bytes of each char of a block whose surrogates pair up, as two 16-bit words per char: the first two
/// bytes (<c>lead</c>, first byte low) and the third (<c>rest</c>). A high surrogate gives the first two bytes of
/// its pair's 4-byte sequence, the low surrogate after it the last two, so every char yields 1 to 3 bytes and the
/// pair's four come out in order. Also returns the masks of chars with two or more and with three bytes.
/// </summary>
internal static class Utf8Bytes
{
    /// <summary>The bytes of eight chars, given the chars shifted by one (<paramref name="previous"/>) and the surrogate mask.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (Vector128<ushort> Lead, Vector128<ushort> Third, Vector128<ushort> TwoOrMore, Vector128<ushort> Three) Of(
        Vector128<ushort> c, Vector128<ushort> previous, Vector128<ushort> surrogates)
    {
        Vector128<ushort> continuation = Vector128.Create((ushort)0x80);
        Vector128<ushort> six = Vector128.Create((ushort)0x3F);
        Vector128<ushort> twoOrMore = Vector128.GreaterThanOrEqual(c, continuation);
        Vector128<ushort> three = Vector128.AndNot(Vector128.GreaterThanOrEqual(c, Vector128.Create((ushort)0x800)), surrogates);
        Vector128<ushort> last = continuation | (c & six);
        Vector128<ushort> first = Vector128.ConditionalSelect(three, Vector128.Create((ushort)0xE0) | (c >> 12),
            Vector128.ConditionalSelect(twoOrMore, Vector128.Create((ushort)0xC0) | (c >> 6), c));
        Vector128<ushort> second = Vector128.ConditionalSelect(three, continuation | ((c >> 6) & six), last);
        if (surrogates != Vector128<ushort>.Zero)
        {
            Vector128<ushort> isHigh = Vector128.Equals(c & Vector128.Create((ushort)0xFC00), Vector128.Create((ushort)0xD800));
            // The scalar of a pair is 0x10000 + (high & 0x3FF) << 10 + (low & 0x3FF); its top 11 bits are
            // (high & 0x3FF) + 0x40, and the low surrogate's first byte needs that sum's two low bits, which are the high's.
            Vector128<ushort> top = (c & Vector128.Create((ushort)0x3FF)) + Vector128.Create((ushort)0x40);
            Vector128<ushort> highFirst = Vector128.Create((ushort)0xF0) | (top >> 8);
            Vector128<ushort> highSecond = continuation | ((top >> 2) & six);
            Vector128<ushort> lowFirst = continuation | ((previous & Vector128.Create((ushort)3)) << 4) | ((c >> 6) & Vector128.Create((ushort)0x0F));
            first = Vector128.ConditionalSelect(surrogates, Vector128.ConditionalSelect(isHigh, highFirst, lowFirst), first);
            second = Vector128.ConditionalSelect(isHigh, highSecond, second);
        }
        return (first | (second << 8), last, twoOrMore, three);
    }

    /// <summary>The bytes of 16 chars, as <see cref="Of(Vector128{ushort}, Vector128{ushort}, Vector128{ushort})"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (Vector256<ushort> Lead, Vector256<ushort> Third, Vector256<ushort> TwoOrMore, Vector256<ushort> Three) Of(
        Vector256<ushort> c, Vector256<ushort> previous, Vector256<ushort> surrogates)
    {
        Vector256<ushort> continuation = Vector256.Create((ushort)0x80);
        Vector256<ushort> six = Vector256.Create((ushort)0x3F);
        Vector256<ushort> twoOrMore = Vector256.GreaterThanOrEqual(c, continuation);
        Vector256<ushort> three = Vector256.AndNot(Vector256.GreaterThanOrEqual(c, Vector256.Create((ushort)0x800)), surrogates);
        Vector256<ushort> last = continuation | (c & six);
        Vector256<ushort> first = Vector256.ConditionalSelect(three, Vector256.Create((ushort)0xE0) | (c >> 12),
            Vector256.ConditionalSelect(twoOrMore, Vector256.Create((ushort)0xC0) | (c >> 6), c));
        Vector256<ushort> second = Vector256.ConditionalSelect(three, continuation | ((c >> 6) & six), last);
        if (surrogates != Vector256<ushort>.Zero)
        {
            Vector256<ushort> isHigh = Vector256.Equals(c & Vector256.Create((ushort)0xFC00), Vector256.Create((ushort)0xD800));
            Vector256<ushort> top = (c & Vector256.Create((ushort)0x3FF)) + Vector256.Create((ushort)0x40);
            Vector256<ushort> highFirst = Vector256.Create((ushort)0xF0) | (top >> 8);
            Vector256<ushort> highSecond = continuation | ((top >> 2) & six);
            Vector256<ushort> lowFirst = continuation | ((previous & Vector256.Create((ushort)3)) << 4) | ((c >> 6) & Vector256.Create((ushort)0x0F));
            first = Vector256.ConditionalSelect(surrogates, Vector256.ConditionalSelect(isHigh, highFirst, lowFirst), first);
            second = Vector256.ConditionalSelect(isHigh, highSecond, second);
        }
        return (first | (second << 8), last, twoOrMore, three);
    }

    /// <summary>The bytes of 32 chars, as <see cref="Of(Vector128{ushort}, Vector128{ushort}, Vector128{ushort})"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (Vector512<ushort> Lead, Vector512<ushort> Third, Vector512<ushort> TwoOrMore, Vector512<ushort> Three) Of(
        Vector512<ushort> c, Vector512<ushort> previous, Vector512<ushort> surrogates)
    {
        Vector512<ushort> continuation = Vector512.Create((ushort)0x80);
        Vector512<ushort> six = Vector512.Create((ushort)0x3F);
        Vector512<ushort> twoOrMore = Vector512.GreaterThanOrEqual(c, continuation);
        Vector512<ushort> three = Vector512.AndNot(Vector512.GreaterThanOrEqual(c, Vector512.Create((ushort)0x800)), surrogates);
        Vector512<ushort> last = continuation | (c & six);
        Vector512<ushort> first = Vector512.ConditionalSelect(three, Vector512.Create((ushort)0xE0) | (c >> 12),
            Vector512.ConditionalSelect(twoOrMore, Vector512.Create((ushort)0xC0) | (c >> 6), c));
        Vector512<ushort> second = Vector512.ConditionalSelect(three, continuation | ((c >> 6) & six), last);
        if (surrogates != Vector512<ushort>.Zero)
        {
            Vector512<ushort> isHigh = Vector512.Equals(c & Vector512.Create((ushort)0xFC00), Vector512.Create((ushort)0xD800));
            Vector512<ushort> top = (c & Vector512.Create((ushort)0x3FF)) + Vector512.Create((ushort)0x40);
            Vector512<ushort> highFirst = Vector512.Create((ushort)0xF0) | (top >> 8);
            Vector512<ushort> highSecond = continuation | ((top >> 2) & six);
            Vector512<ushort> lowFirst = continuation | ((previous & Vector512.Create((ushort)3)) << 4) | ((c >> 6) & Vector512.Create((ushort)0x0F));
            first = Vector512.ConditionalSelect(surrogates, Vector512.ConditionalSelect(isHigh, highFirst, lowFirst), first);
            second = Vector512.ConditionalSelect(isHigh, highSecond, second);
        }
        return (first | (second << 8), last, twoOrMore, three);
    }

    /// <summary>Lays the two words of each char out as one 32-bit lane: the first two bytes, then the third.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (Vector128<uint> Lower, Vector128<uint> Upper) Interleave(Vector128<ushort> lead, Vector128<ushort> rest)
    {
        (Vector128<uint> leadLower, Vector128<uint> leadUpper) = Vector128.Widen(lead);
        (Vector128<uint> restLower, Vector128<uint> restUpper) = Vector128.Widen(rest);
        return (leadLower | (restLower << 16), leadUpper | (restUpper << 16));
    }

    /// <summary>Lays the two words of each char out as one 32-bit lane: the first two bytes, then the third.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (Vector512<uint> Lower, Vector512<uint> Upper) Interleave(Vector512<ushort> lead, Vector512<ushort> rest)
    {
        (Vector512<uint> leadLower, Vector512<uint> leadUpper) = Vector512.Widen(lead);
        (Vector512<uint> restLower, Vector512<uint> restUpper) = Vector512.Widen(rest);
        return (leadLower | (restLower << 16), leadUpper | (restUpper << 16));
    }
}
