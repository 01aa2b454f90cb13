using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Engines.PikeVm;

/// <summary>
/// A set of small integers with O(1) insert, membership and clear that remembers insertion order
/// (the order is thread priority). Briggs and Torczon's sparse set; the arrays need no initialization.
/// </summary>
internal sealed class SparseSet(int capacity)
{
    private readonly int[] _dense = new int[capacity];
    private readonly int[] _sparse = new int[capacity];

    /// <summary>The number of members.</summary>
    public int Count { get; private set; }

    /// <summary>The member inserted <paramref name="index"/>-th.</summary>
    public int this[int index] => _dense[index];

    /// <summary>Inserts <paramref name="value"/>; false when it was already present.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Insert(int value)
    {
        int i = _sparse[value];
        if ((uint)i < (uint)Count && _dense[i] == value) return false;
        _dense[Count] = value;
        _sparse[value] = Count;
        Count++;
        return true;
    }

    /// <summary>Removes every member.</summary>
    public void Clear() => Count = 0;
}
