using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// The rounding interval of one binary value, scaled by Dragonbox's power of ten: what <see cref="DragonboxChoice"/> needs
/// beyond the scaled upper bound. Implemented by a struct per binary format, so that the choice is compiled once per format
/// with its constants folded.
/// </summary>
internal interface IScaledInterval
{
    /// <summary>The scaling leaves the interval 10^Kappa to 10^(Kappa+1) units wide.</summary>
    static abstract int Kappa { get; }

    /// <summary>Whether the interval holds its bounds: the significand is even (reading a text back rounds half to even).</summary>
    bool IncludesBounds { get; }

    /// <summary>The parity of the scaled lower bound's integer part, and whether it has no fraction.</summary>
    void ParityOfLowerBound(out bool parity, out bool isInteger);

    /// <summary>The parity of the scaled value's integer part, and whether it has no fraction.</summary>
    void ParityOfValue(out bool parity, out bool isInteger);
}

/// <summary>
/// Dragonbox's choice of digits (Jeon, "Dragonbox: A New Floating-Point Binary-to-Decimal Conversion Algorithm", 2020) from
/// the integer part of the scaled upper bound and the scaled interval's width: the candidate with the fewest digits (the one
/// multiple of 10^(Kappa+1) the interval can hold), otherwise the multiple of 10^Kappa nearest the value, read from the
/// distance to the upper bound. The exact parities are computed only on a tie at that precision.
/// </summary>
internal static class DragonboxChoice
{
    /// <summary>The digits for <paramref name="interval"/>: <paramref name="upper"/> is the scaled upper bound's integer part
    /// (exact when <paramref name="upperIsInteger"/>), <paramref name="delta"/> the interval's scaled width, and
    /// 10^-<paramref name="minusK"/> the power it was scaled by.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static DecimalDigits Of<TInterval>(in TInterval interval, ulong upper, bool upperIsInteger, uint delta, int minusK)
        where TInterval : struct, IScaledInterval
    {
        uint bigDivisor = TInterval.Kappa == 1 ? 100u : 1000u;
        uint smallDivisor = bigDivisor / 10;
        // A float's scaled upper bound is below 2^32 (see NearestShortestFloat), where a 32-bit division is shorter.
        ulong significand = TInterval.Kappa == 1 ? (uint)upper / bigDivisor : upper / bigDivisor;
        uint r = (uint)(upper - bigDivisor * significand);
        if (r < delta)
        {
            // significand * bigDivisor is in the interval unless it is the excluded upper bound itself.
            if ((r != 0) | !upperIsInteger | interval.IncludesBounds) return new DecimalDigits(significand, minusK + TInterval.Kappa + 1);
            significand--;
            r = bigDivisor;
        }
        else if (r == delta)
        {
            // The candidate sits at the lower bound's integer part: it is in when the lower bound's fraction is below
            // (its integer part is odd after the subtraction) or the bound is exact and included.
            interval.ParityOfLowerBound(out bool parity, out bool isInteger);
            if (parity | (isInteger & interval.IncludesBounds)) return new DecimalDigits(significand, minusK + TInterval.Kappa + 1);
        }

        // One more digit: the multiple of smallDivisor nearest the value y = z - delta / 2.
        significand *= 10;
        uint distance = r - (delta >> 1) + smallDivisor / 2;
        bool approximateParity = ((distance ^ (smallDivisor / 2)) & 1) != 0;
        // distance is at most 1.05 bigDivisor: times ceil(2^16 / smallDivisor), bits 16 and up are distance / smallDivisor,
        // and bits 0 to 15 below that factor mean it divides.
        uint factor = (1u << 16) / smallDivisor + 1;
        uint scaled = distance * factor;
        significand += scaled >> 16;
        if ((scaled & 0xFFFF) < factor)
        {
            // y's integer part is significand or one less, told apart by its parity; on an exact tie the even one wins.
            interval.ParityOfValue(out bool parity, out bool isInteger);
            if (parity != approximateParity) significand--;
            else if (isInteger & (significand & 1) != 0) significand--;
        }
        return DecimalDigits.WithoutTrailingZeros(significand, minusK + TInterval.Kappa);
    }
}
