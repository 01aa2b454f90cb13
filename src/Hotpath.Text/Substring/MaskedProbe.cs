using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// A probe that accepts both units of a case pair with one masked compare, <c>(unit | (x ^ y)) == (x | y)</c>, as
/// ASCII letters are tested with <c>| 0x20</c>. When x and y differ in more than one bit the test also admits the
/// other units the mask spans (extra candidates that verification rejects), so the probe ranks as the most common
/// of all it admits, and a mask of more than <see cref="MaxMaskBits"/> bits is not probed.
/// </summary>
internal static class MaskedProbe
{
    /// <summary>The widest mask probed: 2^bits units pass it, and beyond 8 the probe stops being selective.</summary>
    public const int MaxMaskBits = 3;

    /// <summary>The probe description for the pair <paramref name="x"/>, <paramref name="y"/> (see <see cref="CandidateProbes{T}.ChooseRarest"/>).</summary>
    public static (bool Usable, T Value, T CaseBits, int Rank) Describe<T>(T x, T y, Func<T, int> rank) where T : unmanaged, IBinaryInteger<T>
    {
        T mask = x ^ y;
        if (int.CreateTruncating(T.PopCount(mask)) > MaxMaskBits) return (false, T.Zero, T.Zero, 0);
        T value = x | y;
        int mostCommon = 0;
        int bits = int.CreateTruncating(mask);
        // Every admitted unit: the value with any subset of the mask's bits cleared.
        for (int subset = bits; ; subset = (subset - 1) & bits)
        {
            mostCommon = Math.Max(mostCommon, rank(value & ~T.CreateTruncating(subset)));
            if (subset == 0) break;
        }
        return (true, value, mask, mostCommon);
    }
}
