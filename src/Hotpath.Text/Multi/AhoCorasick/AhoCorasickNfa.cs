using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// Aho-Corasick as an NFA: the trie's sparse child lists (sorted, binary-searched) plus failure links, with a
/// dense row for the start state, where most steps of a search land. Far smaller than the DFA (memory
/// proportional to the total pattern length), slower per step. Immutable and thread-safe.
/// </summary>
internal sealed class AhoCorasickNfa<T> : AhoCorasickEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private readonly int[] _rootRow;

    private AhoCorasickNfa(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie) : base(set, classes, trie)
    {
        _rootRow = new int[classes.Count];
        for (int k = trie.ChildStart[AhoCorasickTrie.Root]; k < trie.ChildStart[AhoCorasickTrie.Root + 1]; k++)
            _rootRow[trie.ChildClass[k]] = AhoCorasickTrie.TargetOf(k);
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.AhoCorasickNfa;

    public override long MemoryBytes => (long)_rootRow.Length * sizeof(int) + Classes.MemoryBytes + Trie.MemoryBytes;

    public override int StartState => AhoCorasickTrie.Root;

    public static long EstimateBytes(AhoCorasickTrie trie, UnitClasses classes) =>
        (long)classes.Count * sizeof(int) + classes.MemoryBytes + trie.MemoryBytes;

    /// <summary>Links <paramref name="trie"/> (whose failure links must not be set yet) and wraps it.</summary>
    public static AhoCorasickNfa<T> Build(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie)
    {
        trie.LinkByWalking();
        return new(set, classes, trie);
    }

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match) =>
        AhoCorasickSearch.FindLeftmost(new Stepper(Trie, _rootRow), Trie, Set, Classes.Map, Prefilter, haystack, start, out match);

    public override int NextState(int state, int cls) => new Stepper(Trie, _rootRow).Next(state, cls);

    public override int NodeOf(int state) => state;

    private readonly struct Stepper(AhoCorasickTrie trie, int[] rootRow) : IAutomatonStepper
    {
        private readonly int[] _matchLength = trie.MatchLength;

        public int Next(int state, int cls)
        {
            while (state != AhoCorasickTrie.Root)
            {
                int next = trie.Child(state, cls);
                if (next >= 0) return next;
                state = trie.Fail[state];
            }
            return rootRow[cls];
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool HasMatch(int state) => _matchLength[state] != 0;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool IsStart(int state) => state == AhoCorasickTrie.Root;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int Node(int state) => state;
    }
}
