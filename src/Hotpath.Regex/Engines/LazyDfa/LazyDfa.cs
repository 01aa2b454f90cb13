using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// A lazy (hybrid) DFA: the subset construction run during the search, one transition at a time, with the
/// states kept in a bounded <see cref="LazyDfaCache"/>. Forward it finds where the leftmost-first match
/// ends; over the reversed regex it finds where that match starts. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Not every NFA can run here: loops whose body can match empty carry .NET's "an empty iteration
/// ends the loop" marks, which make a thread's future depend on more than its state, and <c>\G</c>
/// depends on the search start. <see cref="TryCreate"/> returns null for those and the caller uses the
/// PikeVM.</para>
/// <para>Give-up rule: when the cache is full it is cleared. If, in one search, it has been cleared at
/// least <see cref="MinClearsBeforeGivingUp"/> times and fewer than <see cref="MinUnitsPerState"/> units
/// were scanned per state built since the previous clear, the DFA is building a state almost every
/// unit — slower than the PikeVM — and returns <see cref="DfaOutcome.GaveUp"/>. Work is therefore linear
/// in the input: states built per search are bounded by the units scanned plus the clear limit.</para>
/// <para>The match timeout is checked whenever a state is built and, in forward scans with a deadline,
/// every <see cref="TimeoutCheckUnits"/> units, so a warm DFA over a huge input still honours it.
/// Reverse scans cover only a match the forward scan already read under the same checks.</para>
/// <para>The scan loops are compiled fully optimized on first call: searches are short and many, and
/// tiered compilation otherwise leaves them unoptimized for the first few hundred milliseconds of use. They are
/// never inlined: tier-1 inlined <c>FindEnd</c> into the reverse-inner search's caller and then ran out of inlining
/// budget, so the stepper's loop, its constructor and even <c>Finish</c> became calls with the stepper in memory (the
/// e-mail pattern over prose with an address per 2,000 chars was slower than the BCL's Compiled regex before, and
/// on par after).</para>
/// </remarks>
internal sealed partial class LazyDfa
{
    /// <summary>Clears tolerated per search before the give-up rule applies.</summary>
    public const int MinClearsBeforeGivingUp = 3;

    /// <summary>Below this many units scanned per state built, a thrashing DFA gives up.</summary>
    public const int MinUnitsPerState = 10;

    /// <summary>How many units a forward scan reads between two clock reads when the search has a deadline.</summary>
    public const int TimeoutCheckUnits = 64 * 1024;

    /// <summary>Alphabets with more unit symbols than this check accelerators on ASCII units only (the check steps every symbol it covers).</summary>
    public const int MaxAcceleratedSymbols = 64;

    /// <summary>
    /// How many units an accelerated state steps before it searches for its escape, unless its searches have paid
    /// well so far (see <see cref="LazyDfaCache.StepsBeforeSkip(int)"/>). A search call costs about as much as this many
    /// steps on short runs (a host name, a word), which are common; longer runs still skip.
    /// </summary>
    public const int StepsBeforeSkip = 16;

    private const int GaveUpId = -2;

    private readonly ThompsonNfa _nfa;
    private readonly DfaAlphabet _alphabet;
    private readonly Determinizer _determinizer;
    private readonly long _capacityBytes;
    private readonly bool _tagStarts;

    private LazyDfa(ThompsonNfa nfa, DfaAlphabet alphabet, DfaDirection direction, DfaMatchKind matchKind, long capacityBytes, bool tagStarts)
    {
        _nfa = nfa;
        _alphabet = alphabet;
        Direction = direction;
        _capacityBytes = capacityBytes;
        _tagStarts = tagStarts;
        _determinizer = new Determinizer(nfa, alphabet, direction, matchKind);
    }

    /// <summary>The scan direction.</summary>
    public DfaDirection Direction { get; }

