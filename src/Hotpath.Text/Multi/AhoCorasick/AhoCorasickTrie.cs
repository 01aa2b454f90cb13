using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// The Aho-Corasick trie over unit classes with failure links, in breadth-first order, plus what the searches
/// read per state: its depth, the longest pattern ending there (for leftmost searches) and the chain of all
/// patterns ending there (for overlapping searches). Both the DFA and the NFA are built from it.
/// Immutable after construction; the build is O(total pattern length × log) and runs in seconds for
/// 100,000+ patterns.
/// </summary>
internal sealed class AhoCorasickTrie
{
    public const int Root = 0;

    private AhoCorasickTrie(int classCount)
    {
        ClassCount = classCount;
    }

    public int ClassCount { get; }

    public int StateCount { get; private set; }

    /// <summary>Children of each state, breadth-first: for state s, entries <c>[ChildStart[s], ChildStart[s+1])</c> of the two child arrays, sorted by class.</summary>
    public int[] ChildStart { get; private set; } = [];

    public ushort[] ChildClass { get; private set; } = [];

    public int[] ChildTarget { get; private set; } = [];

    public int[] Fail { get; private set; } = [];

    public int[] Depth { get; private set; } = [];

    /// <summary>Length of the longest pattern ending at the state (0: none): a leftmost match candidate.</summary>
    public int[] MatchLength { get; private set; } = [];

    /// <summary>Earliest pattern of length <see cref="MatchLength"/> ending at the state.</summary>
    public int[] MatchPattern { get; private set; } = [];

    /// <summary>First pattern whose whole text is this state's path (-1: none); continue with <see cref="NextSamePattern"/>.</summary>
    public int[] FirstPattern { get; private set; } = [];

    /// <summary>Next pattern with the same text as a given pattern (duplicates), or -1.</summary>
    public int[] NextSamePattern { get; private set; } = [];

    /// <summary>Nearest proper suffix state (via failure links) where a pattern ends, or -1.</summary>
    public int[] OutputLink { get; private set; } = [];

    public long MemoryBytes => (long)StateCount * sizeof(int) * 8 + (long)ChildTarget.Length * (sizeof(int) + sizeof(ushort)) + NextSamePattern.Length * sizeof(int);

    public static AhoCorasickTrie Build<T>(PatternSet<T> set, UnitClasses classes) where T : unmanaged, IBinaryInteger<T>
    {
        var trie = new AhoCorasickTrie(classes.Count);
        trie.Construct(set, classes);
        return trie;
    }

