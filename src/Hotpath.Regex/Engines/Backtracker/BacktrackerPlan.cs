using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// What the <see cref="BoundedBacktracker"/> derives from its NFA on the first search (so construction
/// stays cheap for regexes whose groups are never resolved): the first classes that prune branches, the
/// loop runs it skips, and the join states — the only ones whose visits it must record. A state with a
/// single way in is visited at a position at most as often as its predecessor, so recording the visits
/// of the states with two or more ways in (and of the start) already bounds every state's visits by
/// one per (state, variant, position), which keeps the search linear. Immutable and thread-safe.
/// </summary>
internal sealed class BacktrackerPlan
{
    private readonly bool[] _joins;

    private BacktrackerPlan(FirstClasses first, LoopRuns runs, bool[] joins)
    {
        First = first;
        Runs = runs;
        _joins = joins;
    }

    /// <summary>The first classes of every state.</summary>
    public FirstClasses First { get; }

    /// <summary>The accelerated loops.</summary>
    public LoopRuns Runs { get; }

    /// <summary>Whether visits of <paramref name="state"/> must be recorded.</summary>
    public bool IsJoin(int state) => _joins[state];

    /// <summary>Derives the plan for <paramref name="nfa"/>.</summary>
    public static BacktrackerPlan Build(ThompsonNfa nfa)
    {
        FirstClasses first = FirstClasses.Build(nfa);
        return new BacktrackerPlan(first, LoopRuns.Build(nfa, first), Joins(nfa));
    }

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
