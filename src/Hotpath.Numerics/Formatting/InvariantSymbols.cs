using System.Runtime.CompilerServices;

namespace Hotpath.Numerics.Formatting;

/// <summary>
/// The invariant culture's texts for zero, NaN and the infinities ("0", "-0", "NaN", "Infinity", "-Infinity"), written as
/// stored units instead of laid out or copied from strings: "Infinity" is eight ASCII units, one 64-bit constant stored at
/// once.
/// </summary>
internal static class InvariantSymbols
{
    // "Infinity" in ASCII, the first unit in the lowest byte.
    private const ulong Infinity = 0x7974_696E_6966_6E49;

    /// <summary>Writes the invariant text of NaN (<paramref name="isNaN"/>) or of the infinity of the given sign; false with
    /// nothing written when <paramref name="destination"/> is too short.</summary>
    public static bool TryWriteNonFinite<TUnit>(bool isNaN, bool negative, Span<TUnit> destination, out int written) where TUnit : unmanaged
    {
        ref TUnit start = ref System.Runtime.InteropServices.MemoryMarshal.GetReference(destination);
        if (isNaN)
        {
            if (destination.Length < 3) return Fail(out written);
            TextUnits.Put(ref start, 0, 'N');
            TextUnits.Put(ref start, 1, 'a');
            TextUnits.Put(ref start, 2, 'N');
            written = 3;
            return true;
        }
        int sign = negative ? 1 : 0;
        if (destination.Length < 8 + sign) return Fail(out written);
        if (negative) TextUnits.Put(ref start, 0, '-');
        DigitBlocks.StoreEight(ref start, sign, Infinity);
        written = 8 + sign;
        return true;
    }

    /// <summary>Writes "0", or "-0" when <paramref name="negative"/>; false with nothing written when
    /// <paramref name="destination"/> is too short.</summary>
    public static bool TryWriteZero<TUnit>(bool negative, Span<TUnit> destination, out int written) where TUnit : unmanaged
    {
        int sign = negative ? 1 : 0;
        if (destination.Length < 1 + sign) return Fail(out written);
        ref TUnit start = ref System.Runtime.InteropServices.MemoryMarshal.GetReference(destination);
        TextUnits.Put(ref start, 0, '-');
        TextUnits.Put(ref start, sign, '0');
        written = 1 + sign;
        return true;
    }

    private static bool Fail(out int written)
    {
        written = 0;
        return false;
    }
}
