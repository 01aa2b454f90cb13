using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// The Aho-Corasick trie over unit classes with failure links, in breadth-first order, plus what the searches
/// read per state: its depth, the longest pattern ending there (for leftmost searches) and the chain of all
/// patterns ending there (for overlapping searches). Both the DFA and the NFA are built from it.
/// <para>Built in two steps: <see cref="Build"/> lays out the states and edges, then the engine that uses the trie
/// sets the failure links (<see cref="Link"/>, state by state in breadth-first order): the DFA reads each one off
/// the row it has just copied, in O(1), and the NFA walks failure chains (<see cref="LinkByWalking"/>). Immutable
/// once linked; the build is O(total pattern length + sort) and runs in seconds for 100,000+ patterns.</para>
/// </summary>
internal sealed class AhoCorasickTrie
{
    public const int Root = 0;

    private AhoCorasickTrie(int classCount, int stateCount, int patternCount)
    {
        ClassCount = classCount;
        StateCount = stateCount;
        ChildStart = new int[stateCount + 1];
        ChildClass = new ushort[stateCount - 1];
        Depth = new int[stateCount];
        FirstPattern = new int[stateCount];
        NextSamePattern = new int[patternCount];
        Fail = new int[stateCount];
        OutputLink = new int[stateCount];
        MatchLength = new int[stateCount];
        MatchPattern = new int[stateCount];
        FirstPattern.AsSpan().Fill(-1);
        NextSamePattern.AsSpan().Fill(-1);
        OutputLink[Root] = -1;
    }

    public int ClassCount { get; }

    public int StateCount { get; }

    /// <summary>
    /// The edges of each state: for state s, edges <c>[ChildStart[s], ChildStart[s+1])</c>, sorted by class. Edge k
    /// leads to state k + 1: breadth-first numbering puts the children of consecutive states in consecutive runs.
    /// </summary>
    public int[] ChildStart { get; }

    /// <summary>The class of edge k, the one into state k + 1.</summary>
    public ushort[] ChildClass { get; }

    public int[] Fail { get; }

    public int[] Depth { get; }

    /// <summary>Length of the longest pattern ending at the state (0: none): a leftmost match candidate.</summary>
    public int[] MatchLength { get; }

    /// <summary>Earliest pattern of length <see cref="MatchLength"/> ending at the state.</summary>
    public int[] MatchPattern { get; }

    /// <summary>First pattern whose whole text is this state's path (-1: none); continue with <see cref="NextSamePattern"/>.</summary>
    public int[] FirstPattern { get; }

    /// <summary>Next pattern with the same text as a given pattern (duplicates), or -1.</summary>
    public int[] NextSamePattern { get; }

    /// <summary>Nearest proper suffix state (via failure links) where a pattern ends, or -1.</summary>
    public int[] OutputLink { get; }

    public long MemoryBytes => (long)StateCount * (sizeof(int) * 7 + sizeof(ushort)) + NextSamePattern.Length * sizeof(int);

    /// <summary>The state edge <paramref name="edge"/> leads to.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int TargetOf(int edge) => edge + 1;

    /// <summary>The trie's states and edges; the engine built on it sets the failure links.</summary>
    /// <exception cref="ArgumentException">The patterns hold more units than an array can index.</exception>
    public static AhoCorasickTrie Build<T>(PatternSet<T> set, UnitClasses classes) where T : unmanaged, IBinaryInteger<T>
    {
        if (set.TotalLength >= Array.MaxLength)
            throw new ArgumentException($"The patterns hold {set.TotalLength:N0} code units in all, more than an automaton can index.", "patterns");
        int[] order = OrdinalOrder(set);
        T[][] folded = set.Folded;

        // States are numbered by depth and, within a depth, in ordinal order of their paths: that is breadth-first
        // order with each state's children in class order (classes are numbered in unit order, and folded patterns
        // hold only representatives). Visiting the patterns in ordinal order creates each depth's states in that
        // same order, so a first pass counts the states per depth and a second numbers them as they appear:
        // no map from (state, class) to child, no edge list, no renumbering.
        var firstAtDepth = new int[set.MaxLength + 3];
        T[] previous = [];
        foreach (int p in order)
        {
            T[] pattern = folded[p];
            int shared = pattern.AsSpan().CommonPrefixLength(previous);
            // The pattern adds one state at each depth from shared + 1 to its length; entry d + 1 counts depth d,
            // so this is a difference array over entries shared + 2 to length + 1.
            firstAtDepth[shared + 2]++;
            firstAtDepth[pattern.Length + 2]--;
            previous = pattern;
        }
        for (int d = 3; d < firstAtDepth.Length; d++) firstAtDepth[d] += firstAtDepth[d - 1];
        firstAtDepth[1] = 1;   // the root, alone at depth 0
        // Running sums turn the counts into the first id of each depth; the last entry is the state count.
        for (int d = 1; d < firstAtDepth.Length; d++) firstAtDepth[d] += firstAtDepth[d - 1];

        var trie = new AhoCorasickTrie(classes.Count, firstAtDepth[^1], set.Count);
        int[] nextAtDepth = firstAtDepth;   // consumed in place: entry d becomes the next id to give at depth d
        int[] childCount = trie.ChildStart; // counts in entry s + 1, summed into starts below
        var path = new int[set.MaxLength + 1];   // the previous pattern's states by depth; path[0] is the root
        int previousEnd = -1, previousPattern = -1;
        previous = [];
        foreach (int p in order)
        {
            T[] pattern = folded[p];
            int shared = pattern.AsSpan().CommonPrefixLength(previous);
            for (int d = shared; d < pattern.Length; d++)
            {
                int state = nextAtDepth[d + 1]++;
                trie.Depth[state] = d + 1;
                trie.ChildClass[state - 1] = (ushort)classes.ClassOf(int.CreateTruncating(pattern[d]));
                childCount[path[d] + 1]++;
                path[d + 1] = state;
            }
            int end = path[pattern.Length];
            // Identical patterns are adjacent in the order (ties keep list order), so duplicates chain from the earliest.
            if (end == previousEnd) trie.NextSamePattern[previousPattern] = p;
            else trie.FirstPattern[end] = p;
            previousEnd = end;
            previousPattern = p;
            previous = pattern;
        }
        for (int s = 1; s < trie.ChildStart.Length; s++) trie.ChildStart[s] += trie.ChildStart[s - 1];
        return trie;
    }

