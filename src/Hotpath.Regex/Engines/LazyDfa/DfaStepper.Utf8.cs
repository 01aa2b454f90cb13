using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

// The UTF-8 loops: they step ASCII bytes and well-formed two-byte scalars, each one unit of the DFA's alphabet, and
// leave everything else (longer or ill-formed sequences, the surrogates of a supplementary scalar, the input's final
// newline and end) to the caller. Neither ever stops between the two surrogates of a scalar, so a match boundary they
// record always has a byte offset of its own: only the callers' decoding of supplementary scalars can report one that
// splits a scalar.
internal ref partial struct DfaStepper
{
    /// <summary>The <see cref="StopSymbol"/> of a UTF-8 loop that stopped on a sequence it does not decode.</summary>
    public const int Undecoded = -1;

    /// <summary>Prepares the UTF-8 loops over <paramref name="input"/>; <paramref name="earliest"/> makes match states leave the forward one.</summary>
    public DfaStepper(ReadOnlySpan<byte> input, DfaAlphabet alphabet, bool earliest)
        : this(ref MemoryMarshal.GetReference(input), input.Length, alphabet, earliest)
    {
    }

    /// <summary>
    /// UTF-8 form of <see cref="StepPlain"/>: steps the bytes from <paramref name="position"/> while scalars start before
    /// <paramref name="stop"/> (a two-byte one may end one byte after it), and returns where that stops: at or just
    /// after <paramref name="stop"/>, or on the scalar the caller must handle.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int StepPlainUtf8(int[] transitions, int position, int stop, bool startsPass = false) => (_earliest, startsPass) switch
    {
        (true, false) => Step<Utf8, Forward, MatchStatesLeave, StartsStop>(transitions, position, stop),
        (false, false) => Step<Utf8, Forward, MatchStatesStay, StartsStop>(transitions, position, stop),
        (true, true) => Step<Utf8, Forward, MatchStatesLeave, StartsPass>(transitions, position, stop),
        (false, true) => Step<Utf8, Forward, MatchStatesStay, StartsPass>(transitions, position, stop),
    };

    /// <summary>
    /// UTF-8 form of <see cref="StepPlainBackward"/>. The caller keeps the input's last byte, which may be the
    /// final-newline symbol, out of it.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int StepPlainBackwardUtf8(int[] transitions, int position, int stop) => Step<Utf8, Backward, MatchStatesStay, StartsStop>(transitions, position, stop);
}
