using System.Buffers;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// The simple loops of an NFA (a split between a one-class body that returns to it and an exit, as in
/// <c>[^ ]+</c>, <c>[^\]]*?\]</c> or <c>.*?\{</c>) and, for each, the units that end a deterministic run:
/// while the next unit is in the body's class and cannot start the exit, both greedy and lazy loops can
/// only take one more iteration, so the backtracker skips to the next stopping unit with a vectorized
/// search instead of stepping unit by unit. Only loops whose stopping units are few get a searcher.
/// When the exit begins with a fixed sequence of classes (the <c> \{</c> after <c>(.*?)</c>), a stop
/// where the body goes on but that sequence does not follow is crossed too: the exit fails there
/// whatever the slots hold, as the backtracker would find after a few steps. Immutable and thread-safe.
/// </summary>
internal sealed class LoopRuns
{
    /// <summary>The most distinct units a run may stop at (beyond that, stepping is as good).</summary>
    public const int MaxStopUnits = 16;

    /// <summary>The most classes of an exit's leading sequence checked in place.</summary>
    public const int MaxExitClasses = 4;

    private readonly ThompsonNfa _nfa;
    private readonly Loop?[] _loops;

    private LoopRuns(ThompsonNfa nfa, Loop?[] loops)
    {
        _nfa = nfa;
        _loops = loops;
    }

    /// <summary>Whether the split at <paramref name="state"/> is an accelerated loop.</summary>
    public bool IsLoop(int state) => _loops[state] is not null;

    /// <summary>
    /// How many iterations the accelerated loop at <paramref name="state"/> takes deterministically from
    /// <paramref name="from"/>, never reaching <paramref name="last"/>: the distance to the first position
    /// where the body cannot go on or the exit may begin.
    /// </summary>
    public int RunLength(ReadOnlySpan<char> units, int state, int from, int last)
    {
        Loop loop = _loops[state]!;
        int at = from;
        while (true)
        {
            int run = units[at..last].IndexOfAny(loop.Stops);
            if (run < 0) return last - from;
            at += run;
            if (!ExitFailsAt(loop, units, at, last)) return at - from;
            at++;
        }
    }

    // Whether the body goes on at `at` while the exit's leading classes rule it out (the exit then needs
    // them at positions up to `last`, the furthest the search may reach).
    private bool ExitFailsAt(Loop loop, ReadOnlySpan<char> units, int at, int last)
    {
        EquivalenceClasses classes = _nfa.Classes;
        if (loop.ExitSets.Length == 0 || !_nfa.ClassSetContains(loop.BodySet, classes.ClassOf(units[at]))) return false;
        for (int i = 0; i < loop.ExitSets.Length; i++)
        {
            int p = at + i;
            if (p >= last || !_nfa.ClassSetContains(loop.ExitSets[i], classes.ClassOf(units[p]))) return true;
        }
        return false;
    }

    /// <summary>Finds the accelerated loops of <paramref name="nfa"/>, whose first classes are <paramref name="first"/>.</summary>
    public static LoopRuns Build(ThompsonNfa nfa, FirstClasses first)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        var loops = new Loop?[states.Length];
        for (int s = 0; s < states.Length; s++)
        {
            if (states[s].Kind != NfaStateKind.Split) continue;
            int body = states[s].Next, exit = states[s].Alt;
            if (!IsBodyOf(states, body, s))
            {
                (body, exit) = (exit, body);
                if (!IsBodyOf(states, body, s)) continue;
            }
            int bodySet = states[body].Arg;
            if (StopUnits(nfa, first, bodySet, exit) is { } units) loops[s] = new Loop(SearchValues.Create(units), bodySet, ExitSets(states, exit));
        }
        return new LoopRuns(nfa, loops);
    }

    private static bool IsBodyOf(ReadOnlySpan<NfaState> states, int body, int split) =>
        states[body].Kind == NfaStateKind.Class && states[body].Next == split;

    // The units outside the body's class set or able to start the exit; null when there are too many.
    private static char[]? StopUnits(ThompsonNfa nfa, FirstClasses first, int bodySet, int exit) =>
        nfa.Classes.UnitsOf(k => !nfa.ClassSetContains(bodySet, k) || first.MayMatch(exit, k), MaxStopUnits);

    // The class sets the exit's only path consumes first, through saves and gotos (which cannot fail);
    // empty when fewer than two (one class is already in the stopping units).
    private static int[] ExitSets(ReadOnlySpan<NfaState> states, int exit)
    {
        var sets = new List<int>();
        for (int id = exit; sets.Count < MaxExitClasses;)
        {
            NfaState state = states[id];
            if (state.Kind == NfaStateKind.Class) sets.Add(state.Arg);
            else if (state.Kind is not (NfaStateKind.Save or NfaStateKind.Goto)) break;
            id = state.Next;
        }
        return sets.Count < 2 ? [] : [.. sets];
    }

    // An accelerated loop: the units a run stops at, the body's class set and the exit's leading class sets.
    private sealed record Loop(SearchValues<char> Stops, int BodySet, int[] ExitSets);
}
