using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates for a regex whose every match starts at a line start (<c>^</c> under Multiline leads every branch): the
/// search start when it is a line start, and each position after a <c>\n</c>, kept when the unit there can begin a
/// match. Line feeds are searched with the runtime's vectorized <c>IndexOf</c>, so a search passes a line per call,
/// where a scan for the regex's first unit (a digit, a letter) stops many times per line; a line feed followed by the one
/// rare unit every match starts with (<c>(?m)^&gt;</c>) with a substring search, which passes many lines per call.
/// Immutable and thread-safe.
/// </summary>
internal sealed class LineStartPrefilter : Prefilter
{
    // The units a match can begin with, or null when a match can be empty (every line start is then a candidate,
    // including the input's end after a final line feed).
    private readonly CharRangeSet? _first;
    // Whether a unit at or above 0x80 can begin a match (a UTF-8 candidate is then kept without decoding it).
    private readonly bool _firstHasNonAscii;
    // When one unit begins every match (`(?m)^>`): a search for a line feed followed by it, which passes every line that
    // starts otherwise in its vector steps, where a line feed search returns at each line. Only for a scarce unit, and
    // never whitespace (`(?m)^ {4,}` over indented text): where most lines start with it, the pair search returns as
    // often and costs more per return.
    private readonly SubstringSearcher? _lineFeedThenFirst;

    /// <summary>Candidates at line starts whose unit is in <paramref name="first"/>, or at every line start when it is null.</summary>
    public LineStartPrefilter(CharRangeSet? first)
    {
        _first = first;
        _firstHasNonAscii = first is not null && first.Ranges[^1].Last >= 0x80;
        if (first is { Count: 1 } && !char.IsWhiteSpace(first.Ranges[0].First) && UnitRarity.IsScarceInText(first))
        {
            _lineFeedThenFirst = new SubstringSearcher(string.Concat("\n", first.Ranges[0].First.ToString()));
        }
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => true;

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        length = 0;
        int position = start;
        if (_lineFeedThenFirst is not null) return TryFindAfterLineFeed(haystack, position, out index);
        if (position > 0 && haystack[position - 1] != '\n') position = NextLineStart(haystack, position);
        while (position >= 0)
        {
            if (_first is null || position < haystack.Length && _first.Contains(haystack[position]))
            {
                index = position;
                return true;
            }
            position = NextLineStart(haystack, position);
        }
        index = -1;
        return false;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length)
    {
        length = 0;
        int position = start;
        if (position > 0 && haystack[position - 1] != (byte)'\n') position = NextLineStart(haystack, position);
        while (position >= 0)
        {
            if (_first is null || position < haystack.Length && CanBegin(haystack[position]))
            {
                index = position;
                return true;
            }
            position = NextLineStart(haystack, position);
        }
        index = -1;
        return false;
    }

    // The search start when it begins a line with the one first unit, else the unit after the next line feed followed by it.
    private bool TryFindAfterLineFeed(ReadOnlySpan<char> haystack, int position, out int index)
    {
        if ((position == 0 || haystack[position - 1] == '\n') && position < haystack.Length && _first!.Contains(haystack[position]))
        {
            index = position;
            return true;
        }
        int found = _lineFeedThenFirst!.IndexOf(haystack[position..]);
        index = found < 0 ? -1 : position + found + 1;
        return found >= 0;
    }

    // A lead or continuation byte stands for a scalar the class may hold: kept, for the DFA to decide.
    private bool CanBegin(byte unit) => unit < 0x80 ? _first!.Contains((char)unit) : _firstHasNonAscii;

    // The position after the next line feed at or after `from`, or -1.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static int NextLineStart<T>(ReadOnlySpan<T> haystack, int from)
        where T : unmanaged, IEquatable<T>
    {
        int found = haystack[from..].IndexOf(typeof(T) == typeof(char) ? (T)(object)'\n' : (T)(object)(byte)'\n');
        return found < 0 ? -1 : from + found + 1;
    }
}
