using System.Numerics;
using Hotpath.Numerics.Formatting;
using Hotpath.Numerics.Parsing;

namespace Hotpath.Numerics.Tests.Tables;

/// <summary>
/// Every entry of the two power tables recomputed with BigInteger from its definition, and the fixed-point logarithms
/// checked against exact integer comparisons over every exponent the three formats reach.
/// </summary>
public sealed class TableTests
{
    [Fact]
    public void ShortestPowersAreTheHighBitsOfTheRoundedUpScaledPowersOfTen()
    {
        ReadOnlySpan<ulong> high = ShortestPowersOfTen.High;
        Assert.Equal(ShortestPowersOfTen.MaxK - ShortestPowersOfTen.MinK + 1, high.Length);
        for (int k = ShortestPowersOfTen.MinK; k <= ShortestPowersOfTen.MaxK; k++)
        {
            // 10^-k = num / den; scale it into [2^125, 2^126) and round down, then add one; keep the high 63 bits.
            BigInteger num = k <= 0 ? BigInteger.Pow(10, -k) : 1, den = k > 0 ? BigInteger.Pow(10, k) : 1;
            int shift = 125 - FloorLog2(num, den);
            if (shift >= 0) num <<= shift; else den <<= -shift;
            BigInteger g = num / den + 1;
            Assert.True(g >> 63 == high[k - ShortestPowersOfTen.MinK], $"k = {k}");
        }
    }

    [Fact]
    public void FloatPowersAreTheRoundedUpScaledPowersOfTen()
    {
        ReadOnlySpan<ulong> entries = FloatPowersOfTen.Entries;
        Assert.Equal(FloatPowersOfTen.MaxK - FloatPowersOfTen.MinK + 1, entries.Length);
        for (int k = FloatPowersOfTen.MinK; k <= FloatPowersOfTen.MaxK; k++)
        {
            // 10^k = num / den; scale it into [2^63, 2^64) and round up.
            BigInteger num = k >= 0 ? BigInteger.Pow(10, k) : 1, den = k < 0 ? BigInteger.Pow(10, -k) : 1;
            int shift = 63 - FloorLog2(num, den);
            if (shift >= 0) num <<= shift; else den <<= -shift;
            BigInteger power = (num + den - 1) / den;
            Assert.True(power == entries[k - FloatPowersOfTen.MinK], $"k = {k}");
        }
    }

    [Fact]
    public void NearestShortestPowersAreTheRoundedUpScaledPowersOfTen()
    {
        for (int k = -292; k <= 326; k++)
        {
            // 10^k = num / den; scale it into [2^127, 2^128) and round up.
            BigInteger num = k >= 0 ? BigInteger.Pow(10, k) : 1, den = k < 0 ? BigInteger.Pow(10, -k) : 1;
            int shift = 127 - FloorLog2(num, den);
            if (shift >= 0) num <<= shift; else den <<= -shift;
            BigInteger phi = (num + den - 1) / den;
            (ulong high, ulong low) = NearestShortestDouble.PowerOfTen(k);
            Assert.True(phi == (((BigInteger)high << 64) | low), $"k = {k}");
        }
    }

    [Fact]
    public void PowersOfFiveAreTheNormalizedTruncatedPowers()
    {
        ReadOnlySpan<ulong> words = PowersOfFive.Words;
        Assert.Equal(2 * (PowersOfFive.MaxQ - PowersOfFive.MinQ + 1), words.Length);
        BigInteger top = BigInteger.One << 128, half = BigInteger.One << 127;
        for (int q = PowersOfFive.MinQ; q <= PowersOfFive.MaxQ; q++)
        {
            BigInteger expected;
            if (q >= 0)
            {
                expected = BigInteger.Pow(5, q);
                while (expected < half) expected <<= 1;
                while (expected >= top) expected >>= 1;
            }
            else
            {
                BigInteger power = BigInteger.Pow(5, -q);
                int z = (int)power.GetBitLength() - (power.IsPowerOfTwo ? 1 : 0);
                int b = q >= -27 ? z + 127 : 2 * z + 128;
                expected = (BigInteger.One << b) / power + 1;
                while (expected >= top) expected >>= 1;
            }
            int index = 2 * (q - PowersOfFive.MinQ);
            Assert.True(expected == (((BigInteger)words[index] << 64) | words[index + 1]), $"q = {q}");
            Assert.True(words[index] >> 63 == 1, $"q = {q}: normalized");
        }
    }

    [Fact]
    public void FixedPointLogarithmsAreExact()
    {
        for (int q = -1200; q <= 1200; q++)
        {
            (BigInteger num, BigInteger den) = q >= 0 ? (BigInteger.One << q, BigInteger.One) : (BigInteger.One, BigInteger.One << -q);
            Assert.True(FloorLog10(num, den) == ShortestDecimal.FloorLog10Pow2(q), $"log10 2^{q}");
            Assert.True(FloorLog10(num * 3, den * 4) == ShortestDecimal.FloorLog10ThreeQuartersPow2(q), $"log10 3/4 2^{q}");
        }
        for (int q = -400; q <= 400; q++)
        {
            (BigInteger num, BigInteger den) = q >= 0 ? (BigInteger.Pow(10, q), BigInteger.One) : (BigInteger.One, BigInteger.Pow(10, -q));
            Assert.True(FloorLog2(num, den) == ShortestDecimal.FloorLog2Pow10(q), $"log2 10^{q}");
        }
    }

    // floor(log10(num / den)).
    private static int FloorLog10(BigInteger num, BigInteger den)
    {
        int k = (int)Math.Floor(BigInteger.Log10(num) - BigInteger.Log10(den));
        while (Compare(num, den, k) < 0) k--;
        while (Compare(num, den, k + 1) >= 0) k++;
        return k;
    }

    // Compares num/den with 10^k.
    private static int Compare(BigInteger num, BigInteger den, int k) =>
        k >= 0 ? num.CompareTo(den * BigInteger.Pow(10, k)) : (num * BigInteger.Pow(10, -k)).CompareTo(den);

    // floor(log2(num / den)).
    private static int FloorLog2(BigInteger num, BigInteger den)
    {
        int e = (int)(num.GetBitLength() - den.GetBitLength());
        while ((e >= 0 ? num.CompareTo(den << e) : (num << -e).CompareTo(den)) < 0) e--;
        while ((e + 1 >= 0 ? num.CompareTo(den << (e + 1)) : (num << -(e + 1)).CompareTo(den)) >= 0) e++;
        return e;
    }
}
