using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Parsing;

/// <summary>
/// The correctly rounded <see cref="double"/>, <see cref="float"/> or <see cref="Half"/> of a scanned decimal: exact
/// floating-point arithmetic when the significand and the power of ten are both exact doubles (Clinger's fast path; for
/// float, the double is then rounded to float unless it is a float midpoint), otherwise Eisel-Lemire. A truncated significand w (more than 19 digits) lies strictly between w and w + 1; when both
/// round to the same value that value is the answer, and otherwise the conversion declines and the caller asks the BCL,
/// whose big-number path settles those rare inputs exactly.
/// </summary>
internal static class DecimalToBinary
{
    /// <summary>The double nearest to <paramref name="number"/>; false when only the full digits can decide.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryToDouble(in DecimalText number, out double value)
    {
        ulong w = number.Significand;
        long q = number.Exponent;
        if (!number.Truncated && w <= (1UL << 53) && (ulong)(q + 22) <= 44)
        {
            // Both w and 10^|q| are exact doubles, so one IEEE operation rounds the exact product or quotient once.
            double exact = w;
            exact = q < 0 ? exact / PowersOfTen.Double[(int)-q] : exact * PowersOfTen.Double[(int)q];
            value = number.Negative ? -exact : exact;
            return true;
        }
        if (!TryBits<DoubleFormat>(number, out ulong bits))
        {
            value = 0;
            return false;
        }
        value = BitConverter.UInt64BitsToDouble(bits | (number.Negative ? 1UL << 63 : 0));
        return true;
    }

    /// <summary>The float nearest to <paramref name="number"/>; false when only the full digits can decide.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryToSingle(in DecimalText number, out float value)
    {
        ulong w = number.Significand;
        long q = number.Exponent;
        if (!number.Truncated && w <= (1UL << 53) && (ulong)(q + 22) <= 44)
        {
            // One IEEE operation on exact doubles rounds w * 10^q once, to the nearest double. Rounding that double to float
            // gives the float nearest w * 10^q unless the double is itself halfway between two floats: every such midpoint
            // is a double, so none lies strictly between the exact value and its nearest double. Midpoints (and the float
            // subnormal and overflow ranges, where the check would differ) go on to Eisel-Lemire.
            double nearest = w;
            nearest = q < 0 ? nearest / PowersOfTen.Double[(int)-q] : nearest * PowersOfTen.Double[(int)q];
            ulong nearestBits = BitConverter.DoubleToUInt64Bits(nearest);
            if (nearestBits - SmallestNormalSingleBits < LargeSingleBits - SmallestNormalSingleBits && (nearestBits & BelowSingleMask) != SingleMidpoint)
            {
                float rounded = (float)nearest;
                value = number.Negative ? -rounded : rounded;
                return true;
            }
        }
        if (!TryBits<SingleFormat>(number, out ulong bits))
        {
            value = 0;
            return false;
        }
        value = BitConverter.UInt32BitsToSingle((uint)bits | (number.Negative ? 1U << 31 : 0));
        return true;
    }

    // The double bits of 2^-126 (the smallest normal float) and 2^127, the range where a float's last significand bit is
    // the double's bit 29; the bits below it are BelowSingleMask, and a float midpoint has exactly the highest of them set.
    private const ulong SmallestNormalSingleBits = (1023UL - 126) << 52;
    private const ulong LargeSingleBits = (1023UL + 127) << 52;
    private const ulong BelowSingleMask = (1UL << 29) - 1;
    private const ulong SingleMidpoint = 1UL << 28;

    /// <summary>The Half nearest to <paramref name="number"/>; false when only the full digits can decide.</summary>
    public static bool TryToHalf(in DecimalText number, out Half value)
    {
        if (!TryBits<HalfFormat>(number, out ulong bits))
        {
            value = default;
            return false;
        }
        value = BitConverter.UInt16BitsToHalf((ushort)((uint)bits | (number.Negative ? 1U << 15 : 0)));
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryBits<TFormat>(in DecimalText number, out ulong bits) where TFormat : IBinaryFormat
    {
        ulong w = number.Significand;
        if (w == 0)
        {
            bits = 0;
            return true;
        }
        bits = EiselLemire.ToBits<TFormat>(w, number.Exponent);
        return !number.Truncated || bits == EiselLemire.ToBits<TFormat>(w + 1, number.Exponent);
    }
}
