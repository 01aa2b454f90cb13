using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// Writes a number's decimal digits, two at a time from a 200-byte table of pairs, from the last digit back. Values of up
/// to 20 digits are cut into 8-digit pieces so the inner loop divides 32-bit numbers, which is cheaper than 64-bit division.
/// </summary>
internal static class DigitWriter
{
    private static ReadOnlySpan<byte> Pairs =>
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"u8;

    /// <summary>
    /// Writes exactly <paramref name="count"/> digits of <paramref name="value"/> (zero-padded on the left) ending just before
    /// <paramref name="end"/>; <paramref name="value"/> must be below 10^<paramref name="count"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBackwards<TUnit>(ref TUnit start, nint end, ulong value, int count) where TUnit : unmanaged
    {
        while (count > 8)
        {
            ulong high = value / 100_000_000;
            WriteEight(ref start, end, (uint)(value - high * 100_000_000));
            value = high;
            end -= 8;
            count -= 8;
        }
        WriteSmall(ref start, end, (uint)value, count);
    }

    private static void WriteEight<TUnit>(ref TUnit start, nint end, uint value) where TUnit : unmanaged
    {
        uint high = value / 10_000;
        uint low = value - high * 10_000;
        uint lowHigh = low / 100;
        uint highHigh = high / 100;
        WritePair(ref start, end - 2, low - lowHigh * 100);
        WritePair(ref start, end - 4, lowHigh);
        WritePair(ref start, end - 6, high - highHigh * 100);
        WritePair(ref start, end - 8, highHigh);
    }

    private static void WriteSmall<TUnit>(ref TUnit start, nint end, uint value, int count) where TUnit : unmanaged
    {
        while (count >= 2)
        {
            uint high = value / 100;
            WritePair(ref start, end - 2, value - high * 100);
            value = high;
            end -= 2;
            count -= 2;
        }
        if (count == 1) TextUnits.Put(ref start, end - 1, '0' + value);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WritePair<TUnit>(ref TUnit start, nint at, uint pair) where TUnit : unmanaged
    {
        ushort digits = Unsafe.ReadUnaligned<ushort>(ref Unsafe.Add(ref MemoryMarshal.GetReference(Pairs), (nint)(pair * 2)));
        if (typeof(TUnit) == typeof(byte) || !BitConverter.IsLittleEndian)
        {
            if (typeof(TUnit) == typeof(char))
            {
                TextUnits.Put(ref start, at, (uint)(digits & 0xFF));
                TextUnits.Put(ref start, at + 1, (uint)(digits >> 8));
                return;
            }
            Unsafe.WriteUnaligned(ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, at)), digits);
        }
        else
        {
            // Widen the two ASCII bytes into two UTF-16 units with one store (little-endian order kept).
            uint wide = (uint)(digits & 0xFF) | ((uint)(digits >> 8) << 16);
            Unsafe.WriteUnaligned(ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, at)), wide);
        }
    }
}
