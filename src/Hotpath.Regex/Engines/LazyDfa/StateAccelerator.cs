using System.Buffers;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// Lets the DFA leave a state that loops to itself on almost every unit with one vectorized search instead
/// of one transition per unit: <c>.*</c> after a match started only leaves on <c>\n</c>, <c>[A-Z]*</c> only on
/// a unit outside <c>A-Z</c>. Found by <see cref="TryCreate"/> when a state's self-loop is first built;
/// immutable.
/// </summary>
/// <remarks>
/// Only cheap searches qualify: a few escape units (<c>IndexOfAny(a, b, c)</c>, or <see cref="SearchValues{T}"/> up
/// to <see cref="MaxSetSize"/>), loop units forming one range (<c>IndexOfAnyExceptInRange</c>), a small loop set, or a
/// large loop set with at least <see cref="MinAsciiLoopMembers"/> ASCII members (inside <c>\w+</c> or <c>[\w.+-]+</c>),
/// searched for its ASCII members only. That search also stops at non-ASCII members, which is harmless: an
/// escape only ends the skip, the DFA steps the unit, lands in the same state and skips again. Whether a
/// state's runs are long enough to pay for the calls is left to the DFA's credit rule (see
/// <see cref="LazyDfaCache.SkipForward(int, ReadOnlySpan{char}, int, int)"/>), which drops the accelerator on text where the loop's
/// members are mostly non-ASCII.
/// </remarks>
internal sealed class StateAccelerator
{
    /// <summary>The largest escape or loop set searched through <see cref="SearchValues{T}"/>.</summary>
    public const int MaxSetSize = 64;

    /// <summary>The fewest ASCII members a large loop set needs for the ASCII search to skip much text.</summary>
    public const int MinAsciiLoopMembers = 10;

    private readonly SearchKind _kind;
    private readonly char _first;
    private readonly char _second;
    private readonly char _third;
    private readonly SearchValues<char>? _set;
    private readonly SearchValues<byte>? _utf8Stops;
    private readonly SearchValues<byte>? _utf8AsciiEscapes;

    private StateAccelerator(SearchKind kind, char first, char second, char third, SearchValues<char>? set, CharRangeSet loop)
    {
        (_kind, _first, _second, _third, _set) = (kind, first, second, third, set);
        _utf8Stops = Utf8StopsFor(loop);
        _utf8AsciiEscapes = Utf8AsciiEscapesFor(loop);
    }

    private enum SearchKind
    {
        OneEscape,
        TwoEscapes,
        ThreeEscapes,
        EscapeSet,
        LoopRange,
        LoopSet,
    }

    /// <summary>
    /// An accelerator for a state that stays put exactly on the units in <paramref name="loop"/> (every other unit
    /// is an escape), or null when searching would not pay. A subset of the loop units may be given instead: the
    /// search then stops early at the others, which is harmless (see the remarks).
    /// </summary>
    public static StateAccelerator? TryCreate(CharRangeSet loop)
    {
        ArgumentNullException.ThrowIfNull(loop);
        int loopCount = loop.Count;
        int escapeCount = char.MaxValue + 1 - loopCount;
        if (loopCount == 0 || escapeCount == 0) return null;
        if (escapeCount <= MaxSetSize)
        {
            char[] escapes = loop.Negate().Members();
            return escapeCount switch
            {
                1 => new StateAccelerator(SearchKind.OneEscape, escapes[0], default, default, null, loop),
                2 => new StateAccelerator(SearchKind.TwoEscapes, escapes[0], escapes[1], default, null, loop),
                3 => new StateAccelerator(SearchKind.ThreeEscapes, escapes[0], escapes[1], escapes[2], null, loop),
                _ => new StateAccelerator(SearchKind.EscapeSet, default, default, default, SearchValues.Create(escapes), loop),
            };
        }
        ReadOnlySpan<CharRange> ranges = loop.Ranges;
        if (ranges.Length == 1) return new StateAccelerator(SearchKind.LoopRange, ranges[0].First, ranges[0].Last, default, null, loop);
        if (loopCount <= MaxSetSize) return new StateAccelerator(SearchKind.LoopSet, default, default, default, SearchValues.Create(loop.Members()), loop);
        char[] asciiMembers = loop.Intersect(CharRangeSet.FromRanges([new CharRange('\0', '\x7F')])).Members();
        if (asciiMembers.Length < MinAsciiLoopMembers) return null;
        return new StateAccelerator(SearchKind.LoopSet, default, default, default, SearchValues.Create(asciiMembers), loop);
    }

