using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// Picks the engine for a pattern set. Auto: one distinct pattern, or all ASCII case spellings of one word →
/// substring search; a small set whose
/// leading units fingerprint cleanly → Teddy, or the search for a rarer run all its patterns share when those
/// leading units are common letters, or else rare-unit probes for 2 to 4 ASCII patterns with rare units at common offsets; otherwise Aho-Corasick, as a DFA (built by the first search that needs it with DeferDfa) when it fits the memory
/// budget, else as an NFA.
/// </summary>
internal static class EngineSelection
{
    public static MultiPatternEngine<T> Select<T>(PatternSet<T> set, MultiStringSearchOptions options) where T : unmanaged, IBinaryInteger<T>
    {
        switch (options.Algorithm)
        {
            case MultiStringAlgorithm.Auto:
                return SinglePatternEngine<T>.TryCreate(set)
                    ?? (MultiPatternEngine<T>?)CaseClosureEngine<T>.TryCreate(set)
                    ?? TeddyOrSharedSubstring(set)
                    ?? BuildAhoCorasick(set, options.MemoryBudgetBytes, options.DeferDfa);
            case MultiStringAlgorithm.Substring:
                return SinglePatternEngine<T>.TryCreate(set) ?? (MultiPatternEngine<T>?)CaseClosureEngine<T>.TryCreate(set) ?? throw NotApplicable(options.Algorithm,
                    "the set must have exactly one distinct non-empty pattern (and be case-sensitive for UTF-8), or be case-sensitive and hold exactly all ASCII case spellings of one word");
            case MultiStringAlgorithm.Teddy:
                return TeddyEngine<T>.TryCreate(set) ?? throw NotApplicable(options.Algorithm,
                    $"the set must have at most {TeddyMasks.MaxPatterns} patterns with at most {TeddyMasks.MaxDistinctFingerprints} distinct leading units (up to {TeddyMasks.MaxFingerprintLength})");
            case MultiStringAlgorithm.SharedSubstring:
                return SharedSubstringEngine<T>.TryCreate(set) ?? throw NotApplicable(options.Algorithm,
                    $"the set's non-empty patterns (at least two distinct, at most {SharedSubstring.MaxPlacements}) must all contain one ASCII run of at least {SharedSubstring.MinLength} units, in at most {SharedSubstring.MaxPlacements} places in all");
            case MultiStringAlgorithm.RareProbes:
                return RareProbeEngine<T>.TryCreate(set) ?? throw NotApplicable(options.Algorithm,
                    $"the set must have 2 to {RareProbeSet.MaxPatterns} non-empty patterns of at most {RareProbeSet.MaxPatternLength} ASCII units (no U+0000), with at least two offsets within the shortest where the patterns have at most {RareProbeSet.MaxUnitsPerProbe} distinct units");
            case MultiStringAlgorithm.RabinKarp:
                return new RabinKarpEngine<T>(set);
            case MultiStringAlgorithm.AhoCorasickDfa:
            {
                var classes = UnitClasses.Build(set);
                var trie = AhoCorasickTrie.Build(set, classes);
                long bytes = AhoCorasickDfa<T>.EstimateBytes(trie, classes);
                if (bytes > options.MemoryBudgetBytes) throw OverBudget("DFA", bytes, options.MemoryBudgetBytes);
                return AhoCorasickDfa<T>.Build(set, classes, trie);
            }
            case MultiStringAlgorithm.AhoCorasickNfa:
                return BuildAhoCorasickNfa(set, options.MemoryBudgetBytes);
            default:
                throw new ArgumentOutOfRangeException(nameof(options), options.Algorithm, "Unknown MultiStringAlgorithm.");
        }
    }

    /// <summary>
    /// Teddy when the set fits it (but not for patterns that all start with ideographs, see <see cref="StartsWithIdeographs"/>),
    /// except that a set whose first units are common letters and whose patterns share a
    /// rarer run searches that run instead (see <see cref="SharedSubstringEngine{T}.TryCreateInsteadOf"/>), and failing
    /// that a few patterns with rare units at common offsets are probed there (see
    /// <see cref="RareProbeEngine{T}.TryCreateForAuto"/>); null when Teddy does not fit (nor, then, do the probes: they
    /// take only ASCII sets of up to four patterns, which Teddy always does). Where Teddy scans whole units with AVX-512
    /// VBMI (<see cref="TeddyEngine{T}.WholeUnitScanApplies"/>), one load and a few permutes per 64 units beat both
    /// (in-process: looking|feeling over prose, against the probes and the runtime's <c>SearchValues</c>; the weekday
    /// names ignoring case over a long novel, against the shared run <c>day</c>), so Teddy takes every set it fits
    /// there.
    /// </summary>
    private static MultiPatternEngine<T>? TeddyOrSharedSubstring<T>(PatternSet<T> set) where T : unmanaged, IBinaryInteger<T> =>
        TeddyMasks.TryCreate(set) is { } masks && !(masks.KeepsLowByte && !TeddyEngine<T>.NarrowsInOneInstruction && StartsWithIdeographs(set))
            ? InsteadOfTeddy(set, masks) ?? new TeddyEngine<T>(set, masks)
            : null;

