namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// Whether a <see cref="BoundedBacktracker"/> search records its visits; a type argument, so each search
/// loop is compiled with the checks or without them.
/// </summary>
internal interface IVisitPolicy
{
    /// <summary>True: every (join state, variant, position) is visited at most once (the linear bound). False:
    /// no record is kept and the search stops at a step budget instead.</summary>
    static abstract bool RecordsVisits { get; }
}

/// <summary>Records visits in the cache's bitset: O(states × input) whatever the pattern.</summary>
internal readonly struct RecordVisits : IVisitPolicy
{
    /// <inheritdoc/>
    public static bool RecordsVisits => true;
}

/// <summary>
/// Keeps no record and gives up past a step budget linear in the window: matches that backtrack little (a
/// line's parse) skip clearing the bitset and the check per join state, and a search that would backtrack
/// more starts over with <see cref="RecordVisits"/>, so the total stays linear.
/// </summary>
internal readonly struct SkipVisits : IVisitPolicy
{
    /// <inheritdoc/>
    public static bool RecordsVisits => false;
}
