using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.Numerics.Parsing;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// The shortest decimal that reads back as a double, and among those the closest to it (the even one on a tie), computed
/// with Jeon's Dragonbox: the value's upper bound scaled by one 128-bit power of ten (<see cref="PowerOfTen"/>) gives,
/// with one 64x128-bit product, both the candidate with the fewest digits and the distance the candidates one digit
/// longer are chosen from (<see cref="DragonboxChoice"/>). Doubles whose significand is a power of two (the next double
/// down is half as far) take a shorter path of their own.
/// </summary>
internal static class NearestShortestDouble
{
    /// <summary>The digits of c * 2^q for a double's significand c (below 2^53) and exponent q.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static DecimalDigits Of(ulong c, int q)
    {
        int minusK = ShortestDecimal.FloorLog10Pow2(q) - Interval.Kappa;
        (ulong high, ulong low) = PowerOfTen(-minusK);
        // beta is 1 to 4: the scaled half-unit shifted by it is the product's integer part.
        int beta = q + ShortestDecimal.FloorLog2Pow10(-minusK);
        uint delta = (uint)(high >> (63 - beta));

        // z: the upper bound (c + 1/2) * 2^q scaled by 10^k, its integer part and whether it is exact.
        ulong upper = ((c << 1) | 1) << beta;
        ulong zi = Math.BigMul(upper, high, out ulong zLow);
        ulong cross = Math.BigMul(upper, low, out _);
        ulong fraction = zLow + cross;
        zi += fraction < cross ? 1UL : 0UL;
        return DragonboxChoice.Of(new Interval(c, high, low, beta), zi, fraction == 0, delta, minusK);
    }

    /// <summary>
    /// The digits of 2^52 * 2^q, a double whose next double down is half as far as the next one up (q above -1074). The
    /// bounds need no product beyond the power's high word.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static DecimalDigits OfPowerOfTwo(int q)
    {
        int minusK = ShortestDecimal.FloorLog10ThreeQuartersPow2(q);
        ulong high = PowerOfTen(-minusK).High;
        int beta = q + ShortestDecimal.FloorLog2Pow10(-minusK);
        ulong lower = (high - (high >> 54)) >> (11 - beta);
        ulong upper = (high + (high >> 53)) >> (11 - beta);
        // The lower bound is an integer, and so in the interval, only for q = 2 and 3.
        if (q is < 2 or > 3) lower++;
        ulong significand = upper / 10;
        if (significand * 10 >= lower) return new DecimalDigits(significand, minusK + 1);

        // The value rounded up to an integer; it is an exact half only for q = -77, where the even neighbour wins.
        significand = ((high >> (10 - beta)) + 1) >> 1;
        if ((significand & 1) != 0 && q == -77) significand--;
        else if (significand < lower) significand++;
        return new DecimalDigits(significand, minusK);
    }

    /// <summary>
    /// phi = ceil(10^k * 2^(127 - floor(log2 10^k))), 2^127 &lt;= phi &lt; 2^128, for k from -292 to 326: Eisel-Lemire's
    /// normalized power of five (<see cref="PowersOfFive"/>; 10^k and 5^k differ only by a power of two) rounded up. Those are
    /// truncated where 5^k needs more than 128 bits (k above 55) and already rounded up where k is -27 to -1; below -27
    /// they are one less than the rounded-up power, and no entry's low word is all ones, so adding one never carries.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static (ulong High, ulong Low) PowerOfTen(int k)
    {
        ref ulong entry = ref Unsafe.Add(ref MemoryMarshal.GetReference(PowersOfFive.Words), 2 * (k - PowersOfFive.MinQ));
        return (entry, Unsafe.Add(ref entry, 1) + ((uint)(k + 27) > 27 + 55 ? 1UL : 0UL));
    }

    private readonly struct Interval(ulong c, ulong high, ulong low, int beta) : IScaledInterval
    {
        public static int Kappa => 2;

        public bool IncludesBounds => (c & 1) == 0;

        public void ParityOfLowerBound(out bool parity, out bool isInteger) => ParityOf((c << 1) - 1, out parity, out isInteger);

        public void ParityOfValue(out bool parity, out bool isInteger) => ParityOf(c << 1, out parity, out isInteger);

        // The parity of the integer part of twice-a-bound x * 2^(q-1) * 10^k (x * phi scaled by 2^(beta-128)), and whether
        // it has no fraction, from the product's low 128 bits.
        private void ParityOf(ulong x, out bool parity, out bool isInteger)
        {
            ulong productHigh = x * high + Math.BigMul(x, low, out ulong productLow);
            parity = ((productHigh >> (64 - beta)) & 1) != 0;
            isInteger = ((productHigh << beta) | (productLow >> (64 - beta))) == 0;
        }
    }
}
