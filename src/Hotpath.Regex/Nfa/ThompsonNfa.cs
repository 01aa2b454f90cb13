using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Nfa;

/// <summary>
/// A Thompson NFA over UTF-16 code units for one regex, with .NET's priorities encoded in split order.
/// Built by <see cref="NfaCompiler"/>. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Besides capture slots, a thread carries one <em>loop mark</em> per repetition whose body can match
/// empty: the position where the current iteration began. Guards compare it with the current position to
/// apply .NET's rule that an iteration which consumed nothing ends the loop.</para>
/// <para>Because that rule makes a thread's future depend on which enclosing iterations are still empty,
/// engines that deduplicate threads per state must key them by (state, <see cref="EmptyDepthOf"/>) —
/// see <see cref="VariantCount"/>. Marks nest monotonically (an inner iteration starts no earlier than the
/// outer one), so the number of innermost enclosing iterations that are still empty says it all.</para>
/// </remarks>
internal sealed class ThompsonNfa
{
    private readonly NfaState[] _states;
    private readonly ulong[] _classSetBits;
    // Null when no state is inside a marked loop (then every state has the one variant 0).
    private readonly int[][]? _enclosingMarks;

    internal ThompsonNfa(
        NfaState[] states,
        int stateCount,
        int start,
        EquivalenceClasses classes,
        ulong[] classSetBits,
        int[][]? enclosingMarks,
        int slotCount,
        int markCount)
    {
        _states = states;
        StateCount = stateCount;
        Start = start;
        Classes = classes;
        _classSetBits = classSetBits;
        WordsPerClassSet = (classes.Count + 63) / 64;
        _enclosingMarks = enclosingMarks;
        SlotCount = slotCount;
        MarkCount = markCount;
        int maxDepth = 0;
        foreach (int[] marks in enclosingMarks ?? []) maxDepth = Math.Max(maxDepth, marks.Length);
        VariantCount = maxDepth + 1;
    }

    /// <summary>All states; ids are indexes.</summary>
    public ReadOnlySpan<NfaState> States => _states.AsSpan(0, StateCount);

    /// <summary>The number of states.</summary>
    public int StateCount { get; }

    /// <summary>The start state (an anchored search from a position; unanchored engines restart it at every position).</summary>
    public int Start { get; }

    /// <summary>The code-unit equivalence classes.</summary>
    public EquivalenceClasses Classes { get; }

    /// <summary>The length of one class set's bitset in 64-bit words.</summary>
    public int WordsPerClassSet { get; }

    /// <summary>Capture slots: two per group, group 0 first.</summary>
    public int SlotCount { get; }

    /// <summary>The number of loop marks.</summary>
    public int MarkCount { get; }

    /// <summary>One more than the deepest nesting of marked loops around any state.</summary>
    public int VariantCount { get; }

    /// <summary>Whether set <paramref name="classSet"/> (a <see cref="NfaStateKind.Class"/> state's arg) contains class <paramref name="classId"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool ClassSetContains(int classSet, int classId) =>
        (_classSetBits[classSet * WordsPerClassSet + (classId >> 6)] & (1UL << classId)) != 0;

    /// <summary>The class sets' bits, <see cref="WordsPerClassSet"/> words per set (what <see cref="ClassSetContains"/> reads), for loops that keep them in a local.</summary>
    public ReadOnlySpan<ulong> ClassSetBits => _classSetBits;

    /// <summary>
    /// How many of the innermost iterations around <paramref name="state"/> consumed nothing so far,
    /// given the thread's marks at <paramref name="position"/>: the variant of the state the thread is in.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int EmptyDepthOf(int state, ReadOnlySpan<int> marks, int position)
    {
        if (_enclosingMarks is not { } all) return 0;
        int[] enclosing = all[state];
        int depth = 0;
        while (depth < enclosing.Length && marks[enclosing[depth]] == position) depth++;
        return depth;
    }
}
