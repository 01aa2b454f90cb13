namespace Hotpath.RegularExpressions.Meta;

internal sealed partial class RunSequenceStrategy
{
    /// <inheritdoc/>
    public override IEnumerable<(string Aspect, string Detail)> Explain()
    {
        foreach (var line in base.Explain()) yield return line;
        yield return ("anchor", AnchorDescription());
        if (_tails is not null) yield return ("optional groups", $"{_tails.Length} after the last part, each walked or skipped");
    }

    // What the walks start from, as found by the search in FindFromAnchors.
    private string AnchorDescription()
    {
        if (_anchoredAtStart) return "the search's start: one walk";
        if (_lineStarts is not null) return "the line starts: a walk from each";
        if (_atLineEnds) return "the line ends: a walk back from each";
        string part = $"part {_anchor + 1} of {_parts.Length}";
        if (_anchorLiteral is not null) return $"{part}, the literal {StrategyCatalog.Quote(_anchorLiteral.Needle)}: a walk from each occurrence";
        if (_anchorWindow is not null) return $"{part}, found as a window of its neighbours' classes: a walk from each";
        return $"{part}, {_anchorUnits.Describe()}: a walk from each";
    }
}
