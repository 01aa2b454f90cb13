using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Nfa;

/// <summary>
/// Compiles HIR into a <see cref="ThompsonNfa"/>. States are built back to front (each node is compiled
/// knowing its continuation), which makes prioritized splits and loop back-edges simple.
/// </summary>
/// <remarks>
/// Repetitions follow .NET's backtracker exactly (its <c>Branchmark</c>/<c>Branchcount</c> opcodes):
/// the first <c>min</c> iterations are mandatory even when empty; after any later iteration — and after
/// iteration <c>min</c> itself — an iteration that consumed nothing ends the loop. Counted repetitions
/// are unrolled; the translator bounds their size.
/// </remarks>
internal sealed class NfaCompiler
{
    private static readonly int[] s_noMarks = [];

    // The largest capacity reserved up front from the HIR's expanded size; beyond it the state array grows.
    private const int MaxReservedStates = 1 << 16;

    // States in an array of their own rather than a list: copying iterations of counted repeats is most of
    // the work for x{10,100}, and it runs on spans. Grown by doubling; never zeroed (every slot below
    // _count is written).
    private NfaState[] _states;
    private int _count;
    // The loop marks around each state, in step with the states; null until a mark is first pushed, since
    // most regexes have no loop whose body can match empty.
    private List<int[]>? _enclosingMarks;
    private readonly List<CharRangeSet> _classSets = [];
    private readonly Dictionary<CharRangeSet, int> _classSetIndex = [];
    private readonly Dictionary<char, int> _unitSetIndex = [];
    private readonly Dictionary<HirRepeat, int> _markOfRepeat = new(ReferenceEqualityComparer.Instance);
    private readonly Dictionary<int, int> _denseGroupIndex = [];
    private int[] _currentMarks = s_noMarks;
    private int _failState = -1;

    private NfaCompiler(int[] groupNumbers, int expectedStates)
    {
        for (int i = 0; i < groupNumbers.Length; i++) _denseGroupIndex[groupNumbers[i]] = i;
        _states = GC.AllocateUninitializedArray<NfaState>(expectedStates);
    }

    /// <summary>Compiles <paramref name="hir"/>; group numbers map to dense slot pairs by their position in <see cref="RegexHir.GroupNumbers"/>.</summary>
    public static ThompsonNfa Compile(RegexHir hir) => Compile(hir.Root, hir.GroupNumbers);

