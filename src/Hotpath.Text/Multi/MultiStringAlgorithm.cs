namespace Hotpath.Text;

/// <summary>The algorithm a multi-pattern searcher runs; <see cref="Auto"/> picks one per pattern set (and per call for short inputs).</summary>
public enum MultiStringAlgorithm
{
    /// <summary>Pick the fastest algorithm for the pattern set; short haystacks may use Rabin-Karp per call.</summary>
    Auto,

    /// <summary>Vectorized Teddy: fingerprints of the first 1–4 code units, verified per bucket. Small sets (at most 16 distinct prefixes) whose prefixes and their case variants are below U+00FF.</summary>
    Teddy,

    /// <summary>Aho-Corasick as a DFA with a flat transition table (fastest automaton, most memory).</summary>
    AhoCorasickDfa,

    /// <summary>Aho-Corasick as an NFA with failure links (compact; used when the DFA does not fit the memory budget).</summary>
    AhoCorasickNfa,

    /// <summary>Rabin-Karp rolling hash over the shortest pattern length (cheap setup; for short haystacks).</summary>
    RabinKarp,

    /// <summary>Single-needle substring search; only for sets with exactly one distinct non-empty pattern, or whose non-empty patterns are exactly all ASCII case spellings of one word (searched once, case-insensitively).</summary>
    Substring,

    /// <summary>
    /// Single-needle search for a run of at least 3 ASCII units that every pattern contains (<c>day</c> in the weekday
    /// names), verifying the patterns around each occurrence; for sets of at most 64 patterns. Auto picks it over Teddy
    /// when the patterns' first units are common letters and the shared run holds a rarer one.
    /// </summary>
    SharedSubstring,

    /// <summary>
    /// Vector probes at the two or three offsets whose units are rarest in text, each accepting the few units the
    /// patterns have there (<c>looking|feeling</c>: <c>g</c> at 6, <c>k</c> or <c>l</c> at 3), verifying the patterns only
    /// where every probe passes; for sets of 2 to 4 ASCII patterns of at most 64 units. Auto picks it over Teddy when the
    /// probes are rare enough and the machine has AVX2.
    /// </summary>
    RareProbes,
}
