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

    public static UnitClasses Build<T>(PatternSet<T> set) where T : unmanaged, IBinaryInteger<T>
    {
        int size = typeof(T) == typeof(byte) ? 256 : 65536;
        var present = new bool[size];
        foreach (T[] pattern in set.Folded)
            foreach (T unit in pattern)
                present[int.CreateTruncating(unit)] = true;

        // Classes of units that occur in patterns come first, in unit order; every other unit shares the last class.
        var classOfRepresentative = new int[size];
        int count = 0;
        for (int u = 0; u < size; u++) classOfRepresentative[u] = present[u] ? count++ : -1;
        int other = count;
        bool anyOther = false;

        var map = new ushort[size];
        for (int u = 0; u < size; u++)
        {
            int cls = classOfRepresentative[set.Folding.Fold(u)];
            if (cls < 0) { cls = other; anyOther = true; }
            map[u] = (ushort)cls;
        }
        return new UnitClasses(map, anyOther ? count + 1 : count);
    }
}
