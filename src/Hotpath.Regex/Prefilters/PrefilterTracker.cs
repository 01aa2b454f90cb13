namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Watches how much a prefilter skips during one search call and switches it off while it does not pay, trying it again
/// further on: a text's parts differ (a table of numbers, then prose), and one verdict for all of it would keep the
/// prefilter off where it pays, or on where it does not.
/// </summary>
/// <remarks>
/// The rule: over each window of <see cref="MinCandidates"/> candidates, if the candidates advanced the search by fewer
/// than the prefilter's <see cref="Prefilter.MinAverageSkip"/> units each on average, the prefilter is off for the next
/// stretch of units. Below that rate the cost of the prefilter's call, restarting the scan and confirming each candidate
/// exceeds what a plain engine run over the same units costs. The stretch starts at <see cref="MinReprobeUnits"/> and
/// doubles with each off verdict in a row, up to <see cref="ReprobeUnits"/>: a dense patch (a list of short quoted words in source code) then costs the plain engine
/// only its own length, while a text dense throughout pays a failed window of candidates only once per doubling stretch.
/// A window that keeps the prefilter on starts the stretches over. The counts are deterministic, so tests can assert
/// them.
/// </remarks>
internal struct PrefilterTracker
{
    /// <summary>How many candidates make one window of the verdict.</summary>
    public const int MinCandidates = 64;

    /// <summary>
    /// The minimum average number of units skipped per candidate for a prefilter to stay on, unless its call costs less
    /// than most (see <see cref="Prefilter.MinAverageSkip"/>).
    /// </summary>
    public const int MinAverageSkip = 16;

    /// <summary>The same for a prefilter whose call is one vectorized class scan, which costs a few engine steps.</summary>
    public const int MinAverageSkipOfClassScan = 6;

    /// <summary>The most units the prefilter stays off before it is tried again.</summary>
    public const int ReprobeUnits = 1 << 16;

    /// <summary>How many units the prefilter stays off after its first off verdict (or one after an on verdict).</summary>
    public const int MinReprobeUnits = 1 << 12;

    private int _candidates;
    private long _skippedUnits;
    private bool _off;
    // The next off stretch; 0 stands for MinReprobeUnits, so that default(PrefilterTracker) is a fresh tracker.
    private int _nextOffUnits;

    /// <summary>A tracker for a new search call: the prefilter starts on.</summary>
    public static PrefilterTracker Start() => default;

    /// <summary>Where the prefilter, while off, is tried again.</summary>
    public long ReprobeAt { get; private set; }

    /// <summary>Whether the prefilter should be used at <paramref name="position"/>: on, or off but due to be tried again.</summary>
    public bool IsActiveAt(int position)
    {
        if (!_off) return true;
        if (position < ReprobeAt) return false;
        _off = false;
        return true;
    }

    /// <summary>
    /// Records a candidate at <paramref name="position"/> found <paramref name="skipped"/> units after where the scan
    /// started, by a prefilter that must skip <paramref name="minAverageSkip"/> units per candidate to pay.
    /// </summary>
    public void Record(int skipped, int position, int minAverageSkip = MinAverageSkip)
    {
        _candidates++;
        _skippedUnits += skipped;
        if (_candidates < MinCandidates) return;
        if (_skippedUnits < (long)_candidates * minAverageSkip)
        {
            int offUnits = Math.Max(_nextOffUnits, MinReprobeUnits);
            _off = true;
            ReprobeAt = (long)position + offUnits;
            _nextOffUnits = Math.Min(2 * offUnits, ReprobeUnits);
        }
        else
        {
            _nextOffUnits = 0;
        }
        (_candidates, _skippedUnits) = (0, 0);
    }
}
