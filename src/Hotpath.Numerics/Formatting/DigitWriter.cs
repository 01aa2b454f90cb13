using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// Writes a number's decimal digits from the last digit back: when there is room before them, sixteen at once converted in a
/// vector plus one more (<see cref="DigitBlocks"/>); otherwise eight at a time converted in a register while more than eight
/// remain, then the last one to eight as one more block when there is room for it before them, else two at a time from
/// <see cref="DigitPairs"/>.
/// </summary>
internal static class DigitWriter
{
    /// <summary>
    /// Writes the <paramref name="count"/> digits (at most 17) of <paramref name="value"/> (zero-padded on the left) ending
    /// just before <paramref name="end"/>; <paramref name="value"/> must be below 10^<paramref name="count"/>. The digits are
    /// stored as whole blocks when the units from <paramref name="from"/> on leave room: two eight-digit blocks and one more
    /// digit whatever their count when sixteen units precede <paramref name="end"/>, else one block for the last one to
    /// eight digits when eight do. The blocks store '0' in up to sixteen units before the digits but none before
    /// <paramref name="from"/>; the caller writes those units afterwards (the text is built from its end).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBackwards<TUnit>(ref TUnit start, nint from, nint end, ulong value, int count) where TUnit : unmanaged
    {
        // The seventeenth digit from the end, when there is one, is a digit of the text, so it is at or after from. The
        // vector digits read their 32-bit lanes as pairs of 16-bit lanes, an order only little-endian hosts share.
        if (BitConverter.IsLittleEndian && end - 16 >= from)
        {
            WriteSeventeen(ref start, end, value, count);
            return;
        }
        while (count > 8)
        {
            ulong high = value / 100_000_000;
            WriteEight(ref start, end, (uint)(value - high * 100_000_000));
            value = high;
            end -= 8;
            count -= 8;
        }
        if (end - 8 >= from) WriteEight(ref start, end, (uint)value);
        else WriteSmall(ref start, end, (uint)value, count);
    }

    // The same stores for every count, so that the digit count, which varies unpredictably between values, costs no
    // branch: the seventeenth digit from the end is stored first, at its place when there are seventeen digits and
    // otherwise inside the last block, which overwrites it.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WriteSeventeen<TUnit>(ref TUnit start, nint end, ulong value, int count) where TUnit : unmanaged
    {
        ulong top = value / 10_000_000_000_000_000;
        TextUnits.Put(ref start, end - 1 - 16 * (nint)((16 - count) >>> 31), '0' + (uint)top);
        DigitBlocks.StoreSixteen(ref start, end - 16, DigitBlocks.AsciiSixteen(value - top * 10_000_000_000_000_000));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WriteEight<TUnit>(ref TUnit start, nint end, uint value) where TUnit : unmanaged =>
        DigitBlocks.StoreEight(ref start, end - 8, DigitBlocks.Ascii(value));

    private static void WriteSmall<TUnit>(ref TUnit start, nint end, uint value, int count) where TUnit : unmanaged
    {
        while (count >= 2)
        {
            uint high = value / 100;
            DigitPairs.Write(ref start, end - 2, value - high * 100);
            value = high;
            end -= 2;
            count -= 2;
        }
        if (count == 1) TextUnits.Put(ref start, end - 1, '0' + value);
    }
}
