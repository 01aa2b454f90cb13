using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// Aho-Corasick as a DFA: every failure transition resolved ahead of time into one flat table indexed by
/// premultiplied state ids (row = state × stride, stride a power of two ≥ the class count), so a step is
/// one load. Targets where a pattern ends carry the sign bit, so the hot loop tests for a match without
/// another lookup. Immutable and thread-safe.
/// </summary>
internal sealed class AhoCorasickDfa<T> : AhoCorasickEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private const int MatchFlag = int.MinValue;
    private readonly int[] _transitions;
    private readonly int _shift;

    private AhoCorasickDfa(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie, int shift, int[] transitions)
        : base(set, classes, trie)
    {
        _shift = shift;
        _transitions = transitions;
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.AhoCorasickDfa;

    public override long MemoryBytes => (long)_transitions.Length * sizeof(int) + Classes.MemoryBytes + Trie.MemoryBytes;

    public override int StartState => 0;

    /// <summary>The bytes a DFA for <paramref name="trie"/> would take, to decide before building it.</summary>
    public static long EstimateBytes(AhoCorasickTrie trie, UnitClasses classes) =>
        ((long)trie.StateCount << ShiftFor(classes.Count)) * sizeof(int) + classes.MemoryBytes + trie.MemoryBytes;

    public static AhoCorasickDfa<T> Build(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie)
    {
        int shift = ShiftFor(classes.Count);
        int stride = 1 << shift;
        var table = new int[(long)trie.StateCount << shift];
        // Breadth-first order: a state's failure target is shallower, so its row is complete when we copy it.
        for (int s = 0; s < trie.StateCount; s++)
        {
            Span<int> row = table.AsSpan(s << shift, stride);
            if (s == AhoCorasickTrie.Root) row.Clear();
            else table.AsSpan(trie.Fail[s] << shift, stride).CopyTo(row);
            for (int k = trie.ChildStart[s]; k < trie.ChildStart[s + 1]; k++)
            {
                int target = trie.ChildTarget[k];
                row[trie.ChildClass[k]] = (target << shift) | (trie.MatchLength[target] != 0 ? MatchFlag : 0);
            }
        }
        return new AhoCorasickDfa<T>(set, classes, trie, shift, table);
    }

    private static int ShiftFor(int classCount) => BitOperations.Log2(BitOperations.RoundUpToPowerOf2((uint)Math.Max(classCount, 1)));

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match) =>
        AhoCorasickSearch.FindLeftmost(new Stepper(_transitions, _shift), Trie, Set, Classes.Map, Prefilter, haystack, start, out match);

    public override int NextState(int state, int cls) => new Stepper(_transitions, _shift).Next(state, cls);

    public override int NodeOf(int state) => (state & int.MaxValue) >> _shift;

    private readonly struct Stepper(int[] transitions, int shift) : IAutomatonStepper
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int Next(int state, int cls) =>
            Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(transitions), (state & int.MaxValue) + cls);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool HasMatch(int state) => state < 0;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int Node(int state) => (state & int.MaxValue) >> shift;
    }
}
