using System.Globalization;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// Lays out shortest round-trip digits the way the BCL's general format ("G", "R" and the default <c>ToString()</c>) does:
/// fixed notation while the decimal point falls within max(digit count, <c>maxRoundTripDigits</c>) digits of the start and
/// the value is at least 0.0001, otherwise d.dddE+xx with at least two exponent digits; the culture's negative sign,
/// decimal separator and exponent signs.
/// </summary>
/// <remarks>
/// The digits are written with fixed-width stores (<see cref="DigitBlocks"/>): always 17 of them, the significand's
/// digits followed by zeros; a one-unit decimal separator is merged into them in registers, a longer one is made room for
/// by moving the fraction digits with one 16-unit copy. Those stores reach up to <see cref="Slack"/> units (plus the
/// separator's length) past the sign; when the destination is shorter the text is laid out in a scratch buffer and copied.
/// </remarks>
internal static class GeneralLayout
{
    /// <summary>How far past the sign the fixed-width stores may reach, besides the decimal separator's length: at most 16
    /// integer digits and a 16-unit move of the fraction (a separator of several units); the other layouts reach less.</summary>
    private const int Slack = 32;

    /// <summary>
    /// Writes <paramref name="digits"/> (zero when its significand is 0) with a leading negative sign when
    /// <paramref name="negative"/>; false with nothing written when <paramref name="destination"/> is too short.
    /// <paramref name="maxRoundTripDigits"/> is 17 for double, 9 for float, 5 for Half (the width below which fixed notation
    /// is kept); <paramref name="exponentSymbol"/> is 'E', or 'e' for the lowercase format letters.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryWrite<TUnit>(DecimalDigits digits, bool negative, int maxRoundTripDigits, char exponentSymbol, NumberFormatInfo info,
        Span<TUnit> destination, out int written) where TUnit : unmanaged
    {
        bool scientific = IsScientific(digits, maxRoundTripDigits);
        if (destination.Length >= SimpleRoom && SimpleSymbols.TryGet(info, out char separator) && (typeof(TUnit) == typeof(char) || separator < 0x80))
        {
            written = Write(ref MemoryMarshal.GetReference(destination), digits, negative, maxRoundTripDigits, scientific, exponentSymbol, info);
            return true;
        }
        return TryWriteMeasured(digits, negative, maxRoundTripDigits, scientific, exponentSymbol, info, destination, out written);
    }

    /// <summary>The room that always suffices under symbols "-", "+" and a one-unit decimal separator: the stores reach at
    /// most the sign, the separator and <see cref="Slack"/> units, and no text is longer (24 units at most).</summary>
    private const int SimpleRoom = 2 + Slack;

    // Whether the BCL's general format uses scientific notation for these digits.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsScientific(DecimalDigits digits, int maxRoundTripDigits)
    {
        int scale = digits.Significand == 0 ? 1 : digits.Scale;
        return scale > Math.Max(digits.Count, maxRoundTripDigits) || scale < -3;
    }

    // Any symbols and any destination: the text's exact length decides between writing in place, failing and a scratch buffer.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static bool TryWriteMeasured<TUnit>(DecimalDigits digits, bool negative, int maxRoundTripDigits, bool scientific, char exponentSymbol,
        NumberFormatInfo info, Span<TUnit> destination, out int written) where TUnit : unmanaged
    {
        int separatorLength = TextUnits.LengthOf<TUnit>(info.NumberDecimalSeparator);
        int signLength = negative ? TextUnits.LengthOf<TUnit>(info.NegativeSign) : 0;
        int length = Length<TUnit>(digits, scientific, signLength, separatorLength, info);
        if (length > destination.Length)
        {
            written = 0;
            return false;
        }
        if (destination.Length - signLength >= separatorLength + Slack)
        {
            written = Write(ref MemoryMarshal.GetReference(destination), digits, negative, maxRoundTripDigits, scientific, exponentSymbol, info);
            return true;
        }
        return WriteThroughScratch(digits, negative, maxRoundTripDigits, scientific, exponentSymbol, info, Math.Max(length, signLength + separatorLength + Slack), destination, out written);
    }

    // The exact length of the text.
    private static int Length<TUnit>(DecimalDigits digits, bool scientific, int signLength, int separatorLength, NumberFormatInfo info)
        where TUnit : unmanaged
    {
        int count = digits.Count;
        int scale = digits.Significand == 0 ? 1 : digits.Scale;
        if (scientific)
        {
            int exponent = scale - 1;
            string exponentSign = exponent < 0 ? info.NegativeSign : info.PositiveSign;
            int exponentDigits = Math.Abs(exponent) >= 100 ? 3 : 2;
            return signLength + count + (count > 1 ? separatorLength : 0) + 1 + TextUnits.LengthOf<TUnit>(exponentSign) + exponentDigits;
        }
        if (scale >= count) return signLength + scale;
        if (scale > 0) return signLength + count + separatorLength;
        return signLength + 1 + separatorLength - scale + count;
    }

    private static bool WriteThroughScratch<TUnit>(DecimalDigits digits, bool negative, int maxRoundTripDigits, bool scientific, char exponentSymbol,
        NumberFormatInfo info, int scratchLength, Span<TUnit> destination, out int written) where TUnit : unmanaged
    {
        // Long custom symbols can exceed the stack buffer; only then (and only into a destination too short for the fast
        // path) does formatting allocate.
        Span<TUnit> scratch = scratchLength <= 128 ? stackalloc TUnit[128] : new TUnit[scratchLength];
        written = Write(ref MemoryMarshal.GetReference(scratch), digits, negative, maxRoundTripDigits, scientific, exponentSymbol, info);
        scratch[..written].CopyTo(destination);
        return true;
    }

    // Writes the text at start, which has room for the fixed-width stores; returns its length.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int Write<TUnit>(ref TUnit start, DecimalDigits digits, bool negative, int maxRoundTripDigits, bool scientific,
        char exponentSymbol, NumberFormatInfo info) where TUnit : unmanaged
    {
        nint at = negative ? TextUnits.Append(ref start, 0, info.NegativeSign) : 0;
        ulong significand = digits.Significand;
        int count = digits.Count;
        int scale = significand == 0 ? 1 : digits.Scale;
        string decimalSeparator = info.NumberDecimalSeparator;
        nint separatorLength = TextUnits.LengthOf<TUnit>(decimalSeparator);
        // The zeros after the digits up to the width are, in fixed notation, an integer's trailing zeros (scale <= width).
        DigitBlocks.Split(significand, count, maxRoundTripDigits > 9 ? 17 : 9, out ulong first, out ulong second, out uint last);
        if (scientific)
        {
            if (count > 1)
            {
                StoreWithSeparator(ref start, at, first, second, last, 1, decimalSeparator);
                at += separatorLength;
            }
            else
            {
                TextUnits.Put(ref start, at, (uint)first & 0xFF);
            }
            return WriteExponent(ref start, at + count, scale - 1, exponentSymbol, info);
        }
        if (scale >= count)
        {
            DigitBlocks.Store(ref start, at, first, second, last);
            return (int)at + scale;
        }
        if (scale > 0)
        {
            StoreWithSeparator(ref start, at, first, second, last, scale, decimalSeparator);
            return (int)(separatorLength + at + count);
        }
        // "0", the separator and up to three zeros; the digits overwrite the zeros not needed.
        TextUnits.Put(ref start, at, '0');
        nint digitsAt = TextUnits.Append(ref start, at + 1, decimalSeparator);
        for (int i = 0; i < 3; i++) TextUnits.Put(ref start, digitsAt + i, '0');
        digitsAt -= scale;
        DigitBlocks.Store(ref start, digitsAt, first, second, last);
        return (int)digitsAt + count;
    }

    // The digits with the decimal separator after the first integerDigits: merged in registers for a one-unit separator;
    // for a longer one the fraction digits are moved to make room.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void StoreWithSeparator<TUnit>(ref TUnit start, nint at, ulong first, ulong second, uint last, int integerDigits,
        string decimalSeparator) where TUnit : unmanaged
    {
        if (decimalSeparator.Length == 1 && (typeof(TUnit) == typeof(char) || decimalSeparator[0] < 0x80))
        {
            DigitBlocks.StoreWithSeparator(ref start, at, first, second, last, integerDigits, decimalSeparator[0]);
            return;
        }
        DigitBlocks.Store(ref start, at, first, second, last);
        nint point = at + integerDigits;
        DigitBlocks.MoveSixteen(ref start, point, point + TextUnits.LengthOf<TUnit>(decimalSeparator));
        TextUnits.Append(ref start, point, decimalSeparator);
    }

    // Writes the exponent part, E+xx or E-xxx, at `at`; returns the text's length.
    private static int WriteExponent<TUnit>(ref TUnit start, nint at, int exponent, char exponentSymbol, NumberFormatInfo info)
        where TUnit : unmanaged
    {
        TextUnits.Put(ref start, at++, exponentSymbol);
        at = TextUnits.Append(ref start, at, exponent < 0 ? info.NegativeSign : info.PositiveSign);
        uint magnitude = (uint)Math.Abs(exponent);
        if (magnitude >= 100)
        {
            uint hundreds = magnitude / 100;
            TextUnits.Put(ref start, at++, '0' + hundreds);
            magnitude -= hundreds * 100;
        }
        DigitPairs.Write(ref start, at, magnitude);
        return (int)at + 2;
    }
}
