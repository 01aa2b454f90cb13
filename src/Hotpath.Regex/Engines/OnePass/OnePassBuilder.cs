using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.OnePass;

/// <summary>
/// Builds a <see cref="OnePassDfa"/> when the NFA is one-pass: from every state reached after consuming
/// a unit (and from the start), the epsilon paths in priority order reach each unit class through at
/// most one consuming state, so the next unit alone decides the path and the slots it records. Paths
/// of lower priority than a match that needs no assertion are dropped (that match beats them); a match
/// that needs an assertion must come after every consuming path, and no state may be reached twice in
/// one closure (two paths there would be ambiguous). Loops with nullable bodies (loop marks) and more
/// than 64 slots are out of scope.
/// </summary>
internal static class OnePassBuilder
{
    /// <summary>The most table entries (states × (classes + 1)) a one-pass DFA may have (1 MiB of edges).</summary>
    public const int MaxEdges = 1 << 16;

    /// <summary>Builds the DFA, or returns null when <paramref name="nfa"/> is not one-pass or too large.</summary>
    public static OnePassDfa? TryBuild(ThompsonNfa nfa)
    {
        if (nfa.MarkCount > 0 || nfa.SlotCount > 64) return null;
        ReadOnlySpan<NfaState> states = nfa.States;
        int classes = nfa.Classes.Count, stride = classes + 1;
        var rowOf = new int[states.Length];
        Array.Fill(rowOf, OnePassEdge.Dead);
        var roots = new List<int>();
        var edges = new List<OnePassEdge>();
        var seenIn = new int[states.Length];
        var pending = new Stack<(int State, ushort Looks, ulong Saves)>();
        RowOf(nfa.Start);
        for (int d = 0; d < roots.Count; d++)
        {
            int row = d * stride;
            bool conditionalMatch = false;
            pending.Push((roots[d], 0, 0));
            while (pending.TryPop(out var path))
            {
                // Stamps are d + 1 so the zeroed array means "not seen in any closure".
                if (seenIn[path.State] == d + 1) return null;
                seenIn[path.State] = d + 1;
                NfaState state = states[path.State];
                switch (state.Kind)
                {
                    case NfaStateKind.Class:
                        if (conditionalMatch) return null;
                        int target = RowOf(state.Next);
                        if (target < 0) return null;
                        for (int k = 0; k < classes; k++)
                        {
                            if (!nfa.ClassSetContains(state.Arg, k)) continue;
                            if (edges[row + k].Target != OnePassEdge.Dead) return null;
                            edges[row + k] = new OnePassEdge(target, path.Looks, path.Saves);
                        }
                        break;
                    case NfaStateKind.Match:
                        edges[row + classes] = new OnePassEdge(OnePassEdge.Accept, path.Looks, path.Saves);
                        if (path.Looks == 0) pending.Clear();
                        else conditionalMatch = true;
                        break;
                    case NfaStateKind.Split:
                        pending.Push((state.Alt, path.Looks, path.Saves));
                        pending.Push((state.Next, path.Looks, path.Saves));
                        break;
                    case NfaStateKind.Goto:
                        pending.Push((state.Next, path.Looks, path.Saves));
                        break;
                    case NfaStateKind.Look:
                        pending.Push((state.Next, (ushort)(path.Looks | 1 << state.Arg), path.Saves));
                        break;
                    case NfaStateKind.Save:
                        pending.Push((state.Next, path.Looks, path.Saves | 1UL << state.Arg));
                        break;
                    case NfaStateKind.Fail:
                        break;
                    default:
                        return null;
                }
            }
        }
        OnePassEdge[] table = [.. edges];
        for (int e = 0; e < table.Length; e++)
        {
            int target = table[e].Target;
            if (target >= 0 && target != OnePassEdge.Accept) table[e] = table[e] with { TargetMayMatch = table[target + classes].Target != OnePassEdge.Dead };
        }
        return new OnePassDfa(nfa.Classes, table, stride);

        // The row of the DFA state entered at NFA state `id`, added on first sight; -1 past the size limit.
        int RowOf(int id)
        {
            if (rowOf[id] != OnePassEdge.Dead) return rowOf[id];
            if (edges.Count + stride > MaxEdges) return OnePassEdge.Dead;
            rowOf[id] = edges.Count;
            roots.Add(id);
            for (int k = 0; k < stride; k++) edges.Add(OnePassEdge.None);
            return rowOf[id];
        }
    }
}
