using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary><see cref="ExactDivisor"/> against the division operator, for every divisor a DFA row length can take in practice and multiples up to the largest premultiplied id.</summary>
public sealed class ExactDivisorTests
{
    [Fact]
    public void Divide_EqualsDivision_ForMultiples()
    {
        var random = new Random(2026);
        for (int divisor = 1; divisor <= 2048; divisor++)
        {
            var exact = new ExactDivisor(divisor);
            int largestQuotient = int.MaxValue / divisor;
            foreach (int quotient in new[] { 0, 1, 2, 3, largestQuotient - 1, largestQuotient, (int)random.NextInt64(largestQuotient + 1L) })
            {
                int multiple = quotient * divisor;
                Assert.True(exact.Divide(multiple) == quotient, $"divisor {divisor}, multiple {multiple}: expected {quotient}, got {exact.Divide(multiple)} (seed 2026)");
            }
        }
    }

    [Fact]
    public void Constructor_RejectsNonPositiveDivisors()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new ExactDivisor(0));
        Assert.Throws<ArgumentOutOfRangeException>(() => new ExactDivisor(-3));
    }
}
