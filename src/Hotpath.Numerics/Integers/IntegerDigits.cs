using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.Numerics.Formatting;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// Counts and writes the decimal digits of integers from the last digit back: eight at a time in a register while the value
/// needs more than 32 bits, then two at a time from <see cref="DigitPairs"/>.
/// </summary>
internal static class IntegerDigits
{
    /// <summary>The number of decimal digits of <paramref name="value"/> (1 for 0): the high half of the value plus a constant
    /// chosen by its bit length, whose low half carries into the high half exactly when the value reaches the next power of
    /// ten.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int Count(uint value) =>
        (int)((value + Unsafe.Add(ref MemoryMarshal.GetReference(CountTable), BitOperations.Log2(value))) >> 32);

    /// <summary>Writes the digits of <paramref name="value"/> so that they end just before <paramref name="end"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBackwards<TUnit>(ref TUnit start, nint end, uint value) where TUnit : unmanaged
    {
        while (value >= 100)
        {
            (value, uint pair) = Math.DivRem(value, 100);
            end -= 2;
            DigitPairs.Write(ref start, end, pair);
        }
        if (value >= 10) DigitPairs.Write(ref start, end - 2, value);
        else TextUnits.Put(ref start, end - 1, '0' + value);
    }

    /// <summary>The 64-bit form of <see cref="WriteBackwards{TUnit}(ref TUnit, nint, uint)"/>: the last eight digits at a time
    /// in 32-bit arithmetic, which is cheaper than 64-bit division, while the value needs more than 32 bits.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBackwards<TUnit>(ref TUnit start, nint end, ulong value) where TUnit : unmanaged
    {
        while (value > uint.MaxValue)
        {
            (value, ulong low) = Math.DivRem(value, 100_000_000);
            WriteEight(ref start, end, (uint)low);
            end -= 8;
        }
        WriteBackwards(ref start, end, (uint)value);
    }

    /// <summary>Writes exactly eight digits of <paramref name="value"/> (below 10^8, zero-padded) ending just before
    /// <paramref name="end"/>, converted to ASCII in a register and stored at once (<see cref="DigitBlocks"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WriteEight<TUnit>(ref TUnit start, nint end, uint value) where TUnit : unmanaged =>
        DigitBlocks.StoreEight(ref start, end - 8, DigitBlocks.Ascii(value));

    // Entry k serves the values of bit length k + 1, the smallest of which (2^k) has d digits: (d << 32) + 2^32 - 10^d, so
    // that adding a value carries one into the high half exactly when it reaches 10^d; d << 32 for the last two lengths,
    // whose values all have ten digits. The tests check every power of ten and its neighbours.
    private static ReadOnlySpan<ulong> CountTable =>
    [
        0x1_0000_0000, 0x1_FFFF_FFF6, 0x1_FFFF_FFF6, 0x1_FFFF_FFF6, 0x2_FFFF_FF9C, 0x2_FFFF_FF9C, 0x2_FFFF_FF9C, 0x3_FFFF_FC18,
        0x3_FFFF_FC18, 0x3_FFFF_FC18, 0x4_FFFF_D8F0, 0x4_FFFF_D8F0, 0x4_FFFF_D8F0, 0x4_FFFF_D8F0, 0x5_FFFE_7960, 0x5_FFFE_7960,
        0x5_FFFE_7960, 0x6_FFF0_BDC0, 0x6_FFF0_BDC0, 0x6_FFF0_BDC0, 0x7_FF67_6980, 0x7_FF67_6980, 0x7_FF67_6980, 0x7_FF67_6980,
        0x8_FA0A_1F00, 0x8_FA0A_1F00, 0x8_FA0A_1F00, 0x9_C465_3600, 0x9_C465_3600, 0x9_C465_3600, 0xA_0000_0000, 0xA_0000_0000,
    ];
}
