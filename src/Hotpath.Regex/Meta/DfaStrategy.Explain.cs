namespace Hotpath.RegularExpressions.Meta;

internal sealed partial class DfaStrategy
{
    /// <inheritdoc/>
    public override IEnumerable<(string Aspect, string Detail)> Explain()
    {
        foreach (var line in base.Explain()) yield return line;
        if (_anchoredAtStart) yield return ("search", "anchored at the start: one forward run from the search's start");
        else if (_anchoredAtEnd) yield return ("search", "anchored at the end: one reverse run from the input's end");
        else if (_inner is not null) yield return ("search", $"for the inner literal {StrategyCatalog.Quote(_inner.Needle)}, then a reverse run to the match start and a forward run to its end");
        else if (_suffix is not null) yield return ("search", $"for the suffix literal {StrategyCatalog.Quote(_suffix.Literal.Needle)}, then a reverse run to the match start (when safe for the regex)");
        else if (_startsAtLineStart) yield return ("search", "line by line: a forward run from each line start");
        else yield return ("search", "a forward run to the match end, then a reverse run to its start");
        if (_prefilter is not null) yield return ("prefilter", _prefilter.Describe() + (_prefilter.SupportsUtf8 ? "" : " (UTF-16 only)"));
        if (_required is not null) yield return ("required literal", StrategyCatalog.Quote(_required.Needle) + ": inputs without it are answered at once");
        if (_lines is not null) yield return ("lines", "only the lines that hold the required literal are searched");
        if (_fixedLength is { } length) yield return ("match length", $"always {length}: the start follows from the end");
    }
}
