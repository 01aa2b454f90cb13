using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Text;

/// <summary>Vectorized check that <c>(window[i] | caseBits[i]) == expected[i]</c> for every i.</summary>
internal static class MaskedEquality
{
    /// <summary>Compares <c>expected.Length</c> units starting at <paramref name="window"/>.</summary>
    public static bool Equals<T>(ref T window, ReadOnlySpan<T> expected, ReadOnlySpan<T> caseBits)
        where T : unmanaged, IBinaryInteger<T>
    {
        int length = expected.Length;
        ref T e = ref MemoryMarshal.GetReference(expected);
        ref T c = ref MemoryMarshal.GetReference(caseBits);
        int i = 0;
        if (VectorPaths.Enabled && Vector256.IsHardwareAccelerated && length >= Vector256<T>.Count)
        {
            int lastBlock = length - Vector256<T>.Count;
            for (; i < lastBlock; i += Vector256<T>.Count)
            {
                if (!BlockEquals(ref window, ref e, ref c, i)) return false;
            }
            // The final block may overlap the previous one; rechecking a few units is cheaper than a scalar tail.
            return BlockEquals(ref window, ref e, ref c, lastBlock);
        }
        for (; i < length; i++)
        {
            if ((Unsafe.Add(ref window, i) | Unsafe.Add(ref c, i)) != Unsafe.Add(ref e, i)) return false;
        }
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool BlockEquals<T>(ref T window, ref T expected, ref T caseBits, int offset)
        where T : unmanaged, IBinaryInteger<T> =>
        (Vector256.LoadUnsafe(ref window, (nuint)offset) | Vector256.LoadUnsafe(ref caseBits, (nuint)offset))
            == Vector256.LoadUnsafe(ref expected, (nuint)offset);
}
