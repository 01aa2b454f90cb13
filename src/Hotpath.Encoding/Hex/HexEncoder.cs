using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Encodes bytes as hex digit pairs (UTF-8 bytes or UTF-16 chars), upper or lower case. Vectors (cross-platform): at
/// 128 and 512 bits the two nibbles' digits are looked up apart in a 16-entry table and interleaved (at 128 bits by
/// byte unpacks on x86 and zips on Arm64); on AVX2 machines UTF-8 output takes 256 bits, 16 bytes loaded into both
/// halves, one half doubling the first eight bytes and the other the last eight, a shift and two masks leaving the high
/// nibble in the even byte and the low one in the odd, and one in-lane shuffle looking up all 32 digits. Encoding is per byte, so a last 128-bit block may
/// overlap the one before it instead of leaving a scalar tail: the loops stop short of the last 16 bytes, which are
/// always encoded after them, so no step chooses where it starts (a choice each short input mispredicted once). Inputs
/// of 4 to 15 bytes are two blocks of eight (or four) bytes, the second ending where the input ends. The callers size
/// the destination.
/// </summary>
internal static class HexEncoder
{
    /// <summary>Writes the <c>2 * source.Length</c> digits of <paramref name="source"/> as UTF-8.</summary>
    /// <remarks>
    /// The encoders are never inlined into their callers: inlined there, their loops' helpers could exhaust the caller's
    /// inlining budget and stay calls inside the loops, vector constants included.
    /// </remarks>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static void Encode(ReadOnlySpan<byte> source, Span<byte> destination, bool lowerCase, SimdWidth width)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nint i = 0;
        if (width.Is512() && source.Length >= 64)
        {
            Vector512<byte> table = Wide(Table(lowerCase));
            for (; i <= source.Length - 64; i += 64)
            {
                (Vector512<byte> first, Vector512<byte> second) = Digits(Vector512.LoadUnsafe(ref src, (nuint)i), table);
                first.StoreUnsafe(ref dst, (nuint)(2 * i));
                second.StoreUnsafe(ref dst, (nuint)(2 * i + 64));
            }
        }
        if (width >= SimdWidth.V128 && Avx2.IsSupported && source.Length >= 16 && i < source.Length)
        {
            // AVX2 machines run the 128-bit kernels elsewhere (and AVX-512 ones this after their 512-bit loop, for the
            // last 16 to 63 bytes).
            Encode256(ref src, i, source.Length, ref dst, lowerCase);
            i = source.Length;
        }
        if (width >= SimdWidth.V128 && source.Length >= 16 && i < source.Length)
        {
            Vector128<byte> table = Table(lowerCase);
            nint last = source.Length - 16;
            for (; i < last; i += 16) Encode16(ref src, i, ref dst, table);
            Encode16(ref src, last, ref dst, table);
            i = source.Length;
        }
        if (width >= SimdWidth.V128 && source.Length >= 4 && i < source.Length)
        {
            EncodeFourToFifteen(ref src, source.Length, ref dst, lowerCase);
            return;
        }
        ReadOnlySpan<byte> digits = lowerCase ? LowerDigits : UpperDigits;
        for (; i < source.Length; i++)
        {
            byte value = Unsafe.Add(ref src, i);
            Unsafe.Add(ref dst, 2 * i) = digits[value >> 4];
            Unsafe.Add(ref dst, 2 * i + 1) = digits[value & 0xF];
        }
    }

    /// <summary>
    /// Writes the <c>2 * source.Length</c> digits of 16 to 63 bytes (a token, a hash) as UTF-8 with AVX2's 256-bit step.
    /// Meant to be inlined into the caller, unlike <see cref="Encode(ReadOnlySpan{byte}, Span{byte}, bool, SimdWidth)"/>:
    /// for an input of one to four steps the call costs as much as the work.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void EncodeToken(ReadOnlySpan<byte> source, Span<byte> destination, bool lowerCase) =>
        Encode256(ref MemoryMarshal.GetReference(source), 0, source.Length, ref MemoryMarshal.GetReference(destination), lowerCase);

    // The digits of bytes [from, length) (length - from at least 16) with AVX2: this step needs only in-lane shuffles, so
    // it takes 256 bits, 16 bytes in both halves, the first half doubling bytes 0-7 and the second bytes 8-15. The last
    // block overlaps the one before it, so no length of 16 or more leaves a tail.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Encode256(ref byte src, nint from, nint length, ref byte dst, bool lowerCase)
    {
        Vector128<byte> half = Table(lowerCase);
        Vector256<byte> table = Vector256.Create(half, half), doubling = Vector256.Create(FirstHalf128, SecondHalf128);
        nint last = length - 16;
        for (nint i = from; i < last; i += 16) Encode16(ref src, i, ref dst, table, doubling);
        Encode16(ref src, last, ref dst, table, doubling);
    }

    /// <summary>Writes the <c>2 * source.Length</c> digits of <paramref name="source"/> as UTF-16.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static void Encode(ReadOnlySpan<byte> source, Span<char> destination, bool lowerCase, SimdWidth width)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref ushort dst = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(destination));
        nint i = 0;
        if (width.Is512() && source.Length >= 64)
        {
            Vector512<byte> table = Wide(Table(lowerCase));
            for (; i <= source.Length - 64; i += 64)
            {
                (Vector512<byte> first, Vector512<byte> second) = Digits(Vector512.LoadUnsafe(ref src, (nuint)i), table);
                StoreWidened(first, ref dst, 2 * i);
                StoreWidened(second, ref dst, 2 * i + 64);
            }
        }
        if (width >= SimdWidth.V128 && source.Length >= 16 && i < source.Length)
        {
            Vector128<byte> table = Table(lowerCase);
            nint last = source.Length - 16;
            for (; i < last; i += 16) Encode16(ref src, i, ref dst, table);
            Encode16(ref src, last, ref dst, table);
            i = source.Length;
        }
        if (width >= SimdWidth.V128 && source.Length >= 4 && i < source.Length)
        {
            EncodeFourToFifteen(ref src, source.Length, ref dst, lowerCase);
            return;
        }
        ReadOnlySpan<byte> digits = lowerCase ? LowerDigits : UpperDigits;
        for (; i < source.Length; i++)
        {
            byte value = Unsafe.Add(ref src, i);
            Unsafe.Add(ref dst, 2 * i) = digits[value >> 4];
            Unsafe.Add(ref dst, 2 * i + 1) = digits[value & 0xF];
        }
    }

    // The digits of 4 to 15 bytes (tokens, keys): two blocks of eight (or four) bytes, the second ending where the input
    // ends, as UTF-8 or UTF-16.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void EncodeFourToFifteen<TUnit>(ref byte source, int length, ref TUnit destination, bool lowerCase) where TUnit : unmanaged
    {
        Vector128<byte> table = Table(lowerCase);
        nint block = length >= 8 ? 8 : 4;
        EncodeShort(ref source, 0, ref destination, block, table);
        EncodeShort(ref source, length - block, ref destination, block, table);
    }

    // The 2 * block digits of the block (8 or 4) bytes at source[at] into destination[2 * at].
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void EncodeShort<TUnit>(ref byte source, nint at, ref TUnit destination, nint block, Vector128<byte> table) where TUnit : unmanaged
    {
        Vector128<byte> digits = Digits(ShortBlock(ref source, at, block), table).First;
        if (typeof(TUnit) == typeof(byte))
        {
            ref byte bytes = ref Unsafe.As<TUnit, byte>(ref destination);
            if (block == 8) digits.StoreUnsafe(ref bytes, (nuint)(2 * at));
            else Unsafe.WriteUnaligned(ref Unsafe.Add(ref bytes, 2 * at), digits.AsUInt64().ToScalar());
        }
        else
        {
            ref ushort chars = ref Unsafe.As<TUnit, ushort>(ref destination);
            Vector128.WidenLower(digits).StoreUnsafe(ref chars, (nuint)(2 * at));
            if (block == 8) Vector128.WidenUpper(digits).StoreUnsafe(ref chars, (nuint)(2 * at + 8));
        }
    }

    // The block (8 or 4) bytes at source[at] in the low lanes of a vector, read without reading past them.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> ShortBlock(ref byte source, nint at, nint block) =>
        block == 8
            ? Vector128.CreateScalarUnsafe(Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref source, at))).AsByte()
            : Vector128.CreateScalarUnsafe(Unsafe.ReadUnaligned<uint>(ref Unsafe.Add(ref source, at))).AsByte();

    // The 32 digits of the 16 bytes at source[at] into destination[2 * at], as UTF-8 with AVX2.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Encode16(ref byte source, nint at, ref byte destination, Vector256<byte> table, Vector256<byte> doubling)
    {
        Vector128<byte> bytes = Vector128.LoadUnsafe(ref source, (nuint)at);
        Digits(Avx2.Shuffle(Vector256.Create(bytes, bytes), doubling), table).StoreUnsafe(ref destination, (nuint)(2 * at));
    }

    // As above, as UTF-8 with Vector128.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Encode16(ref byte source, nint at, ref byte destination, Vector128<byte> table)
    {
        (Vector128<byte> first, Vector128<byte> second) = Digits(Vector128.LoadUnsafe(ref source, (nuint)at), table);
        first.StoreUnsafe(ref destination, (nuint)(2 * at));
        second.StoreUnsafe(ref destination, (nuint)(2 * at + 16));
    }

    // As above, as UTF-16 with Vector128.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Encode16(ref byte source, nint at, ref ushort destination, Vector128<byte> table)
    {
        (Vector128<byte> first, Vector128<byte> second) = Digits(Vector128.LoadUnsafe(ref source, (nuint)at), table);
        StoreWidened(first, ref destination, 2 * at);
        StoreWidened(second, ref destination, 2 * at + 16);
    }

    private static ReadOnlySpan<byte> UpperDigits => "0123456789ABCDEF"u8;

    private static ReadOnlySpan<byte> LowerDigits => "0123456789abcdef"u8;

    // Constants, forced inline: left to the inlining budget, which a profile of long inputs spends elsewhere, a use can stay a call.
    private static Vector128<byte> FirstHalf128
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7);
    }

    private static Vector128<byte> SecondHalf128
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Table(bool lowerCase) => Vector128.Create(lowerCase ? LowerDigits : UpperDigits);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> Wide(Vector128<byte> table) => Vector512.Create(Vector256.Create(table, table), Vector256.Create(table, table));

    // 16 bytes to their 32 digits, in two vectors: the high and the low nibbles' digits are looked up apart and
    // interleaved, the high digit first. x86 and Arm64 interleave bytes in one instruction per vector; elsewhere, as
    // 16-bit lanes high | low << 8.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (Vector128<byte> First, Vector128<byte> Second) Digits(Vector128<byte> bytes, Vector128<byte> table)
    {
        Vector128<byte> high = Vector128.ShuffleNative(table, bytes >>> 4);
        Vector128<byte> low = Vector128.ShuffleNative(table, bytes & Vector128.Create((byte)0x0F));
        if (Sse2.IsSupported) return (Sse2.UnpackLow(high, low), Sse2.UnpackHigh(high, low));
        if (AdvSimd.Arm64.IsSupported) return (AdvSimd.Arm64.ZipLow(high, low), AdvSimd.Arm64.ZipHigh(high, low));
        return ((Vector128.WidenLower(high) | (Vector128.WidenLower(low) << 8)).AsByte(), (Vector128.WidenUpper(high) | (Vector128.WidenUpper(low) << 8)).AsByte());
    }

    // As Digits(Vector128) in each 128-bit half, with AVX2's in-lane shuffle.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Digits(Vector256<byte> doubled, Vector256<byte> table)
    {
        Vector256<ushort> lanes = doubled.AsUInt16();
        Vector256<ushort> nibbles = ((lanes >> 4) & Vector256.Create((ushort)0x000F)) | (lanes & Vector256.Create((ushort)0x0F00));
        return Avx2.Shuffle(table, nibbles.AsByte());
    }

    // 64 bytes to their 128 digits, in two vectors. A constant byte shuffle across 512 bits is not one instruction, so
    // here the two digit vectors are interleaved by widening: as 16-bit lanes, high | low << 8 puts the high digit first.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (Vector512<byte> First, Vector512<byte> Second) Digits(Vector512<byte> bytes, Vector512<byte> table)
    {
        Vector512<byte> high = Vector512.ShuffleNative(table, bytes >>> 4);
        Vector512<byte> low = Vector512.ShuffleNative(table, bytes & Vector512.Create((byte)0x0F));
        (Vector512<ushort> highLower, Vector512<ushort> highUpper) = Vector512.Widen(high);
        (Vector512<ushort> lowLower, Vector512<ushort> lowUpper) = Vector512.Widen(low);
        return ((highLower | (lowLower << 8)).AsByte(), (highUpper | (lowUpper << 8)).AsByte());
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void StoreWidened(Vector128<byte> digits, ref ushort destination, nint at)
    {
        (Vector128<ushort> lower, Vector128<ushort> upper) = Vector128.Widen(digits);
        lower.StoreUnsafe(ref destination, (nuint)at);
        upper.StoreUnsafe(ref destination, (nuint)(at + 8));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void StoreWidened(Vector512<byte> digits, ref ushort destination, nint at)
    {
        (Vector512<ushort> lower, Vector512<ushort> upper) = Vector512.Widen(digits);
        lower.StoreUnsafe(ref destination, (nuint)at);
        upper.StoreUnsafe(ref destination, (nuint)(at + 32));
    }
}
