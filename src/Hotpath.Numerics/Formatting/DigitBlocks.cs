using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// Writes decimal digits eight at a time: a number below 10^8 is turned into its eight ASCII digits inside one 64-bit
/// register (SWAR: split into two four-digit lanes, each into two-digit lanes, each into digits, by multiplications with
/// reciprocals instead of divisions), then stored with one 8-byte store (UTF-8) or one widening 16-byte store (UTF-16).
/// The writes are fixed-width: callers leave room after the digits they keep (see <see cref="GeneralLayout"/>), which is
/// what lets every store be unconditional, and digits are never read back from memory (a load that spans several recent
/// stores waits for them to retire).
/// </summary>
internal static class DigitBlocks
{
    /// <summary>
    /// The first 17 digits of <paramref name="significand"/> scaled to <paramref name="width"/> digits (17, or 9 when
    /// <paramref name="significand"/> is below 10^9), that is its <paramref name="count"/> digits followed by zeros, as ASCII
    /// words: digits 0-7 in <paramref name="first"/>, 8-15 in <paramref name="second"/> (digit 0 in the lowest byte) and
    /// digit 16 in <paramref name="last"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Split(ulong significand, int count, int width, out ulong first, out ulong second, out uint last)
    {
        ulong scaled = significand * PowersOfTen.UInt64[width - count];
        if (width == 17)
        {
            ulong leading = scaled / 10_000_000_000_000_000;
            ulong rest = scaled - leading * 10_000_000_000_000_000;
            ulong high = rest / 100_000_000;
            ulong middle = Ascii((uint)high);
            ulong end = Ascii((uint)(rest - high * 100_000_000));
            first = ('0' + leading) | (middle << 8);
            second = (middle >> 56) | (end << 8);
            last = (uint)(end >> 56);
        }
        else
        {
            uint small = (uint)scaled;
            uint leading = small / 100_000_000;
            ulong end = Ascii(small - leading * 100_000_000);
            first = ('0' + leading) | (end << 8);
            second = (end >> 56) | 0x3030_3030_3030_3000;
            last = '0';
        }
    }

    /// <summary>Stores the 17 digits of <see cref="Split"/> at <paramref name="start"/>[<paramref name="at"/>..].</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Store<TUnit>(ref TUnit start, nint at, ulong first, ulong second, uint last) where TUnit : unmanaged
    {
        StoreEight(ref start, at, first);
        StoreEight(ref start, at + 8, second);
        TextUnits.Put(ref start, at + 16, last);
    }

    /// <summary>
    /// Stores the 17 digits of <see cref="Split"/> with a one-unit <paramref name="separator"/> after the first
    /// <paramref name="integerDigits"/> (1 to 16) of them, 18 units in all. Each eight-unit word is merged in registers
    /// from the digits before the separator and the digits one place further on, so nothing written is read back.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void StoreWithSeparator<TUnit>(ref TUnit start, nint at, ulong first, ulong second, uint last, int integerDigits, uint separator)
        where TUnit : unmanaged
    {
        ulong keepFirst = LowBytes(integerDigits);
        ulong keepSecond = LowBytes(integerDigits - 8);
        StoreEight(ref start, at, (first & keepFirst) | ((first << 8) & ~keepFirst));
        StoreEight(ref start, at + 8, (second & keepSecond) | (((second << 8) | (first >> 56)) & ~keepSecond));
        TextUnits.Put(ref start, at + 16, (uint)(second >> 56));
        TextUnits.Put(ref start, at + 17, last);
        TextUnits.Put(ref start, at + integerDigits, separator);
    }

    // A mask of the lowest n bytes, n clamped to 0..8.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong LowBytes(int n) => n <= 0 ? 0 : n >= 8 ? ulong.MaxValue : (1UL << (8 * n)) - 1;

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
