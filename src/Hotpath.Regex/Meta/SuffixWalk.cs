using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The end of a reverse-inner match found by walking class runs instead of running the suffix's DFA, for suffixes (what
/// follows the inner literal) of the form: a run <c>C1{m1,}</c>, optionally one unit of <c>U</c>, optionally a run
/// <c>C2{m2,}</c>, then parts that cannot fail (<c>D*</c>, <c>(?:u D*)?</c>), all greedy. The e-mail pattern's
/// <c>[\w.-]+\.[\w.-]+</c> after <c>@</c> and the URL pattern's <c>[^/\s?#]+[^\s?#]+(?:\?[^\s#]*)?(?:#[^\s]*)?</c>
/// after <c>://</c> have it. Each step of a DFA waits for the table load of the step before; the walk's tests of units
/// do not wait on each other (over text with an e-mail address every 100 characters, the suffix DFA and its
/// accelerated runs had most of the time before the walk). Immutable and thread-safe.
/// </summary>
/// <remarks>
/// The backtracker's first success: the first run takes its longest run, then gives units back one at a time until the
/// unit <c>U</c> and the second run fit after it; the second run, followed only by parts that cannot fail, takes its
/// longest run there; each part after it takes what it can, as nothing after it can fail. Where the first run ends at
/// <c>k</c>, the second run's length from <c>k</c> (or <c>k + 1</c> after <c>U</c>) is the length from one unit further
/// plus one when the unit is in <c>C2</c>, else zero: giving back reads each unit once. When <c>U</c> (or, without it,
/// <c>C2</c>) shares no unit with <c>C1</c>, no shorter first run can fit, and nothing is given back.
/// </remarks>
internal sealed class SuffixWalk
{
    private readonly RunPart _first;
    // One unit of U between the runs (0 without U), and U (a class that holds nothing without it).
    private readonly int _gap;
    private readonly RunPart _unit;
    // The second run (a run of nothing, at least 0 long, without it).
    private readonly RunPart _second;
    private readonly RunPart[][] _optionalTail;
    private readonly bool _givesBack;

    private SuffixWalk(RunPart first, RunPart? unit, RunPart? second, RunPart[][] optionalTail)
    {
        (_first, _optionalTail) = (first, optionalTail);
        _gap = unit is null ? 0 : 1;
        _unit = unit ?? new RunPart(CharRangeSet.Empty, 1, Unbounded: false);
        _second = second ?? new RunPart(CharRangeSet.Empty, 0, Unbounded: true);
        _givesBack = (unit ?? second)?.Set.Overlaps(first.Set) == true;
    }

    /// <summary>The walk for the suffix <paramref name="parts"/> (top-level parts after the literal), or null when they do not have the form.</summary>
    public static SuffixWalk? TryCreate(IEnumerable<HirNode> parts)
    {
        ArgumentNullException.ThrowIfNull(parts);
        List<HirNode> flat = [];
        foreach (HirNode part in parts) Flatten(part, flat);
        int next = 0;
        if (next == flat.Count || Run(flat[next]) is not { } first) return null;
        next++;
        RunPart? unit = next < flat.Count && RunSequenceStrategy.UnitClass(flat[next]) is { } set
            ? new RunPart(set, 1, Unbounded: false)
            : null;
        if (unit is not null) next++;
        RunPart? second = next < flat.Count ? Run(flat[next]) : null;
        if (second is not null) next++;
        var tail = new List<RunPart[]>();
        for (; next < flat.Count; next++)
        {
            if (OptionalTailPart(flat[next]) is not { } optional) return null;
            tail.Add(optional);
        }
        return new SuffixWalk(first, unit, second, [.. tail]);
    }

    // Groups do not change which units a suffix covers (their bounds are resolved later, from the span).
    private static void Flatten(HirNode node, List<HirNode> flat)
    {
        while (node is HirCapture capture) node = capture.Sub;
        if (node is HirConcat concat)
        {
            foreach (HirNode part in concat.Parts) Flatten(part, flat);
        }
        else
        {
            flat.Add(node);
        }
    }

