namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The strategy for regexes whose match from any position is the rest of the input
/// (<see cref="HirFacts.TakesRestOfInput"/>, optionally wrapped in one group): every answer is known
/// without reading a unit, so <c>([\s\S]*)</c> over a megabyte costs what it costs over a byte.
/// Immutable and thread-safe.
/// </summary>
/// <param name="slotCount">2, or 4 when one group wraps the whole regex (it then has the match's bounds).</param>
internal sealed class RestOfInputStrategy(int slotCount) : Strategy
{
    /// <inheritdoc/>
    public override int SlotCount => slotCount;

    /// <inheritdoc/>
    public override StrategyCache CreateCache() => new Cache();

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) => start.Position <= input.Length;

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        Span(start.Position, input.Length, out matchStart, out matchEnd);

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache, Span<int> slots) =>
        Fill(start.Position, input.Length, slots);

    /// <inheritdoc/>
    public override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) => start.Position <= utf8.Length;

    /// <inheritdoc/>
    public override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        Span(start.Position, utf8.Length, out matchStart, out matchEnd);

    /// <inheritdoc/>
    public override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots) =>
        Fill(start.Position, utf8.Length, slots);

    private static bool Span(int position, int end, out int matchStart, out int matchEnd)
    {
        bool found = position <= end;
        (matchStart, matchEnd) = found ? (position, end) : (-1, -1);
        return found;
    }

    private bool Fill(int position, int end, Span<int> slots)
    {
        if (!Span(position, end, out int matchStart, out int matchEnd)) return false;
        for (int slot = 0; slot < slotCount; slot += 2) (slots[slot], slots[slot + 1]) = (matchStart, matchEnd);
        return true;
    }

    /// <summary>No scratch is needed; the base class carries the timeout budget.</summary>
    private sealed class Cache : StrategyCache;
}
