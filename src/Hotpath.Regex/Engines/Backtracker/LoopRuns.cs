using System.Buffers;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// The simple loops of an NFA (a split between a one-class body that returns to it and an exit, as in
/// <c>[^ ]+</c>, <c>[^\]]*?\]</c> or <c>.*?\{</c>) and, for each, the units that end a deterministic run:
/// while the next unit is in the body's class and cannot start the exit, both greedy and lazy loops can
/// only take one more iteration, so the backtracker skips to the next stopping unit with a vectorized
/// search instead of stepping unit by unit. Only loops whose stopping units are few get a searcher.
/// Immutable and thread-safe.
/// </summary>
internal sealed class LoopRuns
{
    /// <summary>The most distinct units a run may stop at (beyond that, stepping is as good).</summary>
    public const int MaxStopUnits = 16;

    private readonly SearchValues<char>?[] _stops;

    private LoopRuns(SearchValues<char>?[] stops) => _stops = stops;

    /// <summary>The units that end a run of the loop at <paramref name="state"/>, or null when it is not an accelerated loop.</summary>
    public SearchValues<char>? StopsOf(int state) => _stops[state];

    /// <summary>Finds the accelerated loops of <paramref name="nfa"/>, whose first classes are <paramref name="first"/>.</summary>
    public static LoopRuns Build(ThompsonNfa nfa, FirstClasses first)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        var stops = new SearchValues<char>?[states.Length];
        for (int s = 0; s < states.Length; s++)
        {
            if (states[s].Kind != NfaStateKind.Split) continue;
            int body = states[s].Next, exit = states[s].Alt;
            if (!IsBodyOf(states, body, s))
            {
                (body, exit) = (exit, body);
                if (!IsBodyOf(states, body, s)) continue;
            }
            if (StopUnits(nfa, first, states[body].Arg, exit) is { } units) stops[s] = SearchValues.Create(units);
        }
        return new LoopRuns(stops);
    }

    private static bool IsBodyOf(ReadOnlySpan<NfaState> states, int body, int split) =>
        states[body].Kind == NfaStateKind.Class && states[body].Next == split;

    // The units outside the body's class set or able to start the exit; null when there are too many.
    private static char[]? StopUnits(ThompsonNfa nfa, FirstClasses first, int bodySet, int exit)
    {
        EquivalenceClasses classes = nfa.Classes;
        ReadOnlySpan<char> starts = classes.ClassStarts;
        var units = new List<char>();
        for (int k = 0; k < classes.Count; k++)
        {
            if (nfa.ClassSetContains(bodySet, k) && !first.MayMatch(exit, k)) continue;
            int end = k + 1 < starts.Length ? starts[k + 1] : char.MaxValue + 1;
            if (units.Count + (end - starts[k]) > MaxStopUnits) return null;
            for (int c = starts[k]; c < end; c++) units.Add((char)c);
        }
        return [.. units];
    }
}
