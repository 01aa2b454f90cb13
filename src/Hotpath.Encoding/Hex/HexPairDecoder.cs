using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Decodes the run of hex digit pairs at the start of an input. It stops at the first block holding anything but
/// hex digits, or when the destination has no room; the callers hand the rest to the BCL, so all the BCL's rules
/// (odd lengths, statuses, exceptions) stay its own. Vectors (cross-platform, so AdvSimd on Arm64): each unit to a
/// nibble by two range checks, a 16-bit shift-or joins each pair, a truncating narrow keeps the bytes; 32 units per
/// step at 128 bits, 64 UTF-8 units at 256 (AVX2 machines), 128 at 512; a last 128-bit block may overlap the one before it; then pairs one at a time in scalar code.
/// </summary>
internal static class HexPairDecoder
{
    /// <summary>Decodes pairs of UTF-16 hex digits; returns the chars consumed (even; one byte written per pair).</summary>
    public static int Decode(ReadOnlySpan<char> source, Span<byte> destination, SimdWidth width)
    {
        ref ushort src = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(source));
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nint i = 0, w = 0;
        if (width.Is512() && source.Length >= 128)
        {
            i = Decode512(ref src, source.Length, ref dst, destination.Length);
            w = i / 2;
        }
        if (width == SimdWidth.V128 && Vector256.IsHardwareAccelerated)
        {
            // As for UTF-8 below: 64 digits a step on AVX2 machines.
            for (; i <= source.Length - 64 && w <= destination.Length - 32; i += 64, w += 32)
            {
                Vector256<ushort> a = Vector256.LoadUnsafe(ref src, (nuint)i), b = Vector256.LoadUnsafe(ref src, (nuint)(i + 16));
                Vector256<ushort> c = Vector256.LoadUnsafe(ref src, (nuint)(i + 32)), d = Vector256.LoadUnsafe(ref src, (nuint)(i + 48));
                // Narrowing keeps the low byte only, so any wider unit (U+0141 would pass as 'A') must be caught first.
                if (((a | b | c | d) & Vector256.Create((ushort)0xFF00)) != Vector256<ushort>.Zero) break;
                if (!TryJoin(Vector256.Narrow(a, b), Vector256.Narrow(c, d), out Vector256<byte> bytes)) break;
                bytes.StoreUnsafe(ref dst, (nuint)w);
            }
        }
        if (width >= SimdWidth.V128)
        {
            for (; i <= source.Length - 32 && w <= destination.Length - 16; i += 32, w += 16)
            {
                if (!TryBlock(ref src, i, ref dst, w)) break;
            }
            if (EndsInOverlap(source.Length, destination.Length, i) && TryBlock(ref src, source.Length - 32, ref dst, source.Length / 2 - 16))
            {
                return source.Length;
            }
        }
        for (; i <= source.Length - 2 && w < destination.Length; i += 2, w++)
        {
            int value = (NibbleOf(Unsafe.Add(ref src, i)) << 4) | NibbleOf(Unsafe.Add(ref src, i + 1));
            if (value < 0) break;
            Unsafe.Add(ref dst, w) = (byte)value;
        }
        return (int)i;
    }

    /// <summary>Decodes pairs of UTF-8 hex digits; returns the bytes consumed (even; one byte written per pair).</summary>
    public static int Decode(ReadOnlySpan<byte> source, Span<byte> destination, SimdWidth width)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nint i = 0, w = 0;
        if (width.Is512() && source.Length >= 128)
        {
            i = Decode512(ref src, source.Length, ref dst, destination.Length);
            w = i / 2;
        }
        if (width == SimdWidth.V128 && Vector256.IsHardwareAccelerated)
        {
            // AVX2 machines run the 128-bit kernels elsewhere; this one needs only in-lane shuffles, so it takes 256 bits.
            for (; i <= source.Length - 64 && w <= destination.Length - 32; i += 64, w += 32)
            {
                if (!TryJoin(Vector256.LoadUnsafe(ref src, (nuint)i), Vector256.LoadUnsafe(ref src, (nuint)(i + 32)), out Vector256<byte> bytes)) break;
                bytes.StoreUnsafe(ref dst, (nuint)w);
            }
        }
        if (width >= SimdWidth.V128)
        {
            for (; i <= source.Length - 32 && w <= destination.Length - 16; i += 32, w += 16)
            {
                if (!TryBlock(ref src, i, ref dst, w)) break;
            }
            if (EndsInOverlap(source.Length, destination.Length, i) && TryBlock(ref src, source.Length - 32, ref dst, source.Length / 2 - 16))
            {
                return source.Length;
            }
        }
        for (; i <= source.Length - 2 && w < destination.Length; i += 2, w++)
        {
            int value = (NibbleOf(Unsafe.Add(ref src, i)) << 4) | NibbleOf(Unsafe.Add(ref src, i + 1));
            if (value < 0) break;
            Unsafe.Add(ref dst, w) = (byte)value;
        }
        return (int)i;
    }

    // The 512-bit loops live apart so that the narrower loops of a process without AVX-512, where the JIT still
    // compiles them (as emulation), do not share their registers. They start at 0 and return the units consumed
    // (twice the bytes written).
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static nint Decode512(ref ushort src, int length, ref byte dst, int room)
    {
        nint i = 0, w = 0;
        for (; i <= length - 128 && w <= room - 64; i += 128, w += 64)
        {
            Vector512<ushort> a = Vector512.LoadUnsafe(ref src, (nuint)i), b = Vector512.LoadUnsafe(ref src, (nuint)(i + 32));
            Vector512<ushort> c = Vector512.LoadUnsafe(ref src, (nuint)(i + 64)), d = Vector512.LoadUnsafe(ref src, (nuint)(i + 96));
            // Narrowing keeps the low byte only, so any wider unit (U+0141 would pass as 'A') must be caught first.
            if (((a | b | c | d) & Vector512.Create((ushort)0xFF00)) != Vector512<ushort>.Zero) break;
            if (!TryJoin(Vector512.Narrow(a, b), Vector512.Narrow(c, d), out Vector512<byte> bytes)) break;
            bytes.StoreUnsafe(ref dst, (nuint)w);
        }
        return i;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static nint Decode512(ref byte src, int length, ref byte dst, int room)
    {
        nint i = 0, w = 0;
        for (; i <= length - 128 && w <= room - 64; i += 128, w += 64)
        {
            if (!TryJoin(Vector512.LoadUnsafe(ref src, (nuint)i), Vector512.LoadUnsafe(ref src, (nuint)(i + 64)), out Vector512<byte> bytes)) break;
            bytes.StoreUnsafe(ref dst, (nuint)w);
        }
        return i;
    }

    /// <summary>
    /// True when the 32-unit blocks stopped only because fewer than 32 units are left, and one more block ending at the
    /// end of the input may overlap pairs already decoded: decoding is per pair, so they are rewritten with the same
    /// bytes. That needs an even length (the block starts on a pair) and room for the whole output.
    /// </summary>
    private static bool EndsInOverlap(int sourceLength, int destinationLength, nint read) =>
        read < sourceLength && read > sourceLength - 32 && sourceLength >= 32 && sourceLength % 2 == 0 && destinationLength >= sourceLength / 2;

    // 32 UTF-16 digits at `at` to 16 bytes at `to`; false (nothing written) when any is not a hex digit.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryBlock(ref ushort src, nint at, ref byte dst, nint to)
    {
        Vector128<ushort> a = Vector128.LoadUnsafe(ref src, (nuint)at), b = Vector128.LoadUnsafe(ref src, (nuint)(at + 8));
        Vector128<ushort> c = Vector128.LoadUnsafe(ref src, (nuint)(at + 16)), d = Vector128.LoadUnsafe(ref src, (nuint)(at + 24));
        // Narrowing keeps the low byte only, so any wider unit (U+0141 would pass as 'A') must be caught first.
        if (((a | b | c | d) & Vector128.Create((ushort)0xFF00)) != Vector128<ushort>.Zero) return false;
        if (!TryJoin(Vector128.Narrow(a, b), Vector128.Narrow(c, d), out Vector128<byte> bytes)) return false;
        bytes.StoreUnsafe(ref dst, (nuint)to);
        return true;
    }

    // 32 UTF-8 digits at `at` to 16 bytes at `to`; false (nothing written) when any is not a hex digit.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryBlock(ref byte src, nint at, ref byte dst, nint to)
    {
        if (!TryJoin(Vector128.LoadUnsafe(ref src, (nuint)at), Vector128.LoadUnsafe(ref src, (nuint)(at + 16)), out Vector128<byte> bytes)) return false;
        bytes.StoreUnsafe(ref dst, (nuint)to);
        return true;
    }

    /// <summary>The value of one hex digit, or -1 (which makes any pair it joins negative).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int NibbleOf(int unit)
    {
        if ((uint)(unit - '0') < 10) return unit - '0';
        int letter = (unit | 0x20) - 'a';
        return (uint)letter < 6 ? letter + 10 : -0x1000;
    }

    // 32 digits (two vectors of 16) to 16 bytes. False when any is not a hex digit (a zero class in either vector).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryJoin(Vector128<byte> first, Vector128<byte> second, out Vector128<byte> bytes)
    {
        Vector128<byte> classes = Vector128.Min(Classify(first, out Vector128<byte> high), Classify(second, out Vector128<byte> low));
        bytes = Ssse3.IsSupported
            // A multiply-add of each pair by (16, 1) leaves its byte in a 16-bit lane, and as no lane exceeds 255 the
            // saturating pack keeps them all: two instructions for what the shifts and the narrow take seven.
            ? Sse2.PackUnsignedSaturate(Ssse3.MultiplyAddAdjacent(high, PairWeights128), Ssse3.MultiplyAddAdjacent(low, PairWeights128))
            : Vector128.Narrow(Pair(high.AsUInt16()), Pair(low.AsUInt16()));
        return !Vector128.EqualsAny(classes, Vector128<byte>.Zero);
    }

    private static Vector128<sbyte> PairWeights128
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((short)0x0110).AsSByte();
    }

    // Below 512 bits there is no unsigned byte compare, so the digits are classified by nibble lookups instead (as the
    // UTF-8 check does): the high nibble's class (3: a decimal digit; 4 or 6: a letter) ANDed with the classes the low
    // nibble allows (0-9 for digits, 1-6 for letters) is zero exactly for a non-digit. A digit's value is its low nibble
    // plus 9 for letters, which a third lookup on the high nibble supplies.
    // The tables are properties over constants, not static readonly fields, so the JIT folds them into the loops.
    private const byte DecimalClass = 1, LetterClass = 2;

    private static Vector128<byte> HighNibbleClasses
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create(
        (byte)0, 0, 0, DecimalClass, LetterClass, 0, LetterClass, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    private static Vector128<byte> LowNibbleClasses
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create(
        DecimalClass, DecimalClass | LetterClass, DecimalClass | LetterClass, DecimalClass | LetterClass, DecimalClass | LetterClass,
        DecimalClass | LetterClass, DecimalClass | LetterClass, DecimalClass, DecimalClass, DecimalClass, 0, 0, 0, 0, 0, 0);
    }

    private static Vector128<byte> HighNibbleOffsets
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.Create((byte)0, 0, 0, 0, 9, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    // Each unit's value, and its class: zero exactly for a non-digit.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Classify(Vector128<byte> digits, out Vector128<byte> nibbles)
    {
        Vector128<byte> low = digits & Vector128.Create((byte)0x0F);
        Vector128<byte> high = Vector128.ShiftRightLogical(digits, 4);
        nibbles = low + Vector128.ShuffleNative(HighNibbleOffsets, high);
        return Vector128.ShuffleNative(HighNibbleClasses, high) & Vector128.ShuffleNative(LowNibbleClasses, low);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> Classify(Vector256<byte> digits, out Vector256<byte> nibbles)
    {
        Vector256<byte> low = digits & Vector256.Create((byte)0x0F);
        Vector256<byte> high = Vector256.ShiftRightLogical(digits, 4);
        nibbles = low + NibbleLookup.Of(HighNibbleOffsets, high);
        return NibbleLookup.Of(HighNibbleClasses, high) & NibbleLookup.Of(LowNibbleClasses, low);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryJoin(Vector256<byte> first, Vector256<byte> second, out Vector256<byte> bytes)
    {
        Vector256<byte> classes = Vector256.Min(Classify(first, out Vector256<byte> high), Classify(second, out Vector256<byte> low));
        if (Avx2.IsSupported)
        {
            // As at 128 bits; the pack works within each 128-bit half, so a qword permute puts the halves in order.
            Vector256<sbyte> weights = Vector256.Create((short)0x0110).AsSByte();
            Vector256<byte> packed = Avx2.PackUnsignedSaturate(Avx2.MultiplyAddAdjacent(high, weights), Avx2.MultiplyAddAdjacent(low, weights));
            bytes = Avx2.Permute4x64(packed.AsUInt64(), 0b11_01_10_00).AsByte();
        }
        else
        {
            bytes = Vector256.Narrow(Pair(high.AsUInt16()), Pair(low.AsUInt16()));
        }
        return !Vector256.EqualsAny(classes, Vector256<byte>.Zero);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<ushort> Pair(Vector256<ushort> nibbles) => (nibbles << 4) | (nibbles >> 8);

    // Each 16-bit lane holds a pair, first digit in the low byte: the byte (first << 4 | second) lands in the low byte,
    // which the truncating narrow keeps.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<ushort> Pair(Vector128<ushort> nibbles) => (nibbles << 4) | (nibbles >> 8);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryJoin(Vector512<byte> first, Vector512<byte> second, out Vector512<byte> bytes)
    {
        bool valid = TryNibbles(first, out Vector512<byte> high) & TryNibbles(second, out Vector512<byte> low);
        bytes = Vector512.Narrow(Pair(high.AsUInt16()), Pair(low.AsUInt16()));
        return valid;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryNibbles(Vector512<byte> digits, out Vector512<byte> nibbles)
    {
        Vector512<byte> digit = digits - Vector512.Create((byte)'0');
        Vector512<byte> letter = (digits | Vector512.Create((byte)0x20)) - Vector512.Create((byte)'a');
        Vector512<byte> isDigit = Vector512.LessThan(digit, Vector512.Create((byte)10));
        Vector512<byte> isLetter = Vector512.LessThan(letter, Vector512.Create((byte)6));
        nibbles = Vector512.ConditionalSelect(isDigit, digit, letter + Vector512.Create((byte)10));
        return (isDigit | isLetter) == Vector512<byte>.AllBitsSet;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<ushort> Pair(Vector512<ushort> nibbles) => (nibbles << 4) | (nibbles >> 8);
}
