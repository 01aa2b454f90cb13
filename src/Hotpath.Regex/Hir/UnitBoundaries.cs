using System.Numerics;

namespace Hotpath.RegularExpressions.Hir;

/// <summary>
/// Collects the code units where membership in some set changes (each range's first unit and the unit
/// after its last), then lists them in order: the class starts of a partition of the 64K code units.
/// A 64K-bit bitset makes adding a boundary O(1) and listing them one pass over 1,024 words, so sets
/// with thousands of ranges (<c>\w</c>, Unicode categories) cost no more than their ranges. The 8 KiB
/// bitset is the caller's (stack) memory: <c>new UnitBoundaries(stackalloc ulong[UnitBoundaries.Words])</c>.
/// </summary>
internal ref struct UnitBoundaries
{
    /// <summary>The bitset's length in 64-bit words: one bit per code unit.</summary>
    public const int Words = (char.MaxValue + 1) / 64;

    private readonly Span<ulong> _bits;

    /// <summary>Starts, over <paramref name="zeroedBits"/> (<see cref="Words"/> zeroed words), with the boundary at U+0000, where the first class begins.</summary>
    public UnitBoundaries(Span<ulong> zeroedBits)
    {
        if (zeroedBits.Length != Words) throw new ArgumentException($"Needs {Words} words.", nameof(zeroedBits));
        _bits = zeroedBits;
        Add('\0');
    }

    /// <summary>Adds a boundary at <paramref name="unit"/>.</summary>
    public readonly void Add(char unit) => _bits[unit >> 6] |= 1UL << unit;

    /// <summary>Adds the boundaries of every range of <paramref name="set"/>.</summary>
    public readonly void Add(CharRangeSet set)
    {
        foreach (CharRange range in set.Ranges)
        {
            Add(range.First);
            if (range.Last < char.MaxValue) Add((char)(range.Last + 1));
        }
    }

    /// <summary>The boundaries in increasing order.</summary>
    public readonly char[] ToStarts()
    {
        int count = 0;
        foreach (ulong word in _bits) count += BitOperations.PopCount(word);
        var starts = new char[count];
        int next = 0;
        for (int w = 0; w < _bits.Length; w++)
        {
            for (ulong word = _bits[w]; word != 0; word &= word - 1)
            {
                starts[next++] = (char)((w << 6) + BitOperations.TrailingZeroCount(word));
            }
        }
        return starts;
    }
}