    /// <summary>
    /// A DFA over <paramref name="nfa"/>, or null when the NFA uses what a DFA cannot express (see the
    /// remarks). <paramref name="prefilterAware"/> makes forward searches leave the fast loop in start
    /// states so a prefilter can skip ahead.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static LazyDfa? TryCreate(ThompsonNfa nfa, DfaDirection direction, DfaMatchKind matchKind, long capacityBytes, bool prefilterAware = false)
    {
        ArgumentNullException.ThrowIfNull(nfa);
        if (nfa.MarkCount > 0) return null;
        UnitFacts relevant = UnitFacts.None;
        foreach (NfaState state in nfa.States)
        {
            if (state.Kind is NfaStateKind.Mark or NfaStateKind.GuardGreedy or NfaStateKind.GuardLazy) return null;
            if (state.Kind != NfaStateKind.Look) continue;
            var look = (LookKind)state.Arg;
            if (look == LookKind.SearchStart) return null;
            relevant |= LookFacts.Relevant(look);
        }
        // A table row per state must fit the budget several times over, and ids must stay below the tags.
        var alphabet = new DfaAlphabet(nfa, relevant);
        long capacity = Math.Clamp(capacityBytes, 16L * alphabet.Stride * sizeof(int), LazyDfaCache.IdMask / 2);
        return new LazyDfa(nfa, alphabet, direction, matchKind, capacity, prefilterAware && direction == DfaDirection.Forward);
    }

    /// <summary>Creates an empty cache for this DFA.</summary>
    public LazyDfaCache CreateCache() => new(_alphabet.Stride, _nfa.StateCount, _capacityBytes, startKeyCount: 64);

    /// <summary>
    /// Forward search from <paramref name="start"/>: where the leftmost-first match ends (with
    /// <paramref name="earliest"/>, where the first match of any priority is detected — enough for
    /// is-match questions). Unanchored searches may use <paramref name="prefilter"/> (candidates are
    /// possible match starts) whenever no match attempt is in progress.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    public DfaOutcome FindEnd(ReadOnlySpan<char> input, int start, bool anchored, bool earliest, Prefilter? prefilter, LazyDfaCache cache, StrategyCache? timeout, out int end)
    {
        int count = 0;
        return Scan<FirstMatch>(input, ref start, anchored, earliest, prefilter, cache, timeout, out end, ref count);
    }

    /// <summary>
    /// Counts, into <paramref name="count"/>, the leftmost-first matches from <paramref name="start"/> on, each search
    /// starting where the previous match ended, in one call: the scan restarts in place instead of returning per match.
    /// Only for regexes that cannot match empty (the caller's guarantee), so every restart moves forward. Returns
    /// <see cref="DfaOutcome.NoMatch"/> when no match is left, or <see cref="DfaOutcome.GaveUp"/> with
    /// <paramref name="start"/> moved to where the search that gave up began (the matches before it counted).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    public DfaOutcome CountEnds(ReadOnlySpan<char> input, ref int start, Prefilter? prefilter, LazyDfaCache cache, StrategyCache? timeout, ref int count) =>
        Scan<EveryMatch>(input, ref start, anchored: false, earliest: false, prefilter, cache, timeout, out _, ref count);

    /// <summary>
    /// The anchored forward search of a match attempt at <paramref name="start"/> (a candidate's): where the leftmost-first
    /// match from there ends. <see cref="FindEnd(ReadOnlySpan{char}, int, bool, bool, Prefilter?, LazyDfaCache, StrategyCache?, out int)"/>
    /// anchored, compiled without what only unanchored scans use (the prefilter and its tracker, the scan memo), as candidate
    /// searches run one attempt per candidate and its setup weighs on short attempts.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    public DfaOutcome MatchAnchored(ReadOnlySpan<char> input, int start, LazyDfaCache cache, StrategyCache? timeout, out int end)
    {
        int count = 0;
        return Scan<AnchoredAttempt>(input, ref start, anchored: true, earliest: false, prefilter: null, cache, timeout, out end, ref count);
    }

    // How a scan ends at a match: returns it (FindEnd), or counts it and searches again from its end (CountEnds); and
    // whether it is an anchored attempt (MatchAnchored). The JIT compiles one scan per mode, each without the others' work.
    private interface IScanMode
    {
        static abstract bool CountsEveryMatch { get; }

        static abstract bool IsAnchoredAttempt { get; }
    }

    private struct FirstMatch : IScanMode
    {
        public static bool CountsEveryMatch => false;

        public static bool IsAnchoredAttempt => false;
    }

    private struct EveryMatch : IScanMode
    {
        public static bool CountsEveryMatch => true;

        public static bool IsAnchoredAttempt => false;
    }

    private struct AnchoredAttempt : IScanMode
    {
        public static bool CountsEveryMatch => false;

