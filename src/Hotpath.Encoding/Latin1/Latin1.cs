using System.Runtime.Intrinsics;
using System.Text;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>
/// Latin-1 (ISO-8859-1) encoding over spans, with the shape and exactly the results of <see cref="Encoding.Latin1"/>:
/// each char below U+0100 becomes the byte of the same value and, as the BCL does, any other char '?' (one '?' for a
/// surrogate pair). The narrowing takes 512- or 256-bit vectors (<see cref="Latin1Transcoder"/>; where only 128-bit
/// ones exist the BCL's loop is as fast and is called); from the first char above U+00FF, and for a destination
/// shorter than the input, <see cref="Encoding.Latin1"/> decides, so replacement and exceptions are the BCL's.
/// Decoding is not here: the BCL's Latin-1 widening measured the same as a 512-bit loop. Allocates nothing.
/// Thread-safe.
/// </summary>
public static class Latin1
{
    /// <summary>Encodes chars as Latin-1 into <paramref name="bytes"/>, as <c>Encoding.Latin1.GetBytes(ReadOnlySpan&lt;char&gt;, Span&lt;byte&gt;)</c>.</summary>
    /// <param name="chars">The text.</param>
    /// <param name="bytes">Receives the bytes; chars above U+00FF become '?' (a surrogate pair one '?').</param>
    /// <returns>How many bytes were written.</returns>
    /// <exception cref="ArgumentException"><paramref name="bytes"/> is too small (the BCL's exception).</exception>
    public static int GetBytes(ReadOnlySpan<char> chars, Span<byte> bytes) => GetBytes(chars, bytes, SimdWidths.Best);

    internal static int GetBytes(ReadOnlySpan<char> chars, Span<byte> bytes, SimdWidth width)
    {
        // A pair's single '?' makes the output shorter than the input, so a destination shorter than the input is
        // left to the BCL to judge.
        // With 128-bit vectors at most the BCL's narrowing loop is at least as fast as this one, so the gain is the
        // 256- and 512-bit loops.
        if (bytes.Length < chars.Length || !Vector256.IsHardwareAccelerated) return Encoding.Latin1.GetBytes(chars, bytes);
        int narrowed = Latin1Transcoder.NarrowLatin1Prefix(chars, bytes, width);
        // From the first char above U+00FF (never the low half of a pair started before it) the BCL replaces.
        return narrowed == chars.Length ? narrowed : narrowed + Encoding.Latin1.GetBytes(chars[narrowed..], bytes[narrowed..]);
    }
}
