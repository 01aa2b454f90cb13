using System.Collections;

namespace Hotpath.RegularExpressions;

// The list interfaces the BCL's MatchCollection implements: reads work, every change throws NotSupportedException, as there.
public sealed partial class MatchCollection : IList<Match>, IList
{
    /// <summary>Whether the collection is read-only: always true.</summary>
    public bool IsReadOnly => true;

    /// <summary>Whether access is synchronized: false (the collection is safe to read from several threads once complete).</summary>
    public bool IsSynchronized => false;

    /// <summary>An object to lock on: the collection itself.</summary>
    public object SyncRoot => this;

    /// <summary>Copies every item to <paramref name="array"/> from <paramref name="arrayIndex"/> on.</summary>
    /// <param name="array">The destination.</param>
    /// <param name="arrayIndex">Where the first item goes.</param>
    /// <exception cref="ArgumentNullException"><paramref name="array"/> is null.</exception>
    /// <exception cref="ArgumentException">The array is too small or of the wrong type.</exception>
    public void CopyTo(Array array, int arrayIndex)
    {
        ArgumentNullException.ThrowIfNull(array);
        ReadOnlyLists.ToArray<Match>(this).CopyTo(array, arrayIndex);
    }

    /// <inheritdoc cref="CopyTo(Array, int)"/>
    public void CopyTo(Match[] array, int arrayIndex)
    {
        ArgumentNullException.ThrowIfNull(array);
        ReadOnlyLists.ToArray<Match>(this).CopyTo(array, arrayIndex);
    }

    bool IList.IsFixedSize => true;

    Match IList<Match>.this[int index]
    {
        get => ((IReadOnlyList<Match>)this)[index];
        set => throw ReadOnlyLists.ReadOnly();
    }

    object? IList.this[int index]
    {
        get => ((IReadOnlyList<Match>)this)[index];
        set => throw ReadOnlyLists.ReadOnly();
    }

    int IList<Match>.IndexOf(Match item) => ReadOnlyLists.IndexOf<Match>(this, item);

    int IList.IndexOf(object? value) => value is Match item ? ReadOnlyLists.IndexOf<Match>(this, item) : -1;

    bool ICollection<Match>.Contains(Match item) => ReadOnlyLists.IndexOf<Match>(this, item) >= 0;

    bool IList.Contains(object? value) => value is Match item && ReadOnlyLists.IndexOf<Match>(this, item) >= 0;

    void IList<Match>.Insert(int index, Match item) => throw ReadOnlyLists.ReadOnly();

    void IList<Match>.RemoveAt(int index) => throw ReadOnlyLists.ReadOnly();

    void ICollection<Match>.Add(Match item) => throw ReadOnlyLists.ReadOnly();

    void ICollection<Match>.Clear() => throw ReadOnlyLists.ReadOnly();

    bool ICollection<Match>.Remove(Match item) => throw ReadOnlyLists.ReadOnly();

    int IList.Add(object? value) => throw ReadOnlyLists.ReadOnly();

    void IList.Clear() => throw ReadOnlyLists.ReadOnly();

    void IList.Insert(int index, object? value) => throw ReadOnlyLists.ReadOnly();

    void IList.Remove(object? value) => throw ReadOnlyLists.ReadOnly();

    void IList.RemoveAt(int index) => throw ReadOnlyLists.ReadOnly();
}
