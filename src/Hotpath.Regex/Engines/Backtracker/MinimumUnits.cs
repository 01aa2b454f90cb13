using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// The fewest units any path from each NFA state consumes before it reaches the match: a class state consumes one,
/// the others none. A search that may consume only <c>n</c> more units (its window ends there) skips a successor that
/// needs more, where it would otherwise walk that branch until the window stopped it: the alternatives of
/// <c>([A-Za-z]{14})|…|([A-Za-z]{5})</c> resolved at a match of known end are tried from the one that fits.
/// </summary>
internal static class MinimumUnits
{
    /// <summary>A state from which no path reaches the match.</summary>
    public const int Unreachable = int.MaxValue / 2;

    /// <summary>Per state of <paramref name="nfa"/>, the fewest units a path from it to the match consumes.</summary>
    public static int[] ToMatch(ThompsonNfa nfa)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        // Predecessors by successor: a shortest path search backwards from the match states.
        var predecessors = new List<int>[states.Length];
        for (int s = 0; s < states.Length; s++)
        {
            NfaState state = states[s];
            foreach (int successor in Successors(state))
            {
                (predecessors[successor] ??= []).Add(s);
            }
        }
        var units = new int[states.Length];
        Array.Fill(units, Unreachable);
        // Edges weigh 0 or 1 (a class state's), so a deque keeps the states in order of distance.
        var queue = new LinkedList<int>();
        for (int s = 0; s < states.Length; s++)
        {
            if (states[s].Kind != NfaStateKind.Match) continue;
            units[s] = 0;
            queue.AddLast(s);
        }
        while (queue.First is { } node)
        {
            queue.RemoveFirst();
            int reached = node.Value;
            if (predecessors[reached] is not { } from) continue;
            foreach (int p in from)
            {
                int weight = states[p].Kind == NfaStateKind.Class ? 1 : 0;
                if (units[reached] + weight >= units[p]) continue;
                units[p] = units[reached] + weight;
                if (weight == 0) queue.AddFirst(p);
                else queue.AddLast(p);
            }
        }
        return units;
    }

    /// <summary>
    /// Per state of <paramref name="nfa"/>, whether it lies on a cycle: a loop's states, which a search passes once per
    /// iteration (strongly connected components, found with Tarjan's algorithm without recursion).
    /// </summary>
    public static bool[] OnCycles(ThompsonNfa nfa)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        int n = states.Length;
        var index = new int[n];
        var low = new int[n];
        var onStack = new bool[n];
        var onCycle = new bool[n];
        Array.Fill(index, -1);
        var stack = new Stack<int>();
        // The depth-first walk: each frame is a state and how many of its successors it has visited.
        var walk = new Stack<(int State, int Visited)>();
        int counter = 0;
        for (int root = 0; root < n; root++)
        {
            if (index[root] >= 0) continue;
            walk.Push((root, 0));
            while (walk.TryPop(out (int State, int Visited) frame))
            {
                int v = frame.State;
                if (frame.Visited == 0)
                {
                    index[v] = low[v] = counter++;
                    stack.Push(v);
                    onStack[v] = true;
                }
                int[] successors = [.. Successors(states[v])];
                if (frame.Visited < successors.Length)
                {
                    int w = successors[frame.Visited];
                    walk.Push((v, frame.Visited + 1));
                    if (w == v) onCycle[v] = true;
                    if (index[w] < 0) walk.Push((w, 0));
                    else if (onStack[w]) low[v] = Math.Min(low[v], index[w]);
                    continue;
                }
                // All successors visited: pass the low link up, and close the component at its root.
                if (walk.TryPeek(out (int State, int Visited) parent)) low[parent.State] = Math.Min(low[parent.State], low[v]);
                if (low[v] != index[v]) continue;
                int size = 0, member;
                var component = new List<int>();
                do
                {
                    member = stack.Pop();
                    onStack[member] = false;
                    component.Add(member);
                    size++;
                }
                while (member != v);
                if (size > 1) foreach (int m in component) onCycle[m] = true;
            }
        }
        return onCycle;
    }

    private static IEnumerable<int> Successors(NfaState state) => state.Kind switch
    {
        NfaStateKind.Split or NfaStateKind.GuardGreedy or NfaStateKind.GuardLazy => [state.Next, state.Alt],
        NfaStateKind.Class or NfaStateKind.Goto or NfaStateKind.Look or NfaStateKind.Save or NfaStateKind.Mark => [state.Next],
        _ => [],
    };
}
