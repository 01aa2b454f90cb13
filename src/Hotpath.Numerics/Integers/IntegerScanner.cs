using System.Globalization;
using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// Reads the common shape of an integer — an optional '-' or '+' and then only ASCII digits, at most as many as the type
/// can need — with no branch on the sign or on the number of digits: in a run of numbers of mixed signs and lengths either
/// would mispredict about once a number. The digits are read in whole windows of eight ending at the text's end
/// (<see cref="DigitWindows"/>); one digit a step only where those windows would reach into the previous page. Anything
/// else (white space, more digits, group separators, currency, parentheses, trailing NULs, a sign the style does not
/// allow) is declined and left to the BCL, so every failure is the BCL's own.
/// </summary>
internal static class IntegerScanner
{
    /// <summary>The styles the scanner can serve: those of <see cref="NumberStyles.Integer"/>, and group separators (the
    /// scanner declines any it meets). Other styles, hexadecimal and binary above all, go to the BCL.</summary>
    public const NumberStyles ScannedStyles = NumberStyles.Integer | NumberStyles.AllowThousands;

    /// <summary>The magnitude of the whole text and 1 when it starts with '-' (0 otherwise); false when it is not in the
    /// scanned shape or has more than <paramref name="maxDigits"/> digits (at most 19, which always fit in 64 bits).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static unsafe bool TryScan<TUnit>(ref TUnit start, int length, NumberStyles styles, int maxDigits, out ulong magnitude, out int negative)
        where TUnit : unmanaged
    {
        magnitude = 0;
        negative = 0;
        if (length == 0) return false;
        // The sign becomes an offset of 0 or 1 without a branch.
        uint first = TextUnits.At(ref start, 0);
        int minus = first == '-' ? 1 : 0;
        int signLength = (minus | (first == '+' ? 1 : 0)) & ((int)(styles & NumberStyles.AllowLeadingSign) >> 2);
        int digits = length - signLength;
        if ((uint)(digits - 1) >= (uint)maxDigits) return false;
        int windows = DigitWindows.For(maxDigits);
        ulong value;
        // Pinned: the windows are read through a pointer, which the GC neither reports nor moves even where it points
        // before the text.
        fixed (TUnit* text = &start)
        {
            TUnit* end = text + length;
            value = DigitWindows.CanRead(end, windows) ? DigitWindows.Read(end, digits, maxDigits) : ReadEach(end, digits);
        }
        if (value == DigitWindows.NotDigits) return false;
        magnitude = value;
        negative = minus & signLength;
        return true;
    }

    /// <summary>The value of the <paramref name="digits"/> units before <paramref name="end"/> (1 to 19), one digit a step,
    /// or <see cref="DigitWindows.NotDigits"/> when one of them is not an ASCII digit.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static unsafe ulong ReadEach<TUnit>(TUnit* end, int digits) where TUnit : unmanaged
    {
        ulong value = 0;
        TUnit* at = end - digits;
        do
        {
            uint digit = TextUnits.At(ref *at, 0) - '0';
            if (digit > 9) return DigitWindows.NotDigits;
            value = value * 10 + digit;
        }
        while (++at != end);
        return value;
    }
}
