using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// Writes decimal digits eight at a time: a number below 10^8 is turned into its eight ASCII digits inside one 64-bit
/// register (SWAR: split into two four-digit lanes, each into two-digit lanes, each into digits, by multiplications with
/// reciprocals instead of divisions), then stored with one 8-byte store (UTF-8) or one widening 16-byte store (UTF-16).
/// The writes are fixed-width: callers leave room after the digits they keep (see <see cref="GeneralLayout"/>), which is
/// what lets every store be unconditional.
/// </summary>
internal static class DigitBlocks
{
    /// <summary>
    /// Writes the <paramref name="count"/> digits of <paramref name="significand"/> at <paramref name="start"/>[<paramref name="at"/>..]
    /// followed by zeros up to <paramref name="width"/> digits (17, or 9 when <paramref name="significand"/> is below 10^9):
    /// the first <paramref name="width"/> digits of the significand scaled to that width. <paramref name="count"/> is the
    /// significand's digit count, at most <paramref name="width"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteLeftAligned<TUnit>(ref TUnit start, nint at, ulong significand, int count, int width) where TUnit : unmanaged
    {
        ulong scaled = significand * PowersOfTen.UInt64[width - count];
        if (width == 17)
        {
            ulong leading = scaled / 10_000_000_000_000_000;
            ulong rest = scaled - leading * 10_000_000_000_000_000;
            ulong high = rest / 100_000_000;
            TextUnits.Put(ref start, at, '0' + (uint)leading);
            StoreEight(ref start, at + 1, Ascii((uint)high));
            StoreEight(ref start, at + 9, Ascii((uint)(rest - high * 100_000_000)));
        }
        else
        {
            uint small = (uint)scaled;
            uint leading = small / 100_000_000;
            TextUnits.Put(ref start, at, '0' + leading);
            StoreEight(ref start, at + 1, Ascii(small - leading * 100_000_000));
        }
    }

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

    /// <summary>
    /// Copies the sixteen units at <paramref name="from"/> to <paramref name="to"/>; the ranges may overlap (all units are
    /// loaded before any is stored).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void MoveSixteen<TUnit>(ref TUnit start, nint from, nint to) where TUnit : unmanaged
    {
        ref byte source = ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, from));
        ref byte target = ref Unsafe.As<TUnit, byte>(ref Unsafe.Add(ref start, to));
        if (typeof(TUnit) == typeof(byte))
        {
            Vector128.LoadUnsafe(ref source).StoreUnsafe(ref target);
        }
        else
        {
            Vector128<byte> low = Vector128.LoadUnsafe(ref source);
            Vector128<byte> high = Vector128.LoadUnsafe(ref source, 16);
            low.StoreUnsafe(ref target);
            high.StoreUnsafe(ref target, 16);
        }
    }
}
