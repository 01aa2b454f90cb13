using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// A backtracking search over a <see cref="ThompsonNfa"/> that explores paths in .NET's priority order
/// but never visits a (state, variant, position) twice: a visit that failed once fails again, because
/// the future from there does not depend on how it was reached. That makes it O(states × input) like the
/// PikeVM, and faster on small inputs (one path at a time, no slot copying per thread), at the price of
/// a visited bitset of join states × (input length + 1) bits — so it only runs when states × (input
/// length + 1) fits <see cref="MaxVisitedBits"/>. Branches whose first unit cannot match are never entered, deterministic
/// loop runs are crossed with one vectorized search, and only join states record visits (see
/// <see cref="BacktrackerPlan"/>). Immutable and thread-safe; scratch lives in a <see cref="BacktrackerCache"/>.
/// </summary>
internal sealed class BoundedBacktracker(ThompsonNfa nfa)
{
    /// <summary>The largest visited bitset a search may use (256 KiB).</summary>
    public const long MaxVisitedBits = 256 * 1024 * 8;

    // The budget checks count every state, before the plan (which knows the join states) is built.
    private readonly int _keys = nfa.StateCount * nfa.VariantCount;

    // Built on the first search; racing threads may each build one, they are equivalent and immutable.
    private BacktrackerPlan? _plan;

    private BacktrackerPlan Plan => _plan ??= BacktrackerPlan.Build(nfa);

    /// <summary>Creates scratch space for this engine.</summary>
    public BacktrackerCache CreateCache() => new(nfa.SlotCount + nfa.MarkCount);

    /// <summary>Whether a haystack whose positions end at <paramref name="haystackEnd"/> fits the visited budget.</summary>
    public bool CanSearch(int haystackEnd) => (long)_keys * (haystackEnd + 1L) <= MaxVisitedBits;

    /// <summary>
    /// Finds the leftmost-first match starting at or after <paramref name="start"/> and writes the first
    /// <paramref name="slotsUsed"/> slots (caller offsets). Requires <see cref="CanSearch"/>.
    /// </summary>
    public bool Search<THaystack>(scoped ref THaystack haystack, SearchStart start, BacktrackerCache cache, StrategyCache timeout, int slotsUsed, scoped Span<int> slots)
        where THaystack : struct, IHaystack, allows ref struct
    {
        var window = new Window(0, haystack.End);
        cache.Reset((long)Plan.JoinCount * nfa.VariantCount * window.Positions);
        int anchor = haystack.ToPosition(start.Anchor);
        int position = haystack.ToPosition(start.Position);
        while (true)
        {
            if (TryMatchAt(ref haystack, [], position, anchor, window, cache, timeout, slotsUsed, slots, logSaves: false)) return true;
            if (!haystack.TryRead(position, out _, out int next)) return false;
            position = next;
        }
    }

    /// <summary>Whether <see cref="SearchAnchoredWithin"/> fits the visited budget for UTF-16 offsets <paramref name="from"/> to <paramref name="limit"/>.</summary>
    public bool CanSearchWithin(int from, int limit) => (long)_keys * (limit - from + 1L) <= MaxVisitedBits;

    /// <summary>
    /// Finds the leftmost-first match starting exactly at <paramref name="start"/>, never exploring past
    /// UTF-16 offset <paramref name="limit"/>, and writes the first <paramref name="slotsUsed"/> slots.
    /// Sound when the caller knows that match ends at or before <paramref name="limit"/>: every path that
    /// goes further either has higher priority and fails, or lower priority and is never tried. The
    /// visited bitset then covers only the window, so small matches in huge inputs stay cheap.
    /// Requires <see cref="CanSearchWithin"/>.
    /// </summary>
    public bool SearchAnchoredWithin(ReadOnlySpan<char> input, SearchStart start, int limit, BacktrackerCache cache, StrategyCache timeout, int slotsUsed, scoped Span<int> slots) =>
        SearchAnchored(input, start, limit, cache, timeout, slotsUsed, slots, logSaves: false);

