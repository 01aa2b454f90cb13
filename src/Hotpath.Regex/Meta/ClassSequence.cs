using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// A fixed sequence of classes, one per unit (a literal contributes one single-unit class per unit), checked
/// against the input in place. Immutable and thread-safe.
/// </summary>
internal sealed class ClassSequence
{
    /// <summary>Classes with more members than this are checked through their ranges rather than a member list.</summary>
    public const int MaxListedMembers = 8;

    // Per position, the members when they are few (the usual case: a letter's case variants), else null and the ranges.
    private readonly string?[] _members;
    private readonly CharRangeSet[] _sets;
    private readonly ClassSequenceLanes? _lanes;

    private ClassSequence(CharRangeSet[] sets)
    {
        _sets = sets;
        _lanes = ClassSequenceLanes.TryCreate(sets);
        _members = [.. sets.Select(ListMembers)];
        IsLiteral = sets.All(s => s.Ranges.Length == 1 && s.Ranges[0].First == s.Ranges[0].Last);
    }

    /// <summary>How many units a match spans.</summary>
    public int Length => _sets.Length;

    /// <summary>Whether every class is a single unit (the sequence is a plain literal).</summary>
    public bool IsLiteral { get; }

    /// <summary>The sequence <paramref name="node"/> stands for, or null when it is not a non-empty concatenation of literals and classes.</summary>
    public static ClassSequence? TryCreate(HirNode node)
    {
        ArgumentNullException.ThrowIfNull(node);
        var sets = new List<CharRangeSet>();
        foreach (HirNode part in node is HirConcat concat ? concat.Parts : [node])
        {
            switch (part)
            {
                case HirLiteral literal:
                    foreach (char unit in literal.Units) sets.Add(CharRangeSet.Single(unit));
                    break;
                case HirClass { Set.IsEmpty: false } cls:
                    sets.Add(cls.Set);
                    break;
                default:
                    return null;
            }
        }
        return sets.Count == 0 ? null : new ClassSequence([.. sets]);
    }

    /// <summary>Whether the sequence matches <paramref name="input"/> at <paramref name="position"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool FitsAt(ReadOnlySpan<char> input, int position)
    {
        if (input.Length - position < _sets.Length) return false;
        if (_lanes is { } lanes && input.Length - position >= lanes.Width)
        {
            if (!lanes.Accept(ref Unsafe.Add(ref MemoryMarshal.GetReference(input), position))) return false;
            foreach (int i in lanes.Undecided)
            {
                if (!Holds(i, input[position + i])) return false;
            }
            return true;
        }
        ReadOnlySpan<char> window = input.Slice(position, _sets.Length);
        for (int i = 0; i < window.Length; i++)
        {
            if (!Holds(i, window[i])) return false;
        }
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool Holds(int index, char unit) =>
        _members[index] is { } members ? Lists(members, unit) : _sets[index].Contains(unit);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool Lists(string members, char unit)
    {
        foreach (char member in members)
        {
            if (member == unit) return true;
        }
        return false;
    }

    private static string? ListMembers(CharRangeSet set) => set.Count > MaxListedMembers ? null : new string(set.Members());
}
