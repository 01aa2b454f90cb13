using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// The fast loops of a UTF-8 scan (see <see cref="DfaStepper"/>, whose shape and reasons they share): they step ASCII
/// bytes and well-formed two-byte scalars, each one unit of the DFA's alphabet, while each transition leads to a plain
/// state (or, forward, a match state when every match end counts). Everything else — longer or ill-formed sequences,
/// the surrogates of a supplementary scalar, the input's final newline and end — is left to the caller.
/// </summary>
/// <remarks>
/// Neither loop ever stops between the two surrogates of a scalar, so a match boundary one of them records always has
/// a byte offset of its own: only the callers' decoding of supplementary scalars can report one that splits a scalar.
/// </remarks>
internal ref struct Utf8DfaStepper
{
    /// <summary>The <see cref="StopSymbol"/> of a loop that stopped on a sequence it does not decode.</summary>
    public const int Undecoded = -1;

    private readonly ref byte _bytes;
    private readonly int _length;
    private readonly ref ushort _symbols;
    private readonly uint _symbolTableLength;
    private readonly int _tailSymbol;
    private readonly int _firstReal;
    private readonly bool _earliest;

    /// <summary>Prepares the loops over <paramref name="input"/>; <paramref name="earliest"/> makes match states leave the forward one.</summary>
    public Utf8DfaStepper(ReadOnlySpan<byte> input, DfaAlphabet alphabet, bool earliest)
    {
        ushort[] symbols = alphabet.SymbolOfUnit;
        _bytes = ref MemoryMarshal.GetReference(input);
        _length = input.Length;
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
    /// The symbol of the scalar a loop stopped on, when it stopped before its bound: <see cref="Undecoded"/> when the
    /// loop does not decode that scalar, and the caller must.
    /// </summary>
    public int StopSymbol;

    /// <summary>The table entry (tagged) for a decoded <see cref="StopSymbol"/> from <see cref="Current"/>, which the caller handles.</summary>
    public int StopEntry;

    /// <summary>How many bytes the decoded <see cref="StopSymbol"/> spans.</summary>
    public int StopWidth;

    /// <summary>
    /// Steps the bytes from <paramref name="position"/> while scalars start before <paramref name="stop"/> (a two-byte
    /// one may end one byte after it), as <see cref="DfaStepper.StepPlain"/> does units, and returns where that stops:
    /// at or just after <paramref name="stop"/>, or on the scalar the caller must handle.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int StepPlain(int[] transitions, int position, int stop) =>
        _earliest ? StepForward<MatchStatesLeave>(transitions, position, stop) : StepForward<MatchStatesStay>(transitions, position, stop);

    // Type arguments of StepForward: the JIT compiles one loop for each, with the test on it folded away.
    private struct MatchStatesLeave;

    private struct MatchStatesStay;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int StepForward<TMatchStates>(int[] transitions, int position, int stop)
        where TMatchStates : struct
    {
        // Fields copied to locals: the JIT then keeps them in registers rather than reloading them through `this`.
        ref byte bytes = ref _bytes;
        int pairEnd = _length - 1;
        ref ushort symbols = ref _symbols;
        uint symbolTableLength = _symbolTableLength;
        int tailSymbol = _tailSymbol;
        ref int table = ref MemoryMarshal.GetArrayDataReference(transitions);
        int firstReal = _firstReal;
        uint plainRange = DfaStepper.PlainRange(firstReal);
        int current = Current;
        int lastMatch = LastMatch;
        StopSymbol = Undecoded;
        while (position < stop)
        {
            uint unit = Unsafe.Add(ref bytes, position);
            int width = 1;
            if (unit >= 0x80)
            {
                // Two-byte scalars (Latin, Greek, Cyrillic, …) stay in the loop: its most common non-ASCII case.
                if (position >= pairEnd || !Utf8Decoder.TryDecodeTwoBytes(Utf8Decoder.ReadPair(in Unsafe.Add(ref bytes, position)), out unit)) break;
                width = 2;
            }
            int symbol = DfaStepper.SymbolOf(unit, ref symbols, symbolTableLength, tailSymbol);
            int next = DfaStepper.Transition(ref table, current, symbol);
            int plain = typeof(TMatchStates) == typeof(MatchStatesStay) ? next & ~LazyDfaCache.MatchFlag : next;
            if (!DfaStepper.IsPlain(plain, firstReal, plainRange))
            {
                (StopSymbol, StopEntry, StopWidth) = (symbol, next, width);
                break;
            }
            if (plain != next) lastMatch = position;
            current = plain;
            position += width;
        }
        Current = current;
        LastMatch = lastMatch;
        return position;
    }

    /// <summary>
    /// The reverse form of <see cref="StepPlain"/>: steps the scalars before <paramref name="position"/>, right to left
    /// and not below <paramref name="stop"/>, while each leads to a plain or match state, and returns where that stops:
    /// at <paramref name="stop"/>, or with the scalar before it the one the caller must handle. The caller keeps the
    /// input's last byte, which may be the final-newline symbol, out of it.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int StepPlainBackward(int[] transitions, int position, int stop)
    {
        ref byte bytes = ref _bytes;
        ref ushort symbols = ref _symbols;
        uint symbolTableLength = _symbolTableLength;
        int tailSymbol = _tailSymbol;
        ref int table = ref MemoryMarshal.GetArrayDataReference(transitions);
        int firstReal = _firstReal;
        uint plainRange = DfaStepper.PlainRange(firstReal);
        int current = Current;
        int lastMatch = LastMatch;
        StopSymbol = Undecoded;
        while (position > stop)
        {
            uint unit = Unsafe.Add(ref bytes, position - 1);
            int width = 1;
            if (unit >= 0x80)
            {
                if (position - 2 < stop || !Utf8Decoder.TryDecodeTwoBytes(Utf8Decoder.ReadPair(in Unsafe.Add(ref bytes, position - 2)), out unit)) break;
                width = 2;
            }
            int symbol = DfaStepper.SymbolOf(unit, ref symbols, symbolTableLength, tailSymbol);
            int next = DfaStepper.Transition(ref table, current, symbol);
            int plain = next & ~LazyDfaCache.MatchFlag;
            if (!DfaStepper.IsPlain(plain, firstReal, plainRange))
            {
                (StopSymbol, StopEntry, StopWidth) = (symbol, next, width);
                break;
            }
            if (plain != next) lastMatch = position;
            current = plain;
            position -= width;
        }
        Current = current;
        LastMatch = lastMatch;
        return position;
    }
}
