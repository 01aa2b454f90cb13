using Hotpath.Numerics.Formatting;

namespace Hotpath.Numerics.Tests.Formatting;

/// <summary>
/// <see cref="DecimalDigits"/> drops trailing zeros several at a time and counts digits from the bit length; these check both
/// against dividing by ten one digit at a time, for values with every number of trailing zeros and for values with none.
/// </summary>
public sealed class DecimalDigitsTests
{
    [Fact]
    public void TrailingZerosAreRemovedLikeRepeatedDivisionByTen()
    {
        const int seed = 606;
        var random = new Random(seed);
        for (int i = 0; i < 200_000; i++)
        {
            // A significand of 1 to 17 digits, scaled by as many tens as keep it below 10^17, or an arbitrary value.
            ulong value = (ulong)random.NextInt64(1, (long)PowerOfTen(random.Next(1, 18)));
            if (random.Next(4) != 0)
            {
                int zeros = random.Next(0, 17);
                while (zeros > 0 && value <= 9_999_999_999_999_999 / 10) { value *= 10; zeros--; }
            }
            int exponent = random.Next(-400, 400);
            (ulong expectedSignificand, int expectedExponent) = Naive(value, exponent);
            var digits = new DecimalDigits(value, exponent);
            Assert.True(digits.Significand == expectedSignificand && digits.Exponent == expectedExponent && digits.Count == expectedSignificand.ToString().Length,
                $"seed {seed} #{i}: {value}e{exponent} gave {digits.Significand}e{digits.Exponent} ({digits.Count} digits)");
        }
    }

    [Fact]
    public void EveryPowerOfTenAndItsNeighboursKeepTheirDigits()
    {
        for (int k = 0; k <= 16; k++)
        {
            ulong power = PowerOfTen(k);
            foreach (ulong value in new[] { power, power - 1, power + 1, 9 * power, 7 * power + power / 10 })
            {
                if (value == 0) continue;
                (ulong expectedSignificand, int expectedExponent) = Naive(value, 0);
                var digits = new DecimalDigits(value, 0);
                Assert.True(digits.Significand == expectedSignificand && digits.Exponent == expectedExponent, $"{value}");
            }
        }
        Assert.True(new DecimalDigits(0, 0).Significand == 0);
    }

    private static (ulong Significand, int Exponent) Naive(ulong value, int exponent)
    {
        while (value % 10 == 0)
        {
            value /= 10;
            exponent++;
        }
        return (value, exponent);
    }

    private static ulong PowerOfTen(int k)
    {
        ulong power = 1;
        for (int i = 0; i < k; i++) power *= 10;
        return power;
    }
}
