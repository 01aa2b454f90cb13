using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Nfa;

/// <summary>
/// Partitions the 64K UTF-16 code units into classes no set in the NFA can tell apart, so transition
/// tables are indexed by a small class id instead of a code unit. The map is a <c>byte[]</c> when
/// there are at most 256 classes, else a <c>ushort[]</c>, and stops at the last class start (every unit
/// from there on is in the last class), so ASCII-only regexes need a few hundred bytes, not 64K.
/// Immutable and thread-safe.
/// </summary>
internal sealed class EquivalenceClasses
{
    private readonly byte[]? _byteMap;
    private readonly ushort[]? _wideMap;
    private readonly char[] _classStarts;
    private readonly char _lastStart;

    private EquivalenceClasses(char[] classStarts)
    {
        _classStarts = classStarts;
        _lastStart = classStarts[^1];
        if (classStarts.Length <= 256)
        {
            _byteMap = new byte[classStarts[^1] + 1];
            for (int k = 0; k < classStarts.Length; k++)
            {
                _byteMap.AsSpan(classStarts[k], Math.Min(EndOf(k), _byteMap.Length) - classStarts[k]).Fill((byte)k);
            }
        }
        else
        {
            _wideMap = new ushort[classStarts[^1] + 1];
            for (int k = 0; k < classStarts.Length; k++)
            {
                _wideMap.AsSpan(classStarts[k], Math.Min(EndOf(k), _wideMap.Length) - classStarts[k]).Fill((ushort)k);
            }
        }
    }

    /// <summary>The number of classes.</summary>
    public int Count => _classStarts.Length;

    /// <summary>The smallest code unit of each class, in class order (a representative for each class).</summary>
    public ReadOnlySpan<char> ClassStarts => _classStarts;

    /// <summary>The class of code unit <paramref name="c"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ClassOf(char c)
    {
        if (c >= _lastStart) return _classStarts.Length - 1;
        return _byteMap is { } bytes
            ? Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(bytes), c)
            : Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_wideMap!), c);
    }

    /// <summary>Builds the coarsest partition that keeps every set in <paramref name="sets"/> a union of classes.</summary>
    public static EquivalenceClasses Build(IEnumerable<CharRangeSet> sets)
    {
        // A class boundary sits wherever some set's membership can change.
        var boundaries = new SortedSet<int> { 0 };
        foreach (CharRangeSet set in sets)
        {
            foreach (CharRange r in set.Ranges)
            {
                boundaries.Add(r.First);
                if (r.Last < char.MaxValue) boundaries.Add(r.Last + 1);
            }
        }
        return new EquivalenceClasses([.. boundaries.Select(b => (char)b)]);
    }

    // Exclusive end of class k.
    private int EndOf(int k) => k + 1 < _classStarts.Length ? _classStarts[k + 1] : char.MaxValue + 1;
}
