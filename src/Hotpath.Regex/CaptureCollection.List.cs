using System.Collections;

namespace Hotpath.RegularExpressions;

// The list interfaces the BCL's CaptureCollection implements: reads work, every change throws NotSupportedException, as there.
public sealed partial class CaptureCollection : IList<Capture>, IList
{
    bool IList.IsFixedSize => true;

    Capture IList<Capture>.this[int index]
    {
        get => ItemAt(index);
        set => throw ReadOnly();
    }

    object? IList.this[int index]
    {
        get => ItemAt(index);
        set => throw ReadOnly();
    }

    int IList<Capture>.IndexOf(Capture item) => IndexOfItem(item);

    int IList.IndexOf(object? value) => value is Capture item ? IndexOfItem(item) : -1;

    bool ICollection<Capture>.Contains(Capture item) => IndexOfItem(item) >= 0;

    bool IList.Contains(object? value) => value is Capture item && IndexOfItem(item) >= 0;

    void IList<Capture>.Insert(int index, Capture item) => throw ReadOnly();

    void IList<Capture>.RemoveAt(int index) => throw ReadOnly();

    void ICollection<Capture>.Add(Capture item) => throw ReadOnly();

    void ICollection<Capture>.Clear() => throw ReadOnly();

    bool ICollection<Capture>.Remove(Capture item) => throw ReadOnly();

    int IList.Add(object? value) => throw ReadOnly();

    void IList.Clear() => throw ReadOnly();

    void IList.Insert(int index, object? value) => throw ReadOnly();

    void IList.Remove(object? value) => throw ReadOnly();

    void IList.RemoveAt(int index) => throw ReadOnly();

    private int IndexOfItem(Capture item)
    {
        for (int i = 0; i < Count; i++)
        {
            if (ReferenceEquals(ItemAt(i), item)) return i;
        }
        return -1;
    }

    private static NotSupportedException ReadOnly() => new("Collection is read-only.");
}
