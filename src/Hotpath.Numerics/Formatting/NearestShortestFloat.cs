using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// The shortest decimal that reads back as a float, and among those the closest to it (the even one on a tie), computed
/// with Jeon's Dragonbox in its float form: the upper bound of the rounding interval, a 32-bit integer, scaled by one
/// 64-bit power of ten (<see cref="FloatPowersOfTen"/>) gives, with one 32x64-bit product, both the candidate with the
/// fewest digits and the distance from which the candidate one digit longer is read; a second product, for the parity of
/// a bound or of the value, is needed only when a comparison is an exact tie at that precision. Floats whose significand
/// is a power of two (the next float down is half as far) are not handled here.
/// </summary>
internal static class NearestShortestFloat
{
    // The scaling leaves the interval 10^Kappa to 10^(Kappa+1) units wide, so it holds at most one multiple of
    // BigDivisor and at least one multiple of SmallDivisor.
    private const int Kappa = 1;
    private const uint BigDivisor = 100;
    private const uint SmallDivisor = 10;

    /// <summary>
    /// The digits of c * 2^q for a float's significand c (below 2^24, not a power of two above 1 unless subnormal) and
    /// exponent q. The rounding interval holds its bounds when c is even (reading a text back rounds half to even).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static DecimalDigits Of(uint c, int q)
    {
        bool includeBounds = (c & 1) == 0;
        int minusK = ShortestDecimal.FloorLog10Pow2(q) - Kappa;
        ulong power = Unsafe.Add(ref MemoryMarshal.GetReference(FloatPowersOfTen.Entries), -minusK - FloatPowersOfTen.MinK);
        // beta is 3 to 6 over the float exponents: the upper bound shifted by it stays below 2^32.
        int beta = q + ShortestDecimal.FloorLog2Pow10(-minusK);
        uint delta = (uint)(power >> (63 - beta));

        // z: the upper bound (c + 1/2) * 2^q scaled by 10^k; its integer part is the product's bits 64 and up, and it is
        // exact when bits 32 to 63 are zero (the power's rounding stays below them).
        ulong upper = ((ulong)c << 1 | 1) << beta;
        uint zi = (uint)Math.BigMul(upper, power, out ulong zLow);
        bool zIsInteger = (zLow >> 32) == 0;

        uint significand = zi / BigDivisor;
        uint r = zi - BigDivisor * significand;
        if (r < delta)
        {
            // significand * BigDivisor is in the interval unless it is the excluded upper bound itself.
            if ((r != 0) | !zIsInteger | includeBounds) return new DecimalDigits(significand, minusK + Kappa + 1);
            significand--;
            r = BigDivisor;
        }
        else if (r == delta)
        {
            // The candidate sits at the lower bound's integer part: it is in when the lower bound's fraction is below
            // (its integer part is odd after the subtraction) or the bound is exact and included.
            ParityOf(((ulong)c << 1) - 1, power, beta, out bool parity, out bool isInteger);
            if (parity | (isInteger & includeBounds)) return new DecimalDigits(significand, minusK + Kappa + 1);
        }

        // One more digit: the multiple of SmallDivisor nearest the value y = z - delta / 2.
        significand *= 10;
        uint distance = r - (delta >> 1) + SmallDivisor / 2;
        bool approximateParity = ((distance ^ (SmallDivisor / 2)) & 1) != 0;
        // distance is at most 105: times 6554, bits 16 and up are distance / 10, and bits 0 to 15 below 6554 mean it divides.
        uint scaled = distance * 6554;
        significand += scaled >> 16;
        if ((scaled & 0xFFFF) < 6554)
        {
            // y's integer part is significand or one less, told apart by its parity; on an exact tie the even one wins.
            ParityOf((ulong)c << 1, power, beta, out bool parity, out bool isInteger);
            if (parity != approximateParity) significand--;
            else if (isInteger & (significand & 1) != 0) significand--;
        }
        return DecimalDigits.WithoutTrailingZeros(significand, minusK + Kappa);
    }

    // The parity of the integer part of twice-a-bound x * 2^(q-1) * 10^k (x * power scaled by 2^(beta-64)), and whether it
    // has no fraction, from the product's low 64 bits.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void ParityOf(ulong x, ulong power, int beta, out bool parity, out bool isInteger)
    {
        ulong product = x * power;
        parity = ((product >> (64 - beta)) & 1) != 0;
        isInteger = (uint)(product >> (32 - beta)) == 0;
    }
}
