using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Reads a count's clock every <see cref="LazyDfa.TimeoutCheckUnits"/> units of input across its matches. A count has one
/// deadline, but each search for a match reads the clock only after that many units of its own, so millions of short
/// matches would otherwise run to their end whatever the timeout.
/// </summary>
internal struct CountClock(int from)
{
    private int _checkAt = from + LazyDfa.TimeoutCheckUnits;

    /// <summary>Reads the clock through <paramref name="cache"/> (when the search has a deadline) once the count has passed its next check point.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Passed(int position, StrategyCache cache)
    {
        if (position < _checkAt) return;
        cache.ThrowIfTimedOut();
        _checkAt = position + LazyDfa.TimeoutCheckUnits;
    }
}
