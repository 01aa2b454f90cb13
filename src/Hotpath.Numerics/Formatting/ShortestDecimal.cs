using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// The shortest decimal that reads back as a given binary floating-point value, and among those the closest to it: the
/// digits the BCL's round-trip formatting prints. Doubles go to <see cref="NearestShortestDouble"/> (Dragonbox: one
/// 64x128-bit product in the common case) and floats to <see cref="NearestShortestFloat"/> (Dragonbox: one 32x64-bit
/// product). <see cref="Half"/> values, and floats whose significand is a power of two (whose interval is lopsided), are
/// computed with Giulietti's Schubfach ("The Schubfach way to render doubles", 2020): one 64x64-bit multiplication per
/// bound with the powers in <see cref="ShortestPowersOfTen"/>, no loops and no big integers.
/// </summary>
internal static class ShortestDecimal
{
    /// <summary>The shortest digits of a finite, nonzero double given by its bits (the sign is ignored).</summary>
    public static DecimalDigits Of(double value)
    {
        ulong bits = BitConverter.DoubleToUInt64Bits(value);
        ulong fraction = bits & ((1UL << 52) - 1);
        int biasedExponent = (int)(bits >> 52) & 0x7FF;
        if (biasedExponent == 0) return NearestShortestDouble.Of(fraction, -1074);
        ulong c = (1UL << 52) | fraction;
        int q = biasedExponent - 1075;
        if (IsSmallInteger(c, q, 53, out ulong integer)) return DecimalDigits.Integer(integer);
        return fraction == 0 && biasedExponent > 1 ? NearestShortestDouble.OfPowerOfTwo(q) : NearestShortestDouble.Of(c, q);
    }

    /// <summary>The shortest digits of a finite, nonzero float (the sign is ignored).</summary>
    public static DecimalDigits Of(float value)
    {
        uint bits = BitConverter.SingleToUInt32Bits(value);
        uint fraction = bits & ((1U << 23) - 1);
        int biasedExponent = (int)(bits >> 23) & 0xFF;
        if (biasedExponent == 0) return NearestShortestFloat.Of(fraction, -149);
        uint c = (1U << 23) | fraction;
        int q = biasedExponent - 150;
        if (IsSmallInteger(c, q, 24, out ulong integer)) return DecimalDigits.Integer(integer);
        return fraction == 0 && biasedExponent > 1 ? Search(q, c, closerBelow: true) : NearestShortestFloat.Of(c, q);
    }

    /// <summary>The shortest digits of a finite, nonzero Half (the sign is ignored).</summary>
    public static DecimalDigits Of(Half value)
    {
        ushort bits = BitConverter.HalfToUInt16Bits(value);
        ulong fraction = (ulong)(bits & ((1 << 10) - 1));
        int biasedExponent = (bits >> 10) & 0x1F;
        if (biasedExponent == 0) return fraction < TinyHalfSignificand ? TinyHalf() : Search(-24, fraction, false);
        ulong c = (1UL << 10) | fraction;
        int q = biasedExponent - 25;
        if (IsSmallInteger(c, q, 11, out ulong integer)) return DecimalDigits.Integer(integer);
        return Search(q, c, fraction == 0 && biasedExponent > 1);
    }

    // An integer value c * 2^q below 2^precision is its own shortest decimal. The shift count is masked, so the shift is
    // harmless when q is not negative; its result is used only when q is.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsSmallInteger(ulong c, int q, int precision, out ulong integer)
    {
        integer = c >> -q;
        return q < 0 && q > -precision && integer << -q == c;
    }

    // The smallest subnormal Half significand the 126-bit powers resolve: ceil(2^24 10^(kMin+1)) with kMin = -8.
    private const ulong TinyHalfSignificand = 2;

    // The Half subnormal 2^-24 has too few significant bits for the 126-bit powers to bound its rounding interval
    // (published Schubfach scales it by ten, which also narrows the interval and yields two digits where one reads back).
    // Its shortest, closest decimal is 6E-08; the tests check it against the BCL.
    private static DecimalDigits TinyHalf() => new(6, -8);

