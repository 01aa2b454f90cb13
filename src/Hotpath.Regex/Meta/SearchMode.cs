namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// How a strategy's candidate loop ends at a match: returns it (<see cref="FirstMatchMode"/>), or, for a count, counts it
/// and goes on from its end (<see cref="CountInPlaceMode"/>), which spares the count the call, setup and dispatch of a
/// search per match. The JIT compiles one loop per mode.
/// </summary>
internal interface ISearchMode
{
    /// <summary>Whether matches are counted where they are found.</summary>
    static abstract bool CountsInPlace { get; }
}

/// <summary>The candidate loop returns its first match.</summary>
internal readonly struct FirstMatchMode : ISearchMode
{
    /// <inheritdoc/>
    public static bool CountsInPlace => false;
}

/// <summary>The candidate loop counts its matches and goes on from each one's end.</summary>
internal readonly struct CountInPlaceMode : ISearchMode
{
    /// <inheritdoc/>
    public static bool CountsInPlace => true;
}
