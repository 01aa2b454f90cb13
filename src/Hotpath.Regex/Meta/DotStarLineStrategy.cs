using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for a regex that ends with greedy <c>.*</c> and may start with it, around a part that never matches a
/// line break, without groups: <c>.*=.*</c>, <c>.*error.*</c>, <c>Exception: .*</c>, and under Multiline with <c>^</c>
/// before the leading <c>.*</c> and <c>$</c> after the trailing one: <c>^.*error.*$</c>, a line that holds a part; or that
/// starts with greedy <c>.*</c> before a literal: <c>.*Iraq</c>, a line up to its last occurrence of the literal. The middle
/// part's own strategy finds its leftmost occurrence and the line around it gives the match, so no automaton reads the
/// rest of the line or, with the leading <c>.*</c>, its beginning again. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Why the line is the match. The middle part <c>R</c> and <c>.</c> (every unit but <c>\n</c>) never cross a line
/// break, so a match lies in one line. A trailing greedy <c>.*</c> always takes the line to its end, and nothing after it
/// can fail, whichever way <c>R</c> matched. Without a leading <c>.*</c> the regex matches where <c>R</c> first
/// does, so the match starts at <c>R</c>'s leftmost match. With one, a match starts at a position of the line before
/// an occurrence of <c>R</c>, and the leftmost such position is the line's start (or the search's start, when that
/// is later): the first line with an occurrence at or after the search start holds the match.</para>
/// <para>Without a trailing <c>.*</c>, the leading greedy <c>.*</c> takes as much of the line as lets the literal still
/// match after it: the match ends with the line's last occurrence of the literal (occurrences may overlap; the last one
/// to start is the one it ends with).</para>
/// <para>A <c>$</c> (Multiline) after the trailing <c>.*</c> holds where it ends, at the line's end. A <c>^</c> (Multiline)
/// before the leading <c>.*</c> holds at the line's start, where the match starts anyway, unless the search starts inside
/// a line: no match starts in the rest of that line, so the search starts at the next line.</para>
/// <para>Assertions inside <c>R</c> read the same input at the same positions as they would inside the whole regex,
/// except <c>\G</c>, which is refused. In UTF-8 a line break is the byte 0x0A, never part of a longer sequence, and
/// <c>.</c> takes invalid bytes (they read as U+FFFD), so lines are found the same way.</para>
/// </remarks>
internal sealed class DotStarLineStrategy : Strategy
{
    private static readonly CharRangeSet s_dot = CharRangeSet.Single('\n').Negate();

    // The strategy for the middle part alone.
    private readonly Strategy _middle;
    private readonly bool _leadingDotStar;
    // `^` (Multiline) before the leading `.*`: matches start at line starts.
    private readonly bool _atLineStarts;
    // Without a trailing `.*`: the literal whose last occurrence in the line ends the match, in UTF-16 and UTF-8.
    private readonly string? _lastLiteral;
    private readonly byte[]? _lastLiteralUtf8;

    private DotStarLineStrategy(Strategy middle, bool leadingDotStar, bool atLineStarts, string? lastLiteral) =>
        (_middle, _leadingDotStar, _atLineStarts, _lastLiteral, _lastLiteralUtf8) =
            (middle, leadingDotStar, atLineStarts, lastLiteral, lastLiteral is null ? null : System.Text.Encoding.UTF8.GetBytes(lastLiteral));

