using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// The UTF-16 unit each byte position of a well-formed block would decode to if a sequence started there, from the
/// byte (<c>b0</c>), the two after it (<c>b1</c>, <c>b2</c>) and the one before it (<c>p1</c>), each widened to
/// 16 bits: ASCII as is; 2- and 3-byte sequences as their value; a 4-byte lead as the high surrogate; the byte after
/// a 4-byte lead as the low surrogate (it needs only the sequence's last two bytes, its own <c>b1</c> and <c>b2</c>).
/// Continuation positions get values the caller discards.
/// </summary>
internal static class Utf16Values
{
    /// <summary>The values of eight positions; <paramref name="hasThreeOrFour"/> and <paramref name="hasFour"/> skip work a block does not need.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<ushort> At(Vector128<ushort> b0, Vector128<ushort> b1, Vector128<ushort> b2, Vector128<ushort> p1, bool hasThreeOrFour, bool hasFour)
    {
        Vector128<ushort> six = Vector128.Create((ushort)0x3F);
        Vector128<ushort> b1Bits = b1 & six;
        Vector128<ushort> two = ((b0 & Vector128.Create((ushort)0x1F)) << 6) | b1Bits;
        Vector128<ushort> value = Vector128.ConditionalSelect(ByteThresholds.AtLeast(b0, 0xC0), two, b0);
        if (!hasThreeOrFour) return value;
        Vector128<ushort> b2Bits = b2 & six;
        // Shifting the lead left by 12 in 16 bits keeps exactly its low four bits.
        Vector128<ushort> three = (b0 << 12) | (b1Bits << 6) | b2Bits;
        value = Vector128.ConditionalSelect(ByteThresholds.AtLeast(b0, 0xE0), three, value);
        if (!hasFour) return value;
        // High surrogate: D800 + ((scalar - 0x10000) >> 10) = D7C0 + (scalar >> 10), and scalar >> 10 is the lead's
        // three bits, the second byte's six and the top two of the third's.
        Vector128<ushort> highSurrogate = Vector128.Create((ushort)0xD7C0) +
            (((b0 & Vector128.Create((ushort)0x07)) << 8) | (b1Bits << 2) | (b2Bits >> 4));
        Vector128<ushort> lowSurrogate = Vector128.Create((ushort)0xDC00) | ((b1 & Vector128.Create((ushort)0x0F)) << 6) | b2Bits;
        value = Vector128.ConditionalSelect(ByteThresholds.AtLeast(b0, 0xF0), highSurrogate, value);
        return Vector128.ConditionalSelect(ByteThresholds.AtLeast(p1, 0xF0), lowSurrogate, value);
    }

    /// <summary>The values of 16 positions, as <see cref="At(Vector128{ushort}, Vector128{ushort}, Vector128{ushort}, Vector128{ushort}, bool, bool)"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<ushort> At(Vector256<ushort> b0, Vector256<ushort> b1, Vector256<ushort> b2, Vector256<ushort> p1, bool hasThreeOrFour, bool hasFour)
    {
        Vector256<ushort> six = Vector256.Create((ushort)0x3F);
        Vector256<ushort> b1Bits = b1 & six;
        Vector256<ushort> two = ((b0 & Vector256.Create((ushort)0x1F)) << 6) | b1Bits;
        Vector256<ushort> value = Vector256.ConditionalSelect(ByteThresholds.AtLeast(b0, 0xC0), two, b0);
        if (!hasThreeOrFour) return value;
        Vector256<ushort> b2Bits = b2 & six;
        Vector256<ushort> three = (b0 << 12) | (b1Bits << 6) | b2Bits;
        value = Vector256.ConditionalSelect(ByteThresholds.AtLeast(b0, 0xE0), three, value);
        if (!hasFour) return value;
        Vector256<ushort> highSurrogate = Vector256.Create((ushort)0xD7C0) +
            (((b0 & Vector256.Create((ushort)0x07)) << 8) | (b1Bits << 2) | (b2Bits >> 4));
        Vector256<ushort> lowSurrogate = Vector256.Create((ushort)0xDC00) | ((b1 & Vector256.Create((ushort)0x0F)) << 6) | b2Bits;
        value = Vector256.ConditionalSelect(ByteThresholds.AtLeast(b0, 0xF0), highSurrogate, value);
        return Vector256.ConditionalSelect(ByteThresholds.AtLeast(p1, 0xF0), lowSurrogate, value);
    }

    /// <summary>The values of 32 positions, as <see cref="At(Vector128{ushort}, Vector128{ushort}, Vector128{ushort}, Vector128{ushort}, bool, bool)"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<ushort> At(Vector512<ushort> b0, Vector512<ushort> b1, Vector512<ushort> b2, Vector512<ushort> p1, bool hasThreeOrFour, bool hasFour)
    {
        Vector512<ushort> six = Vector512.Create((ushort)0x3F);
        Vector512<ushort> b1Bits = b1 & six;
        Vector512<ushort> two = ((b0 & Vector512.Create((ushort)0x1F)) << 6) | b1Bits;
        Vector512<ushort> value = Vector512.ConditionalSelect(Vector512.GreaterThanOrEqual(b0, Vector512.Create((ushort)0xC0)), two, b0);
        if (!hasThreeOrFour) return value;
        Vector512<ushort> b2Bits = b2 & six;
        Vector512<ushort> three = (b0 << 12) | (b1Bits << 6) | b2Bits;
        value = Vector512.ConditionalSelect(Vector512.GreaterThanOrEqual(b0, Vector512.Create((ushort)0xE0)), three, value);
        if (!hasFour) return value;
        Vector512<ushort> highSurrogate = Vector512.Create((ushort)0xD7C0) +
            (((b0 & Vector512.Create((ushort)0x07)) << 8) | (b1Bits << 2) | (b2Bits >> 4));
        Vector512<ushort> lowSurrogate = Vector512.Create((ushort)0xDC00) | ((b1 & Vector512.Create((ushort)0x0F)) << 6) | b2Bits;
        value = Vector512.ConditionalSelect(Vector512.GreaterThanOrEqual(b0, Vector512.Create((ushort)0xF0)), highSurrogate, value);
        return Vector512.ConditionalSelect(Vector512.GreaterThanOrEqual(p1, Vector512.Create((ushort)0xF0)), lowSurrogate, value);
    }
}
