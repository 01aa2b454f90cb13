using System.Globalization;
using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Parsing;

/// <summary>
/// Reads the common shape of a decimal number — [white][sign]digits[.digits][(e|E)[sign]digits][white] — in one pass,
/// loading eight digits at a time. It accepts only text the BCL reads the same way under the given styles and symbols;
/// anything else (group separators, currency, parentheses, NaN and infinity symbols, trailing NULs, a style that does not
/// allow what the text holds) is declined, and the caller hands the whole text to the BCL, so every failure and every
/// unusual form is the BCL's own.
/// </summary>
internal static class DecimalScanner
{
    /// <summary>The styles whose parts the scanner reads itself. Any other style bit makes it decline.</summary>
    public const NumberStyles ScannedStyles = NumberStyles.AllowLeadingWhite | NumberStyles.AllowTrailingWhite | NumberStyles.AllowLeadingSign
        | NumberStyles.AllowDecimalPoint | NumberStyles.AllowExponent | NumberStyles.AllowThousands;

    // The BCL stops reading exponent digits past this magnitude (and saturates); the scanner declines such exponents.
    private const int MaxExponentDigitsValue = 100_000_000;

    /// <summary>
    /// Scans <paramref name="length"/> units at <paramref name="start"/>. With <paramref name="wholeText"/> every unit must
    /// belong to the number; otherwise the number may end early (no white space is read) and <paramref name="end"/> says where.
    /// <paramref name="decimalSeparator"/> is the culture's one-unit decimal separator. False when the text is not in the
    /// scanned shape (the caller asks the BCL).
    /// </summary>
    public static bool TryScan<TUnit>(ref TUnit start, int length, NumberStyles styles, uint decimalSeparator, bool wholeText,
        out DecimalText number, out int end) where TUnit : unmanaged
    {
        number = default;
        end = 0;
        nint at = 0;
        if (wholeText && (styles & NumberStyles.AllowLeadingWhite) != 0)
        {
            while (at < length && IsWhite(TextUnits.At(ref start, at))) at++;
        }
        if (at < length)
        {
            uint sign = TextUnits.At(ref start, at);
            if (sign is '-' or '+')
            {
                if ((styles & NumberStyles.AllowLeadingSign) == 0) return false;
                number.Negative = sign == '-';
                at++;
            }
        }

        ulong significand = 0;
        int digits = 0;          // significant digits held in significand
        long exponent = 0;       // power of ten of significand's last digit
        bool truncated = false;
        nint digitsStart = at;

        // Integer part: leading zeros change nothing; digits past the 19th scale the value up.
        while (at < length && TextUnits.At(ref start, at) == '0') at++;
        // Runs of eight first; once eight units are not all digits the run ends within them, so the rest goes digit by
        // digit without trying eight again at every step.
        while (digits <= 11 && at + 8 <= length && EightDigits.TryRead(ref start, at, out uint eight))
        {
            significand = significand * 100_000_000 + eight;
            digits += 8;
            at += 8;
        }
        while (true)
        {
            if (at >= length) break;
            uint digit = TextUnits.At(ref start, at) - '0';
            if (digit > 9) break;
            if (digits < 19)
            {
                significand = significand * 10 + digit;
                digits++;
            }
            else
            {
                exponent++;
                truncated |= digit != 0;
            }
            at++;
        }
        bool anyDigit = at > digitsStart;

        if (at < length && TextUnits.At(ref start, at) == decimalSeparator)
        {
            if ((styles & NumberStyles.AllowDecimalPoint) == 0) return false;
            at++;
            nint fractionStart = at;
            if (significand == 0)
            {
                while (at < length && TextUnits.At(ref start, at) == '0') at++;
                exponent -= at - fractionStart;
            }
            while (digits <= 11 && at + 8 <= length && EightDigits.TryRead(ref start, at, out uint eight))
            {
                significand = significand * 100_000_000 + eight;
                digits += 8;
                exponent -= 8;
                at += 8;
            }
            // The fraction's last digits, when the number ends the text, in one step: a loop's exit would depend on a digit
            // count that varies from one number to the next.
            nint rest = length - at;
            if (rest is > 0 and < 8 && length >= 8 && digits + rest <= 19 && EightDigits.TryReadLast(ref start, at, length, out uint last))
            {
                significand = significand * PowersOfTen.UInt64[(int)rest] + last;
                digits += (int)rest;
                exponent -= rest;
                at = length;
            }
            while (true)
            {
                if (at >= length) break;
                uint digit = TextUnits.At(ref start, at) - '0';
                if (digit > 9) break;
                if (digits < 19)
                {
                    significand = significand * 10 + digit;
                    digits++;
                    exponent--;
                }
                else
                {
                    truncated |= digit != 0;
                }
                at++;
            }
            anyDigit |= at > fractionStart;
        }
        if (!anyDigit) return false;

        if (at < length && (TextUnits.At(ref start, at) | 0x20) == 'e' && (styles & NumberStyles.AllowExponent) != 0)
        {
            nint exponentAt = at + 1;
            bool negativeExponent = false;
            if (exponentAt < length && TextUnits.At(ref start, exponentAt) is '-' or '+')
            {
                negativeExponent = TextUnits.At(ref start, exponentAt) == '-';
                exponentAt++;
            }
            nint exponentDigitsStart = exponentAt;
            long explicitExponent = 0;
            while (exponentAt < length)
            {
                uint digit = TextUnits.At(ref start, exponentAt) - '0';
                if (digit > 9) break;
                explicitExponent = explicitExponent * 10 + digit;
                if (explicitExponent >= MaxExponentDigitsValue) return false;
                exponentAt++;
            }
            // An 'e' with no digits after it is not part of the number; the BCL then fails on the stray letter.
            if (exponentAt == exponentDigitsStart) return false;
            exponent += negativeExponent ? -explicitExponent : explicitExponent;
            at = exponentAt;
        }

        if (wholeText)
        {
            if ((styles & NumberStyles.AllowTrailingWhite) != 0)
            {
                while (at < length && IsWhite(TextUnits.At(ref start, at))) at++;
            }
            if (at != length) return false;
        }

        number.Significand = significand;
        number.Exponent = significand == 0 ? 0 : exponent;
        number.Truncated = truncated;
        end = (int)at;
        return true;
    }

    /// <summary>The BCL's white space for number parsing: U+0009 to U+000D and U+0020.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsWhite(uint unit) => unit == ' ' || unit - '\t' <= '\r' - '\t';
}
