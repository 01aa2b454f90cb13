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
        ReadOnlyLists.ToArray<Group>(this).CopyTo(array, arrayIndex);
    }

    /// <inheritdoc cref="CopyTo(Array, int)"/>
    public void CopyTo(Group[] array, int arrayIndex)
    {
        ArgumentNullException.ThrowIfNull(array);
        ReadOnlyLists.ToArray<Group>(this).CopyTo(array, arrayIndex);
    }

    bool IList.IsFixedSize => true;

    Group IList<Group>.this[int index]
    {
        get => ((IReadOnlyList<Group>)this)[index];
        set => throw ReadOnlyLists.ReadOnly();
    }

    object? IList.this[int index]
    {
        get => ((IReadOnlyList<Group>)this)[index];
        set => throw ReadOnlyLists.ReadOnly();
    }

    int IList<Group>.IndexOf(Group item) => ReadOnlyLists.IndexOf<Group>(this, item);

    int IList.IndexOf(object? value) => value is Group item ? ReadOnlyLists.IndexOf<Group>(this, item) : -1;

    bool ICollection<Group>.Contains(Group item) => ReadOnlyLists.IndexOf<Group>(this, item) >= 0;

    bool IList.Contains(object? value) => value is Group item && ReadOnlyLists.IndexOf<Group>(this, item) >= 0;

    void IList<Group>.Insert(int index, Group item) => throw ReadOnlyLists.ReadOnly();

    void IList<Group>.RemoveAt(int index) => throw ReadOnlyLists.ReadOnly();

    void ICollection<Group>.Add(Group item) => throw ReadOnlyLists.ReadOnly();

    void ICollection<Group>.Clear() => throw ReadOnlyLists.ReadOnly();

    bool ICollection<Group>.Remove(Group item) => throw ReadOnlyLists.ReadOnly();

    int IList.Add(object? value) => throw ReadOnlyLists.ReadOnly();

    void IList.Clear() => throw ReadOnlyLists.ReadOnly();

    void IList.Insert(int index, object? value) => throw ReadOnlyLists.ReadOnly();

    void IList.Remove(object? value) => throw ReadOnlyLists.ReadOnly();

    void IList.RemoveAt(int index) => throw ReadOnlyLists.ReadOnly();
}
