using System.Runtime.Intrinsics;
using Hotpath.Encodings.Vectors;

namespace Hotpath.Encodings;

/// <summary>Which texts Hotpath's Base64 kernels take, against the BCL's own vector loops.</summary>
internal static class Base64Widths
{
    // Where the BCL's Base64url loops are 256 bits (AVX2 without AVX-512 VBMI), its UTF-8 decoder and its char encoder
    // (which stores widened vectors as Hotpath's does) run long inputs faster; short ones (tokens) still gain from one
    // call doing the whole text, tail included. Decoding chars is Hotpath's at every length (its 32-char AVX2 step).
    private static readonly bool s_bclIsWider = SimdWidths.Best < SimdWidth.V512 && Vector256.IsHardwareAccelerated;
    private const int LongText = 256;

    /// <summary>
    /// True when an input of <paramref name="length"/> bytes is better encoded by the BCL: where its loop is wider and the
    /// input long, and at 512 bits, where Hotpath has no encoder of that width and the BCL's AVX-512 VBMI encoder runs.
    /// </summary>
    public static bool BclEncodes(int length) => (s_bclIsWider && length >= LongText) || BclEncodesEveryLength;

    /// <summary>True at 512 bits, where Hotpath has no Base64 encoder of that width and the BCL's AVX-512 VBMI encoder runs.</summary>
    public static bool BclEncodesEveryLength { get; } = SimdWidths.Best == SimdWidth.V512;

    /// <summary>
    /// True where the BCL's Base64url UTF-8 decoder serves every length: where its loop is 256 bits and Hotpath's is not,
    /// and at 512 bits, where no Hotpath decoder of bytes is measured (at 128 bits on both sides Hotpath's is the faster).
    /// </summary>
    public static bool BclDecodesUrlUtf8Faster { get; } = s_bclIsWider || SimdWidths.Best == SimdWidth.V512;
}
