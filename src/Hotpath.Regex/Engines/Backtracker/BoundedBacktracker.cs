using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
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
/// <see cref="BacktrackerPlan"/>). Anchored searches first run without any record under a step budget
/// linear in the window (<see cref="SkipVisits"/>): recording only prunes paths that would fail, so when
/// that run ends within the budget its answer is the same, and a line's parse, which barely backtracks,
/// skips clearing the bitset and the check per join state; past the budget the search starts over
/// recording, so it stays linear. Immutable and thread-safe; scratch lives in a <see cref="BacktrackerCache"/>.
/// </summary>
/// <param name="nfa">The NFA searched.</param>
/// <param name="stepBudgetPerPosition">
/// Steps per window position an anchored search may take without recording visits before it starts over
/// recording them (tests set 0 to always record, or a large budget to never start over on small inputs).
/// </param>
/// <param name="compileAfterSearches">
/// How many budgeted anchored searches run interpreted before the search is compiled (see <see cref="CompiledBacktracker"/>);
/// 0 compiles on the first, a negative count never (tests of the interpreter).
/// </param>
internal sealed class BoundedBacktracker(ThompsonNfa nfa, int stepBudgetPerPosition = BoundedBacktracker.DefaultStepBudgetPerPosition, int? compileAfterSearches = null)
{
    /// <summary>
    /// The <c>compileAfterSearches</c> of backtrackers built without one. Compiling costs about a millisecond (the IL and
    /// the JIT's work on it), the price of a few thousand interpreted line parses, so a regex asked once or twice never
    /// pays it; one that parses a log does after its first lines. The Regex tests set 0, so every search they check
    /// runs compiled.
    /// </summary>
    internal static int DefaultCompileAfterSearches { get; set; } = 256;

    private int _untilCompile = compileAfterSearches ?? DefaultCompileAfterSearches;
    private CompiledBacktracker? _compiled;

    /// <summary>The largest visited bitset a search may use (256 KiB).</summary>
    public const long MaxVisitedBits = 256 * 1024 * 8;

    /// <summary>
    /// The default step budget per window position of an anchored search that records no visits: a line's
    /// parse takes about one step per position (loop runs count a step per unit they skip).
    /// </summary>
    public const int DefaultStepBudgetPerPosition = 4;

