using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Encodes whole 3-byte groups to Base64 symbols (UTF-8 bytes or UTF-16 chars); the callers add the padded tail.
/// Vectors: 48 bytes to 64 symbols with AVX-512 VBMI (a byte permute spreads each group over a 32-bit lane, a
/// multishift pulls out the four 6-bit fields, a byte permute looks up the symbols; Muła and Lemire's method);
/// 12 bytes to 16 symbols with cross-platform Vector128 shifts and range offsets; one group at a time in scalar.
/// </summary>
internal static class Base64TripleEncoder
{
    /// <summary>Encodes <c>groups</c> whole groups of <paramref name="source"/> into UTF-8 symbols.</summary>
    public static void Encode(ReadOnlySpan<byte> source, Span<byte> destination, int groups, SimdWidth width)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nint g = 0;
        // The vector loads read a whole vector: 64 (or 16) source bytes for 48 (or 12) encoded.
        if (width == SimdWidth.V512)
        {
            for (; g + 16 <= groups && 3 * g + 64 <= source.Length; g += 16)
            {
                Encode48(Vector512.LoadUnsafe(ref src, (nuint)(3 * g))).StoreUnsafe(ref dst, (nuint)(4 * g));
            }
        }
        if (width >= SimdWidth.V128)
        {
            for (; g + 4 <= groups && 3 * g + 16 <= source.Length; g += 4)
            {
                Encode12(Vector128.LoadUnsafe(ref src, (nuint)(3 * g))).StoreUnsafe(ref dst, (nuint)(4 * g));
            }
        }
        ReadOnlySpan<byte> symbols = Base64Alphabet.Symbols;
        for (; g < groups; g++)
        {
            int value = (Unsafe.Add(ref src, 3 * g) << 16) | (Unsafe.Add(ref src, 3 * g + 1) << 8) | Unsafe.Add(ref src, 3 * g + 2);
            Unsafe.Add(ref dst, 4 * g) = symbols[value >> 18];
            Unsafe.Add(ref dst, 4 * g + 1) = symbols[(value >> 12) & 0x3F];
            Unsafe.Add(ref dst, 4 * g + 2) = symbols[(value >> 6) & 0x3F];
            Unsafe.Add(ref dst, 4 * g + 3) = symbols[value & 0x3F];
        }
    }

    /// <summary>Encodes <c>groups</c> whole groups of <paramref name="source"/> into UTF-16 symbols.</summary>
    public static void Encode(ReadOnlySpan<byte> source, Span<char> destination, int groups, SimdWidth width)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref ushort dst = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(destination));
        nint g = 0;
        if (width == SimdWidth.V512)
        {
            for (; g + 16 <= groups && 3 * g + 64 <= source.Length; g += 16)
            {
                (Vector512<ushort> lower, Vector512<ushort> upper) = Vector512.Widen(Encode48(Vector512.LoadUnsafe(ref src, (nuint)(3 * g))));
                lower.StoreUnsafe(ref dst, (nuint)(4 * g));
                upper.StoreUnsafe(ref dst, (nuint)(4 * g + 32));
            }
        }
        if (width >= SimdWidth.V128)
        {
            for (; g + 4 <= groups && 3 * g + 16 <= source.Length; g += 4)
            {
                (Vector128<ushort> lower, Vector128<ushort> upper) = Vector128.Widen(Encode12(Vector128.LoadUnsafe(ref src, (nuint)(3 * g))));
                lower.StoreUnsafe(ref dst, (nuint)(4 * g));
                upper.StoreUnsafe(ref dst, (nuint)(4 * g + 8));
            }
        }
        ReadOnlySpan<byte> symbols = Base64Alphabet.Symbols;
        for (; g < groups; g++)
        {
            int value = (Unsafe.Add(ref src, 3 * g) << 16) | (Unsafe.Add(ref src, 3 * g + 1) << 8) | Unsafe.Add(ref src, 3 * g + 2);
            Unsafe.Add(ref dst, 4 * g) = symbols[value >> 18];
            Unsafe.Add(ref dst, 4 * g + 1) = symbols[(value >> 12) & 0x3F];
            Unsafe.Add(ref dst, 4 * g + 2) = symbols[(value >> 6) & 0x3F];
            Unsafe.Add(ref dst, 4 * g + 3) = symbols[value & 0x3F];
        }
    }

    // The first 12 bytes to 16 symbols.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> Encode12(Vector128<byte> bytes)
    {
        // Each group b0 b1 b2 into a 32-bit lane as the number b0 b1 b2 (b2 in the low byte).
        Vector128<uint> groups = Vector128.ShuffleNative(bytes, Vector128.Create((byte)2, 1, 0, 0x80, 5, 4, 3, 0x80, 8, 7, 6, 0x80, 11, 10, 9, 0x80)).AsUInt32();
        Vector128<uint> six = Vector128.Create(0x3Fu);
        Vector128<byte> values = ((groups >> 18) | (((groups >> 12) & six) << 8) | (((groups >> 6) & six) << 16) | ((groups & six) << 24)).AsByte();
        // Values to symbols by range: 0-25 +65 ('A'), 26-51 +71 ('a'), 52-61 -4 ('0'), 62 -19 ('+'), 63 -16 ('/').
        Vector128<byte> offset = Vector128.Create((byte)65);
        offset = Vector128.ConditionalSelect(Vector128.GreaterThanOrEqual(values, Vector128.Create((byte)26)), Vector128.Create((byte)71), offset);
        offset = Vector128.ConditionalSelect(Vector128.GreaterThanOrEqual(values, Vector128.Create((byte)52)), Vector128.Create(unchecked((byte)-4)), offset);
        offset = Vector128.ConditionalSelect(Vector128.Equals(values, Vector128.Create((byte)62)), Vector128.Create(unchecked((byte)-19)), offset);
        offset = Vector128.ConditionalSelect(Vector128.Equals(values, Vector128.Create((byte)63)), Vector128.Create(unchecked((byte)-16)), offset);
        return values + offset;
    }

    // The first 48 bytes to 64 symbols.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> Encode48(Vector512<byte> bytes)
    {
        // Group k's bytes as b1 b0 b2 b1 in lane k, so that each 6-bit field is one unaligned 8-bit window of the
        // 64-bit qword, which the multishift extracts (windows at bits 10, 4, 22, 16 and 32 higher).
        Vector512<byte> spread = Avx512Vbmi.PermuteVar64x8(bytes, Vector512.Create(
            1, 0, 2, 1, 4, 3, 5, 4, 7, 6, 8, 7, 10, 9, 11, 10,
            13, 12, 14, 13, 16, 15, 17, 16, 19, 18, 20, 19, 22, 21, 23, 22,
            25, 24, 26, 25, 28, 27, 29, 28, 31, 30, 32, 31, 34, 33, 35, 34,
            37, 36, 38, 37, 40, 39, 41, 40, 43, 42, 44, 43, 46, 45, 47, (byte)46));
        Vector512<byte> fields = Avx512Vbmi.MultiShift(Vector512.Create(0x3036242A1016040AUL).AsByte(), spread.AsUInt64());
        // The permute uses the low six bits of each field as the index, which is the value.
        return Avx512Vbmi.PermuteVar64x8(SymbolTable, fields);
    }

    private static Vector512<byte> SymbolTable
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector512.Create(
            (byte)'A', (byte)'B', (byte)'C', (byte)'D', (byte)'E', (byte)'F', (byte)'G', (byte)'H', (byte)'I', (byte)'J', (byte)'K', (byte)'L', (byte)'M', (byte)'N', (byte)'O', (byte)'P',
            (byte)'Q', (byte)'R', (byte)'S', (byte)'T', (byte)'U', (byte)'V', (byte)'W', (byte)'X', (byte)'Y', (byte)'Z', (byte)'a', (byte)'b', (byte)'c', (byte)'d', (byte)'e', (byte)'f',
            (byte)'g', (byte)'h', (byte)'i', (byte)'j', (byte)'k', (byte)'l', (byte)'m', (byte)'n', (byte)'o', (byte)'p', (byte)'q', (byte)'r', (byte)'s', (byte)'t', (byte)'u', (byte)'v',
            (byte)'w', (byte)'x', (byte)'y', (byte)'z', (byte)'0', (byte)'1', (byte)'2', (byte)'3', (byte)'4', (byte)'5', (byte)'6', (byte)'7', (byte)'8', (byte)'9', (byte)'+', (byte)'/');
    }
}
