using System.Collections;

namespace Hotpath.RegularExpressions;

// The list interfaces the BCL's GroupCollection implements: reads work, every change throws NotSupportedException, as there.
public sealed partial class GroupCollection : IList<Group>, IList
{
    /// <summary>Whether the collection is read-only: always true.</summary>
    public bool IsReadOnly => true;

    /// <summary>Whether access is synchronized: false (the collection is safe to read from several threads once complete).</summary>
    public bool IsSynchronized => false;

    /// <summary>An object to lock on: the match the groups belong to, as in the BCL.</summary>
    public object SyncRoot => _match;

    /// <summary>Copies every item to <paramref name="array"/> from <paramref name="arrayIndex"/> on.</summary>
    /// <param name="array">The destination.</param>
    /// <param name="arrayIndex">Where the first item goes.</param>
    /// <exception cref="ArgumentNullException"><paramref name="array"/> is null.</exception>
    /// <exception cref="ArgumentException">The array is too small or of the wrong type.</exception>
    public void CopyTo(Array array, int arrayIndex)
    {
        ArgumentNullException.ThrowIfNull(array);
        ToArray().CopyTo(array, arrayIndex);
    }

    /// <inheritdoc cref="CopyTo(Array, int)"/>
    public void CopyTo(Group[] array, int arrayIndex)
    {
        ArgumentNullException.ThrowIfNull(array);
        ToArray().CopyTo(array, arrayIndex);
    }

    bool IList.IsFixedSize => true;

    Group IList<Group>.this[int index]
    {
        get => ItemAt(index);
        set => throw ReadOnly();
    }

    object? IList.this[int index]
    {
        get => ItemAt(index);
        set => throw ReadOnly();
    }

    int IList<Group>.IndexOf(Group item) => IndexOfItem(item);

    int IList.IndexOf(object? value) => value is Group item ? IndexOfItem(item) : -1;

    bool ICollection<Group>.Contains(Group item) => IndexOfItem(item) >= 0;

    bool IList.Contains(object? value) => value is Group item && IndexOfItem(item) >= 0;

    void IList<Group>.Insert(int index, Group item) => throw ReadOnly();

    void IList<Group>.RemoveAt(int index) => throw ReadOnly();

    void ICollection<Group>.Add(Group item) => throw ReadOnly();

    void ICollection<Group>.Clear() => throw ReadOnly();

    bool ICollection<Group>.Remove(Group item) => throw ReadOnly();

    int IList.Add(object? value) => throw ReadOnly();

    void IList.Clear() => throw ReadOnly();

    void IList.Insert(int index, object? value) => throw ReadOnly();

    void IList.Remove(object? value) => throw ReadOnly();

    void IList.RemoveAt(int index) => throw ReadOnly();

    private int IndexOfItem(Group item)
    {
        for (int i = 0; i < Count; i++)
        {
            if (ReferenceEquals(ItemAt(i), item)) return i;
        }
        return -1;
    }

    private Group[] ToArray()
    {
        var items = new Group[Count];
        for (int i = 0; i < items.Length; i++) items[i] = ItemAt(i);
        return items;
    }

    private static NotSupportedException ReadOnly() => new("Collection is read-only.");
}
