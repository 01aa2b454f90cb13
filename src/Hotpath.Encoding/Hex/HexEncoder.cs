using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Encodes bytes as hex digit pairs (UTF-8 bytes or UTF-16 chars), upper or lower case. Vectors (cross-platform):
/// the high and low nibbles look up their digits in a 16-entry table with one byte shuffle each, and widening then
/// interleaves them (digit of the high nibble first); the same 16 entries sit in every 128-bit lane, so the shuffle
/// is right whether it runs within lanes or across. The callers size the destination.
/// </summary>
internal static class HexEncoder
{
    /// <summary>Writes the <c>2 * source.Length</c> digits of <paramref name="source"/> as UTF-8.</summary>
    public static void Encode(ReadOnlySpan<byte> source, Span<byte> destination, bool lowerCase, SimdWidth width)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nint i = 0;
        if (width == SimdWidth.V512)
        {
            Vector512<byte> table = Wide(Table(lowerCase));
            for (; i <= source.Length - 64; i += 64)
            {
                (Vector512<byte> first, Vector512<byte> second) = Digits(Vector512.LoadUnsafe(ref src, (nuint)i), table);
                first.StoreUnsafe(ref dst, (nuint)(2 * i));
                second.StoreUnsafe(ref dst, (nuint)(2 * i + 64));
            }
        }
        if (width >= SimdWidth.V128)
        {
            Vector128<byte> table = Table(lowerCase);
            for (; i <= source.Length - 16; i += 16)
            {
                (Vector128<byte> first, Vector128<byte> second) = Digits(Vector128.LoadUnsafe(ref src, (nuint)i), table);
                first.StoreUnsafe(ref dst, (nuint)(2 * i));
                second.StoreUnsafe(ref dst, (nuint)(2 * i + 16));
            }
        }
        ReadOnlySpan<byte> digits = lowerCase ? LowerDigits : UpperDigits;
        for (; i < source.Length; i++)
        {
            byte value = Unsafe.Add(ref src, i);
            Unsafe.Add(ref dst, 2 * i) = digits[value >> 4];
            Unsafe.Add(ref dst, 2 * i + 1) = digits[value & 0xF];
        }
    }

    /// <summary>Writes the <c>2 * source.Length</c> digits of <paramref name="source"/> as UTF-16.</summary>
    public static void Encode(ReadOnlySpan<byte> source, Span<char> destination, bool lowerCase, SimdWidth width)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref ushort dst = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(destination));
        nint i = 0;
        if (width == SimdWidth.V512)
        {
            Vector512<byte> table = Wide(Table(lowerCase));
            for (; i <= source.Length - 64; i += 64)
            {
                (Vector512<byte> first, Vector512<byte> second) = Digits(Vector512.LoadUnsafe(ref src, (nuint)i), table);
                (Vector512<ushort> a, Vector512<ushort> b) = Vector512.Widen(first);
                (Vector512<ushort> c, Vector512<ushort> d) = Vector512.Widen(second);
                a.StoreUnsafe(ref dst, (nuint)(2 * i));
                b.StoreUnsafe(ref dst, (nuint)(2 * i + 32));
                c.StoreUnsafe(ref dst, (nuint)(2 * i + 64));
                d.StoreUnsafe(ref dst, (nuint)(2 * i + 96));
            }
        }
        if (width >= SimdWidth.V128)
        {
            Vector128<byte> table = Table(lowerCase);
            for (; i <= source.Length - 16; i += 16)
            {
                (Vector128<byte> first, Vector128<byte> second) = Digits(Vector128.LoadUnsafe(ref src, (nuint)i), table);
                (Vector128<ushort> a, Vector128<ushort> b) = Vector128.Widen(first);
                (Vector128<ushort> c, Vector128<ushort> d) = Vector128.Widen(second);
                a.StoreUnsafe(ref dst, (nuint)(2 * i));
                b.StoreUnsafe(ref dst, (nuint)(2 * i + 8));
                c.StoreUnsafe(ref dst, (nuint)(2 * i + 16));
                d.StoreUnsafe(ref dst, (nuint)(2 * i + 24));
            }
        }
        ReadOnlySpan<byte> digits = lowerCase ? LowerDigits : UpperDigits;
        for (; i < source.Length; i++)
        {
            byte value = Unsafe.Add(ref src, i);
            Unsafe.Add(ref dst, 2 * i) = digits[value >> 4];
            Unsafe.Add(ref dst, 2 * i + 1) = digits[value & 0xF];
        }
    }

    private static ReadOnlySpan<byte> UpperDigits => "0123456789ABCDEF"u8;

    private static ReadOnlySpan<byte> LowerDigits => "0123456789abcdef"u8;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Table(bool lowerCase) => Vector128.Create(lowerCase ? LowerDigits : UpperDigits);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> Wide(Vector128<byte> table) => Vector512.Create(Vector256.Create(table, table), Vector256.Create(table, table));

    // 16 bytes to their 32 digits, in two vectors.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (Vector128<byte> First, Vector128<byte> Second) Digits(Vector128<byte> bytes, Vector128<byte> table)
    {
        Vector128<byte> high = Vector128.ShuffleNative(table, bytes >>> 4);
        Vector128<byte> low = Vector128.ShuffleNative(table, bytes & Vector128.Create((byte)0x0F));
        // As 16-bit lanes, high | low << 8 puts the high digit first in memory (little-endian).
        (Vector128<ushort> highLower, Vector128<ushort> highUpper) = Vector128.Widen(high);
        (Vector128<ushort> lowLower, Vector128<ushort> lowUpper) = Vector128.Widen(low);
        return ((highLower | (lowLower << 8)).AsByte(), (highUpper | (lowUpper << 8)).AsByte());
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (Vector512<byte> First, Vector512<byte> Second) Digits(Vector512<byte> bytes, Vector512<byte> table)
    {
        Vector512<byte> high = Vector512.ShuffleNative(table, bytes >>> 4);
        Vector512<byte> low = Vector512.ShuffleNative(table, bytes & Vector512.Create((byte)0x0F));
        (Vector512<ushort> highLower, Vector512<ushort> highUpper) = Vector512.Widen(high);
        (Vector512<ushort> lowLower, Vector512<ushort> lowUpper) = Vector512.Widen(low);
        return ((highLower | (lowLower << 8)).AsByte(), (highUpper | (lowUpper << 8)).AsByte());
    }
}
