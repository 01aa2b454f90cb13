using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// A positive decimal <c>Significand * 10^Exponent</c> whose significand has no trailing zeros: the form the BCL's number
/// buffer holds (digits without trailing zeros, and a scale), so that layouts can follow its rules. The digit count is
/// computed where the digits are laid out, so that the two fields travel in two registers.
/// </summary>
internal readonly struct DecimalDigits
{
    /// <summary>The digits as an integer, at most 17 of them, never ending in 0 except when built by <see cref="Integer"/> (a zero
    /// value has significand 0).</summary>
    public readonly ulong Significand;

    /// <summary>The power of ten the significand is multiplied by.</summary>
    public readonly int Exponent;

    /// <summary>Builds the digits of <paramref name="significand"/> * 10^<paramref name="exponent"/>, dropping trailing zeros.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public DecimalDigits(ulong significand, int exponent) : this(significand, exponent, trimTrailingZeros: true)
    {
    }

    /// <summary>
    /// The digits of the integer <paramref name="value"/>, trailing zeros kept (exponent 0). Meant for integers below
    /// 2^precision of double, float or Half: the general layout prints them as plain digits whether or not their zeros are
    /// stripped (their scale stays within the fixed-notation width), so dividing the zeros out would be wasted work.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static DecimalDigits Integer(ulong value) => new(value, 0, trimTrailingZeros: false);

    /// <summary>The digits of <paramref name="significand"/> * 10^<paramref name="exponent"/> when the significand is known not to end in 0.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static DecimalDigits WithoutTrailingZeros(ulong significand, int exponent) => new(significand, exponent, trimTrailingZeros: false);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private DecimalDigits(ulong significand, int exponent, bool trimTrailingZeros)
    {
        if (trimTrailingZeros && significand != 0 && significand % 10 == 0) RemoveTrailingZeros(ref significand, ref exponent);
        Significand = significand;
        Exponent = exponent;
    }

    /// <summary>How many decimal digits <see cref="Significand"/> has (1 for zero).</summary>
    public int Count
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => CountDigits(Significand);
    }

    /// <summary>The number of decimal digits of <paramref name="value"/> (1 for 0).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int CountDigits(ulong value)
    {
        // bit length * log10(2), within one of the digit count from below; one comparison settles it (0 compares as 1).
        int estimate = ((64 - BitOperations.LeadingZeroCount(value | 1)) * 1233) >> 12;
        return estimate + ((value | 1) >= PowersOfTen.UInt64[estimate] ? 1 : 0);
    }

    // Divides out powers of ten largest first, so a significand with many zeros (an integer such as 1e16) takes a few
    // divisions instead of one per zero.
    private static void RemoveTrailingZeros(ref ulong significand, ref int exponent)
    {
        while (significand % 100_000_000 == 0) { significand /= 100_000_000; exponent += 8; }
        if (significand % 10_000 == 0) { significand /= 10_000; exponent += 4; }
        if (significand % 100 == 0) { significand /= 100; exponent += 2; }
        if (significand % 10 == 0) { significand /= 10; exponent += 1; }
    }
}
