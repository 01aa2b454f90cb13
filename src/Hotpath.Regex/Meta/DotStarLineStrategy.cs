using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for a regex that ends with greedy <c>.*</c> and may start with it, around a part that never matches a
/// line break, without groups: <c>.*=.*</c>, <c>.*error.*</c>, <c>Exception: .*</c>. The middle part's own strategy
/// finds its leftmost occurrence and the line around it gives the match, so no automaton reads the rest of the line
/// or, with the leading <c>.*</c>, its beginning again. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Why the line is the match. The middle part <c>R</c> and <c>.</c> (every unit but <c>\n</c>) never cross a line
/// break, so a match lies in one line. A trailing greedy <c>.*</c> always takes the line to its end, and nothing after it
/// can fail, whichever way <c>R</c> matched. Without a leading <c>.*</c> the regex matches where <c>R</c> first
/// does, so the match starts at <c>R</c>'s leftmost match. With one, a match starts at a position of the line before
/// an occurrence of <c>R</c>, and the leftmost such position is the line's start (or the search's start, when that
/// is later): the first line with an occurrence at or after the search start holds the match.</para>
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

    private DotStarLineStrategy(Strategy middle, bool leadingDotStar) => (_middle, _leadingDotStar) = (middle, leadingDotStar);

    /// <summary>
    /// The strategy for <paramref name="hir"/> when it has the shape (see the type's remarks), its middle part built by
    /// <paramref name="buildMiddle"/>; else null, having built nothing.
    /// </summary>
    public static DotStarLineStrategy? TryCreate(RegexHir hir, Func<RegexHir, Strategy> buildMiddle)
    {
        ArgumentNullException.ThrowIfNull(hir);
        ArgumentNullException.ThrowIfNull(buildMiddle);
        if (hir.GroupNumbers.Length != 1 || hir.Root is not HirConcat { Parts: var parts }) return null;
        int leading = 0;
        while (leading < parts.Length && IsDotStar(parts[leading])) leading++;
        int trailing = 0;
        while (trailing < parts.Length - leading && IsDotStar(parts[^(trailing + 1)])) trailing++;
        if (trailing == 0 || leading + trailing == parts.Length) return null;
        HirNode middle = parts.Length - leading - trailing == 1 ? parts[leading] : new HirConcat(parts[leading..^trailing]);
        if (HirConsumption.CanConsume(middle, '\n') || HirFacts.HasLook(middle, look => look == LookKind.SearchStart)) return null;
        var middleHir = new RegexHir(middle, hir.GroupNumbers, hir.GroupNames, hir.GroupNumberByName, hir.Options, hir.Culture);
        return new DotStarLineStrategy(buildMiddle(middleHir), leading > 0);
    }

    private static bool IsDotStar(HirNode node) =>
        node is HirRepeat { Min: 0, Max: HirRepeat.Unbounded, Greedy: true, Sub: HirClass { Set: var set } } && set.Equals(s_dot);

    /// <inheritdoc/>
    public override int SlotCount => 2;

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => _middle.CreateCache();

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) => _middle.IsMatch(input, start, cache);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        if (!_middle.TryFindSpan(input, start, cache, out matchStart, out matchEnd)) return false;
        LineAround(input, start.Position, '\n', ref matchStart, ref matchEnd);
        return true;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(input, start, cache, out slots[0], out slots[1]);

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) => _middle.IsMatch(utf8, start, cache);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd)
    {
        if (!_middle.TryFindSpan(utf8, start, cache, out matchStart, out matchEnd)) return false;
        LineAround(utf8, start.Position, (byte)'\n', ref matchStart, ref matchEnd);
        return true;
    }

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots) =>
        TryFindSpan(utf8, start, cache, out slots[0], out slots[1]);

    // Widens the middle part's match [matchStart, matchEnd) to the regex's: to the line's end, and back to the line's
    // start (not before the search's) when the regex starts with `.*`. The middle part's match ends inside its line.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void LineAround<T>(ReadOnlySpan<T> input, int from, T lineFeed, ref int matchStart, ref int matchEnd)
        where T : IEquatable<T>
    {
        int end = input[matchEnd..].IndexOf(lineFeed);
        matchEnd = end < 0 ? input.Length : matchEnd + end;
        if (_leadingDotStar) matchStart = from + input[from..matchStart].LastIndexOf(lineFeed) + 1;
    }
}
