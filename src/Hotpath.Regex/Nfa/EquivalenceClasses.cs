using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Nfa;

/// <summary>
/// Partitions the 64K UTF-16 code units into classes no set in the NFA can tell apart, so transition
/// tables are indexed by a small class id instead of a code unit. The unit-to-class map stops at the last
/// class start (every unit from there on is in the last class), so ASCII-only regexes need a few hundred
/// bytes, not 128 KB; it has the layout of a DFA alphabet's map, which reuses it when the DFA needs no
/// finer symbols. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// The map is built on the first lookup, not with the partition: a class such as <c>\s</c> reaches
/// U+3000, so its map has 12K entries, and construction (which rebar times against
/// <c>RegexOptions.Compiled</c>) would otherwise pay for a table only searches read. Threads racing to
/// build it build equal tables and keep the first one published.
/// </remarks>
internal sealed class EquivalenceClasses
{
    private readonly char[] _classStarts;
    private readonly char _lastStart;
    private ushort[]? _map;

    private EquivalenceClasses(char[] classStarts)
    {
        _classStarts = classStarts;
        _lastStart = classStarts[^1];
    }

    /// <summary>The number of classes.</summary>
    public int Count => _classStarts.Length;

    /// <summary>The smallest code unit of each class, in class order (a representative for each class).</summary>
    public ReadOnlySpan<char> ClassStarts => _classStarts;

    /// <summary>The class of code unit <paramref name="c"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ClassOf(char c) =>
        c >= _lastStart ? _classStarts.Length - 1 : Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(UnitMap), c);

    /// <summary>
    /// The class of every unit up to the last class start (the last entry is the last class, which every
    /// later unit also has). Shared, never to be written.
    /// </summary>
    internal ushort[] UnitMap
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => _map ?? BuildMap();
    }

    /// <summary>
    /// The class of code unit <paramref name="c"/> found without the unit map, for construction code that
    /// looks up a few units and should not build it.
    /// </summary>
    public int ClassContaining(char c) => LastStartAtOrBefore(c);

    /// <summary>Builds the coarsest partition that keeps every set in <paramref name="sets"/> a union of classes.</summary>
    public static EquivalenceClasses Build(ReadOnlySpan<CharRangeSet> sets) => new(UnitBoundaries.Of(sets));

    /// <summary>
    /// The classes [<paramref name="first"/>, <paramref name="end"/>) that make up <paramref name="range"/>,
    /// a range of one of the sets the partition was built from (so it starts and ends on class bounds).
    /// </summary>
    public void ClassesOf(CharRange range, out int first, out int end)
    {
        first = LastStartAtOrBefore(range.First);
        end = range.Last == char.MaxValue ? _classStarts.Length : LastStartAtOrBefore((char)(range.Last + 1));
    }

    // The index of the last class start at or before `c` (the first start is U+0000, so there is one).
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int LastStartAtOrBefore(char c)
    {
        ReadOnlySpan<char> starts = _classStarts;
        int lo = 0, hi = starts.Length - 1;
        while (lo < hi)
        {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= c) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private ushort[] BuildMap()
    {
        // Every entry is written below.
        ushort[] map = GC.AllocateUninitializedArray<ushort>(_lastStart + 1);
        for (int k = 0; k < _classStarts.Length; k++)
        {
            map.AsSpan(_classStarts[k], Math.Min(EndOf(k), map.Length) - _classStarts[k]).Fill((ushort)k);
        }
        return Interlocked.CompareExchange(ref _map, map, null) ?? map;
    }

    /// <summary>
    /// Every code unit of the classes <paramref name="selected"/> picks, or null when there are more than
    /// <paramref name="maxUnits"/> (the engines build vectorized searches for a few stopping units).
    /// </summary>
    public char[]? UnitsOf(Func<int, bool> selected, int maxUnits)
    {
        var units = new List<char>();
        for (int k = 0; k < _classStarts.Length; k++)
        {
            if (!selected(k)) continue;
            int end = EndOf(k);
            if (units.Count + (end - _classStarts[k]) > maxUnits) return null;
            for (int c = _classStarts[k]; c < end; c++) units.Add((char)c);
        }
        return [.. units];
    }

    // Exclusive end of class k.
    private int EndOf(int k) => k + 1 < _classStarts.Length ? _classStarts[k + 1] : char.MaxValue + 1;
}