    // A class repeated greedily without bound.
    private static RunPart? Run(HirNode node) =>
        node is HirRepeat { Greedy: true, Max: HirRepeat.Unbounded, Min: var min, Sub: var sub } && RunSequenceStrategy.UnitClass(sub) is { } set
            ? new RunPart(set, min, Unbounded: true)
            : null;

    // A part that cannot fail, as the parts of a walk that never backtracks: `D*` is one, `(?:u D*)?` those of its group.
    private static RunPart[]? OptionalTailPart(HirNode node)
    {
        if (Run(node) is { Min: 0 } star) return [star];
        if (node is not HirRepeat { Greedy: true, Min: 0, Max: 1, Sub: var sub }) return null;
        List<HirNode> flat = [];
        Flatten(sub, flat);
        var parts = new List<RunPart>();
        foreach (HirNode part in flat)
        {
            if (!RunSequenceStrategy.TryAddPart(part, parts)) return null;
        }
        return parts.Count > 0 && RunSequenceStrategy.NeverBacktracks(parts) ? [.. parts] : null;
    }

    /// <summary>
    /// Where the suffix's leftmost-first match from <paramref name="position"/> (just after the literal) ends, or -1 when
    /// it has none; <paramref name="readTo"/> is one past the last unit read. Long runs read the clock through
    /// <paramref name="cache"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public int FindEnd(ReadOnlySpan<char> input, int position, StrategyCache cache, out int readTo)
    {
        int firstEnd = _first.RunEnd(input, position, input.Length, cache);
        readTo = Math.Min(firstEnd + 1, input.Length);
        int shortest = position + _first.Min;
        if (firstEnd < shortest) return -1;
        int gap = _gap;
        int end = -1;
        int split = firstEnd;
        int secondLength = SecondRunAfterLongestFirst(input, firstEnd, gap, cache, ref readTo);
        int checkAt = split - LazyDfa.TimeoutCheckUnits;
        while (true)
        {
            if ((gap == 0 || split < input.Length && _unit.Contains(input[split])) && secondLength >= _second.Min)
            {
                end = split + gap + secondLength;
                break;
            }
            if (!_givesBack || split == shortest) return -1;
            split--;
            int unitAfterSplit = split + gap;
            secondLength = unitAfterSplit < input.Length && _second.Contains(input[unitAfterSplit]) ? secondLength + 1 : 0;
            if (split == checkAt)
            {
                cache.ThrowIfTimedOut();
                checkAt -= LazyDfa.TimeoutCheckUnits;
            }
        }
        foreach (RunPart[] optional in _optionalTail) end = TakeOptional(optional, input, end, cache, ref readTo);
        return end;
    }

    // The second run's length where the first run is longest, read only when the first split can use it: with U, when
    // the unit after the first run is U or in C2 (giving back one unit reads it as the second run's first).
    private int SecondRunAfterLongestFirst(ReadOnlySpan<char> input, int firstEnd, int gap, StrategyCache cache, ref int readTo)
    {
        int from = firstEnd + gap;
        if (_second.Set.IsEmpty || from > input.Length) return 0;
        if (gap == 1 && !_unit.Contains(input[firstEnd]) && !_second.Contains(input[firstEnd])) return 0;
        int secondEnd = _second.RunEnd(input, from, input.Length, cache);
        readTo = Math.Max(readTo, Math.Min(secondEnd + 1, input.Length));
        return secondEnd - from;
    }

    // Takes an optional part's walk at `position` when all of it matches, else nothing.
    private static int TakeOptional(RunPart[] parts, ReadOnlySpan<char> input, int position, StrategyCache cache, ref int readTo)
    {
        int walked = position;
        foreach (ref readonly RunPart part in parts.AsSpan())
        {
            int after = part.Take(input, walked, cache);
            readTo = Math.Max(readTo, Math.Min((after >= 0 ? after : ~after) + 1, input.Length));
            if (after < 0) return position;
            walked = after;
        }
        return walked;
    }
}
