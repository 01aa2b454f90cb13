using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// Parses integers: <see cref="int"/>, <see cref="long"/>, <see cref="uint"/> and <see cref="ulong"/> text in the common
/// shape (<see cref="IntegerScanner"/>) whose value fits, under a culture that reads "-" and "+" as the invariant culture
/// does (<see cref="IntegerSigns"/>); everything else —
/// other types, other styles and cultures, overflow and every failure — by the type's own <c>Parse</c>/<c>TryParse</c>,
/// so values, failures and exception types are the BCL's.
/// </summary>
internal static class IntegerParser
{
    /// <summary>The value of the whole <paramref name="text"/>, or the BCL's exception.</summary>
    public static T Parse<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider)
        where T : struct, IBinaryInteger<T> where TUnit : unmanaged
    {
        return TryFast(text, styles, provider, out T value) ? value : BclFallback.Parse<T, TUnit>(text, styles, provider);
    }

    /// <summary>The value of the whole <paramref name="text"/>, or false where the BCL returns false.</summary>
    public static bool TryParse<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider, out T value)
        where T : struct, IBinaryInteger<T> where TUnit : unmanaged
    {
        return TryFast(text, styles, provider, out value) || BclFallback.TryParse(text, styles, provider, out value);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryFast<T, TUnit>(ReadOnlySpan<TUnit> text, NumberStyles styles, IFormatProvider? provider, out T value)
        where T : struct, IBinaryInteger<T> where TUnit : unmanaged
    {
        value = default;
        if ((styles & ~IntegerScanner.ScannedStyles) != 0 || !IsSupported<T>()) return false;
        return IntegerSigns.ReadsAsciiSigns(provider)
            && IntegerScanner.TryScan(ref MemoryMarshal.GetReference(text), text.Length, styles, MaxDigits<T>(), out ulong magnitude, out int negative)
            && TryNarrow(magnitude, negative, out value);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsSupported<T>() => typeof(T) == typeof(int) || typeof(T) == typeof(long) || typeof(T) == typeof(uint) || typeof(T) == typeof(ulong);

    // The most digits a value of the type has (ulong's twenty may not fit in 64 bits: the BCL decides those). More, with
    // leading zeros, are declined too.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int MaxDigits<T>() => typeof(T) == typeof(int) || typeof(T) == typeof(uint) ? 10 : 19;

    /// <summary>The signed magnitude as <typeparamref name="T"/> when it fits; false on overflow (the BCL then reports it).
    /// The sign is applied without a branch (negate by complement and increment when <paramref name="negative"/> is 1).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryNarrow<T>(ulong magnitude, int negative, out T value)
    {
        ulong signed = (magnitude ^ (0 - (ulong)negative)) + (ulong)negative;
        value = default!;
        if (typeof(T) == typeof(int))
        {
            if (magnitude > int.MaxValue + (ulong)negative) return false;
            value = Unsafe.BitCast<int, T>((int)signed);
            return true;
        }
        if (typeof(T) == typeof(long))
        {
            if (magnitude > long.MaxValue + (ulong)negative) return false;
            value = Unsafe.BitCast<long, T>((long)signed);
            return true;
        }
        // Unsigned types take a negative sign only on zero ("-0").
        if (typeof(T) == typeof(uint))
        {
            if (magnitude > (negative != 0 ? 0 : uint.MaxValue)) return false;
            value = Unsafe.BitCast<uint, T>((uint)magnitude);
            return true;
        }
        if (negative != 0 && magnitude != 0) return false;
        value = Unsafe.BitCast<ulong, T>(magnitude);
        return true;
    }
}
