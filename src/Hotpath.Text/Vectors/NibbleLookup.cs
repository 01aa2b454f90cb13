using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Hotpath.Text;

/// <summary>
/// A 16-entry byte table lookup over 128-bit vectors (<c>pshufb</c>, Arm64's <c>tbl</c>): indices 0 to 15 pick an
/// entry; callers never pass an index with its top bit set, which every platform's shuffle treats alike.
/// </summary>
/// <remarks>
/// The lookup is a type argument chosen once per search (<see cref="Ssse3NibbleLookup"/> where
/// <see cref="Ssse3.IsSupported"/>, else <see cref="PortableNibbleLookup"/>). Under Native AOT's default x64 target
/// SSSE3 is tested at run time, and <see cref="Vector128.Shuffle(Vector128{byte}, Vector128{byte})"/> (and its
/// <c>ShuffleNative</c> form) compiles to a call to the software shuffle; a test per lookup inside a loop would leave
/// that call beside it, and the loop would keep its vectors on the stack around it.
/// </remarks>
internal interface INibbleLookup
{
    /// <summary><c>table[indices[i]]</c> in each byte lane i.</summary>
    static abstract Vector128<byte> Shuffle(Vector128<byte> table, Vector128<byte> indices);
}

/// <summary>SSSE3's <c>pshufb</c>; only where <see cref="Ssse3.IsSupported"/>.</summary>
internal readonly struct Ssse3NibbleLookup : INibbleLookup
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Shuffle(Vector128<byte> table, Vector128<byte> indices) => Ssse3.Shuffle(table, indices);
}

/// <summary>The portable shuffle (Arm64's <c>tbl</c>; under the JIT without SSSE3, its software form).</summary>
internal readonly struct PortableNibbleLookup : INibbleLookup
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<byte> Shuffle(Vector128<byte> table, Vector128<byte> indices) => Vector128.Shuffle(table, indices);
}
