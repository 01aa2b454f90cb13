using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Text;

/// <summary>
/// Finds or counts one exact unit with 512-bit loads that start on 64-byte boundaries (on AVX2 without AVX-512,
/// 256-bit loads from the same boundaries: see UnitScan.Avx2.cs). The runtime's
/// <c>IndexOf(char)</c> and <c>Count(char)</c> load unaligned, and on text that sits in cache a load that
/// straddles two cache lines costs about twice an aligned one (see <see cref="AlignedWindows{T, TVector}"/>).
/// Text that streams from memory gains nothing, since memory bandwidth bounds both.
/// </summary>
/// <remarks>
/// Measured with AVX-512: a unit absent from a text that fits in cache was searched faster here than by
/// <c>IndexOf(char)</c>; over a text several times larger both took the same time. Haystacks shorter than
/// <see cref="MinLength"/> units (256 on AVX2), and machines without
/// AVX-512 or AVX2, use the runtime's search.
/// </remarks>
internal static partial class UnitScan<T> where T : unmanaged, IBinaryInteger<T>
{
    /// <summary>The shortest haystack scanned here: below it, the first and last unaligned loads would do most of the work.</summary>
    public static int MinLength => 4 * Vector512<T>.Count;

    private static bool Applies(int length) => length >= MinLength && Vector512.IsHardwareAccelerated && VectorPaths.Enabled;

    /// <summary>The index of the first <paramref name="value"/> in <paramref name="haystack"/>, or -1.</summary>
    public static int IndexOf(ReadOnlySpan<T> haystack, T value)
    {
        if (!Applies(haystack.Length)) return Avx2Applies(haystack.Length, value) ? IndexOfAvx2(haystack, value) : haystack.IndexOf(value);
        return IndexOf512(haystack, new SameUnit(Vector512.Create(value)));
    }

    /// <summary>
    /// The index of the first unit from <paramref name="low"/> to <paramref name="high"/> (inclusive, low ≤ high) in
    /// <paramref name="haystack"/>, or -1: aligned blocks on AVX-512 and on AVX2 (see UnitScan.Avx2.cs), else the
    /// runtime's <c>IndexOfAnyInRange</c>, which on AVX-512 searched a novel's UTF-8 bytes for digits more slowly than
    /// its UTF-16 chars, twice as many bytes. Inlined with its AVX2 blocks: callers that stop every
    /// few dozen units (a regex's candidates) would otherwise pay a call per stop whenever the JIT's profile, shared
    /// by every caller, left it out.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int IndexOfAnyInRange(ReadOnlySpan<T> haystack, T low, T high)
    {
        if (Applies(haystack.Length)) return IndexOf512(haystack, new UnitInRange(low, high));
        return Avx2Applies(haystack.Length, low, high) ? IndexOfAnyInRangeAvx2(haystack, low, high) : haystack.IndexOfAnyInRange(low, high);
    }

    // The first unit that passes `target`, or -1; the haystack holds at least MinLength units. Inlined for the same
    // reason as IndexOfAnyInRange (\b[A-Z]\w* over Sherlock Holmes stops every few dozen units).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int IndexOf512<TTest>(ReadOnlySpan<T> haystack, TTest target) where TTest : struct, IUnitTest
    {
        ref T start = ref MemoryMarshal.GetReference(haystack);
        int width = Vector512<T>.Count;
        ulong mask = target.Hits(Vector512.LoadUnsafe(ref start)).ExtractMostSignificantBits();
        if (mask != 0) return BitOperations.TrailingZeroCount(mask);
        // From the last boundary at or below `width`: the lanes below it were just checked.
        int position = width - AlignedWindows<T, ProbeVector512<T>>.Misalignment(ref start, width);
        int lastPair = haystack.Length - 2 * width;
        for (; position <= lastPair; position += 2 * width)
        {
            // Masks, not vectors, are combined: AVX-512 compares write mask registers, and OR-ing vectors would
            // first expand both masks back into vectors.
            ulong low = target.Hits(Vector512.LoadUnsafe(ref start, (nuint)position)).ExtractMostSignificantBits();
            ulong high = target.Hits(Vector512.LoadUnsafe(ref start, (nuint)(position + width))).ExtractMostSignificantBits();
            if ((low | high) == 0) continue;
            return low != 0
                ? position + BitOperations.TrailingZeroCount(low)
                : position + width + BitOperations.TrailingZeroCount(high);
        }
        // The rest, in at most two vectors; the last ends at the haystack's end and may recheck lanes, which held no match.
        for (; ; position += width)
        {
            int at = Math.Min(position, haystack.Length - width);
            mask = target.Hits(Vector512.LoadUnsafe(ref start, (nuint)at)).ExtractMostSignificantBits();
            if (mask != 0) return at + BitOperations.TrailingZeroCount(mask);
            if (at + width >= haystack.Length) return -1;
        }
    }

    // What a 512-bit scan looks for: all ones in the lanes that hold it.
    private interface IUnitTest
    {
        Vector512<T> Hits(Vector512<T> units);
    }

    private readonly struct SameUnit(Vector512<T> target) : IUnitTest
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector512<T> Hits(Vector512<T> units) => Vector512.Equals(units, target);
    }

    private readonly struct UnitInRange(T low, T high) : IUnitTest
    {
        private readonly Vector512<T> _low = Vector512.Create(low), _span = Vector512.Create(high - low);

        // Unsigned (byte and ushort): a unit below `low` wraps past the span.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Vector512<T> Hits(Vector512<T> units) => Vector512.LessThanOrEqual(units - _low, _span);
    }

    /// <summary>How many times <paramref name="value"/> occurs in <paramref name="haystack"/>.</summary>
    public static int Count(ReadOnlySpan<T> haystack, T value)
    {
        if (!Applies(haystack.Length)) return Avx2Applies(haystack.Length, value) ? CountAvx2(haystack, value) : haystack.Count(value);
        ref T start = ref MemoryMarshal.GetReference(haystack);
        Vector512<T> target = Vector512.Create(value);
        int width = Vector512<T>.Count;
        int position = width - AlignedWindows<T, ProbeVector512<T>>.Misalignment(ref start, width);
        // The first vector counts only the lanes below `position`, where the aligned loads begin.
        ulong below = position == 64 ? ulong.MaxValue : (1UL << position) - 1;
        int found = BitOperations.PopCount(Vector512.Equals(Vector512.LoadUnsafe(ref start), target).ExtractMostSignificantBits() & below);
        int lastPair = haystack.Length - 2 * width;
        for (; position <= lastPair; position += 2 * width)
        {
            ulong low = Vector512.Equals(Vector512.LoadUnsafe(ref start, (nuint)position), target).ExtractMostSignificantBits();
            ulong high = Vector512.Equals(Vector512.LoadUnsafe(ref start, (nuint)(position + width)), target).ExtractMostSignificantBits();
            found += BitOperations.PopCount(low) + BitOperations.PopCount(high);
        }
        for (; position < haystack.Length; position += width)
        {
            // The last vector ends at the haystack's end; its lanes below `position` were counted already.
            int at = Math.Min(position, haystack.Length - width);
            ulong fresh = ulong.MaxValue << (position - at);
            found += BitOperations.PopCount(Vector512.Equals(Vector512.LoadUnsafe(ref start, (nuint)at), target).ExtractMostSignificantBits() & fresh);
        }
        return found;
    }
}
