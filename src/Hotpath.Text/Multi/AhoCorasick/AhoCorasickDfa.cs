using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Text;

/// <summary>
/// Aho-Corasick as a DFA: every failure transition resolved ahead of time into one flat table indexed by
/// premultiplied state ids (row = state × stride, the stride being the class count), so a step is one load.
/// States where a pattern ends take the last rows of the table, so the hot loop tests for a match by comparing the
/// id it already holds with the first such row, off the chain of loads (a flag bit in the id, as before, had to be
/// masked off before every load: one more cycle per unit on a step that is otherwise a load).
/// Rows are exactly as long as the alphabet rather than rounded up to a power of two (47 classes took 64 cells,
/// a third more memory to allocate and fill); turning an id back into a trie state, which only match tracking
/// does, is an exact division (<see cref="ExactDivisor"/>) and a lookup. Immutable and thread-safe.
/// </summary>
internal sealed class AhoCorasickDfa<T> : AhoCorasickEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private readonly int[] _transitions;
    private readonly ExactDivisor _stride;
    // The trie state each row stands for (rows are not in trie order: see Build).
    private readonly int[] _stateOfRow;
    private readonly int _firstMatchId;

    private AhoCorasickDfa(
        PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie, ExactDivisor stride, int[] transitions, int[] stateOfRow, int firstMatchId)
        : base(set, classes, trie)
    {
        _stride = stride;
        _transitions = transitions;
        _stateOfRow = stateOfRow;
        _firstMatchId = firstMatchId;
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.AhoCorasickDfa;

    public override long MemoryBytes => ((long)_transitions.Length + _stateOfRow.Length) * sizeof(int) + Classes.MemoryBytes + Trie.MemoryBytes;

    public override int StartState => 0;

    /// <summary>The bytes a DFA for <paramref name="trie"/> would take, to decide before building it.</summary>
    /// <remarks>A table too long for an array (or for premultiplied ids in an <see cref="int"/>) counts as needing unbounded memory.</remarks>
    public static long EstimateBytes(AhoCorasickTrie trie, UnitClasses classes) =>
        TableLength(trie, classes) is var length && length <= Array.MaxLength
            ? (length + trie.StateCount) * sizeof(int) + classes.MemoryBytes + trie.MemoryBytes
            : long.MaxValue;

    private static long TableLength(AhoCorasickTrie trie, UnitClasses classes) => (long)trie.StateCount * classes.Count;

    /// <summary>
    /// Fills the table and, as it goes, links <paramref name="trie"/> (whose failure links must not be set yet), or,
    /// when <paramref name="trieLinked"/>, reads the links an NFA over the same trie already set, writing nothing to it.
    /// </summary>
    public static AhoCorasickDfa<T> Build(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie, bool trieLinked = false)
    {
        int stride = classes.Count, stateCount = trie.StateCount;
        var divisor = new ExactDivisor(stride);
        // Every row is written in full below (the root's cleared, every other one copied), so zeroing is wasted work.
        int[] table = GC.AllocateUninitializedArray<int>((int)TableLength(trie, classes));
        table.AsSpan(0, stride).Clear();
        ref int cells = ref MemoryMarshal.GetArrayDataReference(table);
        int[] childStart = trie.ChildStart, fail = trie.Fail, matchLength = trie.MatchLength;
        ushort[] childClass = trie.ChildClass;
        // A state's row is chosen when its parent's edge into it is written (before its own row, as parents come
        // first): states without a match fill rows from the top (the root first), states with one from the bottom.
        // Whether a state matches is known only once it is linked, which is right there.
        var rowOfState = new int[stateCount];
        var stateOfRow = new int[stateCount];
        int nextPlainRow = 1, nextMatchRow = stateCount - 1;
        // Breadth-first order: a state's failure target is shallower, so its row is complete when we copy it. Before
        // a child's cell is overwritten it still holds the failure target's transition on that class, which is the
        // child's failure link: reading it there replaces the walk along failure chains. The root's children fail
        // to the root, whose row is all zeros (the root's id).
        for (int s = 0; s < stateCount; s++)
        {
            ref int row = ref Unsafe.Add(ref cells, rowOfState[s] * stride);
            if (s != AhoCorasickTrie.Root) CopyRow(ref Unsafe.Add(ref cells, rowOfState[fail[s]] * stride), ref row, stride);
            for (int k = childStart[s]; k < childStart[s + 1]; k++)
            {
                int target = AhoCorasickTrie.TargetOf(k);
                ref int cell = ref Unsafe.Add(ref row, childClass[k]);
                if (!trieLinked) trie.Link(target, stateOfRow[divisor.Divide(cell)]);
                int targetRow = matchLength[target] != 0 ? nextMatchRow-- : nextPlainRow++;
                rowOfState[target] = targetRow;
                stateOfRow[targetRow] = target;
                cell = targetRow * stride;
            }
        }
        return new AhoCorasickDfa<T>(set, classes, trie, divisor, table, stateOfRow, nextPlainRow * stride);
    }

    /// <summary>
    /// Copies a row of <paramref name="length"/> cells in whole vectors when it spans one (the last one overlapping
    /// the one before, so nothing past the row is touched): rows are short, and a memmove call per row costs more
    /// than the copy.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void CopyRow(ref int source, ref int destination, int length)
    {
        if (Vector512.IsHardwareAccelerated && length >= Vector512<int>.Count)
        {
            int last = length - Vector512<int>.Count;
            for (int i = 0; i < last; i += Vector512<int>.Count)
                Vector512.LoadUnsafe(ref source, (nuint)i).StoreUnsafe(ref destination, (nuint)i);
            Vector512.LoadUnsafe(ref source, (nuint)last).StoreUnsafe(ref destination, (nuint)last);
        }
        else if (Vector256.IsHardwareAccelerated && length >= Vector256<int>.Count)
        {
            int last = length - Vector256<int>.Count;
            for (int i = 0; i < last; i += Vector256<int>.Count)
                Vector256.LoadUnsafe(ref source, (nuint)i).StoreUnsafe(ref destination, (nuint)i);
            Vector256.LoadUnsafe(ref source, (nuint)last).StoreUnsafe(ref destination, (nuint)last);
        }
        else if (Vector128.IsHardwareAccelerated && length >= Vector128<int>.Count)
        {
            int last = length - Vector128<int>.Count;
            for (int i = 0; i < last; i += Vector128<int>.Count)
                Vector128.LoadUnsafe(ref source, (nuint)i).StoreUnsafe(ref destination, (nuint)i);
            Vector128.LoadUnsafe(ref source, (nuint)last).StoreUnsafe(ref destination, (nuint)last);
        }
        else
        {
            MemoryMarshal.CreateReadOnlySpan(ref source, length).CopyTo(MemoryMarshal.CreateSpan(ref destination, length));
        }
    }

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match) =>
        AhoCorasickSearch.FindLeftmost(new Stepper(this), Trie, Set, Classes.Map, Prefilter, haystack, start, out match);

    public override int NextState(int state, int cls) => new Stepper(this).Next(state, cls);

    public override int NodeOf(int state) => _stateOfRow[_stride.Divide(state)];

    private readonly ref struct Stepper(AhoCorasickDfa<T> dfa) : IAutomatonStepper
    {
        private readonly ref int _cells = ref MemoryMarshal.GetArrayDataReference(dfa._transitions);
        private readonly int _firstMatchId = dfa._firstMatchId;

        // The class's column first, then the state's row: the column's address does not depend on the state, so the
        // chain from one state to the next is one load (adding row and class inside the loop put an add, and a
        // sign extension, on it).
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int Next(int state, int cls) => Unsafe.Add(ref Unsafe.Add(ref _cells, cls), (nint)(uint)state);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool HasMatch(int state) => state >= _firstMatchId;

        // The root is id 0.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool IsStart(int state) => state == 0;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int Node(int state) => dfa.NodeOf(state);
    }
}
