using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// One NFA state as the <see cref="BoundedBacktracker"/> runs it: the state's kind, refined where the
/// plan knows more (a split that is an accelerated loop), with its successors, its argument and the row
/// of the visited bitset it records into, all in one entry so that a step reads one table.
/// </summary>
/// <param name="Kind">What the step does.</param>
/// <param name="Next">The preferred successor.</param>
/// <param name="Alt">The other successor (splits and guards).</param>
/// <param name="Arg">Class set, look kind, slot or mark, as in <see cref="NfaState.Arg"/>.</param>
/// <param name="VisitedRow">The state's join index times the variant count (its first row in the visited bitset); -1 when its visits need no record.</param>
/// <param name="AsciiRow">For a class, a split or a guard, where its ASCII bits start in <see cref="BacktrackerPlan.AsciiBits"/>; -1 otherwise.</param>
internal readonly record struct BacktrackerOp(BacktrackerOpKind Kind, int Next, int Alt, int Arg, int VisitedRow, int AsciiRow);

/// <summary>The kinds of <see cref="BacktrackerOp"/>: the <see cref="NfaStateKind"/>s, with accelerated loops apart.</summary>
internal enum BacktrackerOpKind : byte
{
    /// <summary>Consumes one unit of class set <see cref="BacktrackerOp.Arg"/>.</summary>
    Class,
    /// <summary>Prefers <see cref="BacktrackerOp.Next"/>, falls back to <see cref="BacktrackerOp.Alt"/>.</summary>
    Split,
    /// <summary>A split that is an accelerated loop (see <see cref="LoopRuns"/>): its deterministic run is skipped first.</summary>
    LoopSplit,
    /// <summary>A split whose successors need different numbers of units (see <see cref="BacktrackerPlan.BranchNeeds"/>): each is tried only where they fit.</summary>
    SizedSplit,
    /// <summary>Goes on to <see cref="BacktrackerOp.Next"/>.</summary>
    Goto,
    /// <summary>Asserts <c>(LookKind)</c><see cref="BacktrackerOp.Arg"/>.</summary>
    Look,
    /// <summary>Records the position in slot <see cref="BacktrackerOp.Arg"/>.</summary>
    Save,
    /// <summary>Records the position in loop mark <see cref="BacktrackerOp.Arg"/>.</summary>
    Mark,
    /// <summary>A greedy loop's decision after an iteration (see <see cref="NfaStateKind.GuardGreedy"/>).</summary>
    GuardGreedy,
    /// <summary>A lazy loop's decision after an iteration (see <see cref="NfaStateKind.GuardLazy"/>).</summary>
    GuardLazy,
    /// <summary>The match.</summary>
    Match,
    /// <summary>A dead end.</summary>
    Fail,
}
