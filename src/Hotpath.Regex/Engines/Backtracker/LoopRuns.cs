using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Engines.Backtracker;

/// <summary>
/// The simple loops of an NFA (a split between a one-class body that returns to it and an exit, as in
/// <c>[^ ]+</c>, <c>[^\]]*?\]</c> or <c>.*?\{</c>) and how to find where a deterministic run of them ends:
/// while the body can go on and the exit cannot begin, both greedy and lazy loops can only take one more
/// iteration, so the backtracker skips to the run's end with vectorized searches instead of stepping
/// unit by unit. When the exit begins with a fixed sequence of classes (the <c> \{</c> after
/// <c>(.*?)</c>), the search looks for its rarest class (the <c>{</c>) and checks the rest in place: the
/// exit fails wherever that sequence does not follow, whatever the slots hold. Loops whose stopping units are
/// many search for the first unit outside the units they go on over instead (see <see cref="StopUnits"/>). Immutable
/// and thread-safe.
/// </summary>
internal sealed class LoopRuns
{
    /// <summary>The most distinct units a run searches for (beyond that, it searches for the first unit outside the units it goes on over).</summary>
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
    /// <paramref name="from"/> without passing <paramref name="last"/>: the distance to the first position
    /// where the body cannot go on or the exit may begin.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int RunLength(ReadOnlySpan<char> units, int state, int from, int last)
    {
        Loop loop = _loops[state]!;
        for (int at = from; ;)
        {
            // No stop before `last`: an exit would need its searched class before `last`, so none begins.
            int hit = loop.Stops.IndexIn(units[at..last]);
            if (hit < 0) return last - from;
            hit += at;
            // With no exit sequence to check, the first stop ends the run whether the body ends or the exit may begin there.
            if (loop.ExitSets.Length == 0) return hit - from;
            if (!Contains(loop.BodySet, loop.BodyAscii, units[hit]))
            {
                // The body ends here; an exit may still begin a little earlier, with the searched class here or later.
                for (int p = Math.Max(from, hit - loop.Searched); p < hit; p++)
                {
                    if (ExitMayBeginAt(loop, units, p, last)) return p - from;
                }
                return hit - from;
            }
            int start = hit - loop.Searched;
            if (start >= from && ExitMayBeginAt(loop, units, start, last)) return start - from;
            at = hit + 1;
        }
    }

    // Whether the exit's leading classes match from `p` within the positions the search may reach.
    private bool ExitMayBeginAt(Loop loop, ReadOnlySpan<char> units, int p, int last)
    {
        int[] sets = loop.ExitSets;
        if (p + sets.Length > last) return sets.Length == 0;
        for (int i = 0; i < sets.Length; i++)
        {
            if (!Contains(sets[i], loop.ExitAscii[i], units[p + i])) return false;
        }
        return true;
    }

    // Whether class set `set`, whose ASCII members are `ascii`, holds `unit`: one bit test for ASCII units (a run stops
    // at a unit just read, so this is the chain of loads after each search), the class map and set otherwise.
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool Contains(int set, AsciiSet ascii, char unit) =>
        unit < 128 ? ascii.Contains(unit) : _nfa.ClassSetContains(set, _nfa.Classes.ClassOf(unit));

    /// <summary>Finds the accelerated loops of <paramref name="nfa"/>, whose first classes are <paramref name="first"/>.</summary>
    public static LoopRuns Build(ThompsonNfa nfa, FirstClasses first)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        var loops = new Loop?[states.Length];
        for (int s = 0; s < states.Length; s++)
        {
            if (states[s].Kind != NfaStateKind.Split) continue;
            int body = states[s].Next, exit = states[s].Alt;
            bool greedy = IsBodyOf(states, body, s);
            if (!greedy)
            {
                (body, exit) = (exit, body);
                if (!IsBodyOf(states, body, s)) continue;
            }
            loops[s] = TryBuildLoop(nfa, first, states[body].Arg, exit, greedy && AlwaysMatches(states, exit));
        }
        return new LoopRuns(nfa, loops);
    }

    private static bool IsBodyOf(ReadOnlySpan<NfaState> states, int body, int split) =>
        states[body].Kind == NfaStateKind.Class && states[body].Next == split;

    // Whether a path from `state` reaches the match without reading a unit or checking an assertion: after a greedy
    // loop, such an exit succeeds wherever the loop's run ends, so the search never comes back into the run.
    private static bool AlwaysMatches(ReadOnlySpan<NfaState> states, int state)
    {
        var seen = new HashSet<int>();
        var pending = new Stack<int>([state]);
        while (pending.TryPop(out int id))
        {
            if (!seen.Add(id)) continue;
            NfaState s = states[id];
            switch (s.Kind)
            {
                case NfaStateKind.Match: return true;
                case NfaStateKind.Save or NfaStateKind.Goto: pending.Push(s.Next); break;
                case NfaStateKind.Split:
                    pending.Push(s.Next);
                    pending.Push(s.Alt);
                    break;
            }
        }
        return false;
    }

    // The run searches for the units outside the body and for the rarest class of the exit's leading
    // sequence (its first classes when it has none); null when the run never starts. A greedy loop whose exit always
    // matches (`[\w.-]+` in `https?://([\w.-]+)(/[\w./-]*)?`) runs over the whole body wherever the exit could begin.
    private static Loop? TryBuildLoop(ThompsonNfa nfa, FirstClasses first, int bodySet, int exit, bool exitAlwaysMatches)
    {
        int[] sets = exitAlwaysMatches ? [] : ExitSets(nfa.States, exit);
        int searched = 0;
        long lightest = long.MaxValue;
        for (int i = 0; i < sets.Length; i++)
        {
            int set = sets[i];
            if (nfa.Classes.UnitsOf(k => nfa.ClassSetContains(set, k), MaxStopUnits) is { } members && UnitRarity.Weight(members) < lightest)
            {
                (searched, lightest) = (i, UnitRarity.Weight(members));
            }
        }
        Func<int, bool> exitMayStart = exitAlwaysMatches ? _ => false
            : sets.Length == 0
            ? k => first.MayMatch(exit, k)
            : k => nfa.ClassSetContains(sets[searched], k);
        char[]? stops = nfa.Classes.UnitsOf(k => !nfa.ClassSetContains(bodySet, k) || exitMayStart(k), MaxStopUnits);
        StopUnits? search = stops is { Length: > 0 } ? new StopUnits(stops) : StopUnits.Outside(nfa.Classes, k => nfa.ClassSetContains(bodySet, k) && !exitMayStart(k));
        return search is null ? null : new Loop(search, bodySet, AsciiSet.Of(nfa, bodySet), sets, Array.ConvertAll(sets, set => AsciiSet.Of(nfa, set)), searched);
    }

    // The class sets the exit's only path consumes first, through saves and gotos (which cannot fail);
    // empty when fewer than two (a single class is as well served by the first classes).
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

    // An accelerated loop: the units a run stops at, the body's class set, the exit's leading class sets
    // (each with its ASCII members) and which of them the run searches for.
    private sealed record Loop(StopUnits Stops, int BodySet, AsciiSet BodyAscii, int[] ExitSets, AsciiSet[] ExitAscii, int Searched);
}
