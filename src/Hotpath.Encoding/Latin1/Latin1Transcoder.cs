using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Latin-1 (ISO-8859-1) is the first 256 code points, one byte each, so encoding narrows every char below U+0100 to
/// a byte. The BCL's Latin-1 narrowing stops at 128 bits; this takes the widest vectors the process has (512 bits
/// with AVX-512, 256 with AVX2), and 128-bit blocks for what is left after them.
/// </summary>
internal static class Latin1Transcoder
{
    /// <summary>
    /// Narrows the chars of <paramref name="source"/> into <paramref name="destination"/> (at least as long) up to the
    /// first char above U+00FF; returns how many were narrowed.
    /// </summary>
    public static int NarrowLatin1Prefix(ReadOnlySpan<char> source, Span<byte> destination, SimdWidth width)
    {
        ref ushort src = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(source));
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nint i = 0, length = source.Length;
        if (width.Is512())
        {
            for (; i <= length - 64; i += 64)
            {
                Vector512<ushort> first = Vector512.LoadUnsafe(ref src, (nuint)i), second = Vector512.LoadUnsafe(ref src, (nuint)(i + 32));
                if (((first | second) & Vector512.Create((ushort)0xFF00)) != Vector512<ushort>.Zero) break;
                Vector512.Narrow(first, second).StoreUnsafe(ref dst, (nuint)i);
            }
        }
        if (width >= SimdWidth.V128 && Vector256.IsHardwareAccelerated)
        {
            for (; i <= length - 32; i += 32)
            {
                Vector256<ushort> first = Vector256.LoadUnsafe(ref src, (nuint)i), second = Vector256.LoadUnsafe(ref src, (nuint)(i + 16));
                if (((first | second) & Vector256.Create((ushort)0xFF00)) != Vector256<ushort>.Zero) break;
                Vector256.Narrow(first, second).StoreUnsafe(ref dst, (nuint)i);
            }
        }
        if (width >= SimdWidth.V128)
        {
            for (; i <= length - 16; i += 16)
            {
                Vector128<ushort> first = Vector128.LoadUnsafe(ref src, (nuint)i), second = Vector128.LoadUnsafe(ref src, (nuint)(i + 8));
                if (((first | second) & Vector128.Create((ushort)0xFF00)) != Vector128<ushort>.Zero) break;
                Vector128.Narrow(first, second).StoreUnsafe(ref dst, (nuint)i);
            }
        }
        if (i < length && i > 0 && length - i < 16 && width >= SimdWidth.V128)
        {
            // A rest shorter than a block (after whole blocks, so i > 0 means 16 chars are there) as one block that
            // ends at the end and overlaps chars already narrowed.
            Vector128<ushort> first = Vector128.LoadUnsafe(ref src, (nuint)(length - 16)), second = Vector128.LoadUnsafe(ref src, (nuint)(length - 8));
            if (((first | second) & Vector128.Create((ushort)0xFF00)) == Vector128<ushort>.Zero)
            {
                Vector128.Narrow(first, second).StoreUnsafe(ref dst, (nuint)(length - 16));
                return (int)length;
            }
        }
        for (; i < length; i++)
        {
            ushort c = Unsafe.Add(ref src, i);
            if (c > 0xFF) break;
            Unsafe.Add(ref dst, i) = (byte)c;
        }
        return (int)i;
    }
}