    /// <summary>
    /// The strategy for <paramref name="hir"/> when it has the shape (see the type's remarks), its middle part built by
    /// <paramref name="buildMiddle"/>; else null, having built nothing.
    /// </summary>
    public static DotStarLineStrategy? TryCreate(RegexHir hir, Func<RegexHir, Strategy> buildMiddle)
    {
        ArgumentNullException.ThrowIfNull(hir);
        ArgumentNullException.ThrowIfNull(buildMiddle);
        if (hir.GroupNumbers.Length != 1 || hir.Root is not HirConcat { Parts: var parts }) return null;
        // A multiline `^` before a leading `.*` and `$` after a trailing one (see the remarks).
        bool atLineStarts = parts.Length > 2 && parts[0] is HirLook { Look: LookKind.LineStart } && IsDotStar(parts[1]);
        if (atLineStarts) parts = parts[1..];
        if (parts.Length > 2 && parts[^1] is HirLook { Look: LookKind.LineEnd } && IsDotStar(parts[^2])) parts = parts[..^1];
        int leading = 0;
        while (leading < parts.Length && IsDotStar(parts[leading])) leading++;
        int trailing = 0;
        while (trailing < parts.Length - leading && IsDotStar(parts[^(trailing + 1)])) trailing++;
        if (leading + trailing == parts.Length) return null;
        HirNode middle = parts.Length - leading - trailing == 1 ? parts[leading] : new HirConcat(parts[leading..^trailing]);
        // Without a trailing `.*`, a leading one before a literal whose UTF-8 bytes match exactly what the decoding engines do.
        string? lastLiteral = trailing == 0 && leading > 0 && middle is HirLiteral { Units: var units }
            && !units.AsSpan().ContainsAnyInRange('\uD800', '\uDFFF') && !units.Contains('\uFFFD') ? units : null;
        if (trailing == 0 && lastLiteral is null) return null;
        if (HirConsumption.CanConsume(middle, '\n') || HirFacts.HasLook(middle, look => look == LookKind.SearchStart)) return null;
        var middleHir = new RegexHir(middle, hir.GroupNumbers, hir.GroupNames, hir.GroupNumberByName, hir.Options, hir.Culture);
        return new DotStarLineStrategy(buildMiddle(middleHir), leading > 0, atLineStarts, lastLiteral);
    }

    private static bool IsDotStar(HirNode node) =>
        node is HirRepeat { Min: 0, Max: HirRepeat.Unbounded, Greedy: true, Sub: HirClass { Set: var set } } && set.Equals(s_dot);

    /// <inheritdoc/>
    public override int SlotCount => 2;

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => _middle.CreateCache();

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) =>
        FromLineStart(input, ref start, '\n') && _middle.IsMatch(input, start, cache);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        (matchStart, matchEnd) = (-1, -1);
        if (!FromLineStart(input, ref start, '\n') || !_middle.TryFindSpan(input, start, cache, out matchStart, out matchEnd)) return false;
        LineAround(input, start.Position, '\n', _lastLiteral, ref matchStart, ref matchEnd);
        return true;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(input, start, cache, out slots[0], out slots[1]);

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) =>
        FromLineStart(utf8, ref start, (byte)'\n') && _middle.IsMatch(utf8, start, cache);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        (matchStart, matchEnd) = (-1, -1);
        if (!FromLineStart(utf8, ref start, (byte)'\n') || !_middle.TryFindSpan(utf8, start, cache, out matchStart, out matchEnd)) return false;
        LineAround(utf8, start.Position, (byte)'\n', _lastLiteralUtf8, ref matchStart, ref matchEnd);
        return true;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(utf8, start, cache, out slots[0], out slots[1]);

    // With `^` before the leading `.*`, a search that starts inside a line starts at the next line instead; false when
    // there is none.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool FromLineStart<T>(ReadOnlySpan<T> input, ref SearchStart start, T lineFeed)
        where T : IEquatable<T>
    {
        int position = start.Position;
        if (!_atLineStarts || position == 0 || input[position - 1].Equals(lineFeed)) return true;
        int feed = input[position..].IndexOf(lineFeed);
        if (feed < 0) return false;
        start = new SearchStart(position + feed + 1, start.Anchor);
        return true;
    }

    // Widens the middle part's match [matchStart, matchEnd) to the regex's: to the line's end (or, with `lastLiteral`, to
    // the end of its last occurrence in the line), and back to the line's start (not before the search's) when the regex
    // starts with `.*`. The middle part's match ends inside its line.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void LineAround<T>(ReadOnlySpan<T> input, int from, T lineFeed, ReadOnlySpan<T> lastLiteral, ref int matchStart, ref int matchEnd)
        where T : IEquatable<T>
    {
        int end = input[matchEnd..].IndexOf(lineFeed);
        int lineEnd = end < 0 ? input.Length : matchEnd + end;
        matchEnd = lastLiteral.IsEmpty ? lineEnd : matchStart + input[matchStart..lineEnd].LastIndexOf(lastLiteral) + lastLiteral.Length;
        if (_leadingDotStar) matchStart = from + input[from..matchStart].LastIndexOf(lineFeed) + 1;
    }
}
