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
        // Insertion: goto edges in a hash map keyed by (state, class); states numbered in insertion order.
        var edges = new Dictionary<long, int>();
        var depth = new List<int> { 0 };
        var firstPattern = new List<int> { -1 };
        var lastPattern = new List<int> { -1 };
        var nextSame = new int[set.Count];
        Array.Fill(nextSame, -1);
        ushort[] map = classes.Map;
        for (int p = 0; p < set.Count; p++)
        {
            T[] pattern = set.Folded[p];
            if (pattern.Length == 0) continue;
            int state = Root;
            foreach (T unit in pattern)
            {
                long key = (long)state * ClassCount + map[int.CreateTruncating(unit)];
                if (!edges.TryGetValue(key, out int next))
                {
                    next = depth.Count;
                    edges.Add(key, next);
                    depth.Add(depth[state] + 1);
                    firstPattern.Add(-1);
                    lastPattern.Add(-1);
                }
                state = next;
            }
            if (firstPattern[state] < 0) firstPattern[state] = p;
            else nextSame[lastPattern[state]] = p;
            lastPattern[state] = p;
        }

        int insertionCount = depth.Count;
        // Group edges by source state, sorted by class, to renumber states breadth-first. The keys are
        // state × classes + class, so sorting them as plain numbers (no comparison delegate) does both.
        var edgeKeys = new long[edges.Count];
        var edgeTargets = new int[edges.Count];
        edges.Keys.CopyTo(edgeKeys, 0);
        edges.Values.CopyTo(edgeTargets, 0);
        Array.Sort(edgeKeys, edgeTargets);
        var edgeList = new (int From, ushort Class, int To)[edgeKeys.Length];
        for (int e = 0; e < edgeKeys.Length; e++) edgeList[e] = ((int)(edgeKeys[e] / ClassCount), (ushort)(edgeKeys[e] % ClassCount), edgeTargets[e]);
        var edgeStart = new int[insertionCount + 1];
        foreach (var edge in edgeList) edgeStart[edge.From + 1]++;
        for (int s = 0; s < insertionCount; s++) edgeStart[s + 1] += edgeStart[s];

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
        // States are numbered breadth-first, so a state's failure target (shallower) is always done first.
        for (int s = 0; s < StateCount; s++)
        {
            for (int k = ChildStart[s]; k < ChildStart[s + 1]; k++)
            {
                int child = ChildTarget[k], cls = ChildClass[k];
                int fail = Root;
                if (s != Root)
                {
                    for (int f = Fail[s]; ; f = Fail[f])
                    {
                        int next = Child(f, cls);
                        if (next >= 0) { fail = next; break; }
                        if (f == Root) break;
                    }
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
