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
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    public DfaOutcome FindEnd(ReadOnlySpan<byte> input, int start, bool anchored, bool earliest, Prefilter? prefilter, LazyDfaCache cache, StrategyCache? timeout, out int end)
    {
        BeginSearch(cache);
        end = -1;
        // The last match end that falls between the surrogates of a scalar (see DfaStepper.Utf8.cs).
        int splitEnd = -1;
        int position = start;
        bool usePrefilter = prefilter is not null && !anchored && _tagStarts;
        ref PrefilterTracker tracker = ref cache.TrackerFor(timeout?.SearchId ?? 0);
        if (usePrefilter && tracker.IsActiveAt(position) && !SkipToCandidate(input, ref position, prefilter!, ref tracker))
        {
            return Finish(cache, start, position, DfaOutcome.NoMatch);
        }
        int current = StartId(input, position, anchored, cache, timeout);
        if (current == GaveUpId) return Finish(cache, start, position, DfaOutcome.GaveUp);

        bool finalNewline = _alphabet.UsesFinalNewline && input.Length > 0 && input[^1] == '\n';
        int limit = finalNewline ? input.Length - 1 : input.Length;
        int firstReal = 2 * _alphabet.Stride;
        var stepper = new DfaStepper(input, _alphabet, earliest) { LastMatch = -1 };
        int[] table = cache.Transitions;
        int checkAt = NextTimeoutCheck(position, limit, timeout);
        int pendingLow = -1;
        // As over UTF-16: the first accelerated run, recorded at the end for later scans of the same call.
        long searchId = usePrefilter || timeout is null ? 0 : timeout.SearchId;
        ScanMemo firstRun = default;

        while (true)
        {
            // The fast loop runs first, unless the low surrogate of a supplementary scalar is pending: NonAsciiSymbol feeds it.
            bool stepped = pendingLow < 0;
            // As over UTF-16: start states pass while no prefilter is in use, up to where it is tried again.
            bool startsPass = !usePrefilter || !tracker.IsActiveAt(position);
            int stop = startsPass && usePrefilter ? (int)Math.Min(checkAt, tracker.ReprobeAt) : checkAt;
            if (stepped)
            {
                stepper.Current = current;
                position = stepper.StepPlainUtf8(table, position, stop, startsPass);
                current = stepper.Current;
            }
            int symbol, next;
            // Bytes the symbol advances over: 0 for the high surrogate of a supplementary scalar.
            int width;
            if (position < stop)
            {
                if (stepped && stepper.StopSymbol != DfaStepper.Undecoded) (symbol, next, width) = (stepper.StopSymbol, stepper.StopEntry, stepper.StopWidth);
                else
                {
                    symbol = NonAsciiSymbol(input, position, ref pendingLow, out width);
                    next = table[current + symbol];
                }
            }
            else
            {
                if (position < limit)
                {
                    if (position >= checkAt) checkAt = CheckTimeout(position, limit, timeout!);
                    continue;
                }
                if (position == limit && finalNewline) (symbol, width) = (_alphabet.FinalNewline, 1);
                else if (position == input.Length) (symbol, width) = (_alphabet.EndOfInput, 0);
                else break;
                next = table[current + symbol];
            }
            if (DfaStepper.IsPlain(next, firstReal, DfaStepper.PlainRange(firstReal)))
            {
                // A scalar the loop leaves to this one (three or four bytes, ill-formed) into a plain state.
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
                stepper.LastMatch = position;
                if (width == 4) splitEnd = position;
                if (earliest) break;
            }
            bool accelerated = (next & LazyDfaCache.AccelFlag) != 0;
            next &= ~(LazyDfaCache.MatchFlag | LazyDfaCache.AccelFlag);
            if (next == cache.DeadId || symbol == _alphabet.EndOfInput) break;
            position += width;
            if ((next & LazyDfaCache.StartFlag) != 0)
            {
                next &= ~LazyDfaCache.StartFlag;
                if (usePrefilter && width != 0 && tracker.IsActiveAt(position) && position < input.Length)
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
                // As over UTF-16 (see the UTF-16 FindEnd). A match state skips ASCII loop units only: the skipped
                // bytes are then whole one-byte scalars, so the last of them is where its match ends.
                int bound = Math.Min(limit, checkAt);
                if (position < bound)
                {
                    if (cache.LastScan.Covers(searchId, cache.Clears, earliest, next, position))
                    {
                        end = cache.LastScan.FinalLastEnd(stepper.LastMatch);
                        DfaOutcome recorded = end < 0 ? DfaOutcome.NoMatch : end == splitEnd ? DfaOutcome.GaveUp : DfaOutcome.Match;
                        return Finish(cache, start, position, recorded);
                    }
                    int escape = cache.SkipForward(next, input, position, bound, wholeScalars: !matchState);
                    if (escape > position && firstRun.State == 0)
                    {
                        (firstRun.State, firstRun.From, firstRun.Escape, firstRun.LastEndBefore, firstRun.Clears) = (next, position, escape, stepper.LastMatch, cache.Clears);
                    }
                    if (escape > position && matchState) stepper.LastMatch = escape - 1;
                    position = escape;
                }
            }
            current = next;
        }
        // Every later match end lies after a split one, so the split one decides only when it is the last.
        if (!earliest && stepper.LastMatch >= 0 && stepper.LastMatch == splitEnd) return Finish(cache, start, position, DfaOutcome.GaveUp);
        end = stepper.LastMatch;
        KeepFirstRun(cache, firstRun, searchId, earliest, end);
        return Finish(cache, start, position, end >= 0 ? DfaOutcome.Match : DfaOutcome.NoMatch);
    }

    /// <summary>
    /// UTF-8 form of <see cref="FindStart(ReadOnlySpan{char}, int, int, LazyDfaCache, StrategyCache?, out int)"/>:
    /// offsets are bytes. Reports <see cref="DfaOutcome.GaveUp"/> also when the match would start between
    /// the surrogates of one scalar.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    public DfaOutcome FindStart(ReadOnlySpan<byte> input, int end, int minStart, LazyDfaCache cache, StrategyCache? timeout, out int start)
    {
        BeginSearch(cache);
        start = -1;
        // The last match start that falls between the surrogates of a scalar (see DfaStepper.Utf8.cs).
        int splitStart = -1;
        int position = end;
        int current = StartId(input, position, anchored: true, cache, timeout);
        if (current == GaveUpId) return Finish(cache, end, position, DfaOutcome.GaveUp);
        int firstReal = 2 * _alphabet.Stride;
        int[] table = cache.Transitions;
        var stepper = new DfaStepper(input, _alphabet, earliest: false) { LastMatch = -1 };
        // Only the byte before the input's end can be the final newline, which SymbolBefore decides.
        int plainBelow = _alphabet.UsesFinalNewline ? input.Length : int.MaxValue;
        int pendingHigh = -1;

        while (true)
        {
            // As forward, with SymbolBefore feeding a pending high surrogate; the final newline is never stepped.
            bool stepped = pendingHigh < 0 && position < plainBelow;
            if (stepped)
            {
                stepper.Current = current;
                position = stepper.StepPlainBackwardUtf8(table, position, minStart);
                current = stepper.Current;
            }
            int symbol, next;
            // Bytes the symbol moves back over: 0 for the low surrogate of a supplementary scalar.
            int width = 1;
            if (position > minStart)
            {
                if (stepped && stepper.StopSymbol != DfaStepper.Undecoded) (symbol, next, width) = (stepper.StopSymbol, stepper.StopEntry, stepper.StopWidth);
                else
                {
                    symbol = SymbolBefore(input, position, ref pendingHigh, out width);
                    next = table[current + symbol];
                }
            }
            else
            {
                // The unit before the search start only tells assertions what precedes the match.
                symbol = position > 0 ? FactsSymbolBefore(input, position) : _alphabet.EndOfInput;
                next = table[current + symbol];
            }
            if (position > minStart && DfaStepper.IsPlain(next, firstReal, DfaStepper.PlainRange(firstReal)))
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
                stepper.LastMatch = position;
                if (width == 4) splitStart = position;
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
                if (stop < position && matchState) stepper.LastMatch = stop + 1;
                position = stop;
            }
        }
        // Every later match start lies before a split one, so the split one decides only when it is the last.
        if (stepper.LastMatch >= 0 && stepper.LastMatch == splitStart) return Finish(cache, end, position, DfaOutcome.GaveUp);
        start = stepper.LastMatch;
        return Finish(cache, end, position, start >= 0 ? DfaOutcome.Match : DfaOutcome.NoMatch);
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
        tracker.Record(candidate - position, candidate, prefilter.MinAverageSkip);
        position = candidate;
        return true;
    }
}
