using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// Builds DFA states from NFA thread sets on demand (the subset construction, one transition at a time),
/// keeping threads in priority order so leftmost-first matching survives determinization.
/// </summary>
/// <remarks>
/// A transition on a symbol runs in two phases. First the assertions left pending in the current state
/// are decided, now that the unit ahead is known (its facts come with the symbol). Then the surviving
/// threads, in priority order, either reach the NFA's match state — which makes the next state a match
/// state and, for <see cref="DfaMatchKind.LeftmostFirst"/>, drops every lower-priority thread — or
/// consume the symbol and expand into the next position's closure, where assertions that only read the
/// unit behind are decided at once and the others are kept pending.
/// </remarks>
internal sealed class Determinizer(ThompsonNfa nfa, DfaAlphabet alphabet, DfaDirection direction, DfaMatchKind matchKind)
{
    /// <summary>Builds the state reached from <paramref name="from"/> on <paramref name="symbol"/>.</summary>
    public DfaState Step(DfaState from, int symbol, LazyDfaCache cache)
    {
        UnitFacts ahead = alphabet.FactsOf(symbol);
        (UnitFacts before, UnitFacts after) = direction == DfaDirection.Forward ? (from.Behind, ahead) : (ahead, from.Behind);

        List<int> resolved = cache.Resolved;
        resolved.Clear();
        cache.Seen.Clear();
        foreach (int thread in from.Threads)
        {
            if (thread == DfaState.Restart) resolved.Add(DfaState.Restart);
            else Closure(thread, before, after, aheadKnown: true, resolved, cache);
        }

        List<int> next = cache.Next;
        next.Clear();
        cache.Seen.Clear();
        bool isMatch = false;
        int nfaClass = alphabet.NfaClassOf(symbol);
        (UnitFacts nextBefore, UnitFacts nextAfter) = direction == DfaDirection.Forward ? (ahead, UnitFacts.None) : (UnitFacts.None, ahead);
        foreach (int thread in resolved)
        {
            if (thread == DfaState.Restart)
            {
                if (nfaClass < 0) continue;
                Closure(nfa.Start, nextBefore, nextAfter, aheadKnown: false, next, cache);
                next.Add(DfaState.Restart);
                continue;
            }
            NfaState state = nfa.States[thread];
            if (state.Kind == NfaStateKind.Match)
            {
                isMatch = true;
                if (matchKind == DfaMatchKind.LeftmostFirst) break;
            }
            else if (nfaClass >= 0 && nfa.ClassSetContains(state.Arg, nfaClass))
            {
                Closure(state.Next, nextBefore, nextAfter, aheadKnown: false, next, cache);
            }
        }
        return new DfaState([.. next], BehindToKeep(next, ahead), isMatch);
    }

    /// <summary>
    /// The state a search starts in at a position whose unit behind (in scan order) has facts
    /// <paramref name="behind"/>; unanchored searches carry the restart pseudo-thread.
    /// </summary>
    public DfaState Start(UnitFacts behind, bool anchored, LazyDfaCache cache)
    {
        List<int> threads = cache.Next;
        threads.Clear();
        cache.Seen.Clear();
        (UnitFacts before, UnitFacts after) = direction == DfaDirection.Forward ? (behind, UnitFacts.None) : (UnitFacts.None, behind);
        Closure(nfa.Start, before, after, aheadKnown: false, threads, cache);
        if (!anchored) threads.Add(DfaState.Restart);
        return new DfaState([.. threads], BehindToKeep(threads, behind), isMatch: false);
    }

    // Only pending assertions read the facts behind a state; dropping them otherwise keeps states that
    // differ in nothing else from being built twice.
    private UnitFacts BehindToKeep(List<int> threads, UnitFacts behind)
    {
        foreach (int thread in threads)
        {
            if (thread != DfaState.Restart && nfa.States[thread].Kind == NfaStateKind.Look) return behind;
        }
        return UnitFacts.None;
    }

    /// <summary>
    /// Appends, in priority order, the consuming, matching and still-undecidable states reachable from
    /// <paramref name="root"/> through epsilon transitions and assertions that hold.
    /// </summary>
    private void Closure(int root, UnitFacts before, UnitFacts after, bool aheadKnown, List<int> output, LazyDfaCache cache)
    {
        ReadOnlySpan<NfaState> states = nfa.States;
        int[] stack = cache.Stack;
        int depth = 0;
        stack[depth++] = root;
        while (depth > 0)
        {
            int id = stack[--depth];
            if (!cache.Seen.Insert(id)) continue;
            NfaState state = states[id];
            switch (state.Kind)
            {
                case NfaStateKind.Class:
                case NfaStateKind.Match:
                    output.Add(id);
                    break;
                case NfaStateKind.Split:
                    Push(ref stack, ref depth, state.Alt, cache);
                    Push(ref stack, ref depth, state.Next, cache);
                    break;
                case NfaStateKind.Goto:
                case NfaStateKind.Save:
                    Push(ref stack, ref depth, state.Next, cache);
                    break;
                case NfaStateKind.Look:
                    var look = (LookKind)state.Arg;
                    bool decidable = aheadKnown || (direction == DfaDirection.Forward ? !LookFacts.NeedsAfter(look) : !LookFacts.NeedsBefore(look));
                    if (!decidable) output.Add(id);
                    else if (LookFacts.Holds(look, before, after)) Push(ref stack, ref depth, state.Next, cache);
                    break;
                case NfaStateKind.Fail:
                    break;
                default:
                    throw new InvalidOperationException($"The DFA cannot run NFA state kind {state.Kind}.");
            }
        }
    }

    private static void Push(ref int[] stack, ref int depth, int id, LazyDfaCache cache)
    {
        if (depth == stack.Length)
        {
            Array.Resize(ref stack, stack.Length * 2);
            cache.Stack = stack;
        }
        stack[depth++] = id;
    }
}
