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
    private readonly int[] _joinIndex;

    private BacktrackerPlan(FirstClasses first, LoopRuns runs, int[] joinIndex, int joinCount)
    {
        First = first;
        Runs = runs;
        _joinIndex = joinIndex;
        JoinCount = joinCount;
    }

    /// <summary>The first classes of every state.</summary>
    public FirstClasses First { get; }

    /// <summary>The accelerated loops.</summary>
    public LoopRuns Runs { get; }

    /// <summary>The number of join states (the visited bitset has a row per join state and variant).</summary>
    public int JoinCount { get; }

    /// <summary>The index among the join states of <paramref name="state"/>, whose visits must be recorded; -1 when it is no join state.</summary>
    public int JoinIndexOf(int state) => _joinIndex[state];

    /// <summary><see cref="JoinIndexOf"/> for every state, for loops that keep it in a local.</summary>
    public ReadOnlySpan<int> JoinIndexes => _joinIndex;

    /// <summary>Derives the plan for <paramref name="nfa"/>.</summary>
    public static BacktrackerPlan Build(ThompsonNfa nfa)
    {
        FirstClasses first = FirstClasses.Build(nfa);
        bool[] joins = Joins(nfa);
        var joinIndex = new int[joins.Length];
        int joinCount = 0;
        for (int s = 0; s < joins.Length; s++) joinIndex[s] = joins[s] ? joinCount++ : -1;
        return new BacktrackerPlan(first, LoopRuns.Build(nfa, first), joinIndex, joinCount);
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
