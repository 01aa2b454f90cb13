using System.Collections;

namespace Hotpath.RegularExpressions;

// The list interfaces the BCL's CaptureCollection implements: reads work, every change throws NotSupportedException, as there.
public sealed partial class CaptureCollection : IList<Capture>, IList
{
    bool IList.IsFixedSize => true;

    Capture IList<Capture>.this[int index]
    {
        get => ((IReadOnlyList<Capture>)this)[index];
        set => throw ReadOnlyLists.ReadOnly();
    }

    object? IList.this[int index]
    {
        get => ((IReadOnlyList<Capture>)this)[index];
        set => throw ReadOnlyLists.ReadOnly();
    }

    int IList<Capture>.IndexOf(Capture item) => ReadOnlyLists.IndexOf<Capture>(this, item);

    int IList.IndexOf(object? value) => value is Capture item ? ReadOnlyLists.IndexOf<Capture>(this, item) : -1;

    bool ICollection<Capture>.Contains(Capture item) => ReadOnlyLists.IndexOf<Capture>(this, item) >= 0;

    bool IList.Contains(object? value) => value is Capture item && ReadOnlyLists.IndexOf<Capture>(this, item) >= 0;

    void IList<Capture>.Insert(int index, Capture item) => throw ReadOnlyLists.ReadOnly();

    void IList<Capture>.RemoveAt(int index) => throw ReadOnlyLists.ReadOnly();

    void ICollection<Capture>.Add(Capture item) => throw ReadOnlyLists.ReadOnly();

    void ICollection<Capture>.Clear() => throw ReadOnlyLists.ReadOnly();

    bool ICollection<Capture>.Remove(Capture item) => throw ReadOnlyLists.ReadOnly();

    int IList.Add(object? value) => throw ReadOnlyLists.ReadOnly();

    void IList.Clear() => throw ReadOnlyLists.ReadOnly();

    void IList.Insert(int index, object? value) => throw ReadOnlyLists.ReadOnly();

    void IList.Remove(object? value) => throw ReadOnlyLists.ReadOnly();

    void IList.RemoveAt(int index) => throw ReadOnlyLists.ReadOnly();
}
