using System.Collections;
using System.Diagnostics.CodeAnalysis;

namespace Hotpath.RegularExpressions;

/// <summary>
/// The groups of one <see cref="Match"/>, indexable by group number or name. Group objects are created on first access.
/// </summary>
/// <remarks>
/// As in the BCL, enumerating (and <see cref="Keys"/>, <see cref="Values"/>, the list view) goes through group
/// <em>numbers</em> 0 to <see cref="Count"/> - 1, which are the groups in <see cref="Regex.GetGroupNumbers"/> order when
/// the numbers have no gaps. Explicit numbers can leave gaps (<c>(?&lt;4&gt;a)</c> has groups 0 and 4): then a number
/// that no group has yields an unsuccessful group named "", a group numbered <see cref="Count"/> or above is reached
/// only by its number or name, and <see cref="Group.Name"/> follows the BCL's rule (see <see cref="Group.Name"/>).
/// </remarks>
public sealed partial class GroupCollection : IReadOnlyList<Group>, IReadOnlyDictionary<string, Group>
{
    private readonly Match _match;
    private readonly GroupTable? _table;
    // Wrapped so that storing a group skips the covariant array store check (Group is not sealed).
    private readonly GroupSlot[] _groups;

    internal GroupCollection(Match match, GroupTable? table)
    {
        _match = match;
        _table = table;
        _groups = new GroupSlot[table?.Count ?? 1];
    }

    /// <summary>The number of groups, group 0 included.</summary>
    public int Count => _groups.Length;

    /// <summary>The group numbered <paramref name="groupnum"/>; an unsuccessful group when there is no such group.</summary>
    public Group this[int groupnum] => At(_table is null ? (groupnum == 0 ? 0 : -1) : _table.IndexOfNumber(groupnum));

    /// <summary>The group called <paramref name="groupname"/>; an unsuccessful group when there is no such group.</summary>
    public Group this[string groupname]
    {
        get
        {
            ArgumentNullException.ThrowIfNull(groupname);
            return TryGetValue(groupname, out Group? group) ? group : At(-1);
        }
    }

    /// <summary>The names of the groups in enumeration order (see the remarks on gaps in the numbering).</summary>
    public IEnumerable<string> Keys
    {
        get
        {
            for (int number = 0; number < Count; number++) yield return this[number].Name;
        }
    }

    /// <summary>The groups, in enumeration order.</summary>
    public IEnumerable<Group> Values => this;

    /// <summary>Whether a group is called <paramref name="key"/>.</summary>
    public bool ContainsKey(string key) => TryGetValue(key, out _);

    /// <summary>Gets the group called <paramref name="key"/>.</summary>
    public bool TryGetValue(string key, [MaybeNullWhen(false)] out Group value)
    {
        ArgumentNullException.ThrowIfNull(key);
        int number = _table is null ? (key == "0" ? 0 : -1) : _table.NumberOfName(key);
        if (number < 0)
        {
            value = null;
            return false;
        }
        value = this[number];
        return true;
    }

    /// <summary>Enumerates the groups numbered 0 to <see cref="Count"/> - 1 (see the remarks on gaps in the numbering).</summary>
    public Enumerator GetEnumerator() => new(this);

    IEnumerator<Group> IEnumerable<Group>.GetEnumerator() => GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    Group IReadOnlyList<Group>.this[int index] => this[index];

    IEnumerator<KeyValuePair<string, Group>> IEnumerable<KeyValuePair<string, Group>>.GetEnumerator()
    {
        for (int number = 0; number < Count; number++)
        {
            Group group = this[number];
            yield return new(group.Name, group);
        }
    }

    private string NameOf(int index) => _table?.GroupNames[index] ?? "0";

    private Group At(int index)
    {
        if ((uint)index >= (uint)_groups.Length) return s_missing;
        return _groups[index].Group ??= _match.GroupAt(index, NameOf(index));
    }

    private static readonly Group s_missing = Group.CreateUnsuccessful("");

    private struct GroupSlot
    {
        public Group? Group;
    }

    /// <summary>
    /// Enumerates the groups in order without allocating (a <c>foreach</c> over the collection binds to it);
    /// each group is created on first access, as through the indexer.
    /// </summary>
    public struct Enumerator : IEnumerator<Group>
    {
        private readonly GroupCollection _collection;
        private int _index;

        internal Enumerator(GroupCollection collection)
        {
            _collection = collection;
            _index = -1;
        }

        /// <summary>The group at the current position: the group numbered by it.</summary>
        public readonly Group Current => _collection[_index];

        readonly object IEnumerator.Current => Current;

        /// <summary>Advances to the next group; false after the last.</summary>
        public bool MoveNext() => ++_index < _collection._groups.Length;

        /// <summary>Returns to before the first group.</summary>
        public void Reset() => _index = -1;

        /// <summary>Does nothing: the enumerator holds no resources.</summary>
        public readonly void Dispose()
        {
        }
    }
}
