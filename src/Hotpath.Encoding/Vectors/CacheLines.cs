using System.Runtime.CompilerServices;

namespace Hotpath.Encodings;

/// <summary>
/// Where data lies relative to the 64-byte cache lines, for loops that align their loads: a load that spans two lines
/// costs two. Read for speed only: the GC may move an array, which changes nothing but speed.
/// </summary>
internal static class CacheLines
{
    /// <summary>The bytes of a cache line.</summary>
    public const int Size = 64;

    /// <summary>How many bytes past the start of its cache line <paramref name="at"/> lies.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static unsafe int OffsetOf<T>(ref T at) => (int)((nuint)Unsafe.AsPointer(ref at) & (Size - 1));
}
