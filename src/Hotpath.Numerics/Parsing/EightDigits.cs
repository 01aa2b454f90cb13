using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Numerics.Parsing;

/// <summary>
/// Reads eight ASCII digits at once: the units are checked to be digits in a 128-bit vector (UTF-8 units loaded as one
/// 64-bit word, UTF-16 units as one vector and narrowed to bytes after the check), and the eight digit values, one per
/// byte of a 64-bit word, are combined into their value with three multiplications instead of eight dependent
/// multiply-adds (SWAR, "SIMD within a register").
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
            // Checked in a vector holding the word twice (each unit a digit when it minus '0', wrapping below it, is at most
            // 9), which leaves the scalar registers to the caller's loop.
            if (Vector128.GreaterThanAny(Vector128.Create(word).AsByte() - Vector128.Create((byte)'0'), Vector128.Create((byte)9)))
            {
                value = 0;
                return false;
            }
            digits = word - 0x3030303030303030;
        }
        else
        {
            // The same test on the units; the digit values then narrow to bytes unchanged.
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

    /// <summary>Eight digit values 0..9, one per byte with the first in the lowest byte, as the number they spell.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static uint Combine(ulong digits)
    {
        digits = (digits * 10) + (digits >> 8);
        return (uint)((((digits & 0x000000FF000000FF) * (100 + (1000000UL << 32))) + (((digits >> 16) & 0x000000FF000000FF) * (1 + (10000UL << 32)))) >> 32);
    }
}
