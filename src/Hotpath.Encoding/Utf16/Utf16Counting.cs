using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// The UTF-8 length of UTF-16 text, lone surrogates counting as the three bytes of U+FFFD (what
/// <c>Encoding.UTF8.GetByteCount</c> returns). Each char counts 1, plus 1 from U+0080, plus 1 from U+0800
/// (surrogates included, so each is 3); a pair is 4, not 6, so each high surrogate directly followed by a low one
/// takes 2 back. Pairing is decided by the two adjacent chars alone, so blocks need no state.
/// </summary>
internal static class Utf16Counting
{
    /// <summary>The UTF-8 length of <paramref name="source"/>.</summary>
    public static long CountUtf8(ReadOnlySpan<char> source, SimdWidth width)
    {
        ref ushort src = ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(source));
        nint i = 0;
        long bytes = source.Length;
        if (width == SimdWidth.V512)
        {
            // Each block also reads the char after it, to pair a high surrogate in its last lane.
            for (nint last = source.Length - 33; i <= last; i += 32)
            {
                Vector512<ushort> c = Vector512.LoadUnsafe(ref src, (nuint)i);
                if ((c & Vector512.Create((ushort)0xFF80)) == Vector512<ushort>.Zero) continue;
                bytes += BitOperations.PopCount(Vector512.ExtractMostSignificantBits(Vector512.GreaterThanOrEqual(c, Vector512.Create((ushort)0x80))));
                bytes += BitOperations.PopCount(Vector512.ExtractMostSignificantBits(Vector512.GreaterThanOrEqual(c, Vector512.Create((ushort)0x800))));
                Vector512<ushort> next = Vector512.LoadUnsafe(ref src, (nuint)(i + 1));
                Vector512<ushort> pairs = Vector512.Equals(c & Vector512.Create((ushort)0xFC00), Vector512.Create((ushort)0xD800)) &
                                          Vector512.Equals(next & Vector512.Create((ushort)0xFC00), Vector512.Create((ushort)0xDC00));
                bytes -= 2 * BitOperations.PopCount(Vector512.ExtractMostSignificantBits(pairs));
            }
        }
        if (width >= SimdWidth.V128)
        {
            for (nint last = source.Length - 9; i <= last; i += 8)
            {
                Vector128<ushort> c = Vector128.LoadUnsafe(ref src, (nuint)i);
                if ((c & Vector128.Create((ushort)0xFF80)) == Vector128<ushort>.Zero) continue;
                bytes += BitOperations.PopCount(Vector128.ExtractMostSignificantBits(Vector128.GreaterThanOrEqual(c, Vector128.Create((ushort)0x80))));
                bytes += BitOperations.PopCount(Vector128.ExtractMostSignificantBits(Vector128.GreaterThanOrEqual(c, Vector128.Create((ushort)0x800))));
                Vector128<ushort> next = Vector128.LoadUnsafe(ref src, (nuint)(i + 1));
                Vector128<ushort> pairs = Vector128.Equals(c & Vector128.Create((ushort)0xFC00), Vector128.Create((ushort)0xD800)) &
                                          Vector128.Equals(next & Vector128.Create((ushort)0xFC00), Vector128.Create((ushort)0xDC00));
                bytes -= 2 * BitOperations.PopCount(Vector128.ExtractMostSignificantBits(pairs));
            }
        }
        for (; i < source.Length; i++)
        {
            char c = source[(int)i];
            bytes += (c >= 0x80 ? 1 : 0) + (c >= 0x800 ? 1 : 0);
            if (char.IsHighSurrogate(c) && i + 1 < source.Length && char.IsLowSurrogate(source[(int)i + 1])) bytes -= 2;
        }
        return bytes;
    }
}
