using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>The search loops shared by the Aho-Corasick DFA and NFA, generic over the transition function.</summary>
internal static class AhoCorasickSearch
{
    /// <summary>
    /// Leftmost search with the standard (non-leftmost) automaton: run until some pattern ends, then keep running
    /// while the current state's depth still reaches back to the best start, because a pattern starting at or
    /// before it may still end later (and win by starting earlier, or by preference at the same start). Once the
    /// live suffix begins after the best start, nothing can beat it.
    /// </summary>
    // Never inlined: inlined into a caller's loop (Count → TryFind → here) the JIT ran out of inlining budget and
    // called the stepper and the unit conversion once per unit (slower on zero-match Rust keyword text).
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static bool FindLeftmost<TStepper, T>(
        TStepper stepper, AhoCorasickTrie trie, PatternSet<T> set, ushort[] classMap, StartUnitPrefilter<T>? prefilter,
        ReadOnlySpan<T> haystack, int start, out StringMatch match)
        where TStepper : struct, IAutomatonStepper, allows ref struct
        where T : unmanaged, IBinaryInteger<T>
    {
        ref ushort map = ref MemoryMarshal.GetArrayDataReference(classMap);
        int mapLength = classMap.Length;
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        int n = haystack.Length;
        int state = 0, i = start;
        while (i < n)
        {
            if (prefilter is not null && stepper.IsStart(state))
            {
                int skip = prefilter.IndexOfAny(haystack.Slice(i));
                if (skip < 0) break;
                i += skip;
            }
            state = stepper.Next(state, UnitClasses.ClassOf(ref map, mapLength, int.CreateTruncating(Unsafe.Add(ref hay, i))));
            i++;
            if (stepper.HasMatch(state)) return Track(stepper, trie, set, ref map, mapLength, haystack, state, i, out match);
        }
        match = default;
        return false;
    }

    private static bool Track<TStepper, T>(
        TStepper stepper, AhoCorasickTrie trie, PatternSet<T> set, ref ushort map, int mapLength, ReadOnlySpan<T> haystack,
        int state, int i, out StringMatch match)
        where TStepper : struct, IAutomatonStepper, allows ref struct
        where T : unmanaged, IBinaryInteger<T>
    {
        int[] depth = trie.Depth, matchLength = trie.MatchLength, matchPattern = trie.MatchPattern;
        int node = stepper.Node(state);
        var best = LeftmostCandidate.None;
        best.Offer(set, matchPattern[node], i - matchLength[node], matchLength[node]);
        ref T hay = ref MemoryMarshal.GetReference(haystack);
        for (int n = haystack.Length; i < n; )
        {
            state = stepper.Next(state, UnitClasses.ClassOf(ref map, mapLength, int.CreateTruncating(Unsafe.Add(ref hay, i))));
            i++;
            node = stepper.Node(state);
            if (i - depth[node] > best.Start) break;
            if (stepper.HasMatch(state)) best.Offer(set, matchPattern[node], i - matchLength[node], matchLength[node]);
        }
        match = best.ToMatch();
        return true;
    }
}