    /// <summary>The child of <paramref name="state"/> on <paramref name="cls"/>, or -1 (binary search: edges are sorted).</summary>
    public int Child(int state, int cls)
    {
        int lo = ChildStart[state], hi = ChildStart[state + 1] - 1;
        while (lo <= hi)
        {
            int mid = (lo + hi) >>> 1;
            int c = ChildClass[mid];
            if (c == cls) return TargetOf(mid);
            if (c < cls) lo = mid + 1; else hi = mid - 1;
        }
        return -1;
    }

    /// <summary>
    /// Sets the failure link of <paramref name="child"/> and what follows from it (output link, longest match).
    /// Call in breadth-first order: <paramref name="fail"/> (shallower) must be linked already.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Link(int child, int fail)
    {
        Fail[child] = fail;
        int output = FirstPattern[fail] >= 0 ? fail : OutputLink[fail];
        OutputLink[child] = output;
        int source = FirstPattern[child] >= 0 ? child : output;
        if (source >= 0)
        {
            MatchLength[child] = Depth[source];
            MatchPattern[child] = FirstPattern[source];
        }
    }

    /// <summary>Sets every failure link by walking the failure chains (for the NFA, which has no rows to read them from).</summary>
    public void LinkByWalking()
    {
        // Most failure walks end at the root, so its children are looked up in a dense row rather than searched.
        var rootChild = new int[ClassCount];
        for (int k = ChildStart[Root]; k < ChildStart[Root + 1]; k++)
        {
            rootChild[ChildClass[k]] = TargetOf(k);
            Link(TargetOf(k), Root);
        }
        for (int s = 1; s < StateCount; s++)
        {
            for (int k = ChildStart[s]; k < ChildStart[s + 1]; k++)
            {
                int cls = ChildClass[k];
                int fail = Root, f = Fail[s];
                for (; f != Root; f = Fail[f])
                {
                    int next = Child(f, cls);
                    if (next >= 0) { fail = next; break; }
                }
                if (f == Root) fail = rootChild[cls];
                Link(TargetOf(k), fail);
            }
        }
    }

    /// <summary>
    /// The non-empty patterns in ordinal order of their folded units, ties in list order. Word lists often come
    /// sorted, so a linear check spares the sort then. Otherwise the patterns are sorted by their first four units
    /// packed into one number (a primitive sort, no comparison calls), and only runs that share those units are
    /// sorted again by their whole text.
    /// </summary>
    private static int[] OrdinalOrder<T>(PatternSet<T> set) where T : unmanaged, IBinaryInteger<T>
    {
        T[][] folded = set.Folded;
        var order = new int[set.NonEmptyCount];
        bool sorted = true;
        int n = 0;
        for (int p = 0; p < folded.Length; p++)
        {
            if (folded[p].Length == 0) continue;
            if (n > 0 && sorted && folded[order[n - 1]].AsSpan().SequenceCompareTo(folded[p]) > 0) sorted = false;
            order[n++] = p;
        }
        if (sorted) return order;

        var keys = new ulong[order.Length];
        for (int i = 0; i < order.Length; i++) keys[i] = LeadingKey(folded[order[i]]);
        // Array.Sort of primitives is unstable, but runs with equal keys are re-sorted below with list order as the tie-break.
        Array.Sort(keys, order);
        Comparison<int> byText = (x, y) => folded[x].AsSpan().SequenceCompareTo(folded[y]) is var byUnits and not 0 ? byUnits : x.CompareTo(y);
        for (int start = 0, end; start < keys.Length; start = end)
        {
            for (end = start + 1; end < keys.Length && keys[end] == keys[start]; end++) { }
            if (end - start > 1) order.AsSpan(start, end - start).Sort(byText);
        }
        return order;
    }

    /// <summary>
    /// The first four units, 16 bits each, missing ones as zero: keys in numeric order are patterns in ordinal order,
    /// except that equal keys may still differ (in later units, or a short pattern against one continuing with zeros).
    /// </summary>
    private static ulong LeadingKey<T>(T[] pattern) where T : unmanaged, IBinaryInteger<T>
    {
        ulong key = 0;
        for (int k = 0; k < 4; k++) key = key << 16 | (k < pattern.Length ? ulong.CreateTruncating(pattern[k]) : 0);
        return key;
    }
}
