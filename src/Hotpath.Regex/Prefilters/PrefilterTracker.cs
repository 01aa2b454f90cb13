namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Watches how much a prefilter skips during one search and switches it off when it stops paying.
/// Lives in the per-search scratch, so it starts fresh for every search.
/// </summary>
/// <remarks>
/// The rule: after <see cref="MinCandidates"/> candidates, if the candidates have on average advanced the
/// search by fewer than <see cref="MinAverageSkip"/> units each, the prefilter is off for the rest of the
/// search. Below that rate the cost of restarting the scan and confirming each candidate exceeds what a
/// plain engine run over the same units costs. The counts are deterministic, so tests can assert them.
/// </remarks>
internal struct PrefilterTracker
{
    /// <summary>How many candidates are observed before the prefilter can be judged.</summary>
    public const int MinCandidates = 64;

    /// <summary>The minimum average number of units skipped per candidate for the prefilter to stay on.</summary>
    public const int MinAverageSkip = 16;

    private int _candidates;
    private long _skippedUnits;

    /// <summary>Whether the prefilter should still be used in this search.</summary>
    public bool IsActive { get; private set; }

    /// <summary>A tracker for a new search: the prefilter starts on.</summary>
    public static PrefilterTracker Start() => new() { IsActive = true };

    /// <summary>The candidates seen so far in this search.</summary>
    public readonly int Candidates => _candidates;

    /// <summary>Records a candidate found <paramref name="skipped"/> units after where the scan started.</summary>
    public void Record(int skipped)
    {
        _candidates++;
        _skippedUnits += skipped;
        if (_candidates >= MinCandidates && _skippedUnits < (long)_candidates * MinAverageSkip) IsActive = false;
    }
}
