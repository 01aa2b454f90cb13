using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// How the last forward scan of a search call ended after its first run through an accelerated state (stepped
/// or skipped, see <see cref="LazyDfa.StepsBeforeSkip"/>). A DFA scan is fully
/// determined by its state and position, so a later scan of the same input that is in the same state
/// anywhere inside that stretch would reach the same escape and then repeat the recorded scan
/// unit for unit: it can take the recorded ending instead.
/// </summary>
/// <remarks>
/// This is what makes iterating the matches of <c>.*[^A-Z]|[A-Z]</c> over <c>AAA…A</c> linear (rebar's
/// "quadratic" benchmark): every search reports a one-unit match only after its higher-priority branch has
/// read to the end of the input, and without the memo each of the n searches reads the whole rest again.
/// A scan is recorded only when its match (if any) ended before the stretch: a later search of the
/// call then starts before the stretch and may reach it again. The memo is only trusted within one search call (<see cref="SearchId"/>: the input cannot change there),
/// while the cache keeps its state numbering (<see cref="Clears"/>), and for scans that use no prefilter
/// (a prefilter's skips depend on its own history, not only on the state).
/// </remarks>
internal struct ScanMemo
{
    /// <summary>The search call the memo belongs to (see <see cref="Meta.StrategyCache.SearchId"/>; a cache belongs to one strategy cache); 0 for none.</summary>
    public long SearchId;

    /// <summary>The cache's clear count when the memo was made: a clear renumbers the states.</summary>
    public long Clears;

    /// <summary>Whether the recorded scan stopped at its first match.</summary>
    public bool Earliest;

    /// <summary>The (untagged) id of the accelerated state.</summary>
    public int State;

    /// <summary>Where the recorded run began.</summary>
    public int From;

    /// <summary>Where the run stopped: every unit in [<see cref="From"/>, <see cref="Escape"/>) loops on <see cref="State"/>.</summary>
    public int Escape;

    /// <summary>The recorded scan's last match end before the run (-1 for none).</summary>
    public int LastEndBefore;

    /// <summary>The recorded scan's final match end (-1 for none).</summary>
    public int LastEnd;

    /// <summary>Whether a scan of search <paramref name="searchId"/> in state <paramref name="state"/> at <paramref name="position"/> continues as recorded.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly bool Covers(long searchId, long clears, bool earliest, int state, int position) =>
        SearchId == searchId && searchId != 0 && Clears == clears && Earliest == earliest && State == state && From <= position && position < Escape;

    /// <summary>
    /// The final match end of a scan that reached the recorded stretch with <paramref name="lastEnd"/>: a match
    /// the recorded scan found after its run is found again; otherwise nothing more is.
    /// </summary>
    public readonly int FinalLastEnd(int lastEnd) => LastEnd != LastEndBefore ? LastEnd : lastEnd;
}
