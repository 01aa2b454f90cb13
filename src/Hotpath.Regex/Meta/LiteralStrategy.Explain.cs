namespace Hotpath.RegularExpressions.Meta;

internal sealed partial class LiteralStrategy
{
    /// <inheritdoc/>
    public override IEnumerable<(string Aspect, string Detail)> Explain()
    {
        foreach (var line in base.Explain()) yield return line;
        yield return ("literals", StrategyCatalog.OneOf("literals", _literals));
        yield return ("search", SearchDescription());
    }

    // Which search the constructor chose.
    private string SearchDescription() =>
        _prefix is not null ? "for the prefix the literals share, then each literal in order"
        : _packed is not null ? "the runtime's packed multi-string search (SearchValues<string>)"
        : _searcher is not null ? $"Hotpath.Text's multi-string search ({_searcher.Algorithm})"
        : "Hotpath.Text's substring search";
}
