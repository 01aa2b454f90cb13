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

        // Digits are accumulated modulo 2^64 without counting them: the count comes from where the runs end, and only a
        // number with more than 19 digits (rare) is read again digit by digit (ReadLongSignificand), so the loops below carry
        // no per-digit bookkeeping. The integer part goes digit by digit (the common forms have few integer digits); the
        // fraction goes eight at a time first, and once eight units are not all digits its run ends within them.
        ulong significand = 0;
        nint textEnd = length;   // as a native integer, compared with positions without a widening at each step
        nint digitsStart = at;
        while (at < textEnd && TextUnits.At(ref start, at) - '0' is var digit && digit <= 9)
        {
            significand = significand * 10 + digit;
            at++;
        }
        nint integerDigits = at - digitsStart;
        nint fractionDigits = 0;

        if (at < textEnd && TextUnits.At(ref start, at) == decimalSeparator)
        {
            if ((styles & NumberStyles.AllowDecimalPoint) == 0) return false;
            nint fractionStart = ++at;
            while (at + 8 <= textEnd && EightDigits.TryRead(ref start, at, out uint eight))
            {
                significand = significand * 100_000_000 + eight;
                at += 8;
            }
            while (at < textEnd && TextUnits.At(ref start, at) - '0' is var digit && digit <= 9)
            {
                significand = significand * 10 + digit;
                at++;
            }
            fractionDigits = at - fractionStart;
        }
        nint digitCount = integerDigits + fractionDigits;
        if (digitCount == 0) return false;
        long exponent = -fractionDigits;
        bool truncated = false;
        if (digitCount > 19)
        {
            // Returned rather than written through references, so that the locals of the loops above stay in registers.
            DecimalText kept = ReadLongSignificand(ref start, digitsStart, integerDigits, fractionDigits);
            significand = kept.Significand;
            exponent = kept.Exponent;
            truncated = kept.Truncated;
        }

        if (at < length && (TextUnits.At(ref start, at) | 0x20) == 'e' && (styles & NumberStyles.AllowExponent) != 0)
        {
            nint exponentAt = at + 1;
            // One test for either sign ('+' and '-' are 0x2B and 0x2D), so that the branch depends on whether there is a
            // sign, which formatted numbers always write, and not on which one.
            uint exponentSign = exponentAt < length ? TextUnits.At(ref start, exponentAt) : 0;
            bool negativeExponent = exponentSign == '-';
            if (((exponentSign - '+') & ~2u) == 0) exponentAt++;
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

    /// <summary>
    /// The first 19 significant digits of <paramref name="integerDigits"/> digits at <paramref name="digitsStart"/> and the
    /// <paramref name="fractionDigits"/> digits after the one-unit separator that follows them, with their power of ten:
    /// leading zeros are not significant, an integer digit past the 19th scales the value up, a fraction digit past it is
    /// dropped, and <see cref="DecimalText.Truncated"/> says whether any dropped digit was nonzero.
    /// </summary>
    private static DecimalText ReadLongSignificand<TUnit>(ref TUnit start, nint digitsStart, nint integerDigits, nint fractionDigits)
        where TUnit : unmanaged
    {
        nint integerEnd = digitsStart + integerDigits;
        nint fractionStart = integerEnd + 1;
        nint fractionEnd = fractionStart + fractionDigits;
        ulong significand = 0;
        long exponent = 0;
        bool truncated = false;
        int kept = 0;
        for (nint at = digitsStart; at < integerEnd; at++)
        {
            uint digit = TextUnits.At(ref start, at) - '0';
            if (kept < 19)
            {
                significand = significand * 10 + digit;
                kept += significand == 0 ? 0 : 1;
            }
            else
            {
                exponent++;
                truncated |= digit != 0;
            }
        }
        for (nint at = fractionStart; at < fractionEnd; at++)
        {
            uint digit = TextUnits.At(ref start, at) - '0';
            if (kept < 19)
            {
                significand = significand * 10 + digit;
                kept += significand == 0 ? 0 : 1;
                exponent--;
            }
            else
            {
                truncated |= digit != 0;
            }
        }
        return new DecimalText { Significand = significand, Exponent = exponent, Truncated = truncated };
    }

    /// <summary>The BCL's white space for number parsing: U+0009 to U+000D and U+0020.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool IsWhite(uint unit) => unit == ' ' || unit - '\t' <= '\r' - '\t';
}
