using System.Globalization;

namespace Hotpath.RegularExpressions.Syntax;

/// <summary>
/// The capture groups of a pattern, numbered exactly as .NET numbers them: a prescan notes unnamed groups
/// left to right and explicitly numbered groups; then names get the lowest numbers not yet taken, in order of
/// first appearance; a repeated name reuses its number.
/// </summary>
internal sealed class CaptureSlots
{
    // Group number -> offset of its first '(' (ECMAScript backreference parsing compares against it).
    private readonly Dictionary<int, int> _positionByNumber = [];
    private readonly Dictionary<string, int> _numberByName = new(StringComparer.Ordinal);
    private readonly List<string> _namesInOrder = [];
    private int _top;
    private int[]? _numbers;
    private string[]? _names;

    public CaptureSlots() => NoteNumber(0, 0);

    /// <summary>One more than the highest group number noted so far.</summary>
    public int Top => _top;

    /// <summary>Whether group <paramref name="number"/> exists.</summary>
    public bool Contains(int number) => _positionByNumber.ContainsKey(number);

    /// <summary>Where group <paramref name="number"/> was first opened.</summary>
    public int PositionOf(int number) => _positionByNumber[number];

    /// <summary>The number of a named group, once <see cref="AssignNames"/> has run.</summary>
    public bool TryGetNumber(string name, out int number) => _numberByName.TryGetValue(name, out number);

    /// <summary>Notes a numbered group (an unnamed group or <c>(?&lt;5&gt;</c>); repeated numbers are one group.</summary>
    public void NoteNumber(int number, int position)
    {
        if (!_positionByNumber.TryAdd(number, position)) return;
        if (_top <= number) _top = number == int.MaxValue ? number : number + 1;
    }

    /// <summary>Notes a named group; numbers are assigned later by <see cref="AssignNames"/>.</summary>
    public void NoteName(string name, int position)
    {
        if (_numberByName.TryAdd(name, position)) _namesInOrder.Add(name);
    }

    /// <summary>
    /// Gives each name the lowest free number from <paramref name="nextAutomatic"/> up, in order of first
    /// appearance, and freezes the group table.
    /// </summary>
    public void AssignNames(int nextAutomatic)
    {
        foreach (string name in _namesInOrder)
        {
            while (Contains(nextAutomatic)) nextAutomatic++;
            int position = _numberByName[name];
            _numberByName[name] = nextAutomatic;
            NoteNumber(nextAutomatic, position);
            nextAutomatic++;
        }

        int[] numbers = [.. _positionByNumber.Keys];
        Array.Sort(numbers);
        var nameByNumber = new Dictionary<int, string>();
        foreach (string name in _namesInOrder) nameByNumber[_numberByName[name]] = name;
        var names = new string[numbers.Length];
        for (int i = 0; i < numbers.Length; i++)
        {
            if (!nameByNumber.TryGetValue(numbers[i], out string? name))
            {
                name = numbers[i].ToString(CultureInfo.InvariantCulture);
                _numberByName[name] = numbers[i];
            }
            names[i] = name;
        }
        _numbers = numbers;
        _names = names;
    }

    /// <summary>Group numbers ascending, as <c>Regex.GetGroupNumbers()</c> returns them.</summary>
    public int[] Numbers => _numbers ?? throw new InvalidOperationException("Names are not assigned yet.");

    /// <summary>Group names in number order, as <c>Regex.GetGroupNames()</c> returns them.</summary>
    public string[] Names => _names ?? throw new InvalidOperationException("Names are not assigned yet.");

    /// <summary>Every group name (numeric ones included) mapped to its number.</summary>
    /// <remarks>
    /// The parse's own dictionary, never written after <see cref="AssignNames"/>: freezing it cost more per
    /// regex than the few name lookups a regex serves ever save.
    /// </remarks>
    public IReadOnlyDictionary<string, int> NumberByName => _names is not null ? _numberByName : throw new InvalidOperationException("Names are not assigned yet.");
}
