using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Hir;

/// <summary>
/// The code units where membership in some set changes (U+0000, each range's first unit and the unit
/// after its last), in order: the class starts of the coarsest partition of the 64K code units that
/// keeps every set a union of classes.
/// </summary>
/// <remarks>
/// The boundaries are collected in a bitset on the stack, cleared only up to the highest boundary, so
/// ASCII sets touch a few words and sets with thousands of ranges (<c>\w</c>, Unicode categories) cost
/// one bit per range end rather than a sorted-set insertion each.
/// </remarks>
internal static class UnitBoundaries
{
    /// <summary>The class starts for <paramref name="sets"/> together with <paramref name="extraStarts"/>.</summary>
    [SkipLocalsInit]
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static char[] Of(ReadOnlySpan<CharRangeSet> sets, ReadOnlySpan<char> extraStarts = default)
    {
        int highest = 0;
        foreach (CharRangeSet set in sets)
        {
            if (!set.IsEmpty) highest = Math.Max(highest, Math.Min(set.Ranges[^1].Last + 1, char.MaxValue));
        }
        foreach (char start in extraStarts) highest = Math.Max(highest, start);

        Span<ulong> bits = stackalloc ulong[(char.MaxValue + 1) / 64];
        bits = bits[..((highest >> 6) + 1)];
        bits.Clear();
        Add(bits, '\0');
        foreach (char start in extraStarts) Add(bits, start);
        foreach (CharRangeSet set in sets)
        {
            foreach (CharRange range in set.Ranges)
            {
                Add(bits, range.First);
                if (range.Last < char.MaxValue) Add(bits, (char)(range.Last + 1));
            }
        }
        return ToStarts(bits);
    }

    private static void Add(Span<ulong> bits, char unit) => bits[unit >> 6] |= 1UL << unit;

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static char[] ToStarts(ReadOnlySpan<ulong> bits)
    {
        int count = 0;
        foreach (ulong word in bits) count += BitOperations.PopCount(word);
        var starts = new char[count];
        int next = 0;
        for (int w = 0; w < bits.Length; w++)
        {
            for (ulong word = bits[w]; word != 0; word &= word - 1)
            {
                starts[next++] = (char)((w << 6) + BitOperations.TrailingZeroCount(word));
            }
        }
        return starts;
    }
}
