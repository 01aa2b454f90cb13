using System.Globalization;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.Numerics.Formatting;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// Formats integers: <see cref="int"/>, <see cref="long"/>, <see cref="uint"/> and <see cref="ulong"/> in the decimal forms
/// (no format, "D", "G", either case, no precision) with <see cref="IntegerDigits"/>; every other format string and every
/// other integer type by the type's own <c>TryFormat</c>, so the text is the BCL's in every case.
/// </summary>
internal static class IntegerFormatter
{
    /// <summary>Formats <paramref name="value"/> into <paramref name="destination"/> (UTF-16 or UTF-8).</summary>
    public static bool TryFormat<T, TUnit>(T value, Span<TUnit> destination, out int written, ReadOnlySpan<char> format, IFormatProvider? provider)
        where T : struct, IBinaryInteger<T> where TUnit : unmanaged
    {
        if (!IsSupported<T>() || !IsPlainDecimal(format)) return BclFallback.TryFormat(value, destination, out written, format, provider);
        (ulong magnitude, int signLength) = Split(value);
        uint minus = IntegerSigns.MinusUnit<TUnit>(provider);
        return minus != 0
            ? TryWrite<T, TUnit>(magnitude, signLength, minus, destination, out written)
            : TryWriteWithSignString<T, TUnit>(magnitude, signLength, provider, destination, out written);
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

    // The magnitude and 1 for a negative value, 0 otherwise, computed without a branch on the sign.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (ulong Magnitude, int SignLength) Split<T>(T value)
    {
        if (typeof(T) == typeof(int))
        {
            int v = Unsafe.BitCast<T, int>(value);
            int sign = v >> 31;
            return ((uint)((v ^ sign) - sign), -sign);
        }
        if (typeof(T) == typeof(long))
        {
            long v = Unsafe.BitCast<T, long>(value);
            long sign = v >> 63;
            return ((ulong)((v ^ sign) - sign), (int)-sign);
        }
        if (typeof(T) == typeof(uint)) return (Unsafe.BitCast<T, uint>(value), 0);
        return (Unsafe.BitCast<T, ulong>(value), 0);
    }

    /// <summary>Writes the sign unit <paramref name="minus"/> when <paramref name="signLength"/> is 1, then the digits. The sign is
    /// stored first whatever the value's sign and the digits start after it only when negative, so a positive value's first
    /// digit overwrites it: no branch on the sign, which is as random as the values.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryWrite<T, TUnit>(ulong magnitude, int signLength, uint minus, Span<TUnit> destination, out int written) where TUnit : unmanaged
    {
        int length = signLength + CountDigits<T>(magnitude);
        if (length > destination.Length)
        {
            written = 0;
            return false;
        }
        ref TUnit start = ref MemoryMarshal.GetReference(destination);
        TextUnits.Put(ref start, 0, minus);
        WriteDigits<T, TUnit>(ref start, length, magnitude);
        written = length;
        return true;
    }

    // A sign of several units, or one a custom provider must be asked for: the BCL asks for it only for negative values.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static bool TryWriteWithSignString<T, TUnit>(ulong magnitude, int signLength, IFormatProvider? provider, Span<TUnit> destination, out int written)
        where TUnit : unmanaged
    {
        if (signLength == 0) return TryWrite<T, TUnit>(magnitude, 0, '0', destination, out written);
        string negativeSign = NumberFormatInfo.GetInstance(provider).NegativeSign;
        int length = TextUnits.LengthOf<TUnit>(negativeSign) + CountDigits<T>(magnitude);
        if (length > destination.Length)
        {
            written = 0;
            return false;
        }
        ref TUnit start = ref MemoryMarshal.GetReference(destination);
        TextUnits.Append(ref start, 0, negativeSign);
        WriteDigits<T, TUnit>(ref start, length, magnitude);
        written = length;
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int CountDigits<T>(ulong magnitude) =>
        Is32Bit<T>() ? IntegerDigits.Count((uint)magnitude) : DecimalDigits.CountDigits(magnitude);

    /// <summary>The digits of <paramref name="magnitude"/>, ending just before <paramref name="end"/>; 32-bit arithmetic for
    /// the 32-bit types.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WriteDigits<T, TUnit>(ref TUnit start, nint end, ulong magnitude) where TUnit : unmanaged
    {
        if (Is32Bit<T>()) IntegerDigits.WriteBackwards(ref start, end, (uint)magnitude);
        else IntegerDigits.WriteBackwards(ref start, end, magnitude);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Is32Bit<T>() => typeof(T) == typeof(int) || typeof(T) == typeof(uint);
}
