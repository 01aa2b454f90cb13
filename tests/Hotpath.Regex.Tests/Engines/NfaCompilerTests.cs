using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>The NFA compiler's structure: equivalence classes, loop marks, and unrolling.</summary>
public sealed class NfaCompilerTests
{
    [Fact]
    public void EquivalenceClassesSeparateOnlyWhatSetsDistinguish()
    {
        var root = new HirConcat([new HirClass(CharRangeSet.FromRanges([new('a', 'z')])), new HirLiteral("q")]);
        ThompsonNfa nfa = NfaCompiler.Compile(root, [0]);

        // Classes: [\0-`], [a-p], q, [r-z], [{-\uFFFF].
        Assert.Equal(5, nfa.Classes.Count);
        Assert.Equal(nfa.Classes.ClassOf('a'), nfa.Classes.ClassOf('p'));
        Assert.NotEqual(nfa.Classes.ClassOf('p'), nfa.Classes.ClassOf('q'));
        Assert.Equal(nfa.Classes.ClassOf('\0'), nfa.Classes.ClassOf('`'));
        Assert.Equal(nfa.Classes.ClassOf('{'), nfa.Classes.ClassOf('\uFFFF'));
    }

    [Fact]
    public void OnlyLoopsWhoseBodyCanBeEmptyCarryAMark()
    {
        ThompsonNfa plain = NfaCompiler.Compile(new HirRepeat(new HirLiteral("a"), 0, HirRepeat.Unbounded, greedy: true), [0]);
        Assert.Equal(0, plain.MarkCount);
        Assert.Equal(1, plain.VariantCount);

        var nullable = new HirRepeat(new HirRepeat(new HirLiteral("a"), 0, 1, greedy: true), 0, HirRepeat.Unbounded, greedy: true);
        ThompsonNfa marked = NfaCompiler.Compile(new HirRepeat(nullable, 1, HirRepeat.Unbounded, greedy: true), [0]);
        Assert.Equal(2, marked.MarkCount);
        Assert.Equal(3, marked.VariantCount);
    }

    [Fact]
    public void CountedRepetitionIsUnrolledAndCapturesUseDenseSlots()
    {
        // (?<7>a){2,4} with groups [0, 7]: group 7 gets slots 2 and 3.
        var root = new HirRepeat(new HirCapture(7, new HirLiteral("a")), 2, 4, greedy: true);
        ThompsonNfa nfa = NfaCompiler.Compile(root, [0, 7]);
        Assert.Equal(4, nfa.SlotCount);
        int classStates = 0;
        foreach (NfaState state in nfa.States)
        {
            if (state.Kind == NfaStateKind.Class) classStates++;
            if (state.Kind == NfaStateKind.Save) Assert.InRange(state.Arg, 0, 3);
        }
        Assert.Equal(4, classStates);
    }
}
