using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.Numerics.Formatting;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// Formats integers: <see cref="int"/>, <see cref="long"/>, <see cref="uint"/> and <see cref="ulong"/> in the decimal forms
/// (no format, "D", "G", either case, no precision) with <see cref="DigitWriter"/>; every other format string and every
/// other integer type by the type's own <c>TryFormat</c>, so the text is the BCL's in every case.
/// </summary>
internal static class IntegerFormatter
{
    /// <summary>Formats <paramref name="value"/> into <paramref name="destination"/> (UTF-16 or UTF-8).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryFormat<T, TUnit>(T value, Span<TUnit> destination, out int written, ReadOnlySpan<char> format, IFormatProvider? provider)
        where T : struct, IBinaryInteger<T> where TUnit : unmanaged
    {
        if (!IsSupported<T>() || !IsPlainDecimal(format)) return Bcl(value, destination, out written, format, provider);
        (ulong magnitude, bool negative) = Split(value);
        return negative
            ? TryWriteNegative(magnitude, NumberFormatInfo.GetInstance(provider).NegativeSign, destination, out written)
            : TryWriteDigits(magnitude, destination, out written);
    }

    /// <summary>The string of <paramref name="value"/> under <paramref name="format"/>.</summary>
    public static string ToString<T>(T value, string? format, IFormatProvider? provider) where T : struct, IBinaryInteger<T>
    {
        Span<char> buffer = stackalloc char[48];
        // A negative sign longer than the buffer allows (a custom NumberFormatInfo) leaves it to the BCL.
        return TryFormat(value, buffer, out int written, format, provider) ? new string(buffer[..written]) : value.ToString(format, provider);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsSupported<T>() => typeof(T) == typeof(int) || typeof(T) == typeof(long) || typeof(T) == typeof(uint) || typeof(T) == typeof(ulong);

    /// <summary>True for the formats that print just the sign and the digits: empty, "D", "G" in either case.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool IsPlainDecimal(ReadOnlySpan<char> format) => format.Length == 0 || (format.Length == 1 && (format[0] | 0x20) is 'd' or 'g');

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (ulong Magnitude, bool Negative) Split<T>(T value)
    {
        if (typeof(T) == typeof(int))
        {
            int v = Unsafe.BitCast<T, int>(value);
            return (v < 0 ? (ulong)(uint)-v : (ulong)v, v < 0);
        }
        if (typeof(T) == typeof(long))
        {
            long v = Unsafe.BitCast<T, long>(value);
            return (v < 0 ? (ulong)-v : (ulong)v, v < 0);
        }
        if (typeof(T) == typeof(uint)) return (Unsafe.BitCast<T, uint>(value), false);
        return (Unsafe.BitCast<T, ulong>(value), false);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryWriteDigits<TUnit>(ulong magnitude, Span<TUnit> destination, out int written) where TUnit : unmanaged
    {
        int count = DecimalDigits.CountDigits(magnitude);
        if (count > destination.Length)
        {
            written = 0;
            return false;
        }
        DigitWriter.WriteBackwards(ref MemoryMarshal.GetReference(destination), count, magnitude, count);
        written = count;
        return true;
    }

    private static bool TryWriteNegative<TUnit>(ulong magnitude, string negativeSign, Span<TUnit> destination, out int written) where TUnit : unmanaged
    {
        int count = DecimalDigits.CountDigits(magnitude);
        int length = TextUnits.LengthOf<TUnit>(negativeSign) + count;
        if (length > destination.Length)
        {
            written = 0;
            return false;
        }
        ref TUnit start = ref MemoryMarshal.GetReference(destination);
        TextUnits.Append(ref start, 0, negativeSign);
        DigitWriter.WriteBackwards(ref start, length, magnitude, count);
        written = length;
        return true;
    }

    private static bool Bcl<T, TUnit>(T value, Span<TUnit> destination, out int written, ReadOnlySpan<char> format, IFormatProvider? provider)
        where T : struct, IBinaryInteger<T> where TUnit : unmanaged =>
        typeof(TUnit) == typeof(char)
            ? value.TryFormat(MemoryMarshal.Cast<TUnit, char>(destination), out written, format, provider)
            : value.TryFormat(MemoryMarshal.Cast<TUnit, byte>(destination), out written, format, provider);
}
