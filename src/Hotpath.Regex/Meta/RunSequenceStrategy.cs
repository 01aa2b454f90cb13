using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for a sequence of class runs and single units in which neighbours share no unit:
/// <c>[A-Z][a-z]+</c>, <c>[A-Z][a-z]+ [A-Z][a-z]+</c>, <c>\d+\.\d+</c>, <c>[a-z]+\.</c>. Each part is a class
/// repeated a fixed number of times or greedily without bound, at least once; groups may wrap consecutive parts
/// (<c>\((\d+\.\d+)\)</c>, <c>(\w+):(\d+)</c>). A match attempt is then a single walk:
/// a greedy run that gave a unit back would hand the next part a unit of its own class, which that part cannot take,
/// so the backtracker's first success is the walk's. Candidates are the units of the rarest part that can anchor a
/// match (see <see cref="TryCreate"/>), found with a vectorized search, and the walks classify units with bitmaps: no
/// automaton runs. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Anchored on the first part, an attempt that fails inside or after an unbounded first run fails from every
/// start in that run (each takes the same rest of the run), so the next candidate lies past it; other re-reads are
/// bounded by the <see cref="RereadBudget"/>, past which the search continues on the fallback strategy given at
/// creation (which also serves UTF-8 input).</para>
/// <para>Anchored on a later single-unit part whose class no other part shares (the <c>.</c> of <c>\d+\.\d+</c>), each
/// occurrence fixes the match around it: the parts before it are walked backwards (each run must end where the next
/// part starts, so it is the longest run there) and the rest forwards. Neither walk crosses another occurrence, so
/// every unit is read at most twice, and occurrences left to right give matches left to right.</para>
/// </remarks>
internal sealed class RunSequenceStrategy : Strategy
{
    /// <summary>The heaviest anchor class (see <see cref="UnitRarity"/>) worth a candidate search: <c>[A-Z]</c> weighs 26.</summary>
    public const long MaxAnchorWeight = 64;

    /// <summary>How many times lighter than the first part a later part must be to anchor instead.</summary>
    public const long LaterAnchorAdvantage = 4;

    private readonly RunPart[] _parts;
    private readonly GroupParts[] _groups;
    // The part whose units are searched for; 0 is the first part.
    private readonly int _anchor;
    private readonly CharClassPrefilter _anchorUnits;
    private readonly Strategy _fallback;

    private RunSequenceStrategy(RunPart[] parts, GroupParts[] groups, int anchor, int slotCount, Strategy fallback)
    {
        (_parts, _groups, _anchor, _fallback, SlotCount) = (parts, groups, anchor, fallback, slotCount);
        _anchorUnits = new CharClassPrefilter(parts[anchor].Set);
    }

    /// <inheritdoc/>
    public override int SlotCount { get; }

