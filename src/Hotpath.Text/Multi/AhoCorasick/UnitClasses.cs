using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// Equivalence classes of code units: units that no pattern distinguishes share a class, so automaton rows
/// have one column per class instead of one per unit (a few dozen instead of 65,536 for UTF-16).
/// Case-insensitive sets give fold-equivalent units the same class. Immutable and thread-safe.
/// </summary>
internal sealed class UnitClasses
{
    private UnitClasses(ushort[] map, int count)
    {
        Map = map;
        Count = count;
    }

    /// <summary>
    /// Class of each code unit up to the largest one any pattern uses (case variants included); every unit past
    /// the end is in class 0. A few hundred entries for ASCII patterns instead of 65,536 for all of UTF-16, which
    /// kept a 128 KiB table per searcher (on the large-object heap) for sets that use a few dozen units.
    /// </summary>
    public ushort[] Map { get; }

    /// <summary>Number of classes (the automaton alphabet size).</summary>
    public int Count { get; }

    public long MemoryBytes => Map.Length * sizeof(ushort);

    /// <summary>The class of <paramref name="unit"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ClassOf(int unit) => ClassOf(ref MemoryMarshal.GetArrayDataReference(Map), Map.Length, unit);

    /// <summary>The class of <paramref name="unit"/> in a map given by its first entry and length (for hot loops that keep both in registers).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int ClassOf(ref ushort map, int length, int unit) => (uint)unit < (uint)length ? Unsafe.Add(ref map, unit) : 0;

    /// <summary>
    /// Class 0 holds every unit no pattern uses; each unit (representative) that occurs in a folded pattern gets
    /// its own class, numbered in unit order, and case variants share their representative's class. Only the
    /// units the patterns use are visited (a bit set, then each representative's case variants), so small sets
    /// never walk all 65,536 UTF-16 units.
    /// </summary>
    public static UnitClasses Build<T>(PatternSet<T> set) where T : unmanaged, IBinaryInteger<T>
    {
        // The bit set covers the units up to the largest one used: one or two words for ASCII patterns rather than
        // the 1,024 that all of UTF-16 takes.
        int largestUsed = 0x7F;
        if (!set.AllAscii)
            foreach (T[] pattern in set.Folded)
                if (pattern.Length != 0) largestUsed = Math.Max(largestUsed, int.CreateTruncating(MaxOf(pattern)));
        var used = new ulong[(largestUsed >> 6) + 1];
        foreach (T[] pattern in set.Folded)
            foreach (T unit in pattern)
            {
                int u = int.CreateTruncating(unit);
                used[u >> 6] |= 1UL << u;
            }
        int largest = 0;
        for (int word = 0; word < used.Length; word++)
            for (ulong bits = used[word]; bits != 0; bits &= bits - 1)
                foreach (ushort unit in set.Folding.UnitsFoldingTo(word * 64 + BitOperations.TrailingZeroCount(bits))) largest = Math.Max(largest, unit);
        var map = new ushort[largest + 1];
        int count = 1;
        for (int word = 0; word < used.Length; word++)
            for (ulong bits = used[word]; bits != 0; bits &= bits - 1)
            {
                if (count > ushort.MaxValue) throw new ArgumentException("The patterns use more than 65,535 distinct code units.", "patterns");
                int representative = word * 64 + BitOperations.TrailingZeroCount(bits);
                // Folded patterns hold only representatives; every unit folding to one shares its class.
                foreach (ushort unit in set.Folding.UnitsFoldingTo(representative)) map[unit] = (ushort)count;
                count++;
            }
        return new UnitClasses(map, count);
    }

    private static T MaxOf<T>(T[] pattern) where T : unmanaged, IBinaryInteger<T>
    {
        T max = pattern[0];
        foreach (T unit in pattern) max = T.Max(max, unit);
        return max;
    }
}