    private static MultiPatternEngine<T>? InsteadOfTeddy<T>(PatternSet<T> set, TeddyMasks masks) where T : unmanaged, IBinaryInteger<T> =>
        !masks.KeepsLowByte && TeddyEngine<T>.WholeUnitScanApplies
            ? null
            : SharedSubstringEngine<T>.TryCreateInsteadOf(set, masks) ?? (MultiPatternEngine<T>?)RareProbeEngine<T>.TryCreateForAuto(set);

    /// <summary>
    /// Whether every pattern starts with a CJK ideograph or a Hangul syllable, of which few enough start patterns for the
    /// Aho-Corasick automaton to skip to them (<see cref="StartUnitPrefilter{T}"/>). Languages written in them spread over
    /// thousands of symbols, so the runtime's search for a few of them stops seldom and costs less than Teddy's lookups
    /// of low bytes where Teddy masks and packs each load (AVX2 without AVX-512): rebar's five Chinese names over its
    /// Chinese subtitles counted faster on the automaton than on Teddy. Where AVX-512 narrows 32 units in one
    /// instruction, Teddy wins, so the rule is not applied there. Cyrillic letters are each common (<c>и</c>,
    /// <c>п</c>), so such sets keep Teddy (rebar's Russian names are many times faster on it).
    /// </summary>
    private static bool StartsWithIdeographs<T>(PatternSet<T> set) where T : unmanaged, IBinaryInteger<T>
    {
        foreach (T[] pattern in set.Folded)
        {
            if (pattern.Length == 0) continue;
            int unit = int.CreateTruncating(pattern[0]);
            if (unit is not (>= 0x3400 and <= 0x4DBF or >= 0x4E00 and <= 0x9FFF or >= 0xF900 and <= 0xFAFF or >= 0xAC00 and <= 0xD7A3)) return false;
        }
        return StartUnitPrefilter<T>.Applies(set);
    }

    /// <summary>
    /// An Aho-Corasick automaton: the DFA when it fits the budget (with <paramref name="deferDfa"/>, built once searching
    /// needs it, see <see cref="DeferredAhoCorasickDfa{T}"/>), else the NFA (which must fit).
    /// </summary>
    public static MultiPatternEngine<T> BuildAhoCorasick<T>(PatternSet<T> set, long budget, bool deferDfa) where T : unmanaged, IBinaryInteger<T>
    {
        var classes = UnitClasses.Build(set);
        var trie = AhoCorasickTrie.Build(set, classes);
        if (AhoCorasickDfa<T>.EstimateBytes(trie, classes) > budget) return BuildNfa(set, classes, trie, budget);
        return deferDfa ? DeferredAhoCorasickDfa<T>.Build(set, classes, trie) : AhoCorasickDfa<T>.Build(set, classes, trie);
    }

    /// <summary>The Aho-Corasick NFA (which must fit the budget).</summary>
    public static AhoCorasickNfa<T> BuildAhoCorasickNfa<T>(PatternSet<T> set, long budget) where T : unmanaged, IBinaryInteger<T>
    {
        var classes = UnitClasses.Build(set);
        return BuildNfa(set, classes, AhoCorasickTrie.Build(set, classes), budget);
    }

    private static AhoCorasickNfa<T> BuildNfa<T>(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie, long budget) where T : unmanaged, IBinaryInteger<T>
    {
        long nfaBytes = AhoCorasickNfa<T>.EstimateBytes(trie, classes);
        if (nfaBytes > budget) throw OverBudget("NFA", nfaBytes, budget);
        return AhoCorasickNfa<T>.Build(set, classes, trie);
    }

    private static ArgumentException NotApplicable(MultiStringAlgorithm algorithm, string requirement) =>
        new($"MultiStringAlgorithm.{algorithm} cannot search this pattern set: {requirement}.", "options");

    // EstimateBytes gives long.MaxValue for a table longer than an array can be: no budget admits it.
    private static ArgumentException OverBudget(string automaton, long bytes, long budget) =>
        bytes == long.MaxValue
            ? new($"The Aho-Corasick {automaton} for these patterns would need a table longer than an array can be, whatever MultiStringSearchOptions.MemoryBudgetBytes allows. Use fewer patterns or another algorithm.", "options")
            : new($"The Aho-Corasick {automaton} for these patterns needs {bytes:N0} bytes, over MultiStringSearchOptions.MemoryBudgetBytes ({budget:N0}). Raise the budget or use fewer patterns.", "options");
}
