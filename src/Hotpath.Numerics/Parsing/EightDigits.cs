using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Numerics.Parsing;

/// <summary>
/// Reads eight ASCII digits at once: UTF-8 units are loaded as one 64-bit word and checked to be digits with a few masks
/// (SWAR, "SIMD within a register"); UTF-16 units are loaded as one 128-bit vector, checked there and narrowed to bytes.
/// The digits are then combined into their value with three multiplications instead of eight dependent multiply-adds.
/// </summary>
internal static class EightDigits
{
    /// <summary>
    /// The value of the eight units at <paramref name="start"/>[<paramref name="index"/>..] (which must exist) when all are
    /// digits '0'..'9'; false otherwise.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryRead<TUnit>(ref TUnit start, nint index, out uint value) where TUnit : unmanaged
    {
        ulong digits;
        if (typeof(TUnit) == typeof(byte))
        {
            ulong word = Unsafe.ReadUnaligned<ulong>(ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, index)));
            if (!BitConverter.IsLittleEndian) word = BinaryPrimitives.ReverseEndianness(word);
            // Every byte in '0'..'9' (0x30..0x39): high nibble 3, and adding 6 keeps the high nibble 3.
            if (((word & 0xF0F0F0F0F0F0F0F0) | (((word + 0x0606060606060606) & 0xF0F0F0F0F0F0F0F0) >> 4)) != 0x3333333333333333)
            {
                value = 0;
                return false;
            }
            digits = word - 0x3030303030303030;
        }
        else
        {
            // In the vector, so that the scalar registers stay free for the caller's loop: a unit is a digit when it minus
            // '0' (wrapping below it) is at most 9; those values narrow to bytes unchanged.
            Vector128<ushort> units = Vector128.LoadUnsafe(ref Unsafe.As<TUnit, ushort>(ref Unsafe.Add(ref start, index))) - Vector128.Create((ushort)'0');
            if (Vector128.GreaterThanAny(units, Vector128.Create((ushort)9)))
            {
                value = 0;
                return false;
            }
            digits = Vector128.Narrow(units, units).AsUInt64().ToScalar();
            if (!BitConverter.IsLittleEndian) digits = BinaryPrimitives.ReverseEndianness(digits);
        }
        value = Combine(digits);
        return true;
    }

    // Eight digit values 0..9, one per byte with the first in the lowest byte, as the number they spell.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Combine(ulong digits)
    {
        digits = (digits * 10) + (digits >> 8);
        return (uint)((((digits & 0x000000FF000000FF) * (100 + (1000000UL << 32))) + (((digits >> 16) & 0x000000FF000000FF) * (1 + (10000UL << 32)))) >> 32);
    }
}
