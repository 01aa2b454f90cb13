using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.OnePass;

/// <summary>
/// A DFA for a one-pass NFA (see <see cref="OnePassBuilder"/>) whose transitions carry the slots to
/// record, so every group of a match comes out of one forward walk with no backtracking and no
/// per-thread copies. Each state has a row of one edge per unit class plus an end edge to the match.
/// The walk is anchored: either told where the match ends (the lazy DFAs found both bounds) or, for a
/// regex anchored at the start, finding the end itself. Either way it takes one edge per unit, with
/// assertions evaluated only on edges that need them, except in rows most units stay in (the inside of
/// a <c>[^;]+</c> field), which it leaves with one vectorized search (<see cref="RowRuns"/>). Immutable
/// and thread-safe; it needs no scratch beyond the caller's slots.
/// </summary>
internal sealed class OnePassDfa
{
    private readonly EquivalenceClasses _classes;
    private readonly OnePassEdge[] _edges;
    private readonly int _endColumn;
    private readonly RowRuns _runs;

    internal OnePassDfa(EquivalenceClasses classes, OnePassEdge[] edges, int stride)
    {
        _classes = classes;
        _endColumn = stride - 1;
        _runs = RowRuns.Build(classes, edges, stride);
        _edges = [.. edges.Select(e => e.Target >= 0 && e.Target != OnePassEdge.Accept && _runs.Skips(e.Target) ? e with { TargetSkips = true } : e)];
    }

    /// <summary>
    /// Fills <paramref name="slots"/> with the groups of the leftmost-first match that starts at
    /// <paramref name="start"/> and ends at <paramref name="matchEnd"/>, which the caller knows to be
    /// the match. False when the walk does not reach the match there (never for consistent bounds).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public bool TryResolve(ReadOnlySpan<char> input, SearchStart start, int matchEnd, Span<int> slots)
    {
        slots.Fill(-1);
        int row = 0;
        for (int position = start.Position; position < matchEnd; position++)
        {
            OnePassEdge edge = Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_edges), row + _classes.ClassOf(input[position]));
            if (!TryTake(edge, input, position, start.Anchor, slots)) return false;
            row = edge.Target;
            if (edge.TargetSkips) position = _runs.NextStop(input, row, position + 1, matchEnd) - 1;
        }
        return Step(input, row, _endColumn, matchEnd, start.Anchor, slots) != OnePassEdge.Dead;
    }

    /// <summary>
    /// Finds the leftmost-first match that starts exactly at <paramref name="start"/> (no end known) and
    /// fills <paramref name="slots"/>; false when there is none. Walks while a path goes on, copying the
    /// path's slots from <paramref name="path"/> (scratch of the same length) at every position where the
    /// match edge holds: a later match can only come from a path of higher priority, so the last one
    /// recorded wins. O(input × slots) at worst, O(input) when matches are rare along the way; checks
    /// <paramref name="timeout"/> (when given) every <see cref="StrategyCache.StepsPerTimeoutCheck"/> units.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public bool TryFindAnchored(ReadOnlySpan<char> input, SearchStart start, Span<int> slots, Span<int> path, StrategyCache? timeout = null)
    {
        path.Fill(-1);
        int position = start.Position;
        bool found = TryMatchAt(input, 0, position, start.Anchor, slots, path);
        int row = 0;
        // With no end known the walk may cross the whole input, so it honours the match timeout.
        int nextTimeoutCheck = position + StrategyCache.StepsPerTimeoutCheck;
        for (; position < input.Length; position++)
        {
            OnePassEdge edge = Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_edges), row + _classes.ClassOf(input[position]));
            if (!TryTake(edge, input, position, start.Anchor, path)) return found;
            row = edge.Target;
            // Only rows with an end edge can end a match: most steps skip the check.
            if (edge.TargetMayMatch) found |= TryMatchAt(input, row, position + 1, start.Anchor, slots, path);
            if (edge.TargetSkips)
            {
                // A match ends inside a run only where it stops (see RowRuns), so the walk goes straight there.
                int stop = _runs.NextStop(input, row, position + 1, input.Length);
                if (edge.TargetMayMatch && stop > position + 1) found |= TryMatchAt(input, row, stop, start.Anchor, slots, path);
                position = stop - 1;
            }
            if (position >= nextTimeoutCheck)
            {
                timeout?.ThrowIfTimedOut();
                nextTimeoutCheck = position + StrategyCache.StepsPerTimeoutCheck;
            }
        }
        return found;
    }

    // Records the match ending at `position` in `slots` when the end edge of `row` holds there.
    private bool TryMatchAt(ReadOnlySpan<char> input, int row, int position, int anchor, Span<int> slots, Span<int> path)
    {
        OnePassEdge end = _edges[row + _endColumn];
        if (end.Target == OnePassEdge.Dead || end.Looks != 0 && !LooksHold(end.Looks, input, position, anchor)) return false;
        path.CopyTo(slots);
        Save(end.Saves, position, slots);
        return true;
    }

    // Takes the edge in `column` of `row` at `position`: the next row, or Dead when there is no edge or its assertions fail.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int Step(ReadOnlySpan<char> input, int row, int column, int position, int anchor, Span<int> slots)
    {
        OnePassEdge edge = Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_edges), row + column);
        return TryTake(edge, input, position, anchor, slots) ? edge.Target : OnePassEdge.Dead;
    }

    // Whether `edge` exists and its assertions hold at `position`; if so its saves are recorded in `slots`.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryTake(OnePassEdge edge, ReadOnlySpan<char> input, int position, int anchor, Span<int> slots)
    {
        if (edge.Target == OnePassEdge.Dead) return false;
        if (edge.Looks != 0 && !LooksHold(edge.Looks, input, position, anchor)) return false;
        Save(edge.Saves, position, slots);
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Save(ulong saves, int position, Span<int> slots)
    {
        for (; saves != 0; saves &= saves - 1)
        {
            int slot = BitOperations.TrailingZeroCount(saves);
            if (slot < slots.Length) slots[slot] = position;
        }
    }

    private static bool LooksHold(ushort looks, ReadOnlySpan<char> input, int position, int anchor)
    {
        var haystack = new Utf16Haystack(input);
        for (int remaining = looks; remaining != 0; remaining &= remaining - 1)
        {
            if (!LookEvaluator.Holds((LookKind)BitOperations.TrailingZeroCount(remaining), ref haystack, position, anchor)) return false;
        }
        return true;
    }
}
