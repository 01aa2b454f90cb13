using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// The <see cref="BoundedBacktracker"/>'s budgeted anchored search (the run that records no visits, see
/// <see cref="SkipVisits"/>) compiled to IL for one NFA by <see cref="BacktrackerCompiler"/>: every state becomes a block
/// of code, so a step is a few instructions with the class bits and successors as constants, instead of the
/// interpreter's table read and dispatch at every step. It explores paths in the same
/// order, counts the same steps and stops at the same budget, so its answers are the interpreter's. Runs only where the
/// runtime compiles dynamic code (not under Native AOT, where the interpreter answers). Immutable and thread-safe; its
/// scratch is the caller's <see cref="BacktrackerCache"/>.
/// </summary>
internal sealed class CompiledBacktracker
{
    /// <summary>What <see cref="ExploreMethod"/> returns, as <c>BoundedBacktracker.Outcome</c> numbers them.</summary>
    public const int NoMatch = 0, Match = 1, OverBudget = 2;

    private readonly ExploreMethod _explore;

    // The delegate is closed over the method's first argument, the Context: a call through it is a plain instance call,
    // where an open delegate to the static method goes through a thunk that shifts every argument.
    internal CompiledBacktracker(ExploreMethod explore) => _explore = explore;

    /// <summary>
    /// The compiled search (its <see cref="Context"/> bound) from <paramref name="position"/>: <see cref="Match"/> with the winning path's slots left in
    /// <paramref name="scratch"/>, <see cref="NoMatch"/>, or <see cref="OverBudget"/> when the steps passed
    /// <paramref name="stepBudget"/>. Never reads past <paramref name="last"/>.
    /// </summary>
    public delegate int ExploreMethod(ReadOnlySpan<char> input, int position, int anchor, int last, Span<int> scratch, BacktrackerCache cache, StrategyCache timeout, long stepBudget);

    /// <summary>Whether this runtime can run IL it is given at run time (false under Native AOT); see also <see cref="RuntimeFeature.IsDynamicCodeCompiled"/>.</summary>
    [FeatureGuard(typeof(RequiresDynamicCodeAttribute))]
    public static bool IsSupported => RuntimeFeature.IsDynamicCodeSupported;

    /// <summary>The tables the compiled code reads for what it does not fold into constants.</summary>
    internal sealed class Context(ThompsonNfa nfa, BacktrackerPlan plan)
    {
        public readonly ThompsonNfa Nfa = nfa;
        public readonly BacktrackerPlan Plan = plan;
    }

    /// <summary>Runs the search and writes the first <paramref name="slotsUsed"/> slots on a match, as the interpreter's anchored search does.</summary>
    public int TryMatchAt(ReadOnlySpan<char> input, int position, int anchor, int last, BacktrackerCache cache, StrategyCache timeout, int slotsUsed, Span<int> slots, long stepBudget)
    {
        // Compiled NFAs have no loop marks: the scratch is the slots.
        Span<int> scratch = cache.Slots.AsSpan(0, slotsUsed);
        scratch.Fill(-1);
        int outcome = position > last ? NoMatch : _explore(input, position, anchor, last, scratch, cache, timeout, stepBudget);
        if (outcome == Match) scratch[..slotsUsed].CopyTo(slots);
        return outcome;
    }

    // Helpers the compiled code calls: where the spans start (inlined), and the rare cases (non-ASCII units,
    // assertions, loop runs, the clock, a full frame stack). Those are kept out of line: inlined at every state that
    // calls them, they made the method so large that the JIT stopped tracking its locals and kept even the position
    // in memory, and the compiled search ran no faster than the interpreter.

    /// <summary>A reference to the input's first unit.</summary>
    public static ref char InputStart(ReadOnlySpan<char> input) => ref MemoryMarshal.GetReference(input);

    /// <summary>A reference to the scratch's first slot.</summary>
    public static ref int ScratchStart(Span<int> scratch) => ref MemoryMarshal.GetReference(scratch);

    /// <summary>Whether class set <paramref name="set"/> holds <paramref name="unit"/>.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static bool SetContains(Context context, int set, int unit) =>
        context.Nfa.ClassSetContains(set, context.Nfa.Classes.ClassOf((char)unit));

    /// <summary>
    /// Which successors of a split may match at <paramref name="at"/> when the unit there is not ASCII or there is none:
    /// bit 0 the preferred, bit 1 the fallback.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int BranchesAt(Context context, ReadOnlySpan<char> input, int at, int preferred, int fallback)
    {
        int classId = (uint)at < (uint)input.Length ? context.Nfa.Classes.ClassOf(input[at]) : -1;
        FirstClasses first = context.Plan.First;
        return (first.MayMatch(preferred, classId) ? 1 : 0) | (first.MayMatch(fallback, classId) ? 2 : 0);
    }

    /// <summary>Whether assertion <paramref name="look"/> holds at <paramref name="at"/>.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static bool LookHolds(ReadOnlySpan<char> input, int look, int at, int anchor)
    {
        var haystack = new Utf16Haystack(input);
        return LookEvaluator.Holds((LookKind)look, ref haystack, at, anchor);
    }

    /// <summary>The deterministic run of the accelerated loop at <paramref name="state"/> from <paramref name="at"/> (see <see cref="LoopRuns"/>).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int RunLength(Context context, ReadOnlySpan<char> input, int state, int at, int last) =>
        context.Plan.Runs.RunLength(input, state, at, last);

    /// <summary>Doubles the frame stack's storage and returns it (see <see cref="BacktrackerCache.GrowFrames"/>).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int[] GrowFrames(BacktrackerCache cache) => cache.GrowFrames();
}
