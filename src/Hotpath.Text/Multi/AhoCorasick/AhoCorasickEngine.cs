using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// What the Aho-Corasick DFA and NFA share: the trie, the unit classes, the start-unit prefilter, and the
/// overlapping search (every occurrence of every pattern), which walks the output chain of each state.
/// Immutable and thread-safe.
/// </summary>
internal abstract class AhoCorasickEngine<T> : MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    protected AhoCorasickEngine(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie) : base(set)
    {
        Classes = classes;
        Trie = trie;
        Prefilter = StartUnitPrefilter<T>.TryCreate(set);
    }

    public UnitClasses Classes { get; }

    public AhoCorasickTrie Trie { get; }

    public StartUnitPrefilter<T>? Prefilter { get; }

    /// <summary>The engine-encoded start state.</summary>
    public abstract int StartState { get; }

    /// <summary>One transition (not inlined: used by the overlapping search only; leftmost searches use the struct steppers).</summary>
    public abstract int NextState(int state, int cls);

    public abstract int NodeOf(int state);

    /// <summary>
    /// Advances an overlapping search: reports, per end position, every pattern ending there (longest first,
    /// duplicates in list order), then the empty patterns at that position.
    /// </summary>
    public bool TryNextOverlapping(ReadOnlySpan<T> haystack, ref OverlappingCursor cursor, out StringMatch match)
    {
        AhoCorasickTrie trie = Trie;
        while (true)
        {
            if (cursor.OutputPattern >= 0)
            {
                int length = trie.Depth[cursor.OutputNode];
                match = new StringMatch(cursor.OutputPattern, cursor.Position - length, length);
                cursor.OutputPattern = trie.NextSamePattern[cursor.OutputPattern];
                if (cursor.OutputPattern < 0)
                {
                    cursor.OutputNode = trie.OutputLink[cursor.OutputNode];
                    cursor.OutputPattern = cursor.OutputNode >= 0 ? trie.FirstPattern[cursor.OutputNode] : -1;
                }
                return true;
            }
            if (cursor.EmptyPattern >= 0)
            {
                match = new StringMatch(cursor.EmptyPattern, cursor.Position, 0);
                cursor.EmptyPattern = NextEmptyPattern(cursor.EmptyPattern);
                return true;
            }
            if (cursor.Position >= haystack.Length)
            {
                match = default;
                return false;
            }
            cursor.State = NextState(cursor.State, Classes.ClassOf(int.CreateTruncating(haystack[cursor.Position])));
            cursor.Position++;
            int node = NodeOf(cursor.State);
            cursor.OutputNode = trie.FirstPattern[node] >= 0 ? node : trie.OutputLink[node];
            cursor.OutputPattern = cursor.OutputNode >= 0 ? trie.FirstPattern[cursor.OutputNode] : -1;
            cursor.EmptyPattern = Set.EmptyPatternIndex;
        }
    }

    /// <summary>A fresh cursor at the start of a haystack.</summary>
    public OverlappingCursor StartOverlapping() =>
        new() { State = StartState, OutputNode = -1, OutputPattern = -1, EmptyPattern = Set.EmptyPatternIndex };

    private int NextEmptyPattern(int after)
    {
        T[][] patterns = Set.Patterns;
        for (int p = after + 1; p < patterns.Length; p++)
            if (patterns[p].Length == 0) return p;
        return -1;
    }
}

/// <summary>Where an overlapping search stands: the automaton state, the position, and the outputs still to report there.</summary>
internal struct OverlappingCursor
{
    public int State;
    public int Position;
    public int OutputNode;
    public int OutputPattern;
    public int EmptyPattern;
}
