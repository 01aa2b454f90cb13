using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// The shortest decimal that reads back as a float, and among those the closest to it (the even one on a tie), computed
/// with Jeon's Dragonbox in its float form: the upper bound of the rounding interval, a 32-bit integer, scaled by one
/// 64-bit power of ten (<see cref="FloatPowersOfTen"/>) gives, with one 32x64-bit product, both the candidate with the
/// fewest digits and the distance from which the candidate one digit longer is read (<see cref="DragonboxChoice"/>).
/// Floats whose significand is a power of two (the next float down is half as far) are not handled here.
/// </summary>
internal static class NearestShortestFloat
{
    /// <summary>
    /// The digits of c * 2^q for a float's significand c (below 2^24, not a power of two above 1 unless subnormal) and
    /// exponent q.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static DecimalDigits Of(uint c, int q)
    {
        int minusK = ShortestDecimal.FloorLog10Pow2(q) - Interval.Kappa;
        ulong power = Unsafe.Add(ref MemoryMarshal.GetReference(FloatPowersOfTen.Entries), -minusK - FloatPowersOfTen.MinK);
        // beta is 3 to 6 over the float exponents: the upper bound shifted by it stays below 2^32.
        int beta = q + ShortestDecimal.FloorLog2Pow10(-minusK);
        uint delta = (uint)(power >> (63 - beta));

        // z: the upper bound (c + 1/2) * 2^q scaled by 10^k; its integer part is the product's bits 64 and up, and it is
        // exact when bits 32 to 63 are zero (the power's rounding stays below them).
        ulong upper = ((ulong)c << 1 | 1) << beta;
        ulong zi = Math.BigMul(upper, power, out ulong zLow);
        return DragonboxChoice.Of(new Interval(c, power, beta), zi, (zLow >> 32) == 0, delta, minusK);
    }

    private readonly struct Interval(uint c, ulong power, int beta) : IScaledInterval
    {
        public static int Kappa => 1;

        public bool IncludesBounds => (c & 1) == 0;

        public void ParityOfLowerBound(out bool parity, out bool isInteger) => ParityOf(((ulong)c << 1) - 1, out parity, out isInteger);

        public void ParityOfValue(out bool parity, out bool isInteger) => ParityOf((ulong)c << 1, out parity, out isInteger);

        // The parity of the integer part of twice-a-bound x * 2^(q-1) * 10^k (x * power scaled by 2^(beta-64)), and whether
        // it has no fraction, from the product's low 64 bits.
        private void ParityOf(ulong x, out bool parity, out bool isInteger)
        {
            ulong product = x * power;
            parity = ((product >> (64 - beta)) & 1) != 0;
            isInteger = (uint)(product >> (32 - beta)) == 0;
        }
    }
}
