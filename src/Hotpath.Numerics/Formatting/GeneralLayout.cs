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
        // The BCL's scale: the value is 0.d1d2...dn * 10^scale.
        int scale = digits.Significand == 0 ? 1 : count + digits.Exponent;
        int signLength = negative ? symbols.NegativeSignLength<TUnit>() : 0;
        int length = signLength;
        bool scientific = scale > Math.Max(count, maxRoundTripDigits) || scale < -3;
        int exponent = scale - 1;
        int exponentDigits = 0;
        bool negativeExponent = exponent < 0;
        if (scientific)
        {
            // The exponent's sign and digit count vary unpredictably between values (random doubles span -308 to 308), so
            // both are computed with arithmetic instead of branches.
            int signMask = exponent >> 31;
            exponent = (exponent ^ signMask) - signMask;
            exponentDigits = 2 + ((99 - exponent) >>> 31);
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

        // The text is written from its end back to its start, so that a run of digits can be stored as whole blocks: the
        // zeros that pad a block on the left land on units that are written later (none before the sign's end, see
        // DigitWriter), and no unit past the text's end is touched.
        ref TUnit start = ref MemoryMarshal.GetReference(destination);
        // A one-unit sign is stored first whatever the value's sign; no later store reaches it when the value is negative
        // (block padding stops at the sign's end), and the text's first unit overwrites it otherwise. The sign of data
        // often varies unpredictably, and this spares the branch on it.
        if (TSymbols.NegativeSignIsOneUnit) symbols.AppendNegativeSign(ref start, 0);
        ulong significand = digits.Significand;
        nint end = length;
        if (scientific)
        {
            // Three exponent digits; with two, the first ('0') is overwritten by the exponent's sign or symbol.
            uint hundreds = (uint)exponent / 100;
            DigitPairs.Write(ref start, end - 2, (uint)exponent - hundreds * 100);
            TextUnits.Put(ref start, end - 3, '0' + hundreds);
            nint exponentSignAt = end - exponentDigits - symbols.ExponentSignLength<TUnit>(negativeExponent);
            symbols.AppendExponentSign(ref start, exponentSignAt, negativeExponent);
            TextUnits.Put(ref start, exponentSignAt - 1, exponentSymbol);
            if (count > 1)
            {
                // All digits end before the exponent symbol, so the first lands where the separator ends; it moves in front.
                DigitWriter.WriteBackwards(ref start, signLength, exponentSignAt - 1, significand, count);
                TextUnits.Put(ref start, signLength, TextUnits.At(ref start, signLength + symbols.DecimalSeparatorLength<TUnit>()));
                symbols.AppendDecimalSeparator(ref start, signLength + 1);
            }
            else
            {
                TextUnits.Put(ref start, signLength, '0' + (uint)significand);
            }
        }
        else if (scale >= count)
        {
            for (nint i = signLength + count; i < end; i++) TextUnits.Put(ref start, i, '0');
            DigitWriter.WriteBackwards(ref start, signLength, signLength + count, significand, count);
        }
        else if (scale > 0)
        {
            // All digits in one run that starts after the separator's place, then the integer digits move in front of the
            // separator, first to last (each unit is read before anything is written over it): no division by a variable
            // power of ten. The run's block padding and the moved units' old places are written over by the integer digits
            // and the separator.
            DigitWriter.WriteBackwards(ref start, signLength, end, significand, count);
            nint runStart = end - count;
            for (nint i = 0; i < scale; i++) TextUnits.Put(ref start, signLength + i, TextUnits.At(ref start, runStart + i));
            symbols.AppendDecimalSeparator(ref start, signLength + scale);
        }
        else
        {
            DigitWriter.WriteBackwards(ref start, signLength, end, significand, count);
            nint zerosEnd = end - count;
            nint separatorEnd = symbols.AppendDecimalSeparator(ref start, signLength + 1);
            for (nint i = separatorEnd; i < zerosEnd; i++) TextUnits.Put(ref start, i, '0');
            TextUnits.Put(ref start, signLength, '0');
        }
        if (negative && !TSymbols.NegativeSignIsOneUnit) symbols.AppendNegativeSign(ref start, 0);
        written = length;
        return true;
    }
}
