using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Encodings.Vectors;

/// <summary>
/// Widens bytes to chars inside one buffer: the first <c>count</c> bytes of a char span, seen as bytes, become its first
/// <c>count</c> chars. It lets an encoder that writes UTF-8 (the BCL's vectorized ones) fill a UTF-16 destination
/// without a second buffer.
/// </summary>
internal static class InPlaceWidening
{
    /// <summary>Widens the bytes at the start of <paramref name="chars"/> (viewed as bytes) into its first <paramref name="count"/> chars.</summary>
    public static void Widen(Span<char> chars, int count, SimdWidth width)
    {
        ref byte bytes = ref MemoryMarshal.GetReference(MemoryMarshal.AsBytes(chars));
        ref ushort units = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(chars));
        // Back to front: the block of bytes [j, j + 16) lands on bytes [2j, 2j + 32), which lie at or after j + 16 for
        // every j but the first, so no write reaches bytes not yet read (and each block is loaded before it is stored).
        int i = count;
        if (width >= SimdWidth.V128)
        {
            for (; i >= 16; i -= 16)
            {
                (Vector128<ushort> lower, Vector128<ushort> upper) = Vector128.Widen(Vector128.LoadUnsafe(ref bytes, (nuint)(i - 16)));
                upper.StoreUnsafe(ref units, (nuint)(i - 8));
                lower.StoreUnsafe(ref units, (nuint)(i - 16));
            }
        }
        for (i--; i >= 0; i--) Unsafe.Add(ref units, i) = Unsafe.Add(ref bytes, i);
    }
}
