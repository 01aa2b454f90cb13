using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Numerics.Parsing;

/// <summary>
/// Reads eight ASCII digits at once (SWAR: "SIMD within a register"): the eight units are loaded as one 64-bit word
/// (UTF-8) or narrowed from one 128-bit vector (UTF-16), checked to be digits with a few masks, and combined into their
/// value with three multiplications instead of eight dependent multiply-adds.
/// </summary>
internal static class EightDigits
{
    /// <summary>
    /// The value of the eight units at <paramref name="start"/>[<paramref name="index"/>..] (which must exist) when all are
    /// digits '0'..'9'; false otherwise.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool TryRead<TUnit>(ref TUnit start, nint index, out uint value) where TUnit : unmanaged =>
        TryValue(Load(ref start, index), out value);

    // The eight units at index as bytes in text order (the first unit in the lowest byte).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong Load<TUnit>(ref TUnit start, nint index) where TUnit : unmanaged
    {
        ulong word;
        if (typeof(TUnit) == typeof(byte))
        {
            word = Unsafe.ReadUnaligned<ulong>(ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, index)));
        }
        else
        {
            Vector128<ushort> units = Vector128.LoadUnsafe(ref Unsafe.As<TUnit, ushort>(ref Unsafe.Add(ref start, index)));
            // A unit above 0xFF would narrow onto a digit; saturate it to a non-digit first.
            Vector128<byte> bytes = Vector128.Narrow(Vector128.Min(units, Vector128.Create((ushort)0xFF)), Vector128<ushort>.Zero);
            word = bytes.AsUInt64().ToScalar();
        }
        return BitConverter.IsLittleEndian ? word : System.Buffers.Binary.BinaryPrimitives.ReverseEndianness(word);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryValue(ulong word, out uint value)
    {
        // Every byte in '0'..'9' (0x30..0x39): high nibble 3, and adding 6 keeps the high nibble 3.
        if ((((word & 0xF0F0F0F0F0F0F0F0) | (((word + 0x0606060606060606) & 0xF0F0F0F0F0F0F0F0) >> 4)) != 0x3333333333333333))
        {
            value = 0;
            return false;
        }
        word -= 0x3030303030303030;
        word = (word * 10) + (word >> 8);
        value = (uint)((((word & 0x000000FF000000FF) * (100 + (1000000UL << 32))) + (((word >> 16) & 0x000000FF000000FF) * (1 + (10000UL << 32)))) >> 32);
        return true;
    }
}
