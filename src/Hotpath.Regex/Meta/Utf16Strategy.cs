namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// A strategy that answers UTF-16 input itself and leaves UTF-8 input to a fallback strategy built for the same
/// regex (whose scratch it also uses). Is-match questions are span searches. Immutable and thread-safe when the
/// derived strategy is.
/// </summary>
/// <param name="fallback">The strategy for UTF-8 input.</param>
internal abstract class Utf16Strategy(Strategy fallback) : Strategy
{
    /// <inheritdoc/>
    public sealed override StrategyCache CreateCache() => fallback.CreateCache();

    /// <inheritdoc/>
    public sealed override bool IsMatch(ReadOnlySpan<char> input, SearchStart start, StrategyCache cache) =>
        TryFindSpan(input, start, cache, out _, out _);

    /// <inheritdoc/>
    public sealed override bool IsMatch(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache) => fallback.IsMatch(utf8, start, cache);

    /// <inheritdoc/>
    public override IEnumerable<(string Aspect, string Detail)> Explain() =>
        base.Explain().Append(("UTF-8 input", fallback.Name + string.Concat(fallback.Explain().Skip(1).Select(e => $"; {e.Aspect}: {e.Detail}"))));

    /// <inheritdoc/>
    public sealed override bool TryFindSpan(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, out int matchStart, out int matchEnd) =>
        fallback.TryFindSpan(utf8, start, cache, out matchStart, out matchEnd);

    /// <inheritdoc/>
    public sealed override bool TryFindCaptures(ReadOnlySpan<byte> utf8, SearchStart start, StrategyCache cache, Span<int> slots) =>
        fallback.TryFindCaptures(utf8, start, cache, slots);
}
