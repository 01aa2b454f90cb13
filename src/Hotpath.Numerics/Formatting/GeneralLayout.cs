using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// Lays out shortest round-trip digits the way the BCL's general format ("G", "R" and the default <c>ToString()</c>) does:
/// fixed notation while the decimal point falls within max(digit count, <c>maxRoundTripDigits</c>) digits of the start and
/// the value is at least 0.0001, otherwise d.dddE+xx with at least two exponent digits; the culture's negative sign,
/// decimal separator and exponent signs (<see cref="ILayoutSymbols"/>).
/// </summary>
internal static class GeneralLayout
{
    /// <summary>
    /// Writes <paramref name="digits"/> (zero when its significand is 0) with a leading negative sign when
    /// <paramref name="negative"/>; false with nothing written when <paramref name="destination"/> is too short.
    /// <paramref name="maxRoundTripDigits"/> is 17 for double, 9 for float, 5 for Half (the width below which fixed notation
    /// is kept); <paramref name="exponentSymbol"/> is 'E', or 'e' for the lowercase format letters.
    /// </summary>
    public static bool TryWrite<TUnit, TSymbols>(DecimalDigits digits, bool negative, int maxRoundTripDigits, char exponentSymbol, TSymbols symbols,
        Span<TUnit> destination, out int written) where TUnit : unmanaged where TSymbols : struct, ILayoutSymbols
    {
        int count = digits.Count;
        int scale = digits.Significand == 0 ? 1 : digits.Scale;
        int length = negative ? symbols.NegativeSignLength<TUnit>() : 0;
        bool scientific = scale > Math.Max(count, maxRoundTripDigits) || scale < -3;
        int exponent = scale - 1;
        int exponentDigits = 0;
        bool negativeExponent = exponent < 0;
        if (scientific)
        {
            exponent = Math.Abs(exponent);
            exponentDigits = exponent >= 100 ? 3 : 2;
            length += count + 1 + symbols.ExponentSignLength<TUnit>(negativeExponent) + exponentDigits;
            if (count > 1) length += symbols.DecimalSeparatorLength<TUnit>();
        }
        else if (scale >= count)
        {
            length += scale;
        }
        else if (scale > 0)
        {
            length += count + symbols.DecimalSeparatorLength<TUnit>();
        }
        else
        {
            length += 1 + symbols.DecimalSeparatorLength<TUnit>() - scale + count;
        }

        if (length > destination.Length)
        {
            written = 0;
            return false;
        }

        ref TUnit start = ref MemoryMarshal.GetReference(destination);
        nint at = negative ? symbols.AppendNegativeSign(ref start, 0) : 0;
        ulong significand = digits.Significand;
        if (scientific)
        {
            int fractionDigits = count - 1;
            ulong leading = significand / PowersOfTen.UInt64[fractionDigits];
            TextUnits.Put(ref start, at++, '0' + (uint)leading);
            if (fractionDigits > 0)
            {
                at = symbols.AppendDecimalSeparator(ref start, at);
                at += fractionDigits;
                DigitWriter.WriteBackwards(ref start, at, significand - leading * PowersOfTen.UInt64[fractionDigits], fractionDigits);
            }
            TextUnits.Put(ref start, at++, exponentSymbol);
            at = symbols.AppendExponentSign(ref start, at, negativeExponent);
            at += exponentDigits;
            DigitWriter.WriteBackwards(ref start, at, (ulong)exponent, exponentDigits);
        }
        else if (scale >= count)
        {
            DigitWriter.WriteBackwards(ref start, at + count, significand, count);
            at += count;
            for (int i = count; i < scale; i++) TextUnits.Put(ref start, at++, '0');
        }
        else if (scale > 0)
        {
            int fractionDigits = count - scale;
            ulong integer = significand / PowersOfTen.UInt64[fractionDigits];
            DigitWriter.WriteBackwards(ref start, at + scale, integer, scale);
            at = symbols.AppendDecimalSeparator(ref start, at + scale);
            at += fractionDigits;
            DigitWriter.WriteBackwards(ref start, at, significand - integer * PowersOfTen.UInt64[fractionDigits], fractionDigits);
        }
        else
        {
            TextUnits.Put(ref start, at++, '0');
            at = symbols.AppendDecimalSeparator(ref start, at);
            for (int i = scale; i < 0; i++) TextUnits.Put(ref start, at++, '0');
            at += count;
            DigitWriter.WriteBackwards(ref start, at, significand, count);
        }
        written = (int)at;
        return true;
    }
}