        public static bool IsAnchoredAttempt => true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private DfaOutcome Scan<TMode>(ReadOnlySpan<char> input, ref int start, bool anchored, bool earliest, Prefilter? prefilter, LazyDfaCache cache, StrategyCache? timeout, out int end, ref int count)
        where TMode : struct, IScanMode
    {
        // Counting restarts a scan per match, and each scan reads the clock only after TimeoutCheckUnits of its own units.
        var countClock = new InputClock(start);
        ref PrefilterTracker tracker = ref TMode.IsAnchoredAttempt ? ref Unsafe.NullRef<PrefilterTracker>() : ref cache.TrackerFor(timeout?.SearchId ?? 0);
    Restart:
        BeginSearch(cache);
        end = -1;
        int position = start;
        bool usePrefilter = !TMode.IsAnchoredAttempt && prefilter is not null && !anchored && _tagStarts;
        if (usePrefilter && tracker.IsActiveAt(position) && !SkipToCandidate(input, ref position, prefilter!, ref tracker))
        {
            return Finish(cache, start, position, DfaOutcome.NoMatch);
        }
        int current = StartId(input, position, anchored, cache, timeout);
        if (current == GaveUpId) return Finish(cache, start, position, DfaOutcome.GaveUp);

        bool finalNewline = _alphabet.UsesFinalNewline && input.Length > 0 && input[^1] == '\n';
        int limit = finalNewline ? input.Length - 1 : input.Length;
        var stepper = new DfaStepper(input, _alphabet, earliest) { LastMatch = -1 };
        int[] table = cache.Transitions;
        int checkAt = NextTimeoutCheck(position, limit, timeout);
        // The first accelerated run of this scan, recorded at the end for later scans of the same call.
        long searchId = TMode.IsAnchoredAttempt || usePrefilter || timeout is null ? 0 : timeout.SearchId;
        ScanMemo firstRun = default;

        while (true)
        {
            // Without a prefilter in use the start states' tags are plain, and the loop stops where the prefilter is due
            // to be tried again (see PrefilterTracker).
            bool startsPass = !usePrefilter || !tracker.IsActiveAt(position);
            int stop = startsPass && usePrefilter ? (int)Math.Min(checkAt, tracker.ReprobeAt) : checkAt;
            stepper.Current = current;
            position = stepper.StepPlain(table, position, stop, startsPass);
            current = stepper.Current;
            int symbol, next;
            if (position < stop) (symbol, next) = (stepper.StopSymbol, stepper.StopEntry);
            else
            {
                if (position < limit)
                {
                    if (position >= checkAt) checkAt = CheckTimeout(position, limit, timeout!);
                    continue;
                }
                if (position == limit && finalNewline) symbol = _alphabet.FinalNewline;
                else if (position == input.Length) symbol = _alphabet.EndOfInput;
                else break;
                next = table[current + symbol];
            }
            if (next == 0)
            {
                next = Transition(current, symbol, position, start, cache, timeout);
                if (next == GaveUpId) return Finish(cache, start, position, DfaOutcome.GaveUp);
                table = cache.Transitions;
            }
            int entry = next;
            bool matchState = (next & LazyDfaCache.MatchFlag) != 0;
            if (matchState)
            {
                stepper.LastMatch = position;
                if (earliest) break;
            }
            next &= ~LazyDfaCache.MatchFlag;
            if (next == cache.DeadId || symbol == _alphabet.EndOfInput) break;
            position++;
            if ((next & LazyDfaCache.StartFlag) != 0)
            {
                next &= ~LazyDfaCache.StartFlag;
                if (usePrefilter && tracker.IsActiveAt(position) && position < input.Length)
                {
                    // No attempt is in progress: jump to the next place a match can start.
                    if (!SkipToCandidate(input, ref position, prefilter!, ref tracker)) break;
                    next = StartId(input, position, anchored: false, cache, timeout);
                    if (next == GaveUpId) return Finish(cache, start, position, DfaOutcome.GaveUp);
                    table = cache.Transitions;
                }
            }
            if ((next & LazyDfaCache.AccelFlag) != 0)
            {
                next &= ~LazyDfaCache.AccelFlag;
                int bound = Math.Min(limit, checkAt);
                if (position < bound)
                {
                    if (cache.LastScan.Covers(searchId, cache.Clears, earliest, next, position))
                    {
                        // Units scanned count what was read, so the memo's work stays visible as saved.
                        end = cache.LastScan.FinalLastEnd(stepper.LastMatch);
                        if (TMode.CountsEveryMatch && end >= 0) goto Counted;
                        return Finish(cache, start, position, end >= 0 ? DfaOutcome.Match : DfaOutcome.NoMatch);
                    }
                    int entered = position;
                    position = RunAccelerated(input, cache, table, next, entry, position, bound);
                    if (position > entered)
                    {
                        if (firstRun.State == 0)
                        {
                            (firstRun.State, firstRun.From, firstRun.Escape, firstRun.LastEndBefore, firstRun.Clears) = (next, entered, position, stepper.LastMatch, cache.Clears);
                        }
                        // Each step would have landed here again, reporting a match end when this is a match state.
                        if (matchState) stepper.LastMatch = position - 1;
                    }
                }
            }
            current = next;
        }
        end = stepper.LastMatch;
        KeepFirstRun(cache, firstRun, searchId, earliest, end);
        if (!TMode.CountsEveryMatch || end < 0) return Finish(cache, start, position, end >= 0 ? DfaOutcome.Match : DfaOutcome.NoMatch);
    Counted:
        Finish(cache, start, position, DfaOutcome.Match);
        count++;
        start = end;
        if (timeout is not null) countClock.Passed(end, timeout);
        goto Restart;
    }

