using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Nfa;

/// <summary>
/// For every state of a <see cref="ThompsonNfa"/>: the classes the first unit consumed from it can be in,
/// and whether it reaches the match state consuming nothing. A path from a state can only succeed at a
/// position when the unit there is in its first classes or it accepts empty, so engines that explore
/// one path at a time skip the branches that would fail on their first unit — which makes a lazy
/// <c>[^\]]*?\]</c> or a long alternation of literals a near-deterministic walk. Assertions and loop
/// guards are looked through (they only restrict paths further), so the sets over-approximate and
/// pruning by them never changes a result. Immutable and thread-safe.
/// </summary>
internal sealed class FirstClasses
{
    private readonly ulong[] _bits;
    private readonly bool[] _acceptsEmpty;
    private readonly int _words;

    private FirstClasses(ulong[] bits, bool[] acceptsEmpty, int words)
    {
        _bits = bits;
        _acceptsEmpty = acceptsEmpty;
        _words = words;
    }

    /// <summary>
    /// Whether a path from <paramref name="state"/> may match when the next unit is in class
    /// <paramref name="classId"/> (-1 at the end of the input).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool MayMatch(int state, int classId) =>
        _acceptsEmpty[state] || classId >= 0 && (_bits[state * _words + (classId >> 6)] & (1UL << classId)) != 0;

    /// <summary>
    /// Computes the sets by propagating them backwards along epsilon edges until nothing changes: each
    /// state's set only grows, so the work is O(epsilon edges × classes).
    /// </summary>
    public static FirstClasses Build(ThompsonNfa nfa)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        int n = states.Length, words = nfa.WordsPerClassSet;
        var bits = new ulong[n * words];
        var acceptsEmpty = new bool[n];
        int[][] predecessors = EpsilonPredecessors(states);
        var pending = new Stack<int>();
        for (int s = 0; s < n; s++)
        {
            if (states[s].Kind == NfaStateKind.Class)
            {
                for (int k = 0; k < nfa.Classes.Count; k++)
                {
                    if (nfa.ClassSetContains(states[s].Arg, k)) bits[s * words + (k >> 6)] |= 1UL << k;
                }
                pending.Push(s);
            }
            else if (states[s].Kind == NfaStateKind.Match)
            {
                acceptsEmpty[s] = true;
                pending.Push(s);
            }
        }
        while (pending.TryPop(out int t))
        {
            foreach (int p in predecessors[t])
            {
                bool changed = acceptsEmpty[t] && !acceptsEmpty[p];
                acceptsEmpty[p] |= acceptsEmpty[t];
                for (int w = 0; w < words; w++)
                {
                    ulong merged = bits[p * words + w] | bits[t * words + w];
                    changed |= merged != bits[p * words + w];
                    bits[p * words + w] = merged;
                }
                if (changed) pending.Push(p);
            }
        }
        return new FirstClasses(bits, acceptsEmpty, words);
    }

    // For each state, the states that reach it through one epsilon edge.
    private static int[][] EpsilonPredecessors(ReadOnlySpan<NfaState> states)
    {
        var lists = new List<int>?[states.Length];
        for (int s = 0; s < states.Length; s++)
        {
            NfaState state = states[s];
            switch (state.Kind)
            {
                case NfaStateKind.Split:
                case NfaStateKind.GuardGreedy:
                case NfaStateKind.GuardLazy:
                    (lists[state.Next] ??= []).Add(s);
                    (lists[state.Alt] ??= []).Add(s);
                    break;
                case NfaStateKind.Goto:
                case NfaStateKind.Look:
                case NfaStateKind.Save:
                case NfaStateKind.Mark:
                    (lists[state.Next] ??= []).Add(s);
                    break;
            }
        }
        var result = new int[states.Length][];
        for (int s = 0; s < states.Length; s++) result[s] = lists[s] is { } list ? [.. list] : [];
        return result;
    }
}
