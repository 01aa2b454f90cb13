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
        _ascii is not null ? _ascii.Describe()
        : _searcher is not null ? $"Hotpath.Text's multi-string search ({_searcher.Algorithm}){IgnoringCase(_searcher.Options.IgnoreCase)}"
        : $"Hotpath.Text's substring search{IgnoringCase(_single!.Comparison == StringComparison.OrdinalIgnoreCase)}";

    // The spellings searched as their words (see CaseSpelledWords).
    private static string IgnoringCase(bool ignoreCase) => ignoreCase ? " of the words they spell, ignoring case" : "";
}
