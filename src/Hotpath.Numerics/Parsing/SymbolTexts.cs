using System.Globalization;
using System.Numerics;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Parsing;

/// <summary>
/// Texts that are exactly the culture's infinity or NaN symbol ("Infinity", "-Infinity", "NaN" in the invariant culture,
/// as formatting writes them), read without the BCL's general path. The BCL reads a text as a symbol only after it failed
/// as a number, and compares it, trimmed of white space and ignoring case, with the positive infinity symbol, then the
/// negative one, then NaN; a symbol served here is one whose exact text can only be read that way (ASCII, no digit, no
/// white space or NUL at either end), and a symbol that an earlier one also matches is left to the BCL.
/// </summary>
internal static class SymbolTexts
{
    /// <summary>The infinity or NaN that the BCL reads <paramref name="text"/> as, when it is exactly one of the symbols.</summary>
    public static bool TryParse<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider, out T value)
        where T : struct, IBinaryFloatingPointIeee754<T> where TUnit : unmanaged
    {
        value = default;
        // Other styles include invalid ones, for which the BCL throws before looking at the text.
        if ((styles & ~DecimalScanner.ScannedStyles) != 0 || text.IsEmpty || !FloatingPointParser.IsSupported<T>()) return false;
        NumberFormatInfo info = NumberFormatInfo.GetInstance(provider);
        string positive = info.PositiveInfinitySymbol;
        string negative = info.NegativeInfinitySymbol;
        if (IsExactly(text, positive))
        {
            value = T.PositiveInfinity;
            return true;
        }
        if (IsExactly(text, negative) && !negative.Equals(positive, StringComparison.OrdinalIgnoreCase))
        {
            value = T.NegativeInfinity;
            return true;
        }
        string nan = info.NaNSymbol;
        if (IsExactly(text, nan) && !nan.Equals(positive, StringComparison.OrdinalIgnoreCase) && !nan.Equals(negative, StringComparison.OrdinalIgnoreCase))
        {
            value = T.NaN;
            return true;
        }
        return false;
    }

    // The text is the symbol unit for unit, and the symbol is one only the symbol comparison can read.
    private static bool IsExactly<TUnit>(ReadOnlySpan<TUnit> text, string symbol) where TUnit : unmanaged
    {
        if (text.Length != symbol.Length) return false;
        ref TUnit start = ref MemoryMarshal.GetReference(text);
        for (int i = 0; i < symbol.Length; i++)
        {
            char unit = symbol[i];
            if (unit >= 0x80 || char.IsAsciiDigit(unit) || TextUnits.At(ref start, i) != unit) return false;
        }
        return !IsTrimmed(symbol[0]) && !IsTrimmed(symbol[^1]);
    }

    private static bool IsTrimmed(char unit) => char.IsWhiteSpace(unit) || unit == '\0';
}