    /// <summary>
    /// The strategy for <paramref name="hir"/> when it has the shape above with at
    /// least one unbounded run, else null. <paramref name="buildFallback"/> is called only when the shape fits.
    /// </summary>
    public static RunSequenceStrategy? TryCreate(RegexHir hir, Func<Strategy> buildFallback)
    {
        ArgumentNullException.ThrowIfNull(hir);
        var parts = new List<RunPart>();
        var groups = new List<GroupParts>();
        int[] denseIndex = new int[hir.GroupNumbers.Max() + 1];
        for (int i = 0; i < hir.GroupNumbers.Length; i++) denseIndex[hir.GroupNumbers[i]] = i;
        // Groups may wrap consecutive parts at the top level (the whole match too); they never repeat.
        foreach (HirNode node in hir.Root is HirConcat concat ? concat.Parts : [hir.Root])
        {
            if (node is HirCapture { GroupNumber: var number, Sub: var sub })
            {
                int first = parts.Count;
                foreach (HirNode inner in sub is HirConcat innerConcat ? innerConcat.Parts : [sub])
                {
                    if (!TryAddPart(inner, parts)) return null;
                }
                groups.Add(new GroupParts(2 * denseIndex[number], first, parts.Count));
            }
            else if (!TryAddPart(node, parts))
            {
                return null;
            }
        }
        if (groups.Count != hir.GroupNumbers.Length - 1) return null;
        if (parts.Count < 2 || !parts.Any(p => p.Unbounded)) return null;
        for (int i = 1; i < parts.Count; i++)
        {
            if (!parts[i - 1].Set.Intersect(parts[i].Set).IsEmpty) return null;
        }
        int anchor = 0;
        long anchorWeight = UnitRarity.Weight(parts[0].Set, MaxAnchorWeight + 1);
        for (int i = 1; i < parts.Count; i++)
        {
            long weight = UnitRarity.Weight(parts[i].Set, MaxAnchorWeight + 1);
            // A later anchor costs a walk back at every occurrence, so it must be clearly rarer: a space (12) does not
            // anchor `[A-Z][a-z]+ [A-Z][a-z]+` (26), as spaces are far more frequent than the weights tell.
            if (weight * LaterAnchorAdvantage < anchorWeight && CanAnchor(parts, i)) (anchor, anchorWeight) = (i, weight);
        }
        return anchorWeight > MaxAnchorWeight ? null : new RunSequenceStrategy([.. parts], [.. groups], anchor, 2 * hir.GroupNumbers.Length, buildFallback());
    }

    // Adds the parts `node` stands for: each unit of a literal, a class, or a class repeated as the shape allows.
    private static bool TryAddPart(HirNode node, List<RunPart> parts)
    {
        switch (node)
        {
            case HirLiteral literal:
                foreach (char unit in literal.Units) parts.Add(new RunPart(CharRangeSet.Single(unit), 1, Unbounded: false));
                return true;
            case HirClass { Set: { IsEmpty: false } set }:
                parts.Add(new RunPart(set, 1, Unbounded: false));
                return true;
            case HirRepeat { Sub: HirClass { Set: { IsEmpty: false } set }, Min: >= 1 and var min, Max: var max, Greedy: true } when max == min || max == HirRepeat.Unbounded:
                parts.Add(new RunPart(set, min, Unbounded: max == HirRepeat.Unbounded));
                return true;
            default:
                return false;
        }
    }