    /// <summary>
    /// Like <see cref="SearchAnchoredWithin"/>,
    /// but also leaves the winning path's saves in order in <see cref="BacktrackerCache.SaveLog"/>: every
    /// iteration of every group. Ignores the visited budget (the caller accepts states × span bits).
    /// </summary>
    public bool SearchAnchoredLoggingSaves(ReadOnlySpan<char> input, SearchStart start, int limit, BacktrackerCache cache, StrategyCache timeout, int slotsUsed, scoped Span<int> slots) =>
        SearchAnchored(input, start, limit, cache, timeout, slotsUsed, slots, logSaves: true);

    private bool SearchAnchored(ReadOnlySpan<char> input, SearchStart start, int limit, BacktrackerCache cache, StrategyCache timeout, int slotsUsed, scoped Span<int> slots, bool logSaves)
    {
        var haystack = new Utf16Haystack(input);
        var window = new Window(start.Position, limit);
        cache.Reset((long)Plan.JoinCount * nfa.VariantCount * window.Positions);
        return TryMatchAt(ref haystack, input, start.Position, start.Anchor, window, cache, timeout, slotsUsed, slots, logSaves);
    }

    // The positions a search may visit; the visited bitset is indexed relative to its first.
    private readonly record struct Window(int First, int Last)
    {
        public int Positions => Last - First + 1;
    }

    // `units` is the UTF-16 input when the haystack is one (loop runs are then skipped by searching it), else empty.
    private bool TryMatchAt<THaystack>(scoped ref THaystack haystack, ReadOnlySpan<char> units, int position, int anchor, Window window, BacktrackerCache cache, StrategyCache timeout, int slotsUsed, scoped Span<int> slots, bool logSaves)
        where THaystack : struct, IHaystack, allows ref struct
    {
        Span<int> scratch = cache.Slots.AsSpan(0, slotsUsed + nfa.MarkCount);
        scratch.Fill(-1);
        if (!Explore(ref haystack, units, cache, timeout, nfa.Start, position, anchor, slotsUsed, window, scratch, logSaves)) return false;
        for (int s = 0; s < slotsUsed; s++)
        {
            int p = scratch[s];
            slots[s] = p < 0 ? -1 : (s & 1) == 0 ? haystack.ToStartOffset(p) : haystack.ToEndOffset(p);
        }
        return true;
    }

