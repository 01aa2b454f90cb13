using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Hotpath.Text;

/// <summary>
/// Aho-Corasick as a DFA: every failure transition resolved ahead of time into one flat table indexed by
/// premultiplied state ids (row = state × stride, the stride being the class count), so a step is one load.
/// Targets where a pattern ends carry the sign bit, so the hot loop tests for a match without another lookup.
/// Rows are exactly as long as the alphabet rather than rounded up to a power of two (47 classes took 64 cells,
/// a third more memory to allocate and fill); turning an id back into a state, which only match tracking does,
/// is then an exact division (<see cref="ExactDivisor"/>). Immutable and thread-safe.
/// </summary>
internal sealed class AhoCorasickDfa<T> : AhoCorasickEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private const int MatchFlag = int.MinValue;
    private readonly int[] _transitions;
    private readonly ExactDivisor _stride;

    private AhoCorasickDfa(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie, ExactDivisor stride, int[] transitions)
        : base(set, classes, trie)
    {
        _stride = stride;
        _transitions = transitions;
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.AhoCorasickDfa;

    public override long MemoryBytes => (long)_transitions.Length * sizeof(int) + Classes.MemoryBytes + Trie.MemoryBytes;

    public override int StartState => 0;

    /// <summary>The bytes a DFA for <paramref name="trie"/> would take, to decide before building it.</summary>
    /// <remarks>A table too long for an array (or for premultiplied ids in an <see cref="int"/>) counts as needing unbounded memory.</remarks>
    public static long EstimateBytes(AhoCorasickTrie trie, UnitClasses classes) =>
        TableLength(trie, classes) is var length && length <= Array.MaxLength ? length * sizeof(int) + classes.MemoryBytes + trie.MemoryBytes : long.MaxValue;

    private static long TableLength(AhoCorasickTrie trie, UnitClasses classes) => (long)trie.StateCount * classes.Count;

    /// <summary>
    /// Fills the table and, as it goes, links <paramref name="trie"/> (whose failure links must not be set yet), or,
    /// when <paramref name="trieLinked"/>, reads the links an NFA over the same trie already set, writing nothing to it.
    /// </summary>
    public static AhoCorasickDfa<T> Build(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie, bool trieLinked = false)
    {
        int stride = classes.Count;
        var divisor = new ExactDivisor(stride);
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
        for (int s = 0, id = 0; s < trie.StateCount; s++, id += stride)
        {
            ref int row = ref Unsafe.Add(ref cells, id);
            if (s != AhoCorasickTrie.Root) CopyRow(ref Unsafe.Add(ref cells, fail[s] * stride), ref row, stride);
            for (int k = childStart[s]; k < childStart[s + 1]; k++)
            {
                int target = AhoCorasickTrie.TargetOf(k);
                ref int cell = ref Unsafe.Add(ref row, childClass[k]);
                if (!trieLinked) trie.Link(target, divisor.Divide(cell & int.MaxValue));
                cell = (target * stride) | (matchLength[target] != 0 ? MatchFlag : 0);
            }
        }
        return new AhoCorasickDfa<T>(set, classes, trie, divisor, table);
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
        else
        {
            MemoryMarshal.CreateReadOnlySpan(ref source, length).CopyTo(MemoryMarshal.CreateSpan(ref destination, length));
        }
    }

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match) =>
        AhoCorasickSearch.FindLeftmost(new Stepper(_transitions, _stride), Trie, Set, Classes.Map, Prefilter, haystack, start, out match);

    public override int NextState(int state, int cls) => new Stepper(_transitions, _stride).Next(state, cls);

    public override int NodeOf(int state) => _stride.Divide(state & int.MaxValue);

    private readonly struct Stepper(int[] transitions, ExactDivisor stride) : IAutomatonStepper
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int Next(int state, int cls) =>
            Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(transitions), (state & int.MaxValue) + cls);

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool HasMatch(int state) => state < 0;

        // The root is id 0, and no transition into it carries the match flag.
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool IsStart(int state) => state == 0;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int Node(int state) => stride.Divide(state & int.MaxValue);
    }
}
