using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// Parses integers: <see cref="int"/>, <see cref="long"/>, <see cref="uint"/> and <see cref="ulong"/> text in the common
/// shape (<see cref="IntegerScanner"/>) whose value fits, under a culture whose signs are "+" and "-"; everything else —
/// other types, other styles and cultures, overflow and every failure — by the type's own <c>Parse</c>/<c>TryParse</c>,
/// so values, failures and exception types are the BCL's.
/// </summary>
internal static class IntegerParser
{
    /// <summary>The value of the whole <paramref name="text"/>, or the BCL's exception.</summary>
    public static T Parse<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider)
        where T : struct, IBinaryInteger<T> where TUnit : unmanaged
    {
        if (TryFast(text, styles, provider, out T value)) return value;
        return typeof(TUnit) == typeof(char)
            ? T.Parse(MemoryMarshal.Cast<TUnit, char>(text), styles, provider)
            : T.Parse(MemoryMarshal.Cast<TUnit, byte>(text), styles, provider);
    }

    /// <summary>The value of the whole <paramref name="text"/>, or false where the BCL returns false.</summary>
    public static bool TryParse<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider, out T value)
        where T : struct, IBinaryInteger<T> where TUnit : unmanaged
    {
        if (TryFast(text, styles, provider, out value)) return true;
        return typeof(TUnit) == typeof(char)
            ? T.TryParse(MemoryMarshal.Cast<TUnit, char>(text), styles, provider, out value)
            : T.TryParse(MemoryMarshal.Cast<TUnit, byte>(text), styles, provider, out value);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryFast<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider, out T value)
        where T : struct, IBinaryInteger<T> where TUnit : unmanaged
    {
        value = default;
        if ((styles & ~IntegerScanner.ScannedStyles) != 0 || !IsSupported<T>()) return false;
        return SimpleSymbols.TryGet(NumberFormatInfo.GetInstance(provider), out _)
            && IntegerScanner.TryScan(ref MemoryMarshal.GetReference(text), text.Length, styles, out ulong magnitude, out bool negative)
            && TryNarrow(magnitude, negative, out value);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsSupported<T>() => typeof(T) == typeof(int) || typeof(T) == typeof(long) || typeof(T) == typeof(uint) || typeof(T) == typeof(ulong);

    /// <summary>The signed magnitude as <typeparamref name="T"/> when it fits; false on overflow (the BCL then reports it).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryNarrow<T>(ulong magnitude, bool negative, out T value)
    {
        value = default!;
        if (typeof(T) == typeof(int))
        {
            if (magnitude > (negative ? 1UL << 31 : int.MaxValue)) return false;
            value = Unsafe.BitCast<int, T>(negative ? (int)(0 - (uint)magnitude) : (int)magnitude);
            return true;
        }
        if (typeof(T) == typeof(long))
        {
            if (magnitude > (negative ? 1UL << 63 : long.MaxValue)) return false;
            value = Unsafe.BitCast<long, T>(negative ? (long)(0 - magnitude) : (long)magnitude);
            return true;
        }
        // Unsigned types take a negative sign only on zero ("-0").
        if (negative && magnitude != 0) return false;
        if (typeof(T) == typeof(uint))
        {
            if (magnitude > uint.MaxValue) return false;
            value = Unsafe.BitCast<uint, T>((uint)magnitude);
            return true;
        }
        value = Unsafe.BitCast<ulong, T>(magnitude);
        return true;
    }
}
