using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Parsing;

/// <summary>
/// Decimal to binary: the correctly rounded IEEE value of w * 10^q for a nonzero 64-bit w, by Eisel and Lemire's algorithm
/// (Lemire, "Number Parsing at a Gigabyte per Second", 2021): one or two 64x64-bit products with the truncated power of
/// five in <see cref="PowersOfFive"/>. Mushtak and Lemire ("Fast Number Parsing Without Fallback", 2023) proved the result
/// exact for every w and q in range, so no fallback is needed when w holds every digit of the input.
/// </summary>
internal static class EiselLemire
{
    /// <summary>The value's bits without the sign: significand in the low bits, biased exponent above them.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ToBits<TFormat>(ulong w, long q) where TFormat : IBinaryFormat
    {
        int significandBits = TFormat.SignificandBits;
        if (q < TFormat.SmallestPowerOfTen) return 0;
        if (q > TFormat.LargestPowerOfTen) return (ulong)TFormat.InfiniteExponent << significandBits;

        int leadingZeros = BitOperations.LeadingZeroCount(w);
        w <<= leadingZeros;
        int index = 2 * (int)(q - PowersOfFive.MinQ);
        ref ulong powers = ref MemoryMarshal.GetReference(PowersOfFive.Words);
        ulong high = Math.BigMul(w, Unsafe.Add(ref powers, index), out ulong low);
        // Only when the bits below the significand and its rounding bit are all ones can the second word change them.
        ulong precisionMask = ulong.MaxValue >> (significandBits + 3);
        if ((high & precisionMask) == precisionMask)
        {
            ulong secondHigh = Math.BigMul(w, Unsafe.Add(ref powers, index + 1), out _);
            low += secondHigh;
            if (secondHigh > low) high++;
        }

        int upperBit = (int)(high >> 63);
        int shift = upperBit + 64 - significandBits - 3;
        ulong significand = high >> shift;
        // floor(log2(10^q)) + 63 in fixed point, valid over the table's range.
        int power2 = (int)(((152170 + 65536) * q) >> 16) + 63 + upperBit - leadingZeros - TFormat.MinimumExponent;
        if (power2 <= 0)
        {
            // Subnormal: shift into place, round half up (exact ties cannot happen this far down), and let a carry into the
            // implicit bit make it the smallest normal.
            if (-power2 + 1 >= 64) return 0;
            significand >>= -power2 + 1;
            significand += significand & 1;
            significand >>= 1;
            power2 = significand < (1UL << significandBits) ? 0 : 1;
            return significand | ((ulong)power2 << significandBits);
        }

        // Rounding adds one at the bit below the significand; at an exact tie (every lower bit zero, only possible for a
        // few small |q|) the round-half-even rule keeps an even significand instead.
        if (low <= 1 && q >= TFormat.MinRoundToEvenExponent && q <= TFormat.MaxRoundToEvenExponent && (significand & 3) == 1
            && (significand << shift) == high)
        {
            significand &= ~1UL;
        }
        significand += significand & 1;
        significand >>= 1;
        if (significand >= (2UL << significandBits))
        {
            significand = 1UL << significandBits;
            power2++;
        }
        significand &= ~(1UL << significandBits);
        if (power2 >= TFormat.InfiniteExponent) return (ulong)TFormat.InfiniteExponent << significandBits;
        return significand | ((ulong)power2 << significandBits);
    }
}
