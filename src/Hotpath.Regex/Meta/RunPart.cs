using System.Buffers;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// One part: <see cref="Min"/> units of <see cref="Set"/>, then as many more as follow, up to <see cref="Max"/> (without
/// bound when <see cref="Unbounded"/>, exactly <see cref="Min"/> without <see cref="MaxUnits"/>); or exactly the units of
/// <see cref="Literal"/> (then <see cref="Set"/> holds its first unit).
/// A run is crossed with one vectorized search when the class has a form for it: few units outside it (<c>.</c>,
/// <c>[^)]</c>, <c>\S</c>) or one range (<c>[a-z]</c>); other classes (<c>\d</c>, <c>\w</c>) are crossed with a
/// <see cref="ClassRunScan"/>.
/// Searching even short runs measured faster than stepping them: a whole-line parse <c>IsMatch</c> on a log line was
/// slower when the first 8 units were stepped, as the steps mispredict where a run ends.
/// </summary>
internal readonly record struct RunPart(CharRangeSet Set, int Min, bool Unbounded, string? Literal = null, int? MaxUnits = null)
{
    /// <summary>The most units the part takes: <see cref="int.MaxValue"/> when <see cref="Unbounded"/>.</summary>
    public int Max { get; } = Unbounded ? int.MaxValue : MaxUnits ?? Min;

    /// <summary>Whether the part's length varies (a run, bounded or not), which makes it give units back when backtracking.</summary>
    public bool IsVariable => Max != Min;

    /// <summary>The most units outside a class that a search for them may list.</summary>
    public const int MaxStops = 64;

    // The units outside the class, when few, searched for to cross a run (runs only: a literal or one unit is compared):
    // up to three directly, more through search values.
    private readonly string? _stopUnits = Literal is null && (Unbounded || (MaxUnits ?? Min) > 1) && StopUnits(Set) is { Length: <= 3 } few ? few : null;
    private readonly SearchValues<char>? _stops = Literal is null && (Unbounded || (MaxUnits ?? Min) > 1) && StopUnits(Set) is { Length: > 3 } many ? SearchValues.Create(many) : null;
    private readonly bool _oneRange = Set.Ranges.Length == 1;
    // Runs of classes of two to four ranges without a search form ([a-zA-Z], [а-яё]): crossed with a few compares per vector.
    private readonly FewRangeScan? _fewRanges = Literal is null && (Unbounded || (MaxUnits ?? Min) > 1) && StopUnits(Set) is null ? FewRangeScan.TryCreate(Set) : null;
    // Runs of other classes without a search form (\d, \w): crossed 32 units at a time.
    private readonly ClassRunScan? _scan = CrossedByClassScan(Set, Literal, Unbounded, MaxUnits, Min) ? new ClassRunScan(Set) : null;
    // Their ASCII members, when one to four ranges: the first vector of a run is tested with compares, which decide the
    // short ASCII runs (a number's digits, a word) without the scan's call and table set-up.
    private readonly FewRangeScan? _asciiMembers = CrossedByClassScan(Set, Literal, Unbounded, MaxUnits, Min) ? FewRangeScan.ForAsciiMembers(Set) : null;

    /// <summary>Whether the part is exactly one unit.</summary>
    public bool IsSingleUnit { get; } = Min == 1 && !Unbounded && (MaxUnits ?? 1) == 1 && Literal is null;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Contains(char unit) => Set.Contains(unit);

    /// <summary>
    /// The position after this part when it matches at <paramref name="position"/>, else the complement (<c>~</c>) of
    /// where its run stopped. Long runs read the clock through <paramref name="cache"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int Take(ReadOnlySpan<char> input, int position, StrategyCache cache)
    {
        if (IsSingleUnit) return (uint)position < (uint)input.Length && Contains(input[position]) ? position + 1 : ~position;
        if (Literal is { } literal) return input[position..].StartsWith(literal) ? position + literal.Length : ~position;
        // An optional unit (`\W?`) is one test, not a run.
        if (Max == 1) return (uint)position < (uint)input.Length && Contains(input[position]) ? position + 1 : Min == 0 ? position : ~position;
        int limit = Unbounded ? input.Length : (int)Math.Min(input.Length, (long)position + Max);
        int end = RunEnd(input, position, limit, cache);
        return end - position >= Min ? end : ~end;
    }

    /// <summary>Where this part starts when it ends at <paramref name="position"/> and starts at or after <paramref name="from"/>, else -1.</summary>
    public int TakeBack(ReadOnlySpan<char> input, int position, int from, StrategyCache cache)
    {
        if (Literal is { } literal)
        {
            int start = position - literal.Length;
            return start >= from && input.Slice(start, literal.Length).SequenceEqual(literal) ? start : -1;
        }
        if (Max == 1) return position > from && Contains(input[position - 1]) ? position - 1 : Min == 0 ? position : -1;
        int limit = Unbounded ? from : (int)Math.Max(from, (long)position - Max);
        int end = position;
        int checkAt = position - LazyDfa.TimeoutCheckUnits;
        while (position > limit && Contains(input[position - 1]))
        {
            if (--position == checkAt)
            {
                cache.ThrowIfTimedOut();
                checkAt -= LazyDfa.TimeoutCheckUnits;
            }
        }
        return end - position >= Min ? position : -1;
    }

    /// <summary>
    /// Where the run of members from <paramref name="position"/> ends, at most at <paramref name="limit"/>: crossed in
    /// pieces of <see cref="LazyDfa.TimeoutCheckUnits"/>, with the clock read between them.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int RunEnd(ReadOnlySpan<char> input, int position, int limit, StrategyCache cache)
    {
        // Nearly every run (a field, a word, the rest of a line) ends within the first piece, whatever the limit: one
        // search, without the clock's loop, in a method small enough that a walk of many short runs does not pay a large
        // frame per run.
        int pieceEnd = limit - position <= LazyDfa.TimeoutCheckUnits ? limit : position + LazyDfa.TimeoutCheckUnits;
        int end = position + RunLength(input[position..pieceEnd]);
        return end < pieceEnd || pieceEnd == limit ? end : RunEndInPieces(input, pieceEnd, limit, cache);
    }

    // The rest of a run that filled its first piece, from `position`, the clock read before each further piece.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int RunEndInPieces(ReadOnlySpan<char> input, int position, int limit, StrategyCache cache)
    {
        while (true)
        {
            cache.ThrowIfTimedOut();
            int pieceEnd = limit - position > LazyDfa.TimeoutCheckUnits ? position + LazyDfa.TimeoutCheckUnits : limit;
            int length = RunLength(input[position..pieceEnd]);
            if (position + length < pieceEnd || pieceEnd == limit) return position + length;
            position = pieceEnd;
        }
    }

    // How many units at the start of `piece` are members (its length when all are).
    private int RunLength(ReadOnlySpan<char> piece)
    {
        int found = _oneRange ? OneRangeRunLength(piece)
            : _stops is not null ? piece.IndexOfAny(_stops)
            // One, two or three stop units: the runtime's search for that many values, without its dispatch on a count.
            : _stopUnits is { Length: 1 } one ? piece.IndexOf(one[0])
            : _stopUnits is { Length: 2 } two ? piece.IndexOfAny(two[0], two[1])
            : _stopUnits is { Length: 3 } three ? piece.IndexOfAny(three[0], three[1], three[2])
            // A class of every unit never stops.
            : _stopUnits is not null ? -1
            : _fewRanges is not null ? _fewRanges.IndexOfNonMember(piece)
            : _asciiMembers is not null && piece.Length >= FewRangeScan.FirstVectorUnits ? ScanRunAsciiFirst(piece, _asciiMembers)
            : ScanRun(piece);
        return found < 0 ? piece.Length : found;
    }

    // ScanRun after a look at the first vector: a unit outside the ASCII members that is itself ASCII ends the run there
    // (the units before it are ASCII members); the scan goes on from the first unit beyond ASCII, or past a vector of
    // members.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int ScanRunAsciiFirst(ReadOnlySpan<char> piece, FewRangeScan asciiMembers)
    {
        uint outside = asciiMembers.FirstVectorOutside(piece, out uint beyondAscii);
        int first = outside == 0 ? FewRangeScan.FirstVectorUnits : BitOperations.TrailingZeroCount(outside);
        if (outside != 0 && (beyondAscii >> first & 1) == 0) return first;
        int rest = ScanRun(piece[first..]);
        return rest < 0 ? -1 : first + rest;
    }

    // The index of the first unit outside a one-range class, or -1.
    private int OneRangeRunLength(ReadOnlySpan<char> piece)
    {
        CharRange range = Set.Ranges[0];
        if (piece.Length >= Vector128<ushort>.Count && Vector128.IsHardwareAccelerated)
        {
            // Most runs of one range are short (a word's letters): the first 8 units are tested in one vector here,
            // which costs less than the call to the runtime's search and does not mispredict where the run ends.
            var units = Vector128.LoadUnsafe(ref Unsafe.As<char, ushort>(ref MemoryMarshal.GetReference(piece)));
            uint outside = Vector128.GreaterThan(units - Vector128.Create((ushort)range.First), Vector128.Create((ushort)(range.Last - range.First))).ExtractMostSignificantBits();
            if (outside != 0) return BitOperations.TrailingZeroCount(outside);
            int rest = piece[Vector128<ushort>.Count..].IndexOfAnyExceptInRange(range.First, range.Last);
            return rest < 0 ? -1 : Vector128<ushort>.Count + rest;
        }
        return piece.IndexOfAnyExceptInRange(range.First, range.Last);
    }

    // Whether runs of the part are crossed with a ClassRunScan: a run of a class of more ranges than FewRangeScan takes and
    // too many units outside it to search for them.
    private static bool CrossedByClassScan(CharRangeSet set, string? literal, bool unbounded, int? maxUnits, int min) =>
        literal is null && (unbounded || (maxUnits ?? min) > 1) && set.Ranges.Length > FewRangeScan.MaxRanges && StopUnits(set) is null;

    // The units outside `set` when there are at most MaxStops of them (read off the gaps between its ranges), else null.
    private static string? StopUnits(CharRangeSet set)
    {
        if (char.MaxValue + 1 - set.Count > MaxStops) return null;
        var stops = new System.Text.StringBuilder(MaxStops);
        int next = 0;
        foreach (CharRange range in set.Ranges)
        {
            for (int unit = next; unit < range.First; unit++) stops.Append((char)unit);
            next = range.Last + 1;
        }
        for (int unit = next; unit <= char.MaxValue; unit++) stops.Append((char)unit);
        return stops.ToString();
    }

    // The index of the first non-member of a class without a search form, or -1. A part of at most one unit has no scan
    // (its walks test the unit), and the rare run asked of it is stepped.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int ScanRun(ReadOnlySpan<char> piece)
    {
        int end = 0;
        if (_scan is not null) end = _scan.RunEnd(piece, 0, piece.Length);
        else while (end < piece.Length && Contains(piece[end])) end++;
        return end == piece.Length ? -1 : end;
    }
}
