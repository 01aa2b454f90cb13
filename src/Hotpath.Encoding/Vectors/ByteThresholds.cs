using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Encodings.Vectors;

/// <summary>
/// Threshold tests for the 128- and 256-bit kernels that avoid unsigned compares: below AVX-512, x86 has no unsigned byte or
/// 16-bit compare and the JIT emulates one in several instructions, where these take one.
/// </summary>
internal static class ByteThresholds
{
    /// <summary>
    /// A vector whose byte lanes have the high bit set exactly where <paramref name="bytes"/> is at least
    /// <paramref name="threshold"/> (0x80 or more): a saturating subtraction of <c>threshold - 0x80</c>. Only the high
    /// bits are meaningful (for <see cref="Vector128.ExtractMostSignificantBits{T}(Vector128{T})"/> or a mask with 0x80).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> HighBitWhereAtLeast(Vector128<byte> bytes, byte threshold) =>
        Vector128.SubtractSaturate(bytes, Vector128.Create((byte)(threshold - 0x80)));

    /// <summary>As <see cref="HighBitWhereAtLeast(Vector128{byte}, byte)"/> for 256-bit vectors.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> HighBitWhereAtLeast(Vector256<byte> bytes, byte threshold) =>
        Vector256.SubtractSaturate(bytes, Vector256.Create((byte)(threshold - 0x80)));

    /// <summary>
    /// All-ones in the 16-bit lanes of <paramref name="lanes"/> that are at least <paramref name="threshold"/>, for lanes
    /// below 0x8000 (widened bytes, shifted values), where a signed compare gives the unsigned answer.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<ushort> AtLeast(Vector128<ushort> lanes, short threshold) =>
        Vector128.GreaterThan(lanes.AsInt16(), Vector128.Create((short)(threshold - 1))).AsUInt16();

    /// <summary>As <see cref="AtLeast(Vector128{ushort}, short)"/> for 256-bit vectors.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<ushort> AtLeast(Vector256<ushort> lanes, short threshold) =>
        Vector256.GreaterThan(lanes.AsInt16(), Vector256.Create((short)(threshold - 1))).AsUInt16();
}
