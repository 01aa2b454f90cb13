namespace Hotpath.RegularExpressions;

/// <summary>
/// A regex's groups as .NET numbers and names them. A group's <em>index</em> is its position in
/// <see cref="Numbers"/> (group 0 first); engines address slots by index, users by number or name.
/// Immutable and thread-safe.
/// </summary>
internal sealed class GroupTable
{
    private readonly Dictionary<int, int> _indexOfNumber = [];
    // Without explicit numbers that leave gaps, group n is at index n: no lookup needed.
    private readonly bool _numbersAreIndexes;
    private readonly IReadOnlyDictionary<string, int> _numberByName;
    private Group[]? _unsuccessful;

    /// <summary>Creates the table from .NET's group numbers and names (both in <c>GetGroupNumbers</c>/<c>GetGroupNames</c> order).</summary>
    public GroupTable(int[] numbers, string[] names, IReadOnlyDictionary<string, int> numberByName)
    {
        Numbers = numbers;
        Names = names;
        _numberByName = numberByName;
        for (int i = 0; i < numbers.Length; i++) _indexOfNumber[numbers[i]] = i;
        _numbersAreIndexes = numbers.Select((number, index) => number == index).All(same => same);
        HasNamedGroups = names.Any(name => !name.All(char.IsAsciiDigit));
        GroupNames = [.. Enumerable.Range(0, numbers.Length).Select(index => IndexOfNumber(index) is >= 0 and int named ? names[named] : "")];
    }

    /// <summary>
    /// The <see cref="Group.Name"/> of the group at each index. The BCL names the group at index <c>i</c> after the group
    /// <em>numbered</em> <c>i</c> (<c>GroupNameFromNumber(i)</c>), which is the group's own name when numbers have no
    /// gaps, and otherwise another group's name, or "" when no group has that number: in <c>(a)(?&lt;3&gt;b)(?&lt;5&gt;c)</c>
    /// (indexes 0 to 3) group 3 is called "" and group 5 "3". Kept as the BCL has it, since code that reads
    /// <c>Group.Name</c> sees these names there.
    /// </summary>
    public string[] GroupNames { get; }

    /// <summary>Whether some group has a name that is not its number.</summary>
    public bool HasNamedGroups { get; }

    /// <summary>Group numbers, ascending as <c>GetGroupNumbers</c> returns them.</summary>
    public int[] Numbers { get; }

    /// <summary>Group names, as <c>GetGroupNames</c> returns them.</summary>
    public string[] Names { get; }

    /// <summary>The number of groups, group 0 included.</summary>
    public int Count => Numbers.Length;

    /// <summary>The index of group <paramref name="number"/>, or -1 when there is no such group.</summary>
    public int IndexOfNumber(int number) =>
        _numbersAreIndexes ? ((uint)number < (uint)Numbers.Length ? number : -1)
        : _indexOfNumber.TryGetValue(number, out int index) ? index : -1;

    /// <summary>The number of the group called <paramref name="name"/>, or -1.</summary>
    public int NumberOfName(string name) => _numberByName.TryGetValue(name, out int number) ? number : -1;

    /// <summary>The name of the group at <paramref name="index"/>.</summary>
    public string NameOfIndex(int index) => Names[index];

    /// <summary>
    /// The unsuccessful group at <paramref name="index"/>. It holds no text, so every match shares it:
    /// a match that reads many groups that did not take part (a lexer's alternation) allocates none.
    /// </summary>
    public Group Unsuccessful(int index)
    {
        // Racing threads may each build the array; the groups are equivalent and immutable.
        Group[] groups = _unsuccessful ??= [.. GroupNames.Select(Group.CreateUnsuccessful)];
        return groups[index];
    }
}
