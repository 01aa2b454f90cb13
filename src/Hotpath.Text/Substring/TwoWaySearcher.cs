using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// Crochemore–Perrin Two-Way string matching: O(n + m) time and O(1) extra space for any needle and haystack.
/// It is the fallback the searchers switch to when candidate verification keeps failing, so no input is
/// quadratic. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// The needle is split at a critical factorization <c>u·v</c> (found from the maximal suffixes under both
/// unit orders). Each attempt matches <c>v</c> left to right, then <c>u</c> right to left; a mismatch in
/// <c>v</c> shifts by how far it got, a mismatch in <c>u</c> shifts by the period. When the needle is periodic,
/// the prefix already known to match after a period shift is remembered and not compared again.
/// Compared units are folded with <see cref="IUnitFolding{T}.Fold"/>; the stored needle is already folded.
/// </remarks>
internal sealed class TwoWaySearcher<T> where T : unmanaged, IBinaryInteger<T>
{
    private readonly T[] _needle;
    private readonly int _split;      // the right half v starts at _split + 1
    private readonly int _period;
    private readonly bool _periodic;

    /// <summary>Prepares a folded needle (for a backward searcher: the folded needle reversed).</summary>
    public TwoWaySearcher(T[] foldedNeedle)
    {
        _needle = foldedNeedle;
        var (split1, period1) = MaximalSuffix(foldedNeedle, reversedOrder: false);
        var (split2, period2) = MaximalSuffix(foldedNeedle, reversedOrder: true);
        (_split, _period) = split1 >= split2 ? (split1, period1) : (split2, period2);

        ReadOnlySpan<T> x = foldedNeedle;
        _periodic = _period + _split + 1 <= x.Length && x[..(_split + 1)].SequenceEqual(x.Slice(_period, _split + 1));
        if (!_periodic) _period = Math.Max(_split + 1, x.Length - _split - 1) + 1;
    }

    /// <summary>
    /// The first match in <paramref name="haystack"/> read in direction <typeparamref name="TDirection"/>,
    /// as an index in that reading order, or -1. Adds the units compared to <paramref name="steps"/>.
    /// </summary>
    public int Search<TFolding, TDirection>(ReadOnlySpan<T> haystack, ref long steps)
        where TFolding : IUnitFolding<T>
        where TDirection : IScanDirection
    {
        int m = _needle.Length, n = haystack.Length;
        ref T x = ref MemoryMarshal.GetArrayDataReference(_needle);
        ref T y = ref MemoryMarshal.GetReference(haystack);
        int split = _split, period = _period;
        long compared = 0;
        int memory = -1;
        int result = -1;
        for (int j = 0; j <= n - m;)
        {
            int i = Math.Max(split, memory) + 1;
            while (i < m && Unsafe.Add(ref x, i) == TFolding.Fold(TDirection.At(ref y, n, i + j))) i++;
            compared += i - Math.Max(split, memory);
            if (i < m)
            {
                j += i - split;
                memory = -1;
                continue;
            }

            i = split;
            while (i > memory && Unsafe.Add(ref x, i) == TFolding.Fold(TDirection.At(ref y, n, i + j))) i--;
            compared += split - i + 1;
            if (i <= memory)
            {
                result = j;
                break;
            }
            j += period;
            if (_periodic) memory = m - period - 1;
        }
        steps += compared;
        return result;
    }

    // The maximal suffix of x under the unit order (or its reverse): returns the index just before the
    // suffix starts, and the suffix's period.
    private static (int Split, int Period) MaximalSuffix(ReadOnlySpan<T> x, bool reversedOrder)
    {
        int split = -1, j = 0, k = 1, period = 1;
        while (j + k < x.Length)
        {
            T a = x[j + k], b = x[split + k];
            bool less = reversedOrder ? a > b : a < b;
            if (less)
            {
                j += k;
                k = 1;
                period = j - split;
            }
            else if (a == b)
            {
                if (k != period) k++;
                else
                {
                    j += period;
                    k = 1;
                }
            }
            else
            {
                split = j;
                j = split + 1;
                k = period = 1;
            }
        }
        return (split, period);
    }
}

/// <summary>Reads a haystack front to back or back to front, so one Two-Way loop serves IndexOf and LastIndexOf.</summary>
internal interface IScanDirection
{
    /// <summary>The unit at <paramref name="index"/> in reading order of a haystack of <paramref name="length"/> units.</summary>
    static abstract T At<T>(ref T start, int length, int index);
}

/// <summary>Front-to-back reading.</summary>
internal readonly struct Forward : IScanDirection
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static T At<T>(ref T start, int length, int index) => Unsafe.Add(ref start, index);
}

/// <summary>Back-to-front reading.</summary>
internal readonly struct Backward : IScanDirection
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static T At<T>(ref T start, int length, int index) => Unsafe.Add(ref start, length - 1 - index);
}
