using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Encodings.Vectors;

/// <summary>
/// The widest vector path a kernel may take. The public APIs pass <see cref="SimdWidths.Best"/>; tests pass every value,
/// so the scalar, 128-bit and 512-bit paths are all checked on one machine in one run.
/// </summary>
internal enum SimdWidth
{
    /// <summary>No vectors: the scalar reference path.</summary>
    Scalar = 0,

    /// <summary>Cross-platform <see cref="Vector128{T}"/> (SSE on x64, AdvSimd on Arm64).</summary>
    V128 = 128,

    /// <summary><see cref="Vector512{T}"/> with AVX-512 VBMI2 (byte and word compress).</summary>
    V512 = 512,
}

/// <summary>What this process can run.</summary>
internal static class SimdWidths
{
    /// <summary>
    /// The widest width the hardware supports. The 512-bit kernels compress with VBMI2, so they need it; without
    /// it (AVX2-only x64, Arm64) the 128-bit kernels run, which the JIT maps to SSE/AVX or AdvSimd.
    /// </summary>
    public static readonly SimdWidth Best =
        Vector512.IsHardwareAccelerated && Avx512Vbmi2.IsSupported && Avx512Vbmi.IsSupported ? SimdWidth.V512
        : Vector128.IsHardwareAccelerated ? SimdWidth.V128
        : SimdWidth.Scalar;

    /// <summary>
    /// Whether a kernel takes its 512-bit path. <see cref="Vector512.IsHardwareAccelerated"/> is a constant to the JIT,
    /// so where it is false the 512-bit code is dropped from the method instead of being compiled as a software
    /// fallback that widens the method's frame and spills its registers on every call, short inputs included.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool Is512(this SimdWidth width) => Vector512.IsHardwareAccelerated && width == SimdWidth.V512;

    /// <summary>The widths this process can run, narrowest first (tests run each).</summary>
    public static IEnumerable<SimdWidth> Supported()
    {
        yield return SimdWidth.Scalar;
        if (Best >= SimdWidth.V128) yield return SimdWidth.V128;
        if (Best >= SimdWidth.V512) yield return SimdWidth.V512;
    }
}
