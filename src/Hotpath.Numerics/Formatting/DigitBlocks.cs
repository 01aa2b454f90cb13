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

    /// <summary>
    /// The sixteen ASCII digits of <paramref name="value"/> (below 10^16, zero-padded), the first digit in lane 0: the
    /// same lane splits as <see cref="Ascii"/>, done for both eight-digit halves at once in one vector, so that sixteen
    /// digits take one chain of dependent steps instead of two. Little-endian hosts only: a 32-bit lane's low half must be
    /// the first of its two 16-bit lanes.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static Vector128<byte> AsciiSixteen(ulong value)
    {
        ulong high = value / 100_000_000;
        uint low = (uint)(value - high * 100_000_000);
        uint highFirst = (uint)high / 10_000;
        uint lowFirst = low / 10_000;
        // Four 32-bit lanes of four digits each, in text order.
        Vector128<uint> fours = Vector128.Create(
            highFirst | (ulong)((uint)high - highFirst * 10_000) << 32, lowFirst | (ulong)(low - lowFirst * 10_000) << 32).AsUInt32();
        Vector128<uint> hundreds = (fours * 5243) >> 19;
        // Eight 16-bit lanes of two digits each, in text order.
        Vector128<ushort> pairs = (hundreds | ((fours - hundreds * 100) << 16)).AsUInt16();
        Vector128<ushort> tens = (pairs * 103) >> 10;
        Vector128<ushort> digits = tens | ((pairs - tens * 10) << 8);
        return (digits | Vector128.Create((ushort)0x3030)).AsByte();
    }

    /// <summary>Stores the sixteen ASCII units of <paramref name="ascii"/> (first unit in lane 0) at <paramref name="at"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static void StoreSixteen<TUnit>(ref TUnit start, nint at, Vector128<byte> ascii) where TUnit : unmanaged
    {
        if (typeof(TUnit) == typeof(byte))
        {
            ascii.StoreUnsafe(ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, at)));
        }
        else
        {
            ref ushort units = ref Unsafe.As<TUnit, ushort>(ref Unsafe.Add(ref start, at));
            Vector128.WidenLower(ascii).StoreUnsafe(ref units);
            Vector128.WidenUpper(ascii).StoreUnsafe(ref units, 8);
        }
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
