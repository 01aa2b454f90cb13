using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// Formats double, float and Half: the shortest round-trip forms (the default, "R", "G" and "G0", any case) with
/// <see cref="ShortestDecimal"/> and <see cref="GeneralLayout"/>; every other format string, and every other floating-point
/// type, by the type's own <c>TryFormat</c>, so the text is the BCL's in every case.
/// </summary>
internal static class FloatingPointFormatter
{
    /// <summary>Formats <paramref name="value"/> into <paramref name="destination"/> (UTF-16 or UTF-8).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryFormat<T, TUnit>(T value, Span<TUnit> destination, out int written, ReadOnlySpan<char> format, IFormatProvider? provider)
        where T : struct, IBinaryFloatingPointIeee754<T> where TUnit : unmanaged
    {
        int maxRoundTripDigits = MaxRoundTripDigits<T>();
        if (maxRoundTripDigits == 0 || !IsShortestFormat(format, out char exponentSymbol))
        {
            return BclFallback.TryFormat(value, destination, out written, format, provider);
        }
        // The invariant culture's symbols are fixed ("-", "+", ".", "NaN", "Infinity"): one reference comparison instead of
        // fetching and checking its NumberFormatInfo.
        if (ReferenceEquals(provider, CultureInfo.InvariantCulture))
        {
            if (!T.IsFinite(value)) return InvariantSymbols.TryWriteNonFinite(T.IsNaN(value), T.IsNegative(value), destination, out written);
            if (T.IsZero(value)) return InvariantSymbols.TryWriteZero(T.IsNegative(value), destination, out written);
            return GeneralLayout.TryWrite(Shortest(value), T.IsNegative(value), maxRoundTripDigits, exponentSymbol, new AsciiSymbols('.'), destination, out written);
        }
        NumberFormatInfo info = NumberFormatInfo.GetInstance(provider);
        if (!T.IsFinite(value)) return TryWriteSymbol(T.IsNaN(value) ? info.NaNSymbol : T.IsNegative(value) ? info.NegativeInfinitySymbol : info.PositiveInfinitySymbol, destination, out written);
        DecimalDigits digits = T.IsZero(value) ? default : Shortest(value);
        return SimpleSymbols.TryGet(info, out char decimalSeparator) && (typeof(TUnit) == typeof(char) || decimalSeparator < 0x80)
            ? GeneralLayout.TryWrite(digits, T.IsNegative(value), maxRoundTripDigits, exponentSymbol, new AsciiSymbols(decimalSeparator), destination, out written)
            : GeneralLayout.TryWrite(digits, T.IsNegative(value), maxRoundTripDigits, exponentSymbol, new CultureSymbols(info), destination, out written);
    }

    /// <summary>The string of <paramref name="value"/> under <paramref name="format"/>.</summary>
    public static string ToString<T>(T value, string? format, IFormatProvider? provider) where T : struct, IBinaryFloatingPointIeee754<T>
    {
        Span<char> buffer = stackalloc char[64];
        // Symbols longer than the buffer allows (a custom NumberFormatInfo) leave it to the BCL.
        return TryFormat(value, buffer, out int written, format, provider) ? new string(buffer[..written]) : value.ToString(format, provider);
    }

    /// <summary>The BCL's MaxRoundTripDigits for the three formats this library lays out itself; 0 for other types.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int MaxRoundTripDigits<T>() =>
        typeof(T) == typeof(double) ? 17 : typeof(T) == typeof(float) ? 9 : typeof(T) == typeof(Half) ? 5 : 0;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static DecimalDigits Shortest<T>(T value)
    {
        if (typeof(T) == typeof(double)) return ShortestDecimal.Of(Unsafe.BitCast<T, double>(value));
        if (typeof(T) == typeof(float)) return ShortestDecimal.Of(Unsafe.BitCast<T, float>(value));
        return ShortestDecimal.Of(Unsafe.BitCast<T, Half>(value));
    }

    /// <summary>
    /// True for the format strings whose text is the shortest round-trip form in the general layout: empty, "R", "G" and
    /// "G0" in either case ('r' and 'g' write a lowercase exponent symbol).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool IsShortestFormat(ReadOnlySpan<char> format, out char exponentSymbol)
    {
        exponentSymbol = 'E';
        if (format.Length == 0) return true;
        char letter = format[0];
        if (format.Length > 2 || (format.Length == 2 && (letter is not ('G' or 'g') || format[1] != '0'))) return false;
        if (letter is 'R' or 'G') return true;
        exponentSymbol = 'e';
        return letter is 'r' or 'g';
    }

    private static bool TryWriteSymbol<TUnit>(string symbol, Span<TUnit> destination, out int written) where TUnit : unmanaged
    {
        int length = TextUnits.LengthOf<TUnit>(symbol);
        if (length > destination.Length)
        {
            written = 0;
            return false;
        }
        written = (int)TextUnits.Append(ref MemoryMarshal.GetReference(destination), 0, symbol);
        return true;
    }
}