    /// <summary>The first escape unit in <c>input[from..limit)</c>, or <paramref name="limit"/> when there is none.</summary>
    public int NextEscape(ReadOnlySpan<char> input, int from, int limit)
    {
        ReadOnlySpan<char> window = input[from..limit];
        int index = _kind switch
        {
            SearchKind.OneEscape => window.IndexOf(_first),
            SearchKind.TwoEscapes => window.IndexOfAny(_first, _second),
            SearchKind.ThreeEscapes => window.IndexOfAny(_first, _second, _third),
            SearchKind.EscapeSet => window.IndexOfAny(_set!),
            SearchKind.LoopRange => window.IndexOfAnyExceptInRange(_first, _second),
            _ => window.IndexOfAnyExcept(_set!),
        };
        return index < 0 ? limit : from + index;
    }

    /// <summary>The last escape unit in <c>input[minStart..before)</c>, or -1 when there is none.</summary>
    public int PreviousEscape(ReadOnlySpan<char> input, int minStart, int before)
    {
        ReadOnlySpan<char> window = input[minStart..before];
        int index = _kind switch
        {
            SearchKind.OneEscape => window.LastIndexOf(_first),
            SearchKind.TwoEscapes => window.LastIndexOfAny(_first, _second),
            SearchKind.ThreeEscapes => window.LastIndexOfAny(_first, _second, _third),
            SearchKind.EscapeSet => window.LastIndexOfAny(_set!),
            SearchKind.LoopRange => window.LastIndexOfAnyExceptInRange(_first, _second),
            _ => window.LastIndexOfAnyExcept(_set!),
        };
        return index < 0 ? -1 : minStart + index;
    }

    /// <summary>Whether UTF-8 input can be skipped backward too (see <see cref="PreviousEscape(ReadOnlySpan{byte}, int, int)"/>).</summary>
    public bool HasUtf8Form => _utf8Stops is not null;

    /// <summary>
    /// Over UTF-8 bytes: the first byte in <c>input[from..limit)</c> that is an escape or not ASCII, or
    /// <paramref name="limit"/> (<paramref name="from"/> when no ASCII unit loops). Only ASCII loop units are skipped,
    /// so the skipped bytes are whole scalars and the stop is a scalar boundary; stopping at a non-ASCII loop unit is
    /// harmless (see the remarks). With <paramref name="wholeScalars"/>, a state that loops on every non-ASCII unit
    /// skips non-ASCII bytes too, and stops at its ASCII escapes only: every non-ASCII sequence, well-formed or not,
    /// decodes to non-ASCII units (U+FFFD, surrogates) and no ASCII byte is part of one, so an escape is a scalar
    /// boundary. A <paramref name="limit"/> inside a scalar is harmless too: from there on its bytes decode as U+FFFD,
    /// which loops as well, until the next ASCII byte or lead byte.
    /// </summary>
    public int NextEscape(ReadOnlySpan<byte> input, int from, int limit, bool wholeScalars)
    {
        SearchValues<byte>? stops = wholeScalars ? _utf8AsciiEscapes ?? _utf8Stops : _utf8Stops;
        if (stops is null) return from;
        int index = input[from..limit].IndexOfAny(stops);
        return index < 0 ? limit : from + index;
    }

    /// <summary>Over UTF-8 bytes: the last byte in <c>input[minStart..before)</c> that is an escape or not ASCII, or -1.</summary>
    public int PreviousEscape(ReadOnlySpan<byte> input, int minStart, int before)
    {
        int index = input[minStart..before].LastIndexOfAny(_utf8Stops!);
        return index < 0 ? -1 : minStart + index;
    }

    // The ASCII units outside the loop, when every non-ASCII unit is inside it; null otherwise.
    private static SearchValues<byte>? Utf8AsciiEscapesFor(CharRangeSet loop)
    {
        if (loop.Intersect(CharRangeSet.FromRanges([new CharRange('\x80', char.MaxValue)])).Count != char.MaxValue + 1 - 0x80) return null;
        var escapes = new List<byte>(0x80);
        for (int b = 0; b < 0x80; b++)
        {
            if (!loop.Contains((char)b)) escapes.Add((byte)b);
        }
        return SearchValues.Create(escapes.ToArray());
    }

    // Every byte of a multi-byte scalar is 0x80 or above, and ASCII bytes are the ASCII units: the bytes to stop
    // at are those and the ASCII units outside the loop. Null when no ASCII unit loops (nothing to skip).
    private static SearchValues<byte>? Utf8StopsFor(CharRangeSet loop)
    {
        var stops = new List<byte>(256);
        for (int b = 0; b < 0x100; b++)
        {
            if (b >= 0x80 || !loop.Contains((char)b)) stops.Add((byte)b);
        }
        return stops.Count == 0x100 ? null : SearchValues.Create(stops.ToArray());
    }
}
