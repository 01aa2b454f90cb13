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

    // Where vectors are 128 bits at most (x64 without AVX2, Arm64), the BCL's UTF-8 encoder and its Base64url char
    // encoder are as wide as Hotpath's and measured faster, from 20-byte tokens to 1 MB; Convert's char shapes, which
    // the BCL encodes in two passes (bytes, then a widening), stay Hotpath's.
    private static readonly bool s_bclIsAsWide = SimdWidths.Best == SimdWidth.V128 && !Vector256.IsHardwareAccelerated;

    /// <summary>
    /// True when an input of <paramref name="length"/> bytes is better encoded to Base64url chars by the BCL: where its
    /// loop is wider and the input long, and where its loop is as wide. (At 512 bits Hotpath's AVX-512 VBMI encoder
    /// matches the BCL's on long inputs and outruns it on short ones, whose tails the BCL encodes in narrower steps.)
    /// </summary>
    public static bool BclEncodes(int length) => (s_bclIsWider && length >= LongText) || s_bclIsAsWide;

    /// <summary>True where the BCL's UTF-8 encoder serves every length: where its loop is as wide as Hotpath's.</summary>
    public static bool BclEncodesUtf8 { get; } = s_bclIsAsWide;

    /// <summary>
    /// True where the BCL's Base64url UTF-8 decoder serves every length: where its loop is 256 bits and Hotpath's is not,
    /// and at 512 bits, where no Hotpath decoder of bytes is measured (at 128 bits on both sides Hotpath's is the faster).
    /// </summary>
    public static bool BclDecodesUrlUtf8Faster { get; } = s_bclIsWider || SimdWidths.Best == SimdWidth.V512;
}
