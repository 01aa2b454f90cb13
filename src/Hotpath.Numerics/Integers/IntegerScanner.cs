using System.Globalization;
using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// Reads the common shape of an integer — an optional '-' or '+' and then only ASCII digits, at most as many as the type
/// can need — one digit a step, with no branch on the sign: in a run of numbers of mixed signs that branch would mispredict
/// every other time. (Eight-digit loads, which serve the floating-point scanner, need a branch on the length here, and with
/// mixed lengths it costs more than it saves.) Anything else (white space, more digits, group separators, currency,
/// parentheses, trailing NULs, a sign the style does not allow) is declined and left to the BCL, so every failure is the
/// BCL's own.
/// </summary>
internal static class IntegerScanner
{
    /// <summary>The styles the scanner can serve: those of <see cref="NumberStyles.Integer"/>, and group separators (the
    /// scanner declines any it meets). Other styles, hexadecimal and binary above all, go to the BCL.</summary>
    public const NumberStyles ScannedStyles = NumberStyles.Integer | NumberStyles.AllowThousands;

    /// <summary>The magnitude of the whole text and 1 when it starts with '-' (0 otherwise); false when it is not in the
    /// scanned shape or has more than <paramref name="maxDigits"/> digits (at most 19, which always fit in 64 bits).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryScan<TUnit>(ref TUnit start, int length, NumberStyles styles, int maxDigits, out ulong magnitude, out int negative)
        where TUnit : unmanaged
    {
        magnitude = 0;
        negative = 0;
        if (length == 0) return false;
        // The sign becomes an offset of 0 or 1 without a branch.
        uint first = TextUnits.At(ref start, 0);
        int minus = first == '-' ? 1 : 0;
        int signLength = (minus | (first == '+' ? 1 : 0)) & ((int)(styles & NumberStyles.AllowLeadingSign) >> 2);
        if ((uint)(length - signLength - 1) >= (uint)maxDigits) return false;
        // Counted from the end so that the loop's test is the increment reaching zero.
        ref TUnit end = ref Unsafe.Add(ref start, length);
        nint at = signLength - (nint)length;
        ulong value = 0;
        do
        {
            uint digit = TextUnits.At(ref end, at) - '0';
            if (digit > 9) return false;
            value = value * 10 + digit;
        }
        while (++at != 0);
        magnitude = value;
        negative = minus & signLength;
        return true;
    }
}
