using System.Globalization;
using System.Runtime.Intrinsics;
using System.Text;
using Hotpath.Numerics.Formatting;

namespace Hotpath.Numerics.Tests.Formatting;

/// <summary>
/// <see cref="DigitBlocks"/> turns numbers into ASCII digits with multiplications instead of divisions, eight digits in a
/// register and sixteen in a vector; these check both against the BCL's zero-padded text, for values of every digit count
/// and for the boundaries where a lane's quotient changes.
/// </summary>
public sealed class DigitBlocksTests
{
    [Fact]
    public void SixteenDigitsMatchTheBclsPaddedText()
    {
        const int seed = 707;
        var random = new Random(seed);
        foreach (ulong value in Boundaries(16).Concat(Enumerable.Range(0, 200_000).Select(_ => WithRandomDigitCount(random, 16))))
        {
            byte[] digits = new byte[16];
            DigitBlocks.AsciiSixteen(value).CopyTo(digits);
            Assert.Equal(value.ToString("D16", CultureInfo.InvariantCulture), Encoding.ASCII.GetString(digits));
        }
    }

    [Fact]
    public void EightDigitsMatchTheBclsPaddedText()
    {
        const int seed = 808;
        var random = new Random(seed);
        foreach (ulong value in Boundaries(8).Concat(Enumerable.Range(0, 200_000).Select(_ => WithRandomDigitCount(random, 8))))
        {
            byte[] digits = BitConverter.GetBytes(DigitBlocks.Ascii((uint)value));
            if (!BitConverter.IsLittleEndian) Array.Reverse(digits);
            Assert.Equal(value.ToString("D8", CultureInfo.InvariantCulture), Encoding.ASCII.GetString(digits));
        }
    }

    // 0, and every power of ten and the number before it, up to the largest value of the given digit count.
    private static IEnumerable<ulong> Boundaries(int digits)
    {
        yield return 0;
        ulong power = 1;
        for (int i = 0; i < digits; i++)
        {
            yield return power;
            yield return power * 10 - 1;
            power *= 10;
        }
    }

    // A value of 1 to maxDigits digits, the count drawn first so that short values are as common as long ones.
    private static ulong WithRandomDigitCount(Random random, int maxDigits)
    {
        long high = 1;
        for (int i = random.Next(1, maxDigits + 1); i > 0; i--) high *= 10;
        return (ulong)random.NextInt64(0, high);
    }
}
