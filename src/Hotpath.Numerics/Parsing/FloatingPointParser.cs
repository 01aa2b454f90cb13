using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Parsing;

/// <summary>
/// Parses double, float and Half: <see cref="DecimalScanner"/> then <see cref="DecimalToBinary"/> for text in the common
/// shape under a culture whose signs are '+' and '-' and whose decimal separator is one ASCII unit (one UTF-16 unit for
/// UTF-16 text); texts that are exactly an infinity or NaN symbol by <see cref="SymbolTexts"/>; everything else, other
/// floating-point types, and every text that fails, by the type's own
/// <c>Parse</c>/<c>TryParse</c>, so results, failures and exception types are the BCL's.
/// </summary>
internal static class FloatingPointParser
{
    /// <summary>The styles of <c>double.Parse(string)</c>: <see cref="NumberStyles.Float"/> | <see cref="NumberStyles.AllowThousands"/>.</summary>
    public const NumberStyles DefaultStyles = NumberStyles.Float | NumberStyles.AllowThousands;

    /// <summary>The value of the whole <paramref name="text"/>, or the BCL's exception.</summary>
    public static T Parse<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider)
        where T : struct, IBinaryFloatingPointIeee754<T> where TUnit : unmanaged
    {
        return TryFast(text, styles, provider, out T value) || SymbolTexts.TryParse(text, styles, provider, out value)
            ? value
            : BclFallback.Parse<T, TUnit>(text, styles, provider);
    }

    /// <summary>The value of the whole <paramref name="text"/>, or false where the BCL returns false.</summary>
    public static bool TryParse<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider, out T value)
        where T : struct, IBinaryFloatingPointIeee754<T> where TUnit : unmanaged
    {
        return TryFast(text, styles, provider, out value) || SymbolTexts.TryParse(text, styles, provider, out value)
            || BclFallback.TryParse(text, styles, provider, out value);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryFast<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider, out T value)
        where T : struct, IBinaryFloatingPointIeee754<T> where TUnit : unmanaged
    {
        value = default;
        if ((styles & ~DecimalScanner.ScannedStyles) != 0 || !IsSupported<T>()) return false;
        // The invariant culture (one reference comparison) has the signs and the '.' the scanner reads; no other provider can
        // be that instance, and every other one is looked at as the BCL would look at it.
        uint separator = '.';
        return (ReferenceEquals(provider, CultureInfo.InvariantCulture) || TryDecimalSeparator<TUnit>(NumberFormatInfo.GetInstance(provider), out separator))
            && DecimalScanner.TryScan(ref MemoryMarshal.GetReference(text), text.Length, styles, separator, wholeText: true, out DecimalText number, out _)
            && TryConvert(number, out value);
    }

    /// <summary>
    /// The decimal separator when <paramref name="info"/> is one the scanner reads: signs "+" and "-", and a one-unit
    /// separator (ASCII for UTF-8). Other cultures go to the BCL, whose sign matching has rules of its own.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool TryDecimalSeparator<TUnit>(NumberFormatInfo info, out uint separator) where TUnit : unmanaged
    {
        bool simple = SimpleSymbols.TryGet(info, out char decimalSeparator);
        separator = decimalSeparator;
        return simple && (typeof(TUnit) == typeof(char) || separator < 0x80);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool IsSupported<T>() => typeof(T) == typeof(double) || typeof(T) == typeof(float) || typeof(T) == typeof(Half);

    /// <summary>Converts a scanned decimal to <typeparamref name="T"/> (double, float or Half).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool TryConvert<T>(in DecimalText number, out T value)
    {
        if (typeof(T) == typeof(double))
        {
            bool ok = DecimalToBinary.TryToDouble(number, out double d);
            value = Unsafe.BitCast<double, T>(d);
            return ok;
        }
        if (typeof(T) == typeof(float))
        {
            bool ok = DecimalToBinary.TryToSingle(number, out float f);
            value = Unsafe.BitCast<float, T>(f);
            return ok;
        }
        bool okHalf = DecimalToBinary.TryToHalf(number, out Half h);
        value = Unsafe.BitCast<Half, T>(h);
        return okHalf;
    }
}
