using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Encodings.Vectors;

/// <summary>
/// 16-entry table lookups over 256-bit vectors of nibbles (indices 0 to 15), the table held in both 128-bit halves.
/// </summary>
internal static class NibbleLookup
{
    /// <summary>
    /// <c>table[index]</c> per byte. AVX2's in-lane byte shuffle is the whole lookup when both halves hold the table;
    /// <see cref="Vector256.ShuffleNative(Vector256{byte}, Vector256{byte})"/> compiles to a cross-lane emulation of
    /// two shuffles, a lane swap and a blend there, so it is only the path for hardware without AVX2.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<byte> Of(Vector128<byte> table, Vector256<byte> index) => Avx2.IsSupported
        ? Avx2.Shuffle(Vector256.Create(table, table), index)
        : Vector256.ShuffleNative(Vector256.Create(table, table), index);
}