    // Records a forward scan's first accelerated run as the cache's memo (see ScanMemo), for both encodings. Kept only
    // when the run did not end the scan's match: later searches of the call then start before it and may reach it
    // again (a scan that matched beyond it is resumed after its match instead).
    private static void KeepFirstRun(LazyDfaCache cache, ScanMemo firstRun, long searchId, bool earliest, int end)
    {
        if (firstRun.State == 0 || searchId == 0 || end >= firstRun.From || firstRun.Clears != cache.Clears) return;
        firstRun.SearchId = searchId;
        firstRun.Earliest = earliest;
        firstRun.LastEnd = end;
        cache.LastScan = firstRun;
    }

    /// <summary>
    /// Reverse search anchored at <paramref name="end"/>, never going left of <paramref name="minStart"/>:
    /// where the match of the reversed regex that reaches furthest left starts (with
    /// <see cref="DfaMatchKind.All"/>, the leftmost start of any match ending at <paramref name="end"/>).
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    public DfaOutcome FindStart(ReadOnlySpan<char> input, int end, int minStart, LazyDfaCache cache, StrategyCache? timeout, out int start)
    {
        BeginSearch(cache);
        start = -1;
        int position = end;
        int current = StartId(input, position, anchored: true, cache, timeout);
        if (current == GaveUpId) return Finish(cache, end, position, DfaOutcome.GaveUp);
        int firstReal = 2 * _alphabet.Stride;
        int[] table = cache.Transitions;
        var stepper = new DfaStepper(input, _alphabet, earliest: false) { LastMatch = -1 };
        // Only the unit before the input's end can be the final newline, so every other step reads the table.
        int plainBelow = _alphabet.UsesFinalNewline ? input.Length : int.MaxValue;

        while (true)
        {
            if (position < plainBelow)
            {
                stepper.Current = current;
                position = stepper.StepPlainBackward(table, position, minStart);
                current = stepper.Current;
            }
            int symbol, next;
            if (position > minStart && position < plainBelow) (symbol, next) = (stepper.StopSymbol, stepper.StopEntry);
            else
            {
                symbol = position > 0 && position < plainBelow ? stepper.SymbolAt(position - 1)
                    : position > 0 ? SymbolBefore(input, position) : _alphabet.EndOfInput;
                next = table[current + symbol];
            }
            if (position > minStart && DfaStepper.IsPlain(next, firstReal, DfaStepper.PlainRange(firstReal)))
            {
                current = next;
                position--;
                continue;
            }
            if (next == 0)
            {
                next = Transition(current, symbol, position, end, cache, timeout);
                if (next == GaveUpId) return Finish(cache, end, position, DfaOutcome.GaveUp);
                table = cache.Transitions;
            }
            bool matchState = (next & LazyDfaCache.MatchFlag) != 0;
            if (matchState) stepper.LastMatch = position;
            bool accelerated = (next & LazyDfaCache.AccelFlag) != 0;
            next &= ~(LazyDfaCache.MatchFlag | LazyDfaCache.StartFlag | LazyDfaCache.AccelFlag);
            if (next == cache.DeadId || position == minStart) break;
            current = next;
            position--;
            if (accelerated && position > minStart)
            {
                // Skip back to just after the previous escape unit (or to minStart); each skipped step would
                // have landed here again, reporting a match start when this is a match state.
                int stop = cache.SkipBackward(next, input, minStart, position);
                if (stop < position && matchState) stepper.LastMatch = stop + 1;
                position = stop;
            }
        }
        start = stepper.LastMatch;
        return Finish(cache, end, position, stepper.LastMatch >= 0 ? DfaOutcome.Match : DfaOutcome.NoMatch);
    }

