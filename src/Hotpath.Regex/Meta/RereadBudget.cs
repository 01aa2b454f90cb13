namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// How much the anchored attempts of a candidate search (see <see cref="DfaStrategy"/>) may read again of what an
/// earlier attempt already read. An attempt that fails after reading past the next candidate (the first dot of
/// "..." for <c>\w+\.\w+</c>) would otherwise hand the rest of the search to the unanchored DFA, which reads every
/// unit; instead the next attempt runs as long as the units read twice, over the whole search, stay within the
/// units the search has passed. Work stays linear, at most a few reads per unit. Where candidates are dense (every
/// letter of a word for <c>[A-Za-z]{8,13}</c>) the first overlap already exceeds the progress, and the unanchored
/// DFA, the better engine there, takes over at once.
/// </summary>
/// <param name="from">Where the search began.</param>
internal struct RereadBudget(int from)
{
    private long _reread;

    /// <summary>
    /// Whether an attempt at <paramref name="candidate"/> may run when the attempts before it read up to
    /// <paramref name="readTo"/>. Each attempt reads at most up to its successor's candidate plus what it reads past
    /// it, and this charges the latter, so attempts read the input at most a few times over.
    /// </summary>
    public bool Allows(int candidate, int readTo)
    {
        if (candidate >= readTo) return true;
        _reread += readTo - candidate;
        return _reread <= (long)candidate - from;
    }
}
