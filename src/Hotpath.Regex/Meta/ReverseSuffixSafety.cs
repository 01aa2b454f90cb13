using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Decides whether the reverse-suffix search may stop at the first suffix occurrence where a match ends: whether
/// the start it finds there is always the leftmost start of any match.
/// </summary>
/// <remarks>
/// <para>Say the search finds, at the first occurrence ending at <c>e</c> that ends any match, the leftmost start
/// <c>s</c> of the matches ending there. A match <c>[s2, e2)</c> starting further left must end later
/// (<c>e &lt; e2</c>: no match ends at an earlier occurrence, and <c>s</c> is the leftmost for <c>e</c>), so its
/// proper prefix <c>[s2, e)</c> is no match, yet has a proper suffix <c>[s, e)</c> that is one. With
/// <c>a[^q]*zy|\w*y</c> over <c>a  y zy</c> that happens: <c>y</c> matches at 3, but the leftmost-first match is
/// the whole text.</para>
/// <para>The check explores pairs of NFA thread sets over the equivalence classes: the threads of one match
/// attempt (started at <c>s2</c>), and the union of the attempts started at every later position. The search is
/// unsafe when a pair is reachable where the later attempts have matched, the first has not, and the first can
/// still match after at least one more unit. Sets ignore thread priorities, which only adds pairs: the answer
/// errs toward unsafe. Regexes with assertions or empty-iteration guards, and explorations over a budget, are
/// called unsafe.</para>
/// </remarks>
internal static class ReverseSuffixSafety
{
    /// <summary>The most (set pair × equivalence class) steps the check takes before calling the regex unsafe.</summary>
    public const int StepBudget = 20_000;

    /// <summary>Whether no match of <paramref name="nfa"/> can hide a shorter match ending strictly inside it (see the remarks).</summary>
    public static bool IsSafe(ThompsonNfa nfa)
    {
        ArgumentNullException.ThrowIfNull(nfa);
        bool[] reachesMatch = ReachesMatch(nfa);
        int[]? start = Closure(nfa, [nfa.Start]);
        if (start is null) return false;
        int classCount = nfa.Classes.Count;
        var seen = new HashSet<SetPair>();
        var queue = new Queue<SetPair>();
        queue.Enqueue(new SetPair(start, [], Consumed: false));
        int steps = 0;
        while (queue.TryDequeue(out SetPair pair))
        {
            int[] laterBase = pair.Consumed ? Union(pair.Later, start) : pair.Later;
            for (int symbol = 0; symbol < classCount; symbol++)
            {
                if (++steps > StepBudget) return false;
                int[]? first = Step(nfa, pair.First, symbol);
                int[]? later = Step(nfa, laterBase, symbol);
                if (first is null || later is null) return false;
                // Once the first attempt is dead nothing after it can be a hidden match.
                if (first.Length == 0) continue;
                if (HasMatch(nfa, later) && !HasMatch(nfa, first) && CanMatchAfterMoreUnits(nfa, first, reachesMatch)) return false;
                var next = new SetPair(first, later, Consumed: true);
                if (seen.Add(next)) queue.Enqueue(next);
            }
        }
        return true;
    }

    // The consuming and matching states reachable without input, sorted; null when an assertion or a loop guard
    // is on the way (their outcome depends on more than the units read).
    private static int[]? Closure(ThompsonNfa nfa, ReadOnlySpan<int> roots)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        var visited = new HashSet<int>();
        var output = new SortedSet<int>();
        var stack = new Stack<int>();
        foreach (int root in roots) stack.Push(root);
        while (stack.TryPop(out int id))
        {
            if (!visited.Add(id)) continue;
            NfaState state = states[id];
            switch (state.Kind)
            {
                case NfaStateKind.Class:
                case NfaStateKind.Match:
                    output.Add(id);
                    break;
                case NfaStateKind.Split:
                    stack.Push(state.Alt);
                    stack.Push(state.Next);
                    break;
                case NfaStateKind.Goto:
                case NfaStateKind.Save:
                    stack.Push(state.Next);
                    break;
                case NfaStateKind.Fail:
                    break;
                default:
                    return null;
            }
        }
        return [.. output];
    }

    private static int[]? Step(ThompsonNfa nfa, int[] set, int symbol)
    {
        var targets = new List<int>();
        foreach (int id in set)
        {
            NfaState state = nfa.States[id];
            if (state.Kind == NfaStateKind.Class && nfa.ClassSetContains(state.Arg, symbol)) targets.Add(state.Next);
        }
        return targets.Count == 0 ? [] : Closure(nfa, targets.ToArray());
    }

    private static int[] Union(int[] a, int[] b) => [.. new SortedSet<int>(a.Concat(b))];

    private static bool HasMatch(ThompsonNfa nfa, int[] set)
    {
        foreach (int id in set)
        {
            if (nfa.States[id].Kind == NfaStateKind.Match) return true;
        }
        return false;
    }

    private static bool CanMatchAfterMoreUnits(ThompsonNfa nfa, int[] set, bool[] reachesMatch)
    {
        foreach (int id in set)
        {
            NfaState state = nfa.States[id];
            if (state.Kind == NfaStateKind.Class && reachesMatch[state.Next]) return true;
        }
        return false;
    }

    // Per state, whether some path (consuming or not) leads from it to the match state: a backward search from
    // the match states over the NFA's edges.
    private static bool[] ReachesMatch(ThompsonNfa nfa)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        var predecessors = new List<int>[states.Length];
        var pending = new Stack<int>();
        for (int id = 0; id < states.Length; id++)
        {
            NfaState state = states[id];
            if (state.Kind == NfaStateKind.Match) pending.Push(id);
            if (state.Kind is NfaStateKind.Match or NfaStateKind.Fail) continue;
            (predecessors[state.Next] ??= []).Add(id);
            if (state.Kind is NfaStateKind.Split or NfaStateKind.GuardGreedy or NfaStateKind.GuardLazy) (predecessors[state.Alt] ??= []).Add(id);
        }
        var reaches = new bool[states.Length];
        while (pending.TryPop(out int id))
        {
            if (reaches[id]) continue;
            reaches[id] = true;
            foreach (int predecessor in predecessors[id] ?? []) pending.Push(predecessor);
        }
        return reaches;
    }

    // Two thread sets (sorted state ids) and whether the first attempt has read a unit yet.
    private readonly record struct SetPair(int[] First, int[] Later, bool Consumed)
    {
        public bool Equals(SetPair other) =>
            Consumed == other.Consumed && First.AsSpan().SequenceEqual(other.First) && Later.AsSpan().SequenceEqual(other.Later);

        public override int GetHashCode()
        {
            var hash = new HashCode();
            hash.Add(Consumed);
            foreach (int id in First) hash.Add(id);
            hash.Add(-1);
            foreach (int id in Later) hash.Add(id);
            return hash.ToHashCode();
        }
    }
}
