namespace Hotpath.RegularExpressions;

/// <summary>The reads the three match collections share for the list interfaces they implement as the BCL's do.</summary>
internal static class ReadOnlyLists
{
    /// <summary>The position of <paramref name="item"/> (compared by reference, as the BCL compares them), or -1.</summary>
    public static int IndexOf<T>(IReadOnlyList<T> list, T item)
        where T : class
    {
        for (int i = 0; i < list.Count; i++)
        {
            if (ReferenceEquals(list[i], item)) return i;
        }
        return -1;
    }

    /// <summary>The items, in order.</summary>
    public static T[] ToArray<T>(IReadOnlyList<T> list)
    {
        var items = new T[list.Count];
        for (int i = 0; i < items.Length; i++) items[i] = list[i];
        return items;
    }

    /// <summary>The BCL's exception for a change to a read-only collection.</summary>
    public static NotSupportedException ReadOnly() => new("Collection is read-only.");
}
