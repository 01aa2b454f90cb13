using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Encodings;

/// <summary>
/// The UTF-16 unit each byte position of a well-formed block without 4-byte sequences would decode to if a sequence
/// started there, computed as two byte vectors (the units' low and high bytes) from the byte (<c>b0</c>) and the two
/// after it (<c>b1</c>, <c>b2</c>), then interleaved into units. Working on bytes takes one vector operation per
/// step where the 16-bit values (<see cref="Utf16Values"/>) take two and need every input widened first.
/// Continuation positions get values the caller discards.
/// </summary>
/// <remarks>
/// With <c>s1</c>, <c>s2</c> the lead's two low-bit sources (<c>b0, b1</c> for a 2-byte lead, <c>b1, b2</c> for a
/// 3-byte one): the low byte is <c>s1 &lt;&lt; 6 | s2 &amp; 0x3F</c>; the high byte is <c>(s1 &gt;&gt; 2) &amp; 0x0F</c> (for a
/// 2-byte lead 110xxxxx that is 0xxx, as bit 3 of <c>b0 &gt;&gt; 2</c> is 0), or'ed for a 3-byte lead with its four bits
/// <c>b0 &lt;&lt; 4</c>. ASCII keeps its byte and a zero high byte.
/// </remarks>
internal static class Utf16UnitBytes
{
    /// <summary>The units of 16 positions, positions 0-7 then 8-15; <paramref name="hasThree"/> false skips the 3-byte selects (and ignores <paramref name="b2"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (Vector128<ushort> First, Vector128<ushort> Second) At(Vector128<byte> b0, Vector128<byte> b1, Vector128<byte> b2, bool hasThree)
    {
        // Flipping the high bit turns the unsigned thresholds 0xC0 and 0xE0 into signed ones, 0x40 and 0x60.
        Vector128<sbyte> flipped = (b0 ^ Vector128.Create((byte)0x80)).AsSByte();
        Vector128<byte> isLead = Vector128.GreaterThan(flipped, Vector128.Create((sbyte)0x3F)).AsByte();
        Vector128<byte> s1 = b0, s2 = b1, threeHigh = Vector128<byte>.Zero;
        if (hasThree)
        {
            Vector128<byte> isThree = Vector128.GreaterThan(flipped, Vector128.Create((sbyte)0x5F)).AsByte();
            s1 = Vector128.ConditionalSelect(isThree, b1, b0);
            s2 = Vector128.ConditionalSelect(isThree, b2, b1);
            threeHigh = isThree & (b0 << 4);
        }
        Vector128<byte> low = Vector128.ConditionalSelect(isLead, (s1 << 6) | (s2 & Vector128.Create((byte)0x3F)), b0);
        Vector128<byte> high = (isLead & (s1 >> 2) & Vector128.Create((byte)0x0F)) | threeHigh;
        return Interleave(low, high);
    }

    /// <summary>
    /// As <see cref="At(Vector128{byte}, Vector128{byte}, Vector128{byte}, bool)"/> for 32 positions with AVX2, whose
    /// unpacks work in 128-bit halves: the first vector holds positions 0-7 and 16-23, the second 8-15 and 24-31.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (Vector256<ushort> Eighths0And2, Vector256<ushort> Eighths1And3) At(Vector256<byte> b0, Vector256<byte> b1, Vector256<byte> b2, bool hasThree)
    {
        // Flipping the high bit turns the unsigned thresholds 0xC0 and 0xE0 into signed ones, 0x40 and 0x60.
        Vector256<sbyte> flipped = (b0 ^ Vector256.Create((byte)0x80)).AsSByte();
        Vector256<byte> isLead = Vector256.GreaterThan(flipped, Vector256.Create((sbyte)0x3F)).AsByte();
        Vector256<byte> s1 = b0, s2 = b1, threeHigh = Vector256<byte>.Zero;
        if (hasThree)
        {
            Vector256<byte> isThree = Vector256.GreaterThan(flipped, Vector256.Create((sbyte)0x5F)).AsByte();
            s1 = Vector256.ConditionalSelect(isThree, b1, b0);
            s2 = Vector256.ConditionalSelect(isThree, b2, b1);
            threeHigh = isThree & (b0 << 4);
        }
        Vector256<byte> low = Vector256.ConditionalSelect(isLead, (s1 << 6) | (s2 & Vector256.Create((byte)0x3F)), b0);
        Vector256<byte> high = (isLead & (s1 >> 2) & Vector256.Create((byte)0x0F)) | threeHigh;
        return (Avx2.UnpackLow(low, high).AsUInt16(), Avx2.UnpackHigh(low, high).AsUInt16());
    }

    // Units from their low and high bytes: one unpack (zip) per half where the hardware has it.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (Vector128<ushort> First, Vector128<ushort> Second) Interleave(Vector128<byte> low, Vector128<byte> high)
    {
        if (Sse2.IsSupported) return (Sse2.UnpackLow(low, high).AsUInt16(), Sse2.UnpackHigh(low, high).AsUInt16());
        if (AdvSimd.Arm64.IsSupported) return (AdvSimd.Arm64.ZipLow(low, high).AsUInt16(), AdvSimd.Arm64.ZipHigh(low, high).AsUInt16());
        (Vector128<ushort> lowFirst, Vector128<ushort> lowSecond) = Vector128.Widen(low);
        (Vector128<ushort> highFirst, Vector128<ushort> highSecond) = Vector128.Widen(high);
        return (lowFirst | (highFirst << 8), lowSecond | (highSecond << 8));
    }
}
