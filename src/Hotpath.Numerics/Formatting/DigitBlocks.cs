using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// Writes decimal digits eight at a time: a number below 10^8 is turned into its eight ASCII digits inside one 64-bit
/// register (SWAR: split into two four-digit lanes, each into two-digit lanes, each into digits, by multiplications with
/// reciprocals instead of divisions), then stored with one 8-byte store (UTF-8) or one widening 16-byte store (UTF-16).
/// </summary>
internal static class DigitBlocks
{
    /// <summary>The eight ASCII digits of <paramref name="value"/> (below 10^8, zero-padded), the first digit in the lowest byte.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static ulong Ascii(uint value)
    {
        uint high = value / 10_000;
        // Two 32-bit lanes of four digits each, the first four digits in the low lane.
        ulong fours = high | ((ulong)(value - high * 10_000) << 32);
        // n / 100 == (n * 5243) >> 19 for n < 10^4; the lanes' products stay below 2^26 and do not overlap after the mask.
        ulong hundreds = ((fours * 5243) >> 19) & 0x0000_007F_0000_007F;
        // Four 16-bit lanes of two digits each, in text order.
        ulong pairs = hundreds | ((fours - hundreds * 100) << 16);
        // n / 10 == (n * 103) >> 10 for n < 100 (true up to 178); each lane's product stays below 2^14.
        ulong tens = ((pairs * 103) >> 10) & 0x000F_000F_000F_000F;
        ulong digits = tens | ((pairs - tens * 10) << 8);
        return digits | 0x3030_3030_3030_3030;
    }

    /// <summary>Stores the eight ASCII units of <paramref name="ascii"/> (first unit in the lowest byte) at <paramref name="at"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static void StoreEight<TUnit>(ref TUnit start, nint at, ulong ascii) where TUnit : unmanaged
    {
        if (!BitConverter.IsLittleEndian) ascii = BinaryPrimitives.ReverseEndianness(ascii);
        if (typeof(TUnit) == typeof(byte))
        {
            Unsafe.WriteUnaligned(ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, at)), ascii);
        }
        else
        {
            Vector128.WidenLower(Vector128.CreateScalarUnsafe(ascii).AsByte())
                .StoreUnsafe(ref Unsafe.As<TUnit, ushort>(ref Unsafe.Add(ref start, at)));
        }
    }
}
