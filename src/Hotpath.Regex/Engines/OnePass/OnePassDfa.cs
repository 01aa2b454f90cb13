using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.OnePass;

/// <summary>
/// A DFA for a one-pass NFA (see <see cref="OnePassBuilder"/>) whose transitions carry the slots to
/// record, so every group of a match comes out of one forward walk with no backtracking and no
/// per-thread copies. Each state has a row of one edge per unit class plus an end edge to the match.
/// The walk is anchored and told where the match ends (the lazy DFAs found both bounds), so it takes
/// exactly one edge per unit: O(match length), with assertions evaluated only on edges that need them.
/// Immutable and thread-safe; it needs no scratch.
/// </summary>
internal sealed class OnePassDfa
{
    private readonly EquivalenceClasses _classes;
    private readonly OnePassEdge[] _edges;
    private readonly int _endColumn;

    internal OnePassDfa(EquivalenceClasses classes, OnePassEdge[] edges, int stride)
    {
        _classes = classes;
        _edges = edges;
        _endColumn = stride - 1;
    }

    /// <summary>The number of states (rows).</summary>
    public int StateCount => _edges.Length / (_endColumn + 1);

    /// <summary>
    /// Fills <paramref name="slots"/> with the groups of the leftmost-first match that starts at
    /// <paramref name="start"/> and ends at <paramref name="matchEnd"/>, which the caller knows to be
    /// the match. False when the walk does not reach the match there (never for consistent bounds).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public bool TryResolve(ReadOnlySpan<char> input, SearchStart start, int matchEnd, Span<int> slots)
    {
        slots.Fill(-1);
        ref OnePassEdge edges = ref MemoryMarshal.GetArrayDataReference(_edges);
        int row = 0;
        for (int position = start.Position; ; position++)
        {
            int column = position < matchEnd ? _classes.ClassOf(input[position]) : _endColumn;
            OnePassEdge edge = Unsafe.Add(ref edges, row + column);
            if (edge.Target == OnePassEdge.Dead) return false;
            if (edge.Looks != 0 && !LooksHold(edge.Looks, input, position, start.Anchor)) return false;
            for (ulong saves = edge.Saves; saves != 0; saves &= saves - 1)
            {
                int slot = BitOperations.TrailingZeroCount(saves);
                if (slot < slots.Length) slots[slot] = position;
            }
            if (position == matchEnd) return true;
            row = edge.Target;
        }
    }

    private static bool LooksHold(ushort looks, ReadOnlySpan<char> input, int position, int anchor)
    {
        var haystack = new Utf16Haystack(input);
        for (int remaining = looks; remaining != 0; remaining &= remaining - 1)
        {
            if (!LookEvaluator.Holds((LookKind)BitOperations.TrailingZeroCount(remaining), ref haystack, position, anchor)) return false;
        }
        return true;
    }
}
