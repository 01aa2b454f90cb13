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
    /// <remarks>A table too long for an array (or for premultiplied ids in an <see cref="int"/>) counts as needing unbounded memory.</remarks>
    public static long EstimateBytes(AhoCorasickTrie trie, UnitClasses classes) =>
        TableLength(trie, classes) is var length && length <= Array.MaxLength ? length * sizeof(int) + classes.MemoryBytes + trie.MemoryBytes : long.MaxValue;

    private static long TableLength(AhoCorasickTrie trie, UnitClasses classes) => (long)trie.StateCount << ShiftFor(classes.Count);

    /// <summary>Fills the table and, as it goes, links <paramref name="trie"/> (whose failure links must not be set yet).</summary>
    public static AhoCorasickDfa<T> Build(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie)
    {
        int shift = ShiftFor(classes.Count);
        int stride = 1 << shift;
        // Every row is written in full below (the root's cleared, every other one copied), so zeroing is wasted work.
        int[] table = GC.AllocateUninitializedArray<int>((int)TableLength(trie, classes));
        table.AsSpan(0, stride).Clear();
        // Breadth-first order: a state's failure target is shallower, so its row is complete when we copy it. Before
        // a child's cell is overwritten it still holds the failure target's transition on that class, which is the
        // child's failure link: reading it there replaces the walk along failure chains.
        for (int s = 0; s < trie.StateCount; s++)
        {
            Span<int> row = table.AsSpan(s << shift, stride);
            if (s != AhoCorasickTrie.Root) table.AsSpan(trie.Fail[s] << shift, stride).CopyTo(row);
            for (int k = trie.ChildStart[s]; k < trie.ChildStart[s + 1]; k++)
            {
                int target = AhoCorasickTrie.TargetOf(k), cls = trie.ChildClass[k];
                trie.Link(target, s == AhoCorasickTrie.Root ? AhoCorasickTrie.Root : (row[cls] & int.MaxValue) >> shift);
                row[cls] = (target << shift) | (trie.MatchLength[target] != 0 ? MatchFlag : 0);
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