    // The step budget of searches that record their visits (half the range, so that one more never overflows).
    private const long Unbudgeted = long.MaxValue / 2;

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
            if (TryMatchAt<THaystack, RecordVisits>(ref haystack, [], position, anchor, window, cache, timeout, slotsUsed, slots, logSaves: false, stepBudget: Unbudgeted) == Outcome.Match) return true;
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
        var window = new Window(start.Position, limit);
        if (!logSaves && stepBudgetPerPosition > 0)
        {
            Outcome quick = TryMatchUnrecorded(input, start, limit, cache, timeout, slotsUsed, slots, stepBudgetPerPosition * (long)window.Positions);
            if (quick != Outcome.OverBudget) return quick == Outcome.Match;
        }
        var haystack = new Utf16Haystack(input);
        cache.Reset((long)Plan.JoinCount * nfa.VariantCount * window.Positions);
        return TryMatchAt<Utf16Haystack, RecordVisits>(ref haystack, input, start.Position, start.Anchor, window, cache, timeout, slotsUsed, slots, logSaves, stepBudget: Unbudgeted) == Outcome.Match;
    }

    /// <summary>
    /// Tries the match that starts exactly at <paramref name="start"/> with the search that records no visits, free to read
    /// to the input's end but stopped after <paramref name="stepBudget"/> steps: true or false when it settled within the
    /// budget (the first <paramref name="slotsUsed"/> slots written on a match), null when it did not. Needs no visited
    /// budget; the caller's step budgets keep its attempts linear.
    /// </summary>
    public bool? TryMatchWithinSteps(ReadOnlySpan<char> input, SearchStart start, BacktrackerCache cache, StrategyCache timeout, int slotsUsed, scoped Span<int> slots, long stepBudget) =>
        TryMatchUnrecorded(input, start, input.Length, cache, timeout, slotsUsed, slots, stepBudget) switch
        {
            Outcome.Match => true,
            Outcome.NoMatch => false,
            _ => null,
        };

    // The anchored search that records no visits, compiled once this backtracker has run enough of them.
    private Outcome TryMatchUnrecorded(ReadOnlySpan<char> input, SearchStart start, int limit, BacktrackerCache cache, StrategyCache timeout, int slotsUsed, scoped Span<int> slots, long stepBudget)
    {
        if (Compiled() is { } compiled) return (Outcome)compiled.TryMatchAt(input, start.Position, start.Anchor, limit, cache, timeout, slotsUsed, slots, stepBudget);
        var haystack = new Utf16Haystack(input);
        return TryMatchAt<Utf16Haystack, SkipVisits>(ref haystack, input, start.Position, start.Anchor, new Window(start.Position, limit), cache, timeout, slotsUsed, slots, logSaves: false, stepBudget);
    }

    /// <summary>Whether the budgeted anchored search runs compiled now (for tests).</summary>
    internal bool IsCompiled => _compiled is not null;

    // The compiled budgeted search once this backtracker has run enough of them interpreted (see
    // DefaultCompileAfterSearches); null before, where the runtime cannot compile, and for NFAs the compiler leaves to the
    // interpreter. Racing threads may each compile one; they are equivalent and immutable.
    private CompiledBacktracker? Compiled()
    {
        if (_compiled is { } compiled) return compiled;
        if (_untilCompile < 0 || !CompiledBacktracker.IsSupported || !RuntimeFeature.IsDynamicCodeCompiled) return null;
        if (Interlocked.Decrement(ref _untilCompile) >= 0) return null;
        compiled = BacktrackerCompiler.TryCompile(nfa, Plan);
        if (compiled is null) _untilCompile = int.MinValue / 2;
        return _compiled = compiled;
    }

    private enum Outcome
    {
        NoMatch,
        Match,
        OverBudget,
    }

    // The positions a search may visit; the visited bitset is indexed relative to its first.
    private readonly record struct Window(int First, int Last)
    {
        public int Positions => Last - First + 1;
    }

    // `units` is the UTF-16 input when the haystack is one (loop runs are then skipped by searching it), else empty.
    private Outcome TryMatchAt<THaystack, TVisits>(scoped ref THaystack haystack, ReadOnlySpan<char> units, int position, int anchor, Window window, BacktrackerCache cache, StrategyCache timeout, int slotsUsed, scoped Span<int> slots, bool logSaves, long stepBudget)
        where THaystack : struct, IHaystack, allows ref struct
        where TVisits : struct, IVisitPolicy
    {
        Span<int> scratch = cache.Slots.AsSpan(0, slotsUsed + nfa.MarkCount);
        scratch.Fill(-1);
        Outcome outcome = Explore<THaystack, TVisits>(ref haystack, units, cache, timeout, nfa.Start, position, anchor, slotsUsed, window, scratch, logSaves, stepBudget);
        if (outcome != Outcome.Match) return outcome;
        for (int s = 0; s < slotsUsed; s++)
        {
            int p = scratch[s];
            slots[s] = p < 0 ? -1 : (s & 1) == 0 ? haystack.ToStartOffset(p) : haystack.ToEndOffset(p);
        }
        return Outcome.Match;
    }

    // Depth-first in priority order from (stateId, position): Match when a match was reached, with the
    // winning path's slots left in `scratch`; OverBudget when TVisits records nothing and the steps passed
    // `stepBudget`. Everything the loop reads per step is held in locals (the frame stack's top too): stores
    // through the cache would otherwise make the JIT reload each table through its owner every step. Out of line:
    // tier 1 inlined it into TryMatchAt, whose frame then spilled more of the loop's locals.
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private Outcome Explore<THaystack, TVisits>(
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
        bool logSaves,
        long stepBudget)
        where THaystack : struct, IHaystack, allows ref struct
        where TVisits : struct, IVisitPolicy
    {
        if (position > window.Last) return Outcome.NoMatch;
        BacktrackerPlan plan = Plan;
        ref BacktrackerOp opsStart = ref MemoryMarshal.GetArrayDataReference(plan.Ops);
        ReadOnlySpan<ulong> asciiBits = plan.AsciiBits;
        FirstClasses first = plan.First;
        LoopRuns runs = plan.Runs;
        (int Next, int Alt)[] branchNeeds = plan.BranchNeeds;
        var classes = new UnitClasses(nfa);
        Span<ulong> visited = cache.Visited;
        int variants = nfa.VariantCount;
        int positions = window.Positions;
        int firstPosition = window.First;
        int last = window.Last;
        // One count serves the clock and the budget: `limit` is the next step count at which either needs a look.
        long steps = 0;
        long timeoutAt = cache.StepsUntilCheck;
        long limit = Math.Min(timeoutAt, stepBudget + 1);
        Outcome outcome = Outcome.NoMatch;
        var frames = new FrameStack(cache);
        int id = stateId;
        int at = position;
        while (true)
        {
            // Ids come from the plan's own successors, all within the table.
            ref readonly BacktrackerOp op = ref Unsafe.Add(ref opsStart, id);
            if (TVisits.RecordsVisits && op.VisitedRow >= 0)
            {
                int variant = variants == 1 ? 0 : nfa.EmptyDepthOf(id, scratch[slotsUsed..], at);
                long bit = (long)(op.VisitedRow + variant) * positions + (at - firstPosition);
                ref ulong word = ref visited[(int)(bit >> 6)];
                ulong mask = 1UL << (int)bit;
                if ((word & mask) != 0) goto Backtrack;
                word |= mask;
            }
            if (++steps >= limit && (limit = NextLimit(timeout, steps, stepBudget, ref timeoutAt)) < 0)
            {
                outcome = Outcome.OverBudget;
                break;
            }
            // The kinds in order of frequency along a typical path (classes, saves, splits).
            BacktrackerOpKind kind = op.Kind;
            if (kind == BacktrackerOpKind.Class)
            {
                // Positions past the window are never visited, so a unit is only consumed when its end is within it.
                if (!haystack.TryRead(at, out char unit, out int next) || next > last) goto Backtrack;
                if (unit < 128 ? ((asciiBits[op.AsciiRow + (unit >> 6)] >> unit) & 1) == 0 : !classes.SetContains(op.Arg, unit)) goto Backtrack;
                id = op.Next;
                at = next;
                continue;
            }
            if (kind == BacktrackerOpKind.Save)
            {
                Save(ref frames, cache, scratch, op.Arg, at, slotsUsed, logSaves);
                id = op.Next;
                continue;
            }
            if (kind is BacktrackerOpKind.Split or BacktrackerOpKind.LoopSplit or BacktrackerOpKind.SizedSplit)
            {
                if (kind == BacktrackerOpKind.LoopSplit && !units.IsEmpty && at < last)
                {
                    // A deterministic run of iterations: skip to where it stops, marking the loop
                    // visited at every position it passes (a position seen before already failed).
                    int run = RunLength<TVisits>(runs, units, cache, id, at, last, op.VisitedRow, positions, firstPosition);
                    if (run < 0) goto Backtrack;
                    if (run > 0)
                    {
                        steps += run;
                        if (steps >= limit && (limit = NextLimit(timeout, steps, stepBudget, ref timeoutAt)) < 0)
                        {
                            outcome = Outcome.OverBudget;
                            break;
                        }
                        at += run;
                    }
                }
                // A successor that needs more units than the window has left is not tried (see BranchNeeds).
                bool nextFits = true, altFits = true;
                if (kind == BacktrackerOpKind.SizedSplit)
                {
                    int room = last - at;
                    (int needsNext, int needsAlt) = branchNeeds[id];
                    (nextFits, altFits) = (needsNext <= room, needsAlt <= room);
                }
                if (!TryBranch(ref haystack, first, classes, asciiBits, op.AsciiRow, ref frames, op.Next, op.Alt, at, nextFits, altFits, out id)) goto Backtrack;
                continue;
            }
            if (kind == BacktrackerOpKind.Goto)
            {
                id = op.Next;
                continue;
            }
            if (kind == BacktrackerOpKind.Look)
            {
                if (!LookEvaluator.Holds((LookKind)op.Arg, ref haystack, at, anchor)) goto Backtrack;
                id = op.Next;
                continue;
            }
            if (kind == BacktrackerOpKind.Match)
            {
                outcome = Outcome.Match;
                break;
            }
            if (kind == BacktrackerOpKind.Mark)
            {
                int markSlot = slotsUsed + op.Arg;
                if (frames.CanBacktrack) frames.PushRestore(markSlot, scratch[markSlot]);
                scratch[markSlot] = at;
                id = op.Next;
                continue;
            }
            if (kind is BacktrackerOpKind.GuardGreedy or BacktrackerOpKind.GuardLazy)
            {
                if (scratch[slotsUsed + op.Arg] == at)
                {
                    id = op.Alt; // an empty iteration ends the loop
                    continue;
                }
                bool greedy = kind == BacktrackerOpKind.GuardGreedy;
                if (TryBranch(ref haystack, first, classes, asciiBits, op.AsciiRow, ref frames, greedy ? op.Next : op.Alt, greedy ? op.Alt : op.Next, at, true, true, out id)) continue;
            }
            // A failed guard, or a Fail state.
        Backtrack:
            if (!frames.TryPopExplore(scratch, out id, out at)) break;
        }
        cache.RecordSteps(steps, timeoutAt);
        return outcome;
    }

    // The deterministic run of the accelerated loop at `id` from `at` (see LoopRuns), with its positions marked visited
    // when TVisits records: -1 when one of them already was (that path failed before). Out of line: it runs once per
    // run, and inline its locals crowded the step loop's out of registers.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int RunLength<TVisits>(LoopRuns runs, ReadOnlySpan<char> units, BacktrackerCache cache, int id, int at, int last, int visitedRow, int positions, int firstPosition)
        where TVisits : struct, IVisitPolicy
    {
        int run = runs.RunLength(units, id, at, last);
        // Past `at` no iteration can still be empty, so the variant there is 0.
        if (run > 0 && TVisits.RecordsVisits && !cache.TryVisitRun((long)visitedRow * positions + (at + 1 - firstPosition), run)) return -1;
        return run;
    }

    // Called when the step count reaches its limit: reads the clock when that is due. Returns the next limit, or
    // -1 when the count passed `stepBudget`.
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal static long NextLimit(StrategyCache timeout, long steps, long stepBudget, ref long timeoutAt)
    {
        if (steps > stepBudget) return -1;
        if (steps >= timeoutAt)
        {
            timeout.ThrowIfTimedOut();
            timeoutAt = steps + StrategyCache.StepsPerTimeoutCheck;
        }
        return Math.Min(timeoutAt, stepBudget + 1);
    }

    // Records `at` in `slot` (slots past those used are not reported and need no record).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void Save(ref FrameStack frames, BacktrackerCache cache, Span<int> scratch, int slot, int at, int slotsUsed, bool logSaves)
    {
        if (slot >= slotsUsed) return;
        // Nothing to undo for when no choice is pending: a failure then ends the search.
        if (frames.CanBacktrack)
        {
            frames.PushRestore(slot, scratch[slot]);
            if (logSaves) frames.PushTruncateLog(cache.LogLength);
        }
        scratch[slot] = at;
        if (logSaves) cache.AppendLog(slot, at);
    }

    // Chooses between a preferred and a fallback successor at `at`, dropping either when the unit
    // there rules it out or it does not fit (see MinimumUnits): continues with one and saves the other for
    // backtracking when both may match. False when neither may.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool TryBranch<THaystack>(scoped ref THaystack haystack, FirstClasses first, UnitClasses classes, ReadOnlySpan<ulong> asciiBits, int asciiRow, ref FrameStack frames, int preferred, int fallback, int at,
        bool preferredFits, bool fallbackFits, out int id)
        where THaystack : struct, IHaystack, allows ref struct
    {
        bool takePreferred, takeFallback;
        bool read = haystack.TryRead(at, out char unit, out _);
        if (read && unit < 128)
        {
            // Shifts of a ulong take their count modulo 64, so the unit selects its bit within its word.
            int word = asciiRow + (unit >> 6);
            takePreferred = ((asciiBits[word] >> unit) & 1) != 0;
            takeFallback = ((asciiBits[word + 2] >> unit) & 1) != 0;
        }
        else
        {
            int classId = read ? classes.ClassOf(unit) : -1;
            takePreferred = first.MayMatch(preferred, classId);
            takeFallback = first.MayMatch(fallback, classId);
        }
        takePreferred &= preferredFits;
        takeFallback &= fallbackFits;
        if (takePreferred && takeFallback) frames.PushExplore(fallback, at);
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