    // A later part anchors when it is one unit whose class no other part holds (see the remarks).
    private static bool CanAnchor(List<RunPart> parts, int index) =>
        parts[index] is { Min: 1, Unbounded: false } part && parts.Where((_, i) => i != index).All(other => other.Set.Intersect(part.Set).IsEmpty);

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => _fallback.CreateCache();

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) =>
        TryFindSpan(input, start, cache, out _, out _);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        int from = start.Position;
        int next = from;
        int readTo = from;
        var budget = new RereadBudget(from);
        int nextTimeoutCheck = from + LazyDfa.TimeoutCheckUnits;
        while (_anchorUnits.TryFind(input, next, out int at, out _))
        {
            if (at >= nextTimeoutCheck)
            {
                cache.ThrowIfTimedOut();
                nextTimeoutCheck = at + LazyDfa.TimeoutCheckUnits;
            }
            if (_anchor > 0)
            {
                matchStart = WalkBack(input, at, from);
                matchEnd = matchStart < 0 ? -1 : WalkForward(input, at, _anchor, out _, out _);
                if (matchEnd >= 0) return true;
                next = at + 1;
                continue;
            }
            if (!budget.Allows(at, readTo)) return _fallback.TryFindSpan(input, new SearchStart(at, start.Anchor), cache, out matchStart, out matchEnd);
            matchEnd = WalkForward(input, at, 0, out next, out readTo);
            if (matchEnd >= 0)
            {
                matchStart = at;
                return true;
            }
        }
        (matchStart, matchEnd) = (-1, -1);
        return false;
    }

    // The walk over parts `first`.. from `start`: the match's end, or -1. `next` is where the next candidate search
    // begins (past an unbounded first run) and `readTo` one past the last unit read.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int WalkForward(ReadOnlySpan<char> input, int start, int first, out int next, out int readTo)
    {
        ref char units = ref MemoryMarshal.GetReference(input);
        int position = start;
        next = start + 1;
        RunPart[] parts = _parts;
        for (int i = first; i < parts.Length; i++)
        {
            ref readonly RunPart part = ref parts[i];
            int runStart = position;
            int limit = part.Unbounded ? input.Length : Math.Min(input.Length, position + part.Min);
            while (position < limit && part.Contains(Unsafe.Add(ref units, position))) position++;
            if (i == 0 && part.Unbounded) next = position;
            if (position - runStart < part.Min)
            {
                readTo = Math.Min(position + 1, input.Length);
                return -1;
            }
        }
        readTo = Math.Min(position + 1, input.Length);
        return position;
    }

    // The walk backwards over the parts before the anchor unit at `at`, not below `from`: where the match starts, or -1.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int WalkBack(ReadOnlySpan<char> input, int at, int from)
    {
        ref char units = ref MemoryMarshal.GetReference(input);
        int position = at;
        RunPart[] parts = _parts;
        for (int i = _anchor - 1; i >= 0; i--)
        {
            ref readonly RunPart part = ref parts[i];
            int runEnd = position;
            int limit = part.Unbounded ? from : Math.Max(from, position - part.Min);
            while (position > limit && part.Contains(Unsafe.Add(ref units, position - 1))) position--;
            if (runEnd - position < part.Min) return -1;
        }
        return position;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (!TryFindSpan(input, start, cache, out int matchStart, out int matchEnd)) return false;
        (slots[0], slots[1]) = (matchStart, matchEnd);
        if (_groups.Length == 0) return true;
        // The match is one walk: walked again, it tells where each part starts.
        Span<int> partStarts = _parts.Length <= 64 ? stackalloc int[_parts.Length + 1] : new int[_parts.Length + 1];
        int position = matchStart;
        for (int i = 0; i < _parts.Length; i++)
        {
            partStarts[i] = position;
            ref readonly RunPart part = ref _parts[i];
            int limit = part.Unbounded ? matchEnd : position + part.Min;
            while (position < limit && part.Contains(input[position])) position++;
        }
        partStarts[_parts.Length] = position;
        foreach (GroupParts group in _groups) (slots[group.Slot], slots[group.Slot + 1]) = (partStarts[group.FirstPart], partStarts[group.EndPart]);
        return true;
    }

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) => _fallback.IsMatch(utf8, start, cache);

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        _fallback.TryFindSpan(utf8, start, cache, out matchStart, out matchEnd);

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots) =>
        _fallback.TryFindCaptures(utf8, start, cache, slots);

    /// <summary>A group's slot and the parts it wraps, <see cref="FirstPart"/> up to (not including) <see cref="EndPart"/>.</summary>
    private readonly record struct GroupParts(int Slot, int FirstPart, int EndPart);

    /// <summary>One part: <see cref="Min"/> units of <see cref="Set"/>, then (when <see cref="Unbounded"/>) as many more as follow.</summary>
    private readonly record struct RunPart(CharRangeSet Set, int Min, bool Unbounded)
    {
        private readonly ulong _asciiLow = AsciiBits(Set, 0);
        private readonly ulong _asciiHigh = AsciiBits(Set, 64);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool Contains(char unit) => unit < 128 ? ((unit < 64 ? _asciiLow : _asciiHigh) >> unit & 1) != 0 : Set.Contains(unit);

        private static ulong AsciiBits(CharRangeSet set, int first)
        {
            ulong bits = 0;
            for (int unit = first; unit < first + 64; unit++)
            {
                if (set.Contains((char)unit)) bits |= 1UL << (unit - first);
            }
            return bits;
        }
    }
}
