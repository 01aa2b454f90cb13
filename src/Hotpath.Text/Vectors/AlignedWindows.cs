using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// Where vector loads of the text are 64-byte aligned. A 512-bit load that straddles two cache lines costs about
/// twice an aligned one (as counting a character that never occurs shows), so scans start
/// their strides where one of their loads is aligned.
/// </summary>
internal static class AlignedWindows<T, TVector>
    where T : unmanaged, IBinaryInteger<T>
    where TVector : struct, IProbeVector<TVector, T>
{
    /// <summary>Whether a vector is one 64-byte cache line, so aligning its loads avoids line splits.</summary>
    public static bool Applies
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => TVector.Count * Unsafe.SizeOf<T>() == 64;
    }

    /// <summary>
    /// How many units <c>start + index</c> lies past the nearest 64-byte boundary at or below it. Only a speed hint:
    /// the garbage collector may move the text, and loads stay unaligned-safe.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static unsafe int Misalignment(ref T start, int index) =>
        (int)((nuint)Unsafe.AsPointer(ref Unsafe.Add(ref start, index)) % 64) / sizeof(T);
}
