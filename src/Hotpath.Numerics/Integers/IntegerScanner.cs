using System.Globalization;
using Hotpath.Numerics.Parsing;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// Reads the common shape of an integer — [white][sign]digits[white] — loading eight digits at a time, into a magnitude of
/// at most 19 significant digits. Anything else (more digits, group separators, currency, parentheses, trailing NULs, a style
/// that does not allow what the text holds) is declined and left to the BCL, so every failure is the BCL's own.
/// </summary>
internal static class IntegerScanner
{
    /// <summary>The styles the scanner can serve: those of <see cref="NumberStyles.Integer"/>, and group separators (the
    /// scanner declines any it meets). Other styles, hexadecimal and binary above all, go to the BCL.</summary>
    public const NumberStyles ScannedStyles = NumberStyles.Integer | NumberStyles.AllowThousands;

    /// <summary>The magnitude and sign of the whole text; false when it is not in the scanned shape.</summary>
    public static bool TryScan<TUnit>(ref TUnit start, int length, NumberStyles styles, out ulong magnitude, out bool negative) where TUnit : unmanaged
    {
        magnitude = 0;
        negative = false;
        nint at = 0;
        if ((styles & NumberStyles.AllowLeadingWhite) != 0)
        {
            while (at < length && DecimalScanner.IsWhite(TextUnits.At(ref start, at))) at++;
        }
        if (at < length && TextUnits.At(ref start, at) is '-' or '+')
        {
            if ((styles & NumberStyles.AllowLeadingSign) == 0) return false;
            negative = TextUnits.At(ref start, at) == '-';
            at++;
        }
        nint digitsStart = at;
        while (at < length && TextUnits.At(ref start, at) == '0') at++;
        bool anyDigit = at > digitsStart;
        int digits = 0;
        while (true)
        {
            if (digits <= 11 && at + 8 <= length && EightDigits.TryRead(ref start, at, out uint eight))
            {
                magnitude = magnitude * 100_000_000 + eight;
                digits += 8;
                at += 8;
                continue;
            }
            if (at >= length) break;
            uint digit = TextUnits.At(ref start, at) - '0';
            if (digit > 9) break;
            // Twenty significant digits may not fit in 64 bits; the BCL decides those (only ulong can hold any).
            if (digits == 19) return false;
            magnitude = magnitude * 10 + digit;
            digits++;
            at++;
        }
        if (!anyDigit && digits == 0) return false;
        if ((styles & NumberStyles.AllowTrailingWhite) != 0)
        {
            while (at < length && DecimalScanner.IsWhite(TextUnits.At(ref start, at))) at++;
        }
        return at == length;
    }
}
