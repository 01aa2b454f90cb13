using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Reads a search's clock every <see cref="LazyDfa.TimeoutCheckUnits"/> units of input that a loop over candidates or
/// matches passes. The engines each loop calls read it only after that many units of their own work (a warm DFA builds
/// no states, where it would read it too), so millions of short candidates or matches would otherwise run to their end
/// whatever the timeout: the candidate loops of the strategies, a count's one-call loops and the regex's match-by-match count.
/// </summary>
internal struct InputClock(int from)
{
    private int _checkAt = from + LazyDfa.TimeoutCheckUnits;

    /// <summary>Reads the clock through <paramref name="cache"/> (when the search has a deadline) once the loop has passed its next check point.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Passed(int position, StrategyCache cache)
    {
        if (position < _checkAt) return;
        cache.ThrowIfTimedOut();
        _checkAt = position + LazyDfa.TimeoutCheckUnits;
    }
}
