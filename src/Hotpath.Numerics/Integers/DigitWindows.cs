using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.Numerics.Parsing;

namespace Hotpath.Numerics.Integers;

/// <summary>
/// Reads the last digits of a text in windows of eight units that end where the text ends, with no branch on how many
/// digits there are: in a run of numbers of mixed lengths, a loop over the digits mispredicts its exit once per number.
/// Every window is read whole, so the first windows start before the digits (before the text, when it is short); the
/// units before the digits are masked to zero digits, so whatever they hold does not change the value or the check.
/// Reading before the text cannot fault when the windows lie in the page of the text's last unit (pages are aligned and
/// at least 4 KiB everywhere .NET runs); the caller checks that with <see cref="CanRead{TUnit}"/> and reads digit by digit
/// in the rare other case.
/// </summary>
internal static unsafe class DigitWindows
{
    private const nuint PageSize = 4096;

    /// <summary>The windows needed for up to <paramref name="maxDigits"/> digits (at most 24).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int For(int maxDigits) => (maxDigits + 7) / 8;

    /// <summary>True when <paramref name="windows"/> windows ending at <paramref name="end"/> lie in the page of the unit
    /// before <paramref name="end"/>, so reading them cannot fault.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool CanRead<TUnit>(TUnit* end, int windows) where TUnit : unmanaged =>
        (((nuint)end - 1) & (PageSize - 1)) >= (nuint)(windows * 8 * sizeof(TUnit) - 1);

    /// <summary>Marks a text that is not all digits: above every value of 19 digits or fewer.</summary>
    public const ulong NotDigits = ulong.MaxValue;

    /// <summary>The value of the <paramref name="digits"/> units before <paramref name="end"/> (1 to
    /// <paramref name="maxDigits"/>, at most 19), or <see cref="NotDigits"/> when one of them is not an ASCII digit.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Read<TUnit>(TUnit* end, int digits, int maxDigits) where TUnit : unmanaged
    {
        int windows = For(maxDigits);
        // The first window holds at most this many digits (int's two, long's three), which are combined by themselves.
        int lead = maxDigits - 8 * (windows - 1);
        // The lanes of the last window that hold digits are read from KeepMasks where its 0xFF bytes begin; the windows
        // before it, eight lanes further on each.
        ref byte keep = ref Unsafe.Add(ref MemoryMarshal.GetReference(KeepMasks), 32 - 8 * windows + digits);
        ulong invalid = 0;
        ulong value = Eight(end - 8, KeepMask(ref keep, windows - 1), windows == 1 ? lead : 8, ref invalid);
        if (windows > 1) value += Eight(end - 16, KeepMask(ref keep, windows - 2), windows == 2 ? lead : 8, ref invalid) * 100_000_000UL;
        if (windows > 2) value += Eight(end - 24, KeepMask(ref keep, 0), lead, ref invalid) * 10_000_000_000_000_000UL;
        return invalid == 0 ? value : NotDigits;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong KeepMask(ref byte keep, int window) => Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref keep, 8 * window));

    /// <summary>The value of the eight units at <paramref name="at"/> whose lanes are set in <paramref name="keep"/> (at most
    /// the last <paramref name="lanes"/>), the others read as zero digits; a nonzero lane is or'ed into
    /// <paramref name="invalid"/> when a kept unit is not a digit.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Eight<TUnit>(TUnit* at, ulong keep, int lanes, ref ulong invalid) where TUnit : unmanaged
    {
        const ulong Zeros = 0x3030_3030_3030_3030;
        ulong digits;
        if (typeof(TUnit) == typeof(byte))
        {
            // Lanes stay in memory order on either endianness until the digits are combined: the masks are bytes too.
            ulong word = (Unsafe.ReadUnaligned<ulong>(at) & keep) | (Zeros & ~keep);
            // A lane is a digit when its high nibble is 3 and adding 6 keeps it so; a carry out of a lane comes only from a
            // lane that already fails.
            invalid |= ((word & 0xF0F0_F0F0_F0F0_F0F0) | (((word + 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0) >> 4)) ^ 0x3333_3333_3333_3333;
            digits = word - Zeros;
        }
        else
        {
            // UTF-16 units are checked before narrowing, which would drop their high bytes.
            Vector128<ushort> units = Vector128.Load((ushort*)at) - Vector128.Create((ushort)'0');
            Vector128<ushort> notDigits = Vector128.GreaterThan(units, Vector128.Create((ushort)9));
            invalid |= Vector128.Narrow(notDigits, notDigits).AsUInt64().ToScalar() & keep;
            digits = Vector128.Narrow(units, units).AsUInt64().ToScalar() & keep;
        }
        if (!BitConverter.IsLittleEndian) digits = BinaryPrimitives.ReverseEndianness(digits);
        if (lanes > 3) return EightDigits.Combine(digits);
        // Up to three digits in the last lanes: a multiply-add each costs less than the eight-lane combination.
        uint first = (uint)(digits >> (8 * (8 - lanes)));
        uint value = first & 0xFF;
        if (lanes > 1) value = value * 10 + ((first >> 8) & 0xFF);
        if (lanes > 2) value = value * 10 + ((first >> 16) & 0xFF);
        return value;
    }

    // 32 zero bytes, then 32 of 0xFF: read from 32 - (lanes before the digits), a window's mask has 0xFF exactly in the
    // lanes that hold digits.
    private static ReadOnlySpan<byte> KeepMasks =>
    [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    ];
}
