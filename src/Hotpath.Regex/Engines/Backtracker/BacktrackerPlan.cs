using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// What the <see cref="BoundedBacktracker"/> derives from its NFA on the first search (so construction
/// stays cheap for regexes whose groups are never resolved): the first classes that prune branches, the
/// loop runs it skips, and the join states — the only ones whose visits it must record. A state with a
/// single way in is visited at a position at most as often as its predecessor, so recording the visits
/// of the states with two or more ways in (and of the start) already bounds every state's visits by
/// one per (state, variant, position), which keeps the search linear. All of it is folded into one
/// table of <see cref="BacktrackerOp"/>s, one per state. Immutable and thread-safe.
/// </summary>
internal sealed class BacktrackerPlan
{
    private BacktrackerPlan(FirstClasses first, LoopRuns runs, BacktrackerOp[] ops, ulong[] asciiBits, int joinCount, (int Next, int Alt)[] branchNeeds)
    {
        BranchNeeds = branchNeeds;
        First = first;
        Runs = runs;
        Ops = ops;
        AsciiBits = asciiBits;
        JoinCount = joinCount;
    }

    /// <summary>
    /// Per split, the units each successor needs before the match (see <see cref="Backtracker.MinimumUnits"/>), checked
    /// against those the window has left before it is tried (a <see cref="BacktrackerOpKind.SizedSplit"/>); (0, 0), never
    /// checked, where the needs are equal or the split lies on a loop, which a search passes once per iteration and whose
    /// check would cost about what it saves.
    /// </summary>
    public (int Next, int Alt)[] BranchNeeds { get; }

    /// <summary>The first classes of every state.</summary>
    public FirstClasses First { get; }

    /// <summary>The accelerated loops.</summary>
    public LoopRuns Runs { get; }

    /// <summary>The states as the search runs them, indexed by state id.</summary>
    public BacktrackerOp[] Ops { get; }

    /// <summary>
    /// For each split and guard, four words from its <see cref="BacktrackerOp.AsciiRow"/>: the ASCII units its
    /// preferred successor may begin with (units 0-63, then 64-127), then those of its fallback — the
    /// <see cref="First"/> sets of both successors folded into two bit tests for the common unit. For each class
    /// state, two words: the ASCII units its class set holds (one bit test instead of a class lookup and a set test).
    /// </summary>
    public ulong[] AsciiBits { get; }

    /// <summary>The number of join states (the visited bitset has a row per join state and variant).</summary>
    public int JoinCount { get; }

    /// <summary>Derives the plan for <paramref name="nfa"/>.</summary>
    public static BacktrackerPlan Build(ThompsonNfa nfa)
    {
        FirstClasses first = FirstClasses.Build(nfa);
        LoopRuns runs = LoopRuns.Build(nfa, first);
        ReadOnlySpan<NfaState> states = nfa.States;
        bool[] joins = Joins(nfa);
        var ops = new BacktrackerOp[states.Length];
        (int Next, int Alt)[] branchNeeds = BranchNeedsOf(nfa);
        var asciiBits = new List<ulong>();
        int joinCount = 0;
        for (int s = 0; s < states.Length; s++)
        {
            NfaState state = states[s];
            int visitedRow = joins[s] ? joinCount++ * nfa.VariantCount : -1;
            int asciiRow = -1;
            if (state.Kind == NfaStateKind.Class)
            {
                asciiRow = asciiBits.Count;
                AsciiSet members = AsciiSet.Of(nfa, state.Arg);
                asciiBits.Add(members.Low);
                asciiBits.Add(members.High);
            }
            else if (state.Kind is NfaStateKind.Split or NfaStateKind.GuardGreedy or NfaStateKind.GuardLazy)
            {
                asciiRow = asciiBits.Count;
                (int preferred, int fallback) = state.Kind == NfaStateKind.GuardLazy ? (state.Alt, state.Next) : (state.Next, state.Alt);
                AddAsciiStarts(nfa, first, preferred, asciiBits);
                AddAsciiStarts(nfa, first, fallback, asciiBits);
            }
            BacktrackerOpKind kind = KindOf(state.Kind, runs.IsLoop(s));
            if (kind == BacktrackerOpKind.Split && branchNeeds[s] != default) kind = BacktrackerOpKind.SizedSplit;
            ops[s] = new BacktrackerOp(kind, state.Next, state.Alt, state.Arg, visitedRow, asciiRow);
        }
        return new BacktrackerPlan(first, runs, ops, [.. asciiBits], joinCount, branchNeeds);
    }

    // See BranchNeeds.
    private static (int Next, int Alt)[] BranchNeedsOf(ThompsonNfa nfa)
    {
        int[] units = MinimumUnits.ToMatch(nfa);
        bool[] onCycles = MinimumUnits.OnCycles(nfa);
        ReadOnlySpan<NfaState> states = nfa.States;
        var needs = new (int Next, int Alt)[states.Length];
        for (int s = 0; s < states.Length; s++)
        {
            NfaState state = states[s];
            if (state.Kind == NfaStateKind.Split && !onCycles[s] && units[state.Next] != units[state.Alt]) needs[s] = (units[state.Next], units[state.Alt]);
        }
        return needs;
    }

    // Appends two words: the ASCII units a path from `state` may begin with.
    private static void AddAsciiStarts(ThompsonNfa nfa, FirstClasses first, int state, List<ulong> asciiBits)
    {
        AsciiSet starts = AsciiSet.Where(unit => first.MayMatch(state, nfa.Classes.ClassOf(unit)));
        asciiBits.Add(starts.Low);
        asciiBits.Add(starts.High);
    }

    private static BacktrackerOpKind KindOf(NfaStateKind kind, bool isLoop) => kind switch
    {
        NfaStateKind.Class => BacktrackerOpKind.Class,
        NfaStateKind.Split => isLoop ? BacktrackerOpKind.LoopSplit : BacktrackerOpKind.Split,
        NfaStateKind.Goto => BacktrackerOpKind.Goto,
        NfaStateKind.Look => BacktrackerOpKind.Look,
        NfaStateKind.Save => BacktrackerOpKind.Save,
        NfaStateKind.Mark => BacktrackerOpKind.Mark,
        NfaStateKind.GuardGreedy => BacktrackerOpKind.GuardGreedy,
        NfaStateKind.GuardLazy => BacktrackerOpKind.GuardLazy,
        NfaStateKind.Match => BacktrackerOpKind.Match,
        _ => BacktrackerOpKind.Fail,
    };

    private static bool[] Joins(ThompsonNfa nfa)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        var waysIn = new int[states.Length];
        foreach (NfaState state in states)
        {
            switch (state.Kind)
            {
                case NfaStateKind.Split:
                case NfaStateKind.GuardGreedy:
                case NfaStateKind.GuardLazy:
                    waysIn[state.Next]++;
                    waysIn[state.Alt]++;
                    break;
                case NfaStateKind.Class:
                case NfaStateKind.Goto:
                case NfaStateKind.Look:
                case NfaStateKind.Save:
                case NfaStateKind.Mark:
                    waysIn[state.Next]++;
                    break;
            }
        }
        var joins = new bool[states.Length];
        for (int s = 0; s < states.Length; s++) joins[s] = waysIn[s] >= 2;
        joins[nfa.Start] = true;
        return joins;
    }
}