    // The accelerated state `state` (entered by the tagged `entry`) loops on everything but its escapes: steps a
    // short run, skips a longer one to the next escape in one search, and returns where the run stops (at most
    // `bound`, the next timeout check). Out of line: it runs once per run, and inline its locals crowded the fast
    // loop's out of registers. It builds a stepper of its own, as taking the scan's by reference would make the JIT
    // keep that one in memory.
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private int RunAccelerated(ReadOnlySpan<char> input, LazyDfaCache cache, int[] table, int state, int entry, int position, int bound)
    {
        // Short runs are stepped (see LazyDfaCache.StepsBeforeSkip); only a run still going after them is searched.
        int entered = position;
        int stepTo = Math.Min(bound, position + cache.StepsBeforeSkip(state));
        var stepper = new DfaStepper(input, _alphabet, earliest: false);
        position = stepper.StepSelfLoop(ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(table), state), entry, position, stepTo);
        if (position == stepTo && position < bound) return cache.SkipForward(state, input, position, bound);
        cache.BookSteppedRun(state, position - entered);
        return position;
    }

    // Reads the clock (throwing past the deadline) and returns where the forward scan next does.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static int CheckTimeout(int position, int limit, StrategyCache timeout)
    {
        timeout.ThrowIfTimedOut();
        return NextTimeoutCheck(position, limit, timeout);
    }

    // Where the forward scan next reads the clock: never without a deadline, else every
    // TimeoutCheckUnits units (a warm DFA builds no states, so it would otherwise never check).
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int NextTimeoutCheck(int position, int limit, StrategyCache? timeout) =>
        timeout is { HasTimeout: true } ? (int)Math.Min(limit, (long)position + TimeoutCheckUnits) : limit;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int SymbolBefore(ReadOnlySpan<char> input, int position) =>
        _alphabet.UsesFinalNewline && position == input.Length && input[position - 1] == '\n'
            ? _alphabet.FinalNewline
            : _alphabet.SymbolOf(input[position - 1]);

