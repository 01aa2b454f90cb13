using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Prefilters;

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

    /// <summary>The classes, one per unit (a copy).</summary>
    public CharRangeSet[] Classes => [.. _sets];

    /// <summary>Whether every class is a single unit (the sequence is a plain literal).</summary>
    public bool IsLiteral { get; }

    /// <summary>The sequence of <paramref name="sets"/> (one or more, none empty).</summary>
    public static ClassSequence Of(CharRangeSet[] sets)
    {
        ArgumentNullException.ThrowIfNull(sets);
        if (sets.Length == 0 || sets.Any(s => s.IsEmpty)) throw new ArgumentException("Needs one or more non-empty classes.", nameof(sets));
        return new ClassSequence(sets);
    }

    /// <summary>
    /// The longest run of one-unit classes (a literal inside the sequence, the first of the longest) and where it starts;
    /// an empty literal when no class is one unit.
    /// </summary>
    public (int Offset, string Literal) LongestLiteral()
    {
        (int offset, int length) = (0, 0);
        for (int start = 0; start < _sets.Length;)
        {
            int end = start;
            while (end < _sets.Length && _sets[end].Count == 1) end++;
            if (end - start > length) (offset, length) = (start, end - start);
            start = end + 1;
        }
        return (offset, new string([.. _sets.Skip(offset).Take(length).Select(s => s.Members()[0])]));
    }

    /// <summary>Whether the sequence matches <paramref name="input"/> at <paramref name="position"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool FitsAt(ReadOnlySpan<char> input, int position)
    {
        if (input.Length - position < _sets.Length) return false;
        if (_lanes is { } lanes && input.Length - position >= lanes.Width)
        {
            if (!lanes.Accept(ref Unsafe.Add(ref MemoryMarshal.GetReference(input), position), out ulong recheck)) return false;
            foreach (int i in lanes.Undecided)
            {
                if (!Holds(i, input[position + i])) return false;
            }
            for (; recheck != 0; recheck &= recheck - 1)
            {
                int i = BitOperations.TrailingZeroCount(recheck);
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
