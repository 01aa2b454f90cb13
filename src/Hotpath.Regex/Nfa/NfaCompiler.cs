using Hotpath.RegularExpressions.Hir;

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

    private readonly List<NfaState> _states = [];
    private readonly List<int[]> _enclosingMarks = [];
    private readonly List<CharRangeSet> _classSets = [];
    private readonly Dictionary<CharRangeSet, int> _classSetIndex = [];
    private readonly Dictionary<HirRepeat, int> _markOfRepeat = new(ReferenceEqualityComparer.Instance);
    private readonly Dictionary<int, int> _denseGroupIndex = [];
    private int[] _currentMarks = s_noMarks;
    private int _failState = -1;

    private NfaCompiler(int[] groupNumbers)
    {
        for (int i = 0; i < groupNumbers.Length; i++) _denseGroupIndex[groupNumbers[i]] = i;
    }

    /// <summary>Compiles <paramref name="hir"/>; group numbers map to dense slot pairs by their position in <see cref="RegexHir.GroupNumbers"/>.</summary>
    public static ThompsonNfa Compile(RegexHir hir) => Compile(hir.Root, hir.GroupNumbers);

    /// <summary>Compiles a bare HIR tree whose groups are numbered as in <paramref name="groupNumbers"/> (0 first).</summary>
    public static ThompsonNfa Compile(HirNode root, int[] groupNumbers)
    {
        var compiler = new NfaCompiler(groupNumbers);
        int match = compiler.Add(NfaStateKind.Match, -1, -1, 0);
        int body = compiler.Add(NfaStateKind.Save, match, -1, 1);
        body = compiler.CompileNode(root, body);
        int start = compiler.Add(NfaStateKind.Save, body, -1, 0);
        return compiler.Finish(start, groupNumbers.Length * 2);
    }

    private ThompsonNfa Finish(int start, int slotCount)
    {
        EquivalenceClasses classes = EquivalenceClasses.Build(_classSets);
        int words = (classes.Count + 63) / 64;
        var bits = new ulong[Math.Max(1, _classSets.Count * words)];
        for (int s = 0; s < _classSets.Count; s++)
        {
            // Every range covers whole classes, so testing each class's first unit decides membership.
            ReadOnlySpan<char> starts = classes.ClassStarts;
            for (int k = 0; k < starts.Length; k++)
            {
                if (_classSets[s].Contains(starts[k])) bits[s * words + (k >> 6)] |= 1UL << k;
            }
        }
        return new ThompsonNfa([.. _states], start, classes, bits, [.. _enclosingMarks], slotCount, _markOfRepeat.Count);
    }

    private int Add(NfaStateKind kind, int next, int alt, int arg)
    {
        _states.Add(new NfaState(kind, next, alt, arg));
        _enclosingMarks.Add(_currentMarks);
        return _states.Count - 1;
    }

    private void Patch(int state, int next, int alt)
    {
        NfaState s = _states[state];
        _states[state] = s with { Next = next, Alt = alt };
    }

    private int Fail() => _failState >= 0 ? _failState : _failState = Add(NfaStateKind.Fail, -1, -1, 0);

    private int ClassState(CharRangeSet set, int next)
    {
        if (set.IsEmpty) return Fail();
        if (!_classSetIndex.TryGetValue(set, out int index))
        {
            index = _classSets.Count;
            _classSets.Add(set);
            _classSetIndex[set] = index;
        }
        return Add(NfaStateKind.Class, next, -1, index);
    }

    private int CompileNode(HirNode node, int next)
    {
        switch (node)
        {
            case HirEmpty:
                return next;
            case HirLiteral literal:
                for (int i = literal.Units.Length - 1; i >= 0; i--) next = ClassState(CharRangeSet.Single(literal.Units[i]), next);
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
        if (max == HirRepeat.Unbounded)
        {
            int guard = Decision(repeat, mark, afterFirst: true);
            int body = MarkedIteration(repeat, mark, guard);
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
                int iteration = MarkedIteration(repeat, mark, afterMin);
                afterMin = Decision(repeat, mark, afterFirst: i - 1 > 0);
                PatchDecision(afterMin, iteration, next, repeat.Greedy);
            }
        }

        // The mandatory iterations. The last one is marked when a guarded decision follows it.
        int entry = afterMin;
        for (int i = min; i >= 1; i--)
        {
            entry = i == min && afterMin != next
                ? MarkedIteration(repeat, mark, entry)
                : CompileNode(repeat.Sub, entry);
        }
        return entry;
    }

    // The state deciding between one more iteration and the exit; its targets are patched in later.
    // After an iteration of a nullable body it is a guard; otherwise nothing can stop the loop but
    // the priority order, so it is a plain split.
    private int Decision(HirRepeat repeat, int mark, bool afterFirst)
    {
        if (!afterFirst || mark < 0) return Add(NfaStateKind.Split, -1, -1, 0);
        PushMark(mark);
        int state = Add(repeat.Greedy ? NfaStateKind.GuardGreedy : NfaStateKind.GuardLazy, -1, -1, mark);
        PopMark();
        return state;
    }

    private void PatchDecision(int state, int iteration, int exit, bool greedy)
    {
        bool preferIteration = greedy || _states[state].Kind != NfaStateKind.Split;
        Patch(state, preferIteration ? iteration : exit, preferIteration ? exit : iteration);
    }

    private int MarkedIteration(HirRepeat repeat, int mark, int next)
    {
        if (mark < 0) return CompileNode(repeat.Sub, next);
        PushMark(mark);
        int body = CompileNode(repeat.Sub, next);
        PopMark();
        return Add(NfaStateKind.Mark, body, -1, mark);
    }

    private void PushMark(int mark) => _currentMarks = [mark, .. _currentMarks];

    private void PopMark() => _currentMarks = _currentMarks.Length == 1 ? s_noMarks : _currentMarks[1..];

    /// <summary>Whether <paramref name="node"/> can match the empty string.</summary>
    internal static bool IsNullable(HirNode node) => node switch
    {
        HirEmpty or HirLook => true,
        HirLiteral or HirClass => false,
        HirCapture c => IsNullable(c.Sub),
        HirRepeat r => r.Min == 0 || IsNullable(r.Sub),
        HirConcat c => c.Parts.All(IsNullable),
        HirAlternation a => a.Branches.Any(IsNullable),
        _ => throw new InvalidOperationException($"Unknown HIR node {node.Kind}."),
    };
}