    /// <summary>Compiles a bare HIR tree whose groups are numbered as in <paramref name="groupNumbers"/> (0 first).</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static ThompsonNfa Compile(HirNode root, int[] groupNumbers)
    {
        // About one state per expanded unit plus one per optional iteration: reserving that avoids
        // regrowing the state lists, which dominated compiling large counted repeats.
        int expectedStates = (int)Math.Min(2 * ExpandedSize.Of(root) + 4, MaxReservedStates);
        var compiler = new NfaCompiler(groupNumbers, expectedStates);
        int match = compiler.Add(NfaStateKind.Match, -1, -1, 0);
        int body = compiler.Add(NfaStateKind.Save, match, -1, 1);
        body = compiler.CompileNode(root, body);
        int start = compiler.Add(NfaStateKind.Save, body, -1, 0);
        return compiler.Finish(start, groupNumbers.Length * 2);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private ThompsonNfa Finish(int start, int slotCount)
    {
        EquivalenceClasses classes = EquivalenceClasses.Build(CollectionsMarshal.AsSpan(_classSets));
        int words = (classes.Count + 63) / 64;
        var bits = new ulong[Math.Max(1, _classSets.Count * words)];
        for (int s = 0; s < _classSets.Count; s++)
        {
            foreach (CharRange range in _classSets[s].Ranges)
            {
                classes.ClassesOf(range, out int first, out int end);
                for (int k = first; k < end; k++) bits[s * words + (k >> 6)] |= 1UL << k;
            }
        }
        // The compiler's own array is kept unless the estimate left more than a third of it unused.
        NfaState[] states = _states;
        if (_count < states.Length / 3 * 2)
        {
            states = GC.AllocateUninitializedArray<NfaState>(_count);
            _states.AsSpan(0, _count).CopyTo(states);
        }
        return new ThompsonNfa(states, _count, start, classes, bits, _enclosingMarks?.ToArray(), slotCount, _markOfRepeat.Count);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int Add(NfaStateKind kind, int next, int alt, int arg)
    {
        EnsureRoom(1);
        _states[_count] = new NfaState(kind, next, alt, arg);
        _enclosingMarks?.Add(_currentMarks);
        return _count++;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void EnsureRoom(int more)
    {
        if (_count + more > _states.Length) Grow(more);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Grow(int more)
    {
        NfaState[] grown = GC.AllocateUninitializedArray<NfaState>(Math.Max(_count + more, 2 * _states.Length));
        _states.AsSpan(0, _count).CopyTo(grown);
        _states = grown;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Patch(int state, int next, int alt)
    {
        ref NfaState s = ref _states[state];
        s = s with { Next = next, Alt = alt };
    }

    private int Fail() => _failState >= 0 ? _failState : _failState = Add(NfaStateKind.Fail, -1, -1, 0);

    private int ClassState(CharRangeSet set, int next) => set.IsEmpty ? Fail() : Add(NfaStateKind.Class, next, -1, SetIndex(set));

    // Literal units skip building and hashing a one-unit set after their first occurrence.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int UnitState(char unit, int next)
    {
        if (!_unitSetIndex.TryGetValue(unit, out int index)) _unitSetIndex[unit] = index = SetIndex(CharRangeSet.Single(unit));
        return Add(NfaStateKind.Class, next, -1, index);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int SetIndex(CharRangeSet set)
    {
        if (!_classSetIndex.TryGetValue(set, out int index))
        {
            index = _classSets.Count;
            _classSets.Add(set);
            _classSetIndex[set] = index;
        }
        return index;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int CompileNode(HirNode node, int next)
    {
        switch (node)
        {
            case HirEmpty:
                return next;
            case HirLiteral literal:
                for (int i = literal.Units.Length - 1; i >= 0; i--) next = UnitState(literal.Units[i], next);
                return next;
            case HirClass cls:
                return ClassState(cls.Set, next);
            case HirLook look:
                return Add(NfaStateKind.Look, next, -1, (int)look.Look);
            case HirCapture capture:
                int slot = _denseGroupIndex[capture.GroupNumber] * 2;
                int close = Add(NfaStateKind.Save, next, -1, slot + 1);
                return Add(NfaStateKind.Save, CompileNode(capture.Sub, close), -1, slot);
            case HirConcat concat:
                for (int i = concat.Parts.Length - 1; i >= 0; i--) next = CompileNode(concat.Parts[i], next);
                return next;
            case HirAlternation alternation:
                return CompileAlternation(alternation.Branches, next);
            case HirRepeat repeat:
                return CompileRepeat(repeat, next);
            default:
                throw new InvalidOperationException($"Unknown HIR node {node.Kind}.");
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int CompileAlternation(HirNode[] branches, int next)
    {
        // Branches join at one Goto so each branch's tail is a single state.
        int join = Add(NfaStateKind.Goto, next, -1, 0);
        int entry = CompileNode(branches[^1], join);
        for (int i = branches.Length - 2; i >= 0; i--)
        {
            int branch = CompileNode(branches[i], join);
            entry = Add(NfaStateKind.Split, branch, entry, 0);
        }
        return entry;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int CompileRepeat(HirRepeat repeat, int next)
    {
        int min = repeat.Min, max = repeat.Max;
        if (max == 0) return next;
        int mark = -1;
        if (IsNullable(repeat.Sub) && !_markOfRepeat.TryGetValue(repeat, out mark))
        {
            mark = _markOfRepeat.Count;
            _markOfRepeat[repeat] = mark;
        }

        // The optional part, entered through the decision taken after iteration `min` (before the first
        // iteration when min is 0: .NET always tries that one, so it is a plain split).
        int afterMin = next;
        BodyBlock? block = null;
        if (max == HirRepeat.Unbounded)
        {
            int guard = Decision(repeat, mark, afterFirst: true);
            int body = MarkedIteration(repeat, mark, guard, ref block);
            PatchDecision(guard, body, next, repeat.Greedy);
            afterMin = guard;
            if (min == 0 && mark >= 0)
            {
                afterMin = Decision(repeat, mark, afterFirst: false);
                PatchDecision(afterMin, body, next, repeat.Greedy);
            }
        }
        else
        {
            for (int i = max; i > min; i--)
            {
                int iteration = MarkedIteration(repeat, mark, afterMin, ref block);
                afterMin = Decision(repeat, mark, afterFirst: i - 1 > 0);
                PatchDecision(afterMin, iteration, next, repeat.Greedy);
            }
        }

        // The mandatory iterations. The last one is marked when a guarded decision follows it. Iterations
        // compiled outside the loop mark share one context, so they share one block.
        int entry = afterMin;
        BodyBlock? unmarkedOnly = null;
        ref BodyBlock? unmarked = ref mark < 0 ? ref block : ref unmarkedOnly;
        for (int i = min; i >= 1; i--)
        {
            entry = i == min && afterMin != next
                ? MarkedIteration(repeat, mark, entry, ref block)
                : Iteration(repeat.Sub, entry, ref unmarked);
        }
        return entry;
    }

    /// <summary>
    /// One iteration of a counted repeat's body before <paramref name="next"/>: compiled from the HIR the
    /// first time, then copied from that first block with its exit retargeted (<c>x{2,100}</c> is 100
    /// copies, and copying states is far cheaper than walking the HIR and looking sets up again).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int Iteration(HirNode sub, int next, ref BodyBlock? block)
    {
        if (block is { } template) return CopyBlock(template, next);
        int first = _count;
        int entry = CompileNode(sub, next);
        // A block can be copied when its entry is one of its states and its exit is unambiguous: the
        // fail state, which a body may also reach on its own, is never taken for the exit.
        if (entry >= first && next != _failState) block = new BodyBlock(first, _count, entry, next);
        return entry;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int CopyBlock(BodyBlock block, int next)
    {
        int length = block.End - block.First;
        int offset = _count - block.First;
        EnsureRoom(length);
        ReadOnlySpan<NfaState> source = _states.AsSpan(block.First, length);
        Span<NfaState> copy = _states.AsSpan(_count, length);
        for (int s = 0; s < source.Length; s++)
        {
            NfaState state = source[s];
            copy[s] = state with { Next = Relocate(state.Next), Alt = Relocate(state.Alt) };
        }
        if (_enclosingMarks is { } marks)
        {
            for (int s = block.First; s < block.End; s++) marks.Add(marks[s]);
        }
        _count += length;
        return block.Entry + offset;

        int Relocate(int target) =>
            target == block.Exit ? next : target >= block.First && target < block.End ? target + offset : target;
    }

    // The state deciding between one more iteration and the exit; its targets are patched in later.
    // After an iteration of a nullable body it is a guard; otherwise nothing can stop the loop but
    // the priority order, so it is a plain split.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int Decision(HirRepeat repeat, int mark, bool afterFirst)
    {
        if (!afterFirst || mark < 0) return Add(NfaStateKind.Split, -1, -1, 0);
        PushMark(mark);
        int state = Add(repeat.Greedy ? NfaStateKind.GuardGreedy : NfaStateKind.GuardLazy, -1, -1, mark);
        PopMark();
        return state;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void PatchDecision(int state, int iteration, int exit, bool greedy)
    {
        bool preferIteration = greedy || _states[state].Kind != NfaStateKind.Split;
        Patch(state, preferIteration ? iteration : exit, preferIteration ? exit : iteration);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private int MarkedIteration(HirRepeat repeat, int mark, int next, ref BodyBlock? block)
    {
        if (mark < 0) return Iteration(repeat.Sub, next, ref block);
        PushMark(mark);
        int body = CompileNode(repeat.Sub, next);
        PopMark();
        return Add(NfaStateKind.Mark, body, -1, mark);
    }

    private void PushMark(int mark)
    {
        if (_enclosingMarks is null)
        {
            _enclosingMarks = new List<int[]>(_states.Length);
            for (int s = 0; s < _count; s++) _enclosingMarks.Add(s_noMarks);
        }
        _currentMarks = [mark, .. _currentMarks];
    }

    private void PopMark() => _currentMarks = _currentMarks.Length == 1 ? s_noMarks : _currentMarks[1..];

    /// <summary>Whether <paramref name="node"/> can match the empty string.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    internal static bool IsNullable(HirNode node)
    {
        switch (node)
        {
            case HirEmpty or HirLook:
                return true;
            case HirLiteral or HirClass:
                return false;
            case HirCapture c:
                return IsNullable(c.Sub);
            case HirRepeat r:
                return r.Min == 0 || IsNullable(r.Sub);
            case HirConcat c:
                foreach (HirNode part in c.Parts)
                {
                    if (!IsNullable(part)) return false;
                }
                return true;
            case HirAlternation a:
                foreach (HirNode branch in a.Branches)
                {
                    if (IsNullable(branch)) return true;
                }
                return false;
            default:
                throw new InvalidOperationException($"Unknown HIR node {node.Kind}.");
        }
    }

    /// <summary>The states [<paramref name="First"/>, <paramref name="End"/>) of one compiled iteration, entered at <paramref name="Entry"/> and left to <paramref name="Exit"/>.</summary>
    private readonly record struct BodyBlock(int First, int End, int Entry, int Exit);
}
