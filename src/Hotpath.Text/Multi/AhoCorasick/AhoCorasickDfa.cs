using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

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
        ref int cells = ref MemoryMarshal.GetArrayDataReference(table);
        int[] childStart = trie.ChildStart, fail = trie.Fail, matchLength = trie.MatchLength;
        ushort[] childClass = trie.ChildClass;
        // Breadth-first order: a state's failure target is shallower, so its row is complete when we copy it. Before
        // a child's cell is overwritten it still holds the failure target's transition on that class, which is the
        // child's failure link: reading it there replaces the walk along failure chains. The root's children fail
        // to the root, whose row is all zeros (the root's id).
        for (int s = 0; s < trie.StateCount; s++)
        {
            ref int row = ref Unsafe.Add(ref cells, s << shift);
            if (s != AhoCorasickTrie.Root) CopyRow(ref Unsafe.Add(ref cells, fail[s] << shift), ref row, stride);
            for (int k = childStart[s]; k < childStart[s + 1]; k++)
            {
                int target = AhoCorasickTrie.TargetOf(k);
                ref int cell = ref Unsafe.Add(ref row, childClass[k]);
                trie.Link(target, (cell & int.MaxValue) >> shift);
                cell = (target << shift) | (matchLength[target] != 0 ? MatchFlag : 0);
            }
        }
        return new AhoCorasickDfa<T>(set, classes, trie, shift, table);
    }

    /// <summary>Copies a row of <paramref name="stride"/> cells (a power of two) in whole vectors when it spans one: rows are short, and a memmove call per row costs more than the copy.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void CopyRow(ref int source, ref int destination, int stride)
    {
        if (Vector512.IsHardwareAccelerated && stride >= Vector512<int>.Count)
        {
            for (int i = 0; i < stride; i += Vector512<int>.Count)
                Vector512.LoadUnsafe(ref source, (nuint)i).StoreUnsafe(ref destination, (nuint)i);
        }
        else if (Vector256.IsHardwareAccelerated && stride >= Vector256<int>.Count)
        {
            for (int i = 0; i < stride; i += Vector256<int>.Count)
                Vector256.LoadUnsafe(ref source, (nuint)i).StoreUnsafe(ref destination, (nuint)i);
        }
        else
        {
            MemoryMarshal.CreateReadOnlySpan(ref source, stride).CopyTo(MemoryMarshal.CreateSpan(ref destination, stride));
        }
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
