namespace Hotpath.RegularExpressions.Nfa;

/// <summary>Discriminates the kinds of <see cref="NfaState"/>.</summary>
internal enum NfaStateKind : byte
{
    /// <summary>Consumes one code unit whose equivalence class is in set <see cref="NfaState.Arg"/>, then goes to <see cref="NfaState.Next"/>.</summary>
    Class,
    /// <summary>Epsilon to <see cref="NfaState.Next"/> (preferred) and to <see cref="NfaState.Alt"/>.</summary>
    Split,
    /// <summary>Epsilon to <see cref="NfaState.Next"/>.</summary>
    Goto,
    /// <summary>Zero-width assertion <c>(LookKind)</c><see cref="NfaState.Arg"/>, then <see cref="NfaState.Next"/>.</summary>
    Look,
    /// <summary>Records the position in capture slot <see cref="NfaState.Arg"/>, then <see cref="NfaState.Next"/>.</summary>
    Save,
    /// <summary>Records the position in loop mark <see cref="NfaState.Arg"/> (an iteration starts here), then <see cref="NfaState.Next"/>.</summary>
    Mark,
    /// <summary>
    /// The decision after a loop iteration, greedy: when the iteration consumed nothing (position equals
    /// mark <see cref="NfaState.Arg"/>) only the exit <see cref="NfaState.Alt"/> is taken, as .NET's
    /// backtracker does; otherwise another iteration <see cref="NfaState.Next"/> is preferred to the exit.
    /// </summary>
    GuardGreedy,
    /// <summary>Like <see cref="GuardGreedy"/> but the exit <see cref="NfaState.Alt"/> is preferred.</summary>
    GuardLazy,
    /// <summary>A match of the whole pattern.</summary>
    Match,
    /// <summary>A dead end (e.g. an empty class).</summary>
    Fail,
}

/// <summary>One state of a Thompson NFA. Immutable.</summary>
/// <param name="Kind">What the state does.</param>
/// <param name="Next">The preferred successor.</param>
/// <param name="Alt">The other successor (splits and guards).</param>
/// <param name="Arg">Class-set index, look kind, capture slot or mark index, by kind.</param>
internal readonly record struct NfaState(NfaStateKind Kind, int Next, int Alt, int Arg);
