using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are the positions of any code unit from the class every match starts with (for example
/// <c>[0-9]</c> in <c>\b[0-9]+\b</c>), found with a vectorized <c>IndexOfAny</c>, or for a class of almost
/// every unit (<c>.</c>) with <c>IndexOfAnyExcept</c> of the few others. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// Over UTF-8 only an all-ASCII class has a byte form: a non-ASCII member would need its lead byte, which
/// many other characters share, and U+FFFD stands for ill-formed bytes.
/// </remarks>
internal sealed class CharClassPrefilter : Prefilter
{
    private readonly CharRangeSet _set;
    private readonly SearchValues<char>? _members;
    // Classes of almost every unit (`.` is everything but \n): the few units outside, searched past instead.
    private readonly SearchValues<char>? _outsiders;
    private readonly SearchValues<byte>? _asciiMembers;
    // Classes of several ranges with members in ASCII and beyond (`\d`, `\w`) on AVX2: searched with a nibble lookup that tests
    // units above 127 one by one, where the runtime's search values leave their vectors at each (see ClassRunScan).
    private readonly ClassRunScan? _scan;
    // Classes of one range (`-`, `[A-Z]`, `[0-9]`): Hotpath.Text's aligned range scan, which costs less per restart than the
    // runtime's search where hits come close together (the dashes of `(\d+)-(\d+)` over prose).
    private readonly CharRange? _range;
    // Classes of two to four ranges with members beyond ASCII (`[А-ЯЁ]`): a few compares per vector, where the runtime's
    // search values fall back to a probabilistic map.
    private readonly FewRangeScan? _fewRanges;

    /// <summary>Classes missing at most this many units are searched as "any unit but these".</summary>
    public const int MaxOutsiders = 8;

    /// <summary>Prepares the scan for <paramref name="set"/> (non-empty).</summary>
    public CharClassPrefilter(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        if (set.IsEmpty) throw new ArgumentException("The class is empty.", nameof(set));
        _set = set;
        if (char.MaxValue + 1 - set.Count <= MaxOutsiders)
        {
            _outsiders = SearchValues.Create(set.Negate().Members());
            return;
        }
        if (set.Ranges.Length == 1) _range = set.Ranges[0];
        char[] members = set.Members();
        if (members[^1] < 0x80) _asciiMembers = SearchValues.Create([.. members.Select(c => (byte)c)]);
        else if ((_fewRanges = FewRangeScan.TryCreate(set)) is null && ClassRunScan.FindsMembersFasterThanTheRuntime(set)) _scan = new ClassRunScan(set);
        // The members' search values serve only classes that no range test or scan above took.
        if (_range is null && _fewRanges is null && _scan is null) _members = SearchValues.Create(members);
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => _asciiMembers is not null;

    /// <inheritdoc/>
    public override int MinAverageSkip => PrefilterTracker.MinAverageSkipOfClassScan;

    /// <inheritdoc/>
    public override string Describe() => "a unit of " + _set;

    /// <inheritdoc/>
    /// <remarks>
    /// Inlined where the class is known (a run sequence's anchor): candidates come every few dozen units, and whether the
    /// JIT inlined the call by itself depended on which other regexes had run first.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        if (_scan is not null)
        {
            index = _scan.IndexOfMember(haystack, start);
            length = index < 0 ? 0 : 1;
            return index >= 0;
        }
        if (_fewRanges is not null)
        {
            int member = _fewRanges.IndexOfMember(haystack[start..]);
            (index, length) = member < 0 ? (-1, 0) : (start + member, 1);
            return member >= 0;
        }
        int found = _range is { } range ? UnitScan<ushort>.IndexOfAnyInRange(MemoryMarshal.Cast<char, ushort>(haystack[start..]), range.First, range.Last)
            : _outsiders is not null ? haystack[start..].IndexOfAnyExcept(_outsiders) : haystack[start..].IndexOfAny(_members!);
        (index, length) = found < 0 ? (-1, 0) : (start + found, 1);
        return found >= 0;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length)
    {
        SearchValues<byte> members = _asciiMembers ?? throw new InvalidOperationException("This class has no UTF-8 form.");
        int found = _range is { } range ? UnitScan<byte>.IndexOfAnyInRange(haystack[start..], (byte)range.First, (byte)range.Last) : haystack[start..].IndexOfAny(members);
        (index, length) = found < 0 ? (-1, 0) : (start + found, 1);
        return found >= 0;
    }
}