    private void Construct<T>(PatternSet<T> set, UnitClasses classes) where T : unmanaged, IBinaryInteger<T>
    {
        // Insertion, depth-first over the patterns in ordinal order of their folded units, which is class order
        // (classes are numbered in unit order, and folded patterns hold only representatives): each pattern
        // shares the previous one's path up to their common prefix, and every state's children are created in
        // class order, so no map from (state, class) to child and no sort of the edges is needed. Ties keep list
        // order, so duplicates chain from the earliest.
        int[] sorted = Enumerable.Range(0, set.Count).Where(p => set.Folded[p].Length > 0).ToArray();
        Array.Sort(sorted, (x, y) => set.Folded[x].AsSpan().SequenceCompareTo(set.Folded[y]) is var byUnits and not 0 ? byUnits : x.CompareTo(y));
        int capacity = (int)Math.Min(set.TotalLength + 1, Array.MaxLength);
        var parent = new List<int>(capacity) { -1 };
        var incomingClass = new List<ushort>(capacity) { 0 };
        var depth = new List<int>(capacity) { 0 };
        var firstPattern = new List<int>(capacity) { -1 };
        var lastPattern = new List<int>(capacity) { -1 };
        var nextSame = new int[set.Count];
        Array.Fill(nextSame, -1);
        var path = new int[set.MaxLength + 1];   // the previous pattern's states by depth; path[0] is the root
        T[] previous = [];
        foreach (int p in sorted)
        {
            T[] pattern = set.Folded[p];
            int shared = pattern.AsSpan().CommonPrefixLength(previous);
            for (int d = shared; d < pattern.Length; d++)
            {
                int state = depth.Count;
                parent.Add(path[d]);
                incomingClass.Add((ushort)classes.ClassOf(int.CreateTruncating(pattern[d])));
                depth.Add(d + 1);
                firstPattern.Add(-1);
                lastPattern.Add(-1);
                path[d + 1] = state;
            }
            int end = path[pattern.Length];
            if (firstPattern[end] < 0) firstPattern[end] = p;
            else nextSame[lastPattern[end]] = p;
            lastPattern[end] = p;
            previous = pattern;
        }

        int insertionCount = depth.Count;
        // Group the edges by source state (a stable counting sort keeps each state's children in class order).
        var edgeStart = new int[insertionCount + 1];
        for (int s = 1; s < insertionCount; s++) edgeStart[parent[s] + 1]++;
        for (int s = 0; s < insertionCount; s++) edgeStart[s + 1] += edgeStart[s];
        var edgeList = new (ushort Class, int To)[insertionCount - 1];
        var fill = edgeStart[..^1];
        for (int s = 1; s < insertionCount; s++) edgeList[fill[parent[s]]++] = (incomingClass[s], s);

        var order = new int[insertionCount];      // breadth-first position → insertion id
        var position = new int[insertionCount];   // insertion id → breadth-first position
        int head = 0, tail = 0;
        order[tail++] = Root;
        while (head < tail)
        {
            int s = order[head++];
            for (int k = edgeStart[s]; k < edgeStart[s + 1]; k++)
            {
                position[edgeList[k].To] = tail;
                order[tail++] = edgeList[k].To;
            }
        }

        StateCount = insertionCount;
        ChildStart = new int[insertionCount + 1];
        ChildClass = new ushort[edgeList.Length];
        ChildTarget = new int[edgeList.Length];
        Depth = new int[insertionCount];
        FirstPattern = new int[insertionCount];
        int c = 0;
        for (int s = 0; s < insertionCount; s++)
        {
            int old = order[s];
            ChildStart[s] = c;
            Depth[s] = depth[old];
            FirstPattern[s] = firstPattern[old];
            for (int k = edgeStart[old]; k < edgeStart[old + 1]; k++)
            {
                ChildClass[c] = edgeList[k].Class;
                ChildTarget[c] = position[edgeList[k].To];
                c++;
            }
        }
        ChildStart[insertionCount] = c;
        NextSamePattern = nextSame;
        ComputeFailureLinks();
    }

    /// <summary>The child of <paramref name="state"/> on <paramref name="cls"/>, or -1 (binary search: children are sorted).</summary>
    public int Child(int state, int cls)
    {
        int lo = ChildStart[state], hi = ChildStart[state + 1] - 1;
        while (lo <= hi)
        {
            int mid = (lo + hi) >>> 1;
            int c = ChildClass[mid];
            if (c == cls) return ChildTarget[mid];
            if (c < cls) lo = mid + 1; else hi = mid - 1;
        }
        return -1;
    }

    private void ComputeFailureLinks()
    {
        Fail = new int[StateCount];
        OutputLink = new int[StateCount];
        MatchLength = new int[StateCount];
        MatchPattern = new int[StateCount];
        OutputLink[Root] = -1;
        // Most failure walks end at the root, so its children are looked up in a dense row rather than searched.
        var rootChild = new int[ClassCount];
        Array.Fill(rootChild, Root);
        for (int k = ChildStart[Root]; k < ChildStart[Root + 1]; k++) rootChild[ChildClass[k]] = ChildTarget[k];
        // States are numbered breadth-first, so a state's failure target (shallower) is always done first.
        for (int s = 0; s < StateCount; s++)
        {
            for (int k = ChildStart[s]; k < ChildStart[s + 1]; k++)
            {
                int child = ChildTarget[k], cls = ChildClass[k];
                int fail = Root;
                if (s != Root)
                {
                    int f = Fail[s];
                    for (; f != Root; f = Fail[f])
                    {
                        int next = Child(f, cls);
                        if (next >= 0) { fail = next; break; }
                    }
                    if (f == Root) fail = rootChild[cls];
                }
                Fail[child] = fail;
                OutputLink[child] = FirstPattern[fail] >= 0 ? fail : OutputLink[fail];
            }
            int source = FirstPattern[s] >= 0 ? s : OutputLink[s];
            if (source >= 0)
            {
                MatchLength[s] = Depth[source];
                MatchPattern[s] = FirstPattern[source];
            }
        }
    }
}
