using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// The fast loops of a scan, apart from everything else <see cref="LazyDfa.FindEnd(ReadOnlySpan{char}, int, bool, bool, Prefilters.Prefilter?, LazyDfaCache, Meta.StrategyCache?, out int)"/>
/// and <see cref="LazyDfa.FindStart(ReadOnlySpan{char}, int, int, LazyDfaCache, Meta.StrategyCache?, out int)"/> (and
/// their UTF-8 forms) do: they step while each transition leads to a plain state (or, forward, a match state when every
/// match end counts), and leave building states, prefilter skips, accelerated runs and timeout checks to the caller.
/// </summary>
/// <remarks>
/// The loop is inlined into the search, whose cold work (building states, accelerated runs, timeout checks) lives in
/// out-of-line helpers: with few live values around it, the JIT keeps the scan's state, position and table in
/// registers. While those helpers were inline, the state was kept on the stack and its store and reload sat on the
/// chain every step waits for. Called out of line instead, the loop cost short scans a call per fast run. For the same
/// reason no helper takes a scan's stepper by reference: that alone makes the JIT keep the whole stepper in memory.
/// The input is kept as a byte reference for both encodings; the UTF-16 loops read it as units.
/// </remarks>
internal ref partial struct DfaStepper
{
    private readonly ref byte _input;
    private readonly int _length;
    private readonly ref ushort _symbols;
    private readonly uint _symbolTableLength;
    private readonly int _tailSymbol;
    private readonly int _firstReal;
    private readonly bool _earliest;

    /// <summary>Prepares the loops over <paramref name="input"/>; <paramref name="earliest"/> makes match states leave the forward one.</summary>
    public DfaStepper(ReadOnlySpan<char> input, DfaAlphabet alphabet, bool earliest)
        : this(ref Unsafe.As<char, byte>(ref MemoryMarshal.GetReference(input)), input.Length, alphabet, earliest)
    {
    }

    private DfaStepper(ref byte input, int length, DfaAlphabet alphabet, bool earliest)
    {
        ushort[] symbols = alphabet.SymbolOfUnit;
        _input = ref input;
        _length = length;
        _symbols = ref MemoryMarshal.GetArrayDataReference(symbols);
        _symbolTableLength = (uint)symbols.Length;
        _tailSymbol = alphabet.TailSymbol;
        _firstReal = 2 * alphabet.Stride;
        _earliest = earliest;
    }

    /// <summary>The state the loop is in (an untagged id).</summary>
    public int Current;

    /// <summary>
    /// Where the loops last stepped into a match state: the end of a match forward, its start backward (the caller's
    /// value when they did not).
    /// </summary>
    public int LastMatch;

    /// <summary>
    /// The symbol of the unit a loop stopped on, when it stopped before its bound (<see cref="Undecoded"/> when a UTF-8
    /// loop leaves the decoding to the caller).
    /// </summary>
    public int StopSymbol;

    /// <summary>The table entry (tagged) for <see cref="StopSymbol"/> from <see cref="Current"/>, which the caller handles.</summary>
    public int StopEntry;

    // Here rather than with the UTF-8 loops: a partial struct keeps its instance fields in one declaration.

    /// <summary>How many bytes the decoded <see cref="StopSymbol"/> of a UTF-8 loop spans.</summary>
    public int StopWidth;

    /// <summary>The symbol of the unit at <paramref name="position"/>, which must be inside the input.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly int SymbolAt(int position) =>
        SymbolOf(Unsafe.Add(ref Unsafe.As<byte, char>(ref _input), position), ref _symbols, _symbolTableLength, _tailSymbol);

    // The entry for `symbol` in the row of state `current`. The symbol's column is addressed first: it does not depend
    // on the state, so the step chain (load, next state, load) has no addition on it and the load's address adds the
    // state as its index.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int Transition(ref int table, int current, int symbol) =>
        Unsafe.Add(ref Unsafe.Add(ref table, (uint)symbol), (uint)current);

    // The loops pass the table's fields from their locals, which the JIT keeps in registers.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int SymbolOf(uint unit, ref ushort symbols, uint symbolTableLength, int tailSymbol) =>
        unit < symbolTableLength ? Unsafe.Add(ref symbols, unit) : tailSymbol;

    /// <summary>
    /// Whether <paramref name="entry"/> (with the match flag removed when match states stay in the loop) is a plain
    /// state, one a fast loop steps through: a built, untagged state other than the dead one.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool IsPlain(int entry, int firstReal, uint plainRange) => (uint)(entry - firstReal) < plainRange;

    /// <summary>The <c>plainRange</c> of <see cref="IsPlain"/> for a table whose first state's row is <paramref name="firstReal"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static uint PlainRange(int firstReal) => (uint)(LazyDfaCache.AccelFlag - firstReal);

    /// <summary>
    /// Steps the units from <paramref name="position"/> up to <paramref name="stop"/> through <paramref name="transitions"/>
    /// while each leads to a plain state (see the type's remarks), and returns where that stops: at <paramref name="stop"/>,
    /// or on the unit whose transition the caller must handle (<see cref="StopSymbol"/>, <see cref="StopEntry"/>), with
    /// <see cref="Current"/> the state before it.
    /// </summary>
    /// <remarks>
    /// With <paramref name="startsPass"/>, transitions tagged as entering the unanchored start state are plain too: they are
    /// tagged so that a prefilter can skip ahead there, and while the prefilter is off (see PrefilterTracker) leaving the
    /// loop at each of them would cost a round through the caller per unit of text that starts nothing. A start state with
    /// an accelerator still leaves the loop, to be searched through.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int StepPlain(int[] transitions, int position, int stop, bool startsPass = false) => (_earliest, startsPass) switch
    {
        (true, false) => Step<Utf16, Forward, MatchStatesLeave, StartsStop>(transitions, position, stop),
        (false, false) => Step<Utf16, Forward, MatchStatesStay, StartsStop>(transitions, position, stop),
        (true, true) => Step<Utf16, Forward, MatchStatesLeave, StartsPass>(transitions, position, stop),
        (false, true) => Step<Utf16, Forward, MatchStatesStay, StartsPass>(transitions, position, stop),
    };

    /// <summary>
    /// The reverse form of <see cref="StepPlain"/>: steps the units before <paramref name="position"/>, right to left and
    /// not below <paramref name="stop"/>, while each leads to a plain or match state (a reverse scan wants the leftmost
    /// start, so it steps through them all), and returns where that stops: at <paramref name="stop"/>, or with the unit
    /// before it the one the caller must handle (<see cref="StopSymbol"/>, <see cref="StopEntry"/>).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int StepPlainBackward(int[] transitions, int position, int stop) => Step<Utf16, Backward, MatchStatesStay, StartsStop>(transitions, position, stop);

    // Type arguments of Step: the JIT compiles one loop for each triple, with the tests on them folded away.
    private struct Utf16;

    private struct Utf8;

    private struct Forward;

    private struct Backward;

    private struct MatchStatesLeave;

    private struct MatchStatesStay;

    private struct StartsStop;

    private struct StartsPass;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int Step<TEncoding, TDirection, TMatchStates, TStarts>(int[] transitions, int position, int stop)
        where TEncoding : struct
        where TDirection : struct
        where TMatchStates : struct
        where TStarts : struct
    {
        bool utf8 = typeof(TEncoding) == typeof(Utf8);
        bool backward = typeof(TDirection) == typeof(Backward);
        // Fields copied to locals: the JIT then keeps them in registers rather than reloading them through `this`.
        ref byte input = ref _input;
        int lastPairLead = _length - 2;
        ref ushort symbols = ref _symbols;
        uint symbolTableLength = _symbolTableLength;
        int tailSymbol = _tailSymbol;
        ref int table = ref MemoryMarshal.GetArrayDataReference(transitions);
        int firstReal = _firstReal;
        uint plainRange = PlainRange(firstReal);
        int current = Current;
        int lastMatch = LastMatch;
        if (utf8) StopSymbol = Undecoded;
        while (backward ? position > stop : position < stop)
        {
            int at = backward ? position - 1 : position;
            uint unit = utf8 ? Unsafe.Add(ref input, at) : Unsafe.Add(ref Unsafe.As<byte, char>(ref input), at);
            int width = 1;
            if (utf8 && unit >= 0x80)
            {
                // Two-byte scalars (Latin, Greek, Cyrillic, …) stay in the loop: its most common non-ASCII case.
                int lead = backward ? position - 2 : position;
                if ((backward ? lead < stop : lead > lastPairLead)
                    || !Utf8Decoder.TryDecodeTwoBytes(Utf8Decoder.ReadPair(in Unsafe.Add(ref input, lead)), out unit))
                {
                    break;
                }
                width = 2;
            }
            int symbol = SymbolOf(unit, ref symbols, symbolTableLength, tailSymbol);
            int next = Transition(ref table, current, symbol);
            // Plain states, and match states when every match end counts: a match run (inside `[^\s]*` after the
            // part that completes a URL) then steps as fast as the search before it. Removing the flag is a cycle on
            // the chain each step waits for, which a scan that stops at its first match does without.
            // Passing start states costs nothing more: their tag goes in the same mask (or, leaving match states, in a mask of its own).
            bool stay = typeof(TMatchStates) == typeof(MatchStatesStay), pass = typeof(TStarts) == typeof(StartsPass);
            int plain = stay || pass ? next & ((stay ? ~LazyDfaCache.MatchFlag : -1) & (pass ? ~LazyDfaCache.StartFlag : -1)) : next;
            if (!IsPlain(plain, firstReal, plainRange))
            {
                // Handed over rather than looked up again: both are the end of a chain of loads.
                StopSymbol = symbol;
                StopEntry = next;
                StopWidth = width;
                break;
            }
            if (stay && (pass ? (next & LazyDfaCache.MatchFlag) != 0 : plain != next)) lastMatch = position;
            current = plain;
            position += backward ? -width : width;
        }
        Current = current;
        LastMatch = lastMatch;
        return position;
    }

    /// <summary>
    /// Steps the units in [<paramref name="position"/>, <paramref name="stepTo"/>) while each leads from the state whose
    /// table row is <paramref name="row"/> back to it (<paramref name="entry"/>, the tagged id that entered it), and
    /// returns where that stops: the short runs of an accelerated state, which cost less stepped than searched.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly int StepSelfLoop(ref int row, int entry, int position, int stepTo)
    {
        while (position < stepTo)
        {
            if (Unsafe.Add(ref row, SymbolAt(position)) != entry) break;
            position++;
        }
        return position;
    }
}
