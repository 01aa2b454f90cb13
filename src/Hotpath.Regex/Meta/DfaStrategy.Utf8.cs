using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Engines.PikeVm;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Meta;

// UTF-8 input: the same DFAs decode the bytes on the fly (LazyDfa.Utf8.cs), with the prefilter and the
// required literal when they have a byte form. The PikeVM takes over when a DFA gives up, when a match
// boundary splits a supplementary scalar, and for searches starting on a continuation byte (decoding
// from there differs from decoding the whole input, and only the PikeVM reproduces both views). Groups
// come from the PikeVM confined to the match: the bounded backtracker reads UTF-16 only.
internal sealed partial class DfaStrategy
{
    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache)
    {
        if (_lines is not null && _lines.Applies(utf8, start.Position)) return _lines.TryFindSpan(utf8, start, cache, this, out _, out _);
        if (utf8.Length - start.Position < _minLength || MissesAnchor(utf8, start.Position) || LacksRequiredLiteral(utf8, start.Position)) return false;
        var c = (Cache)cache;
        if (StartsOnScalar(utf8, start.Position))
        {
            DfaOutcome outcome = _anchoredAtEnd
                ? FindAnchoredAtEnd(utf8, start.Position, spanNeeded: false, c, out _, out _)
                : _forward.FindEnd(utf8, start.Position, _anchoredAtStart, earliest: true, Utf8ScanPrefilter, c.Forward, cache, out _);
            if (outcome != DfaOutcome.GaveUp) return outcome == DfaOutcome.Match;
        }
        var haystack = new Utf8Haystack(utf8);
        return _vm.Search(ref haystack, start, c.Vm, cache, slotsUsed: 0, earliest: true, []);
    }

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        _lines is not null && _lines.Applies(utf8, start.Position)
            ? _lines.TryFindSpan(utf8, start, cache, this, out matchStart, out matchEnd)
            : FindSpanCore(utf8, start, cache, out matchStart, out matchEnd);

    /// <summary>The UTF-8 span search without the line scope.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal bool FindSpanCore(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        var c = (Cache)cache;
        if (StartsOnScalar(utf8, start.Position) && TryMatchAdjacent(utf8, start.Position, c, out matchEnd))
        {
            matchStart = start.Position;
            return true;
        }
        if (!FindSpanAnywhere(utf8, start, c, out matchStart, out matchEnd)) return false;
        NoteSpan(c, start.Position, matchStart);
        return true;
    }

    private bool FindSpanAnywhere(ReadOnlySpan<byte> utf8, SearchStart start, Cache c, out int matchStart, out int matchEnd)
    {
        matchStart = matchEnd = -1;
        if (utf8.Length - start.Position < _minLength || MissesAnchor(utf8, start.Position) || LacksRequiredLiteral(utf8, start.Position)) return false;
        if (StartsOnScalar(utf8, start.Position) && _anchoredAtEnd)
        {
            DfaOutcome atEnd = FindAnchoredAtEnd(utf8, start.Position, spanNeeded: true, c, out matchStart, out matchEnd);
            if (atEnd != DfaOutcome.GaveUp) return atEnd == DfaOutcome.Match;
        }
        else if (StartsOnScalar(utf8, start.Position))
        {
            // As over UTF-16, where no inner or suffix literal leads (those searches are UTF-16 only): anchored forward
            // searches from the places a match can start, so no reverse DFA runs for the start. Not from every member
            // of a leading class, though: over UTF-8 those attempts measured slower than one unanchored scan
            // ([A-Za-z]{8,13} on English subtitles); the UTF-16 strategies that
            // take such regexes have their own scans.
            if (_inner is null && _suffix is null && _startCandidates?.Value is { SupportsUtf8: true } candidates and not CharClassPrefilter
                && !c.Density.IsDense(c.SearchId, start.Position, endsOnly: false))
            {
                int uncounted = 0;
                switch (FindAtCandidates<byte, FirstMatchMode>(utf8, start.Position, candidates, endsOnly: false, c, out matchStart, out matchEnd, ref uncounted))
                {
                    case CandidateOutcome.Match: return true;
                    case CandidateOutcome.NoMatch: return false;
                    // Every start before matchStart is ruled out: the unanchored search goes on there, in the PikeVM
                    // when it does not start a scalar.
                    case CandidateOutcome.Resume:
                        start = new SearchStart(matchStart, start.Anchor);
                        if (!StartsOnScalar(utf8, matchStart)) return FindSpanByPikeVm(utf8, start, c, out matchStart, out matchEnd);
                        break;
                }
            }
            DfaOutcome outcome = _forward.FindEnd(utf8, start.Position, _anchoredAtStart, earliest: false, Utf8ScanPrefilter, c.Forward, c, out matchEnd);
            if (outcome == DfaOutcome.NoMatch) return false;
            if (outcome == DfaOutcome.Match && _anchoredAtStart)
            {
                matchStart = start.Position;
                return true;
            }
            if (outcome == DfaOutcome.Match && _startsAtLineStart)
            {
                // A line feed byte is never part of a multi-byte sequence, so the unit after it starts a scalar.
                matchStart = start.Position + utf8[start.Position..matchEnd].LastIndexOf((byte)'\n') + 1;
                return true;
            }
            if (outcome == DfaOutcome.Match && _reverse.Value is { } reverse)
            {
                c.Reverse ??= reverse.CreateCache();
                if (reverse.FindStart(utf8, matchEnd, start.Position, c.Reverse, c, out matchStart) == DfaOutcome.Match) return true;
            }
        }
        return FindSpanByPikeVm(utf8, start, c, out matchStart, out matchEnd);
    }

    private bool FindSpanByPikeVm(ReadOnlySpan<byte> utf8, SearchStart start, Cache c, out int matchStart, out int matchEnd)
    {
        var haystack = new Utf8Haystack(utf8);
        return _vm.FindSpan(ref haystack, start, c.Vm, c, out matchStart, out matchEnd);
    }

    // FindAnchoredAtEnd over UTF-8. The reverse DFA decodes backwards, so a start it reports is confirmed by the forward
    // DFA, which decodes as every other search does; a start on a continuation byte or a failed confirmation hands the
    // search to the PikeVM.
    private DfaOutcome FindAnchoredAtEnd(ReadOnlySpan<byte> utf8, int from, bool spanNeeded, Cache c, out int matchStart, out int matchEnd)
    {
        matchStart = matchEnd = -1;
        if (_reverse.Value is not { } reverse) return DfaOutcome.GaveUp;
        c.Reverse ??= reverse.CreateCache();
        int leftmost = int.MaxValue;
        bool endsTie = false;
        for (int end = utf8.Length; end >= from && (end == utf8.Length || end == utf8.Length - 1 && utf8[end] == (byte)'\n'); end--)
        {
            DfaOutcome outcome = reverse.FindStart(utf8, end, from, c.Reverse, c, out int start);
            if (outcome == DfaOutcome.GaveUp) return outcome;
            if (outcome != DfaOutcome.Match || start > leftmost) continue;
            // Matches from the leftmost start can end at either end only when both searches reach it.
            endsTie = start == leftmost;
            (leftmost, matchEnd) = (start, end);
        }
        if (leftmost == int.MaxValue) return DfaOutcome.NoMatch;
        if (!StartsOnScalar(utf8, leftmost)) return DfaOutcome.GaveUp;
        matchStart = leftmost;
        if (!spanNeeded || !endsTie) return DfaOutcome.Match;
        DfaOutcome forward = _forward.FindEnd(utf8, leftmost, anchored: true, earliest: false, prefilter: null, c.Forward, c, out matchEnd);
        return forward == DfaOutcome.Match ? forward : DfaOutcome.GaveUp;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots)
    {
        if (!TryFindSpan(utf8, start, cache, out int matchStart, out int matchEnd)) return false;
        if (TryFillFromSpan(matchStart, matchEnd, slots)) return true;
        // As for UTF-16: the leftmost-first match starts at matchStart, so the PikeVM searches from there.
        var haystack = new Utf8Haystack(utf8);
        return _vm.Search(ref haystack, new SearchStart(matchStart, start.Anchor), ((Cache)cache).Vm, cache, SlotCount, earliest: false, slots);
    }

    // Decoding from a continuation byte splits a scalar the rest of the input decodes whole.
    private static bool StartsOnScalar(ReadOnlySpan<byte> utf8, int position) =>
        position == 0 || position >= utf8.Length || !Utf8Decoder.IsContinuation(utf8[position]);

    // Over UTF-8 the inner literal (the reverse-inner search is UTF-16 only) still proves when no match is left.
    private bool LacksRequiredLiteral(ReadOnlySpan<byte> utf8, int start) =>
        (_required ?? _inner) is { SupportsUtf8: true } literal && !literal.TryFind(utf8, start, out _, out _);

    // The UTF-16 rule (see MissesAnchor over chars) for an ASCII first byte; a multi-byte start runs the DFA.
    private bool MissesAnchor(ReadOnlySpan<byte> utf8, int start) =>
        _anchoredAtStart && (start > 0 || _anchoredFirstUnits is { } first && (utf8.IsEmpty || utf8[0] < 0x80 && !first.Contains((char)utf8[0])));
}