    private static bool SkipToCandidate(ReadOnlySpan<char> input, ref int position, Prefilter prefilter, ref PrefilterTracker tracker)
    {
        if (!prefilter.TryFind(input, position, out int candidate, out _)) return false;
        tracker.Record(candidate - position, candidate, prefilter.MinAverageSkip);
        position = candidate;
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void BeginSearch(LazyDfaCache cache)
    {
        cache.ClearsThisSearch = 0;
        cache.UnitsAtLastClear = 0;
        cache.ReviveIfDue();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static DfaOutcome Finish(LazyDfaCache cache, int from, int to, DfaOutcome outcome)
    {
        cache.UnitsScanned += Math.Abs(to - from);
        return outcome;
    }

    private int StartId(ReadOnlySpan<char> input, int position, bool anchored, LazyDfaCache cache, StrategyCache? timeout)
    {
        // Most regexes have no assertion: their start state does not depend on the unit behind.
        UnitFacts behind = _alphabet.Relevant == UnitFacts.None ? UnitFacts.None
            : Direction == DfaDirection.Forward ? _alphabet.FactsBefore(input, position) : _alphabet.FactsAt(input, position);
        return StartIdFor(behind, anchored, unitsScanned: 0, cache, timeout);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int StartIdFor(UnitFacts behind, bool anchored, long unitsScanned, LazyDfaCache cache, StrategyCache? timeout)
    {
        int key = (int)behind * 2 + (anchored ? 1 : 0);
        int id = cache.StartIds[key];
        return id != 0 ? id : BuildStartId(key, behind, anchored, unitsScanned, cache, timeout);
    }

    // Out of line: a start state is built once per cache life, and inline its code crowded the scans' registers.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int BuildStartId(int key, UnitFacts behind, bool anchored, long unitsScanned, LazyDfaCache cache, StrategyCache? timeout)
    {
        DfaState state = _determinizer.Start(behind, anchored, cache);
        int id = InternOrClear(state, unitsScanned, cache, timeout, keep: null);
        if (id == GaveUpId) return id;
        cache.StartIds[key] = id;
        return id;
    }

    // Builds and caches the transition from `current` on `symbol`, returning the tagged target id.
    private int Transition(int current, int symbol, int position, int searchStart, LazyDfaCache cache, StrategyCache? timeout)
    {
        DfaState from = cache.StateOf(current);
        DfaState to = _determinizer.Step(from, symbol, cache);
        long scanned = Math.Abs(position - searchStart);
        int target;
        if (to.IsDead && !to.IsMatch)
        {
            target = cache.DeadId;
        }
        else
        {
            // Compare states, not ids: interning the target may clear the cache and renumber everything.
            bool isStart = false;
            if (_tagStarts && !to.IsMatch && symbol != _alphabet.EndOfInput)
            {
                int startId = StartIdFor(_alphabet.FactsOf(symbol), anchored: false, scanned, cache, timeout);
                if (startId == GaveUpId) return GaveUpId;
                isStart = cache.StateOf(startId).Equals(to);
            }
            target = InternOrClear(to, scanned, cache, timeout, keep: from);
            if (target == GaveUpId) return GaveUpId;
            // Start states are accelerated too: while the prefilter is off (dense candidates, see PrefilterTracker), a
            // start state's self-loop is searched for its escapes like any other state's rather than stepped unit by unit.
            if (!cache.IsAnalyzed(target) && to.Equals(from)) cache.SetAccelerator(target, AcceleratorFor(from, cache));
            if (cache.AcceleratorOf(target) is not null) target |= LazyDfaCache.AccelFlag;
            if (isStart) target |= LazyDfaCache.StartFlag;
            if (to.IsMatch) target |= LazyDfaCache.MatchFlag;
        }
        // The source may have moved if the cache was cleared: store the transition on its new row.
        int fromId = cache.Intern(from);
        cache.Transitions[fromId + symbol] = target;
        return target;
    }

    // Called when `state`'s self-loop is first built: which units keep it where it is, and is searching for the
    // others cheaper than stepping? Bounded work: one step per unit symbol, once per state per cache life. Large
    // alphabets (many distinct classes, or class and assertion-fact pairs) are only stepped on ASCII units: the
    // accelerator then searches for the ASCII loop units and stops early at the others (see StateAccelerator).
    private StateAccelerator? AcceleratorFor(DfaState state, LazyDfaCache cache)
    {
        if (_alphabet.UnitSymbolCount > MaxAcceleratedSymbols) return StateAccelerator.TryCreate(AsciiLoopUnits(state, cache));
        Span<bool> loops = stackalloc bool[_alphabet.UnitSymbolCount];
        for (int symbol = 0; symbol < loops.Length; symbol++) loops[symbol] = _determinizer.Step(state, symbol, cache).Equals(state);
        return StateAccelerator.TryCreate(_alphabet.UnitsOf(loops));
    }

    private CharRangeSet AsciiLoopUnits(DfaState state, LazyDfaCache cache)
    {
        var ranges = new List<CharRange>();
        int lastSymbol = -1;
        bool loops = false;
        for (char unit = '\0'; unit < 0x80; unit++)
        {
            int symbol = _alphabet.SymbolOf(unit);
            // Neighbouring units mostly share a symbol: step only when it changes.
            if (symbol != lastSymbol) (lastSymbol, loops) = (symbol, _determinizer.Step(state, symbol, cache).Equals(state));
            if (loops) ranges.Add(new CharRange(unit, unit));
        }
        return CharRangeSet.FromRanges(ranges);
    }

    private static int InternOrClear(DfaState state, long unitsScanned, LazyDfaCache cache, StrategyCache? timeout, DfaState? keep)
    {
        timeout?.ThrowIfTimedOut();
        if (cache.IsFullFor(state))
        {
            long unitsSinceClear = unitsScanned - cache.UnitsAtLastClear;
            if (cache.ClearsThisSearch >= MinClearsBeforeGivingUp && unitsSinceClear < (long)MinUnitsPerState * cache.StatesSinceClear)
            {
                return GaveUpId;
            }
            cache.Clear();
            cache.UnitsAtLastClear = unitsScanned;
            if (keep is not null) cache.Intern(keep);
        }
        return cache.Intern(state);
    }
}
