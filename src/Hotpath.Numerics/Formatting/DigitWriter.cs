using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// Writes a number's decimal digits from the last digit back: eight at a time converted in a register
/// (<see cref="DigitBlocks"/>) while more than eight remain, then the last one to eight as one more block when there is room
/// for it before them, otherwise two at a time from <see cref="DigitPairs"/>.
/// </summary>
internal static class DigitWriter
{
    /// <summary>
    /// Writes the <paramref name="count"/> digits of <paramref name="value"/> (zero-padded on the left) ending just before
    /// <paramref name="end"/>; <paramref name="value"/> must be below 10^<paramref name="count"/>. When at least eight
    /// units precede <paramref name="end"/>, the last one to eight digits are stored as a whole block, which also stores
    /// '0' in up to seven units before them: the caller writes those units afterwards (the text is built from its end).
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
        if (end >= 8) WriteEight(ref start, end, (uint)value);
        else WriteSmall(ref start, end, (uint)value, count);
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
