using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Encodings;

/// <summary>
/// UTF-16 to UTF-8 for a block of 32 chars of which exactly one is not ASCII, and that one U+0800 or above and not a
/// surrogate, as many blocks of prose in a Latin script are (a curly quote, dash or ellipsis between runs of ASCII).
/// No branch depends on where the char is: the narrowed block is stored, the char's sequence written over its byte,
/// and the narrowed chars after it stored again behind the sequence, each store overwriting what the one before wrote
/// past its own bytes. Needs AVX-512 VBMI (byte permute).
/// </summary>
internal static class SparseBlock
{
    /// <summary>
    /// Writes the block <paramref name="chars"/> at <paramref name="written"/> and returns where its output ends.
    /// <paramref name="at"/> is the index of the char that is not ASCII, <paramref name="c"/> that char (U+0800 to U+FFFF,
    /// not a surrogate). Stores reach up to 68 bytes past <paramref name="written"/>; those past the returned end are
    /// for the next block to overwrite.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static nint Encode(Vector512<ushort> chars, int at, uint c, ref byte destination, nint written)
    {
        Vector256<byte> narrowed = Avx512BW.ConvertToVector256Byte(chars);
        narrowed.StoreUnsafe(ref destination, (nuint)written);
        // The sequence's three bytes, first in the low byte, and a fourth of zero that the next store overwrites.
        uint sequence = 0x8080E0u | (c >> 12) | ((c >> 6) & 0x3F) << 8 | (c & 0x3F) << 16;
        Unsafe.WriteUnaligned(ref Unsafe.Add(ref destination, written + at), sequence);
        nint end = written + 2;
        Avx512Vbmi.VL.PermuteVar32x8(narrowed, Vector256<byte>.Indices + Vector256.Create((byte)(at + 1)))
            .StoreUnsafe(ref destination, (nuint)(end + at + 1));
        return end + 32;
    }
}