    // Schubfach's search for the value c * 2^q. The rounding interval's bounds and the value are scaled by
    // 10^-k and multiplied by 4 (vbl, vb, vbr), computed rounded to odd so that comparisons with multiples of 4 are exact.
    // When c is a power of two (closerBelow), the next value down is only half as far, so the lower bound moves up.
    // Float and Half significands have at most 24 bits, so the power's high 63 bits plus one suffice: one 64x64-bit
    // product per bound, as in the paper's float variant.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static DecimalDigits Search(int q, ulong c, bool closerBelow)
    {
        // The interval holds its bounds when c is even (round-half-even reading picks c there).
        ulong outside = c & 1;
        ulong cb = c << 2;
        ulong cbr = cb + 2;
        ulong cbl;
        int k;
        if (closerBelow)
        {
            cbl = cb - 1;
            k = FloorLog10ThreeQuartersPow2(q);
        }
        else
        {
            cbl = cb - 2;
            k = FloorLog10Pow2(q);
        }
        ulong g = Unsafe.Add(ref MemoryMarshal.GetReference(ShortestPowersOfTen.High), k - ShortestPowersOfTen.MinK) + 1;
        int h = q + FloorLog2Pow10(-k) + 33;
        ulong vb = RoundToOdd(g, cb << h);
        ulong vbl = RoundToOdd(g, cbl << h);
        ulong vbr = RoundToOdd(g, cbr << h);
        return Select(vb, vbl + outside, vbr - outside, k);
    }

    // Picks the digits from the scaled value and bounds (the bounds already narrowed by one when the interval excludes
    // them). First a candidate one digit shorter: the multiples of ten around s. The interval is narrower than 10^(k+1),
    // so at most one of them lies in it. (Schubfach as published skips this for s < 100, to print at least two digits; the
    // BCL prints the shortest, which matters for small subnormals, so it always runs.) Otherwise s or s + 1: the one in the
    // interval, or when both are, the closer one and the even one on a tie. Which case applies follows no pattern from one
    // value to the next, so the choice is computed with flags and selects instead of branches.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static DecimalDigits Select(ulong vb, ulong lower, ulong upper, int k)
    {
        ulong s = vb >> 2;
        ulong s10 = s / 10;
        ulong sp10 = s10 * 10;
        uint upin = Flag(lower <= sp10 << 2);
        uint wpin = Flag((sp10 + 10) << 2 <= upper);
        uint uin = Flag(lower <= s << 2);
        uint win = Flag((s + 1) << 2 <= upper);
        long cmp = (long)(vb - ((2 * s + 1) << 1));
        uint closerIsT = Flag(cmp > 0) | (Flag(cmp == 0) & (uint)s);
        uint oneIn = uin ^ win;
        uint useT = (oneIn & win) | ((oneIn ^ 1) & closerIsT);
        uint shorter = upin ^ wpin;
        // All ones when the shorter candidate wins.
        ulong shorterMask = 0 - (ulong)shorter;
        ulong significand = ((s10 + (upin ^ 1)) & shorterMask) | ((s + useT) & ~shorterMask);
        return new DecimalDigits(significand, k + (int)shorter);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Flag(bool condition) => condition ? 1u : 0u;

    // Bits 95 and up of g * cp, rounded to odd: the lowest bit is set when any discarded bit is, so the result compares
    // with multiples of 4 exactly as the unrounded product would.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong RoundToOdd(ulong g, ulong cp)
    {
        ulong x1 = Math.BigMul(g, cp, out _);
        return (x1 >> 31) | (((x1 & Mask32) + Mask32) >> 32);
    }

    private const ulong Mask32 = (1UL << 32) - 1;

    // floor(q log10 2), floor(q log10 2 + log10 3/4) and floor(q log2 10) in fixed point; the tests check them exactly over
    // every exponent the three formats reach.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int FloorLog10Pow2(int q) => (int)((q * 661_971_961_083L) >> 41);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int FloorLog10ThreeQuartersPow2(int q) => (int)((q * 661_971_961_083L - 274_743_187_321L) >> 41);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int FloorLog2Pow10(int q) => (int)((q * 913_124_641_741L) >> 38);
}
