using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

// UTF-8 input: the same DFA (its alphabet is over UTF-16 units) fed by decoding the bytes on the fly.
// Positions are byte offsets. An ASCII byte is its own unit; other scalars go through Utf8Decoder
// (ill-formed bytes are U+FFFD, as for the PikeVM's Utf8Haystack), and a supplementary scalar is fed as
// its two surrogates: the first at no byte cost, the second for all four bytes. A match boundary
// between those two surrogates has no byte offset of its own, so the scan reports GaveUp and the caller
// asks the PikeVM, which knows how to report it.
// Callers start scans on a byte that is not a continuation byte (or at the end): from there forward and
// backward decoding agree, and so do the facts the start state sees and those the PikeVM sees.
internal sealed partial class LazyDfa
{
    /// <summary>
    /// UTF-8 form of <see cref="FindEnd(ReadOnlySpan{char}, int, bool, bool, Prefilter?, LazyDfaCache, StrategyCache?, out int)"/>:
    /// offsets are bytes and <paramref name="prefilter"/> must support UTF-8. Reports
    /// <see cref="DfaOutcome.GaveUp"/> also when the match would end between the surrogates of one scalar.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public DfaOutcome FindEnd(ReadOnlySpan<byte> input, int start, bool anchored, bool earliest, Prefilter? prefilter, LazyDfaCache cache, StrategyCache? timeout, out int end)
    {
        BeginSearch(cache);
        end = -1;
        int lastEnd = -1;
        bool lastEndSplitsScalar = false;
        int position = start;
        bool usePrefilter = prefilter is not null && !anchored && _tagStarts;
        PrefilterTracker tracker = PrefilterTracker.Start();
        if (usePrefilter && !SkipToCandidate(input, ref position, prefilter!, ref tracker))
        {
            return Finish(cache, start, position, DfaOutcome.NoMatch);
        }
        int current = StartId(input, position, anchored, cache, timeout);
        if (current == GaveUpId) return Finish(cache, start, position, DfaOutcome.GaveUp);

        bool finalNewline = _alphabet.UsesFinalNewline && input.Length > 0 && input[^1] == '\n';
        int limit = finalNewline ? input.Length - 1 : input.Length;
        int firstReal = 2 * _alphabet.Stride;
        ref ushort symbols = ref MemoryMarshal.GetArrayDataReference(_alphabet.SymbolOfUnit);
        uint tableLength = (uint)_alphabet.SymbolOfUnit.Length;
        int tailSymbol = _alphabet.TailSymbol;
        ref byte bytes = ref MemoryMarshal.GetReference(input);
        int[] table = cache.Transitions;
        int checkAt = NextTimeoutCheck(position, limit, timeout);
        int pendingLow = -1;

        while (true)
        {
            int symbol;
            // Bytes the symbol advances over: 0 for the high surrogate of a supplementary scalar.
            int width;
            if (position < checkAt)
            {
                uint value = Unsafe.Add(ref bytes, position);
                if (value < 0x80)
                {
                    symbol = value < tableLength ? Unsafe.Add(ref symbols, value) : tailSymbol;
                    width = 1;
                }
                else if (position + 1 < input.Length && Utf8Decoder.TryDecodeTwoBytes(Utf8Decoder.ReadPair(in Unsafe.Add(ref bytes, position)), out uint unit))
                {
                    // Two-byte scalars (Latin, Greek, Cyrillic, …) inline: this loop's hottest non-ASCII case.
                    symbol = unit < tableLength ? Unsafe.Add(ref symbols, unit) : tailSymbol;
                    width = 2;
                }
                else
                {
                    symbol = NonAsciiSymbol(input, position, ref pendingLow, out width);
                }
            }
            else if (position < limit)
            {
                timeout!.ThrowIfTimedOut();
                checkAt = NextTimeoutCheck(position, limit, timeout);
                continue;
            }
            else if (position == limit && finalNewline) (symbol, width) = (_alphabet.FinalNewline, 1);
            else if (position == input.Length) (symbol, width) = (_alphabet.EndOfInput, 0);
            else break;

            int next = Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(table), current + symbol);
            if ((uint)(next - firstReal) < (uint)(LazyDfaCache.AccelFlag - firstReal))
            {
                current = next;
                position += width;
                continue;
            }
            if (next == 0)
            {
                next = Transition(current, symbol, position, start, cache, timeout);
                if (next == GaveUpId) return Finish(cache, start, position, DfaOutcome.GaveUp);
                table = cache.Transitions;
            }
            bool matchState = (next & LazyDfaCache.MatchFlag) != 0;
            if (matchState)
            {
                // The match ends before this symbol: between two surrogates when it is the low one.
                lastEnd = position;
                lastEndSplitsScalar = width == 4;
                if (earliest) break;
            }
            bool accelerated = (next & LazyDfaCache.AccelFlag) != 0;
            next &= ~(LazyDfaCache.MatchFlag | LazyDfaCache.AccelFlag);
            if (next == cache.DeadId || symbol == _alphabet.EndOfInput) break;
            position += width;
            if ((next & LazyDfaCache.StartFlag) != 0)
            {
                next &= ~LazyDfaCache.StartFlag;
                if (usePrefilter && width != 0 && tracker.IsActive && position < input.Length)
                {
                    // No attempt is in progress: jump to the next place a match can start.
                    if (!SkipToCandidate(input, ref position, prefilter!, ref tracker)) break;
                    next = StartId(input, position, anchored: false, cache, timeout);
                    if (next == GaveUpId) return Finish(cache, start, position, DfaOutcome.GaveUp);
                    table = cache.Transitions;
                    accelerated = false;
                }
            }
            if (accelerated && pendingLow < 0)
            {
                // As over UTF-16 (see the UTF-16 FindEnd), but only ASCII loop units are skipped: the skipped
                // bytes are whole one-byte scalars, so the last of them is where a match state's match ends.
                int bound = Math.Min(limit, checkAt);
                if (position < bound)
                {
                    int escape = cache.SkipForward(next, input, position, bound);
                    if (escape > position && matchState) (lastEnd, lastEndSplitsScalar) = (escape - 1, false);
                    position = escape;
                }
            }
            current = next;
        }
        if (lastEndSplitsScalar && !earliest) return Finish(cache, start, position, DfaOutcome.GaveUp);
        end = lastEnd;
        return Finish(cache, start, position, lastEnd >= 0 ? DfaOutcome.Match : DfaOutcome.NoMatch);
    }

    /// <summary>
    /// UTF-8 form of <see cref="FindStart(ReadOnlySpan{char}, int, int, LazyDfaCache, StrategyCache?, out int)"/>:
    /// offsets are bytes. Reports <see cref="DfaOutcome.GaveUp"/> also when the match would start between
    /// the surrogates of one scalar.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public DfaOutcome FindStart(ReadOnlySpan<byte> input, int end, int minStart, LazyDfaCache cache, StrategyCache? timeout, out int start)
    {
        BeginSearch(cache);
        start = -1;
        int lastStart = -1;
        bool lastStartSplitsScalar = false;
        int position = end;
        int current = StartId(input, position, anchored: true, cache, timeout);
        if (current == GaveUpId) return Finish(cache, end, position, DfaOutcome.GaveUp);
        int firstReal = 2 * _alphabet.Stride;
        int[] table = cache.Transitions;
        int pendingHigh = -1;

        while (true)
        {
            int symbol;
            // Bytes the symbol moves back over: 0 for the low surrogate of a supplementary scalar.
            int width = 1;
            if (position > minStart)
            {
                uint value = input[position - 1];
                // The input's last byte may be the final-newline symbol, which SymbolBefore decides.
                if (value < 0x80 && position < input.Length)
                {
                    symbol = _alphabet.SymbolOf((char)value);
                }
                else if (position - 2 >= minStart && Utf8Decoder.TryDecodeTwoBytes(Utf8Decoder.ReadPair(in input[position - 2]), out uint unit))
                {
                    // Two-byte scalars inline, as in the forward loop.
                    symbol = _alphabet.SymbolOf((char)unit);
                    width = 2;
                }
                else
                {
                    symbol = SymbolBefore(input, position, ref pendingHigh, out width);
                }
            }
            else if (position > 0)
            {
                // The unit before the search start only tells assertions what precedes the match.
                symbol = FactsSymbolBefore(input, position);
            }
            else
            {
                symbol = _alphabet.EndOfInput;
            }
            int next = table[current + symbol];
            if (position > minStart && (uint)(next - firstReal) < (uint)(LazyDfaCache.AccelFlag - firstReal))
            {
                current = next;
                position -= width;
                continue;
            }
            if (next == 0)
            {
                next = Transition(current, symbol, position, end, cache, timeout);
                if (next == GaveUpId) return Finish(cache, end, position, DfaOutcome.GaveUp);
                table = cache.Transitions;
            }
            bool matchState = (next & LazyDfaCache.MatchFlag) != 0;
            if (matchState)
            {
                // The match starts after this symbol: between two surrogates when it is the high one.
                lastStart = position;
                lastStartSplitsScalar = width == 4;
            }
            bool accelerated = (next & LazyDfaCache.AccelFlag) != 0;
            next &= ~(LazyDfaCache.MatchFlag | LazyDfaCache.StartFlag | LazyDfaCache.AccelFlag);
            if (next == cache.DeadId || position == minStart) break;
            current = next;
            position -= width;
            if (accelerated && pendingHigh < 0 && position > minStart)
            {
                // As over UTF-16, skipping ASCII loop units only: the stop follows a whole scalar.
                int stop = cache.SkipBackward(next, input, minStart, position);
                if (stop < position && matchState) (lastStart, lastStartSplitsScalar) = (stop + 1, false);
                position = stop;
            }
        }
        if (lastStartSplitsScalar) return Finish(cache, end, position, DfaOutcome.GaveUp);
        start = lastStart;
        return Finish(cache, end, position, lastStart >= 0 ? DfaOutcome.Match : DfaOutcome.NoMatch);
    }

    // The symbol of the non-ASCII scalar at `position`; a supplementary one is its high surrogate now
    // (width 0, the low one kept in `pendingLow`) and its low surrogate on the next call.
    private int NonAsciiSymbol(ReadOnlySpan<byte> input, int position, ref int pendingLow, out int width)
    {
        if (pendingLow >= 0) return TakePending(ref pendingLow, out width);
        int scalar = Utf8Decoder.DecodeAt(input, position, out width);
        if (scalar < 0x10000) return _alphabet.SymbolOf((char)scalar);
        return SplitSupplementary(Utf8Decoder.HighSurrogate(scalar), Utf8Decoder.LowSurrogate(scalar), ref pendingLow, out width);
    }

    // The symbol of the scalar before `position`, scanning backward: the input-final newline, a BMP
    // unit, or a supplementary scalar's low surrogate (width 0, the high one kept in `pendingHigh`)
    // and then its high surrogate.
    private int SymbolBefore(ReadOnlySpan<byte> input, int position, ref int pendingHigh, out int width)
    {
        if (pendingHigh >= 0) return TakePending(ref pendingHigh, out width);
        if (_alphabet.UsesFinalNewline && position == input.Length && input[position - 1] == '\n')
        {
            width = 1;
            return _alphabet.FinalNewline;
        }
        int scalar = Utf8Decoder.DecodeBefore(input, position, out width);
        if (scalar < 0x10000) return _alphabet.SymbolOf((char)scalar);
        return SplitSupplementary(Utf8Decoder.LowSurrogate(scalar), Utf8Decoder.HighSurrogate(scalar), ref pendingHigh, out width);
    }

    // A supplementary scalar feeds `first` now at no byte cost and keeps `second` pending.
    private int SplitSupplementary(char first, char second, ref int pending, out int width)
    {
        pending = _alphabet.SymbolOf(second);
        width = 0;
        return _alphabet.SymbolOf(first);
    }

    // The pending second surrogate, which advances over the scalar's four bytes.
    private static int TakePending(ref int pending, out int width)
    {
        int symbol = pending;
        pending = -1;
        width = 4;
        return symbol;
    }

    // The symbol of the unit just before `position` (> 0) as far as assertions are concerned.
    private int FactsSymbolBefore(ReadOnlySpan<byte> input, int position)
    {
        int pendingHigh = -1;
        return SymbolBefore(input, position, ref pendingHigh, out _);
    }

    private int StartId(ReadOnlySpan<byte> input, int position, bool anchored, LazyDfaCache cache, StrategyCache? timeout)
    {
        UnitFacts behind = Direction == DfaDirection.Forward ? FactsBefore(input, position) : FactsAt(input, position);
        return StartIdFor(behind, anchored, unitsScanned: 0, cache, timeout);
    }

    // The facts of the unit before `position`: a supplementary scalar's low surrogate.
    private UnitFacts FactsBefore(ReadOnlySpan<byte> input, int position) =>
        position == 0 ? UnitFacts.Boundary & _alphabet.Relevant : _alphabet.FactsOf(FactsSymbolBefore(input, position));

    // The facts of the unit at `position`: a supplementary scalar's high surrogate.
    private UnitFacts FactsAt(ReadOnlySpan<byte> input, int position)
    {
        if (position == input.Length) return UnitFacts.Boundary & _alphabet.Relevant;
        if (_alphabet.UsesFinalNewline && position == input.Length - 1 && input[position] == '\n') return _alphabet.FactsOf(_alphabet.FinalNewline);
        int scalar = Utf8Decoder.DecodeAt(input, position, out _);
        return _alphabet.FactsOf(_alphabet.SymbolOf(scalar < 0x10000 ? (char)scalar : Utf8Decoder.HighSurrogate(scalar)));
    }

    private static bool SkipToCandidate(ReadOnlySpan<byte> input, ref int position, Prefilter prefilter, ref PrefilterTracker tracker)
    {
        if (!prefilter.TryFind(input, position, out int candidate, out _)) return false;
        tracker.Record(candidate - position);
        position = candidate;
        return true;
    }
}
