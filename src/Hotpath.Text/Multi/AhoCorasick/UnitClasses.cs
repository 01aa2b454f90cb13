using System.Numerics;

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

    /// <summary>Class of each code unit (65,536 entries for UTF-16, 256 for UTF-8).</summary>
    public ushort[] Map { get; }

    /// <summary>Number of classes (the automaton alphabet size).</summary>
    public int Count { get; }

    public long MemoryBytes => Map.Length * sizeof(ushort);

    /// <summary>
    /// Class 0 holds every unit no pattern uses; each unit (representative) that occurs in a folded pattern gets
    /// its own class, numbered in unit order, and case variants share their representative's class.
    /// </summary>
    public static UnitClasses Build<T>(PatternSet<T> set) where T : unmanaged, IBinaryInteger<T>
    {
        var map = new ushort[typeof(T) == typeof(byte) ? 256 : 65536];
        foreach (T[] pattern in set.Folded)
            foreach (T unit in pattern)
                map[int.CreateTruncating(unit)] = 1;
        int count = 1;
        for (int u = 0; u < map.Length; u++)
        {
            if (map[u] == 0) continue;
            if (count > ushort.MaxValue) throw new ArgumentException("The patterns use more than 65,535 distinct code units.", "patterns");
            map[u] = (ushort)count++;
        }
        if (set.Folding.Table is { } fold)
            for (int u = 0; u < map.Length; u++)
                if (fold[u] != u) map[u] = map[fold[u]];
        return new UnitClasses(map, count);
    }
}