    // Depth-first in priority order from (stateId, position); true when a match was reached, with the
    // winning path's slots left in `scratch`. Everything the loop reads per step is held in locals: the
    // cache's stack writes would otherwise make the JIT reload each table through its owner every step.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private bool Explore<THaystack>(
        scoped ref THaystack haystack,
        ReadOnlySpan<char> units,
        BacktrackerCache cache,
        StrategyCache timeout,
        int stateId,
        int position,
        int anchor,
        int slotsUsed,
        Window window,
        Span<int> scratch,
        bool logSaves)
        where THaystack : struct, IHaystack, allows ref struct
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        BacktrackerPlan plan = Plan;
        FirstClasses first = plan.First;
        LoopRuns runs = plan.Runs;
        ReadOnlySpan<int> joinIndexes = plan.JoinIndexes;
        var classes = new UnitClasses(nfa);
        Span<ulong> visited = cache.Visited;
        int variants = nfa.VariantCount;
        int positions = window.Positions;
        int untilCheck = cache.StepsUntilCheck;
        long steps = 0;
        bool found = false;
        cache.Push(stateId, position);
        while (cache.TryPop(out int kind, out int a, out int b))
        {
            if (kind == BacktrackerCache.Restore)
            {
                scratch[a] = b;
                continue;
            }
            int id = a;
            int at = b;
            while (true)
            {
                if (at > window.Last) break;
                int join = joinIndexes[id];
                if (join >= 0)
                {
                    int variant = variants == 1 ? 0 : nfa.EmptyDepthOf(id, scratch[slotsUsed..], at);
                    long bit = (long)(join * variants + variant) * positions + (at - window.First);
                    ref ulong word = ref visited[(int)(bit >> 6)];
                    ulong mask = 1UL << (int)bit;
                    if ((word & mask) != 0) break;
                    word |= mask;
                }
                steps++;
                if (--untilCheck <= 0)
                {
                    untilCheck = StrategyCache.StepsPerTimeoutCheck;
                    timeout.ThrowIfTimedOut();
                }
                NfaState state = states[id];
                switch (state.Kind)
                {
                    case NfaStateKind.Match:
                        cache.ClearStack();
                        found = true;
                        goto Done;
                    case NfaStateKind.Class:
                        if (!haystack.TryRead(at, out char unit, out int next) || !classes.SetContains(state.Arg, unit)) goto NextFrame;
                        id = state.Next;
                        at = next;
                        continue;
                    case NfaStateKind.Fail:
                        goto NextFrame;
                    case NfaStateKind.Goto:
                        id = state.Next;
                        continue;
                    case NfaStateKind.Split:
                        if (!units.IsEmpty && at < window.Last && runs.IsLoop(id))
                        {
                            // A deterministic run of iterations: skip to where it stops, marking the loop
                            // visited at every position it passes (a position seen before already failed).
                            int run = runs.RunLength(units, id, at, window.Last);
                            if (run > 0)
                            {
                                // Past `at` no iteration can still be empty, so the variant there is 0.
                                if (!cache.TryVisitRun((long)join * variants * positions + (at + 1 - window.First), run)) goto NextFrame;
                                steps += run;
                                if ((untilCheck -= run) <= 0)
                                {
                                    untilCheck = StrategyCache.StepsPerTimeoutCheck;
                                    timeout.ThrowIfTimedOut();
                                }
                                at += run;
                            }
                        }
                        if (!TryBranch(ref haystack, first, classes, cache, state.Next, state.Alt, at, out id)) goto NextFrame;
                        continue;
                    case NfaStateKind.GuardGreedy:
                    case NfaStateKind.GuardLazy:
                        if (scratch[slotsUsed + state.Arg] == at)
                        {
                            id = state.Alt; // an empty iteration ends the loop
                        }
                        else
                        {
                            bool greedy = state.Kind == NfaStateKind.GuardGreedy;
                            if (!TryBranch(ref haystack, first, classes, cache, greedy ? state.Next : state.Alt, greedy ? state.Alt : state.Next, at, out id)) goto NextFrame;
                        }
                        continue;
                    case NfaStateKind.Look:
                        if (!LookEvaluator.Holds((LookKind)state.Arg, ref haystack, at, anchor)) goto NextFrame;
                        id = state.Next;
                        continue;
                    case NfaStateKind.Save:
                        if (state.Arg < slotsUsed)
                        {
                            cache.PushRestore(state.Arg, scratch[state.Arg]);
                            scratch[state.Arg] = at;
                            if (logSaves) cache.LogSave(state.Arg, at);
                        }
                        id = state.Next;
                        continue;
                    case NfaStateKind.Mark:
                        int markSlot = slotsUsed + state.Arg;
                        cache.PushRestore(markSlot, scratch[markSlot]);
                        scratch[markSlot] = at;
                        id = state.Next;
                        continue;
                }
            }
        NextFrame:;
        }
    Done:
        cache.RecordSteps(steps, untilCheck);
        return found;
    }

    // Chooses between a preferred and a fallback successor at `at`, dropping either when the unit
    // there rules it out: continues with one and saves the other for backtracking when both may match.
    // False when neither may.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryBranch<THaystack>(scoped ref THaystack haystack, FirstClasses first, UnitClasses classes, BacktrackerCache cache, int preferred, int fallback, int at, out int id)
        where THaystack : struct, IHaystack, allows ref struct
    {
        int classId = haystack.TryRead(at, out char unit, out _) ? classes.ClassOf(unit) : -1;
        bool takePreferred = first.MayMatch(preferred, classId);
        bool takeFallback = first.MayMatch(fallback, classId);
        if (takePreferred && takeFallback) cache.Push(fallback, at);
        id = takePreferred ? preferred : fallback;
        return takePreferred || takeFallback;
    }

    // The NFA's unit classes and class sets, read through locals (see Explore).
    private readonly ref struct UnitClasses(ThompsonNfa nfa)
    {
        private readonly ReadOnlySpan<ushort> _map = nfa.Classes.UnitMap;
        private readonly ReadOnlySpan<ulong> _setBits = nfa.ClassSetBits;
        private readonly int _wordsPerSet = nfa.WordsPerClassSet;

        // The map's last entry is the last class, which every later unit also has.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int ClassOf(char unit) => unit < _map.Length ? _map[unit] : _map[^1];

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool SetContains(int set, char unit)
        {
            int classId = ClassOf(unit);
            return (_setBits[set * _wordsPerSet + (classId >> 6)] & (1UL << classId)) != 0;
        }
    }
}
