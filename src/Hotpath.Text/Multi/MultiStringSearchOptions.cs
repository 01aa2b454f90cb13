namespace Hotpath.Text;

/// <summary>Options for <see cref="MultiStringSearcher"/> and <see cref="Utf8MultiStringSearcher"/>; every property has a documented default.</summary>
public sealed record MultiStringSearchOptions
{
    /// <summary>The default for <see cref="MemoryBudgetBytes"/>: 64 MiB.</summary>
    public const long DefaultMemoryBudgetBytes = 64L * 1024 * 1024;

    /// <summary>The default for <see cref="MaxPatterns"/>: one million.</summary>
    public const int DefaultMaxPatterns = 1_000_000;

    /// <summary>Which match wins when several overlap; default <see cref="MultiStringMatchKind.LeftmostFirst"/>.</summary>
    public MultiStringMatchKind MatchKind { get; init; } = MultiStringMatchKind.LeftmostFirst;

    /// <summary>
    /// Compare with <see cref="StringComparison.OrdinalIgnoreCase"/> semantics (per UTF-16 code unit, and a well-formed surrogate pair as one scalar, as the BCL does);
    /// default false (<see cref="StringComparison.Ordinal"/>).
    /// </summary>
    public bool IgnoreCase { get; init; }

    /// <summary>Force one algorithm (for tests and benchmarks); default <see cref="MultiStringAlgorithm.Auto"/>.</summary>
    public MultiStringAlgorithm Algorithm { get; init; } = MultiStringAlgorithm.Auto;

    /// <summary>The most patterns a searcher accepts; more throws <see cref="ArgumentException"/>. Default <see cref="DefaultMaxPatterns"/>.</summary>
    public int MaxPatterns { get; init; } = DefaultMaxPatterns;

    /// <summary>
    /// The most memory the automaton may use. Auto builds an Aho-Corasick DFA only when it fits, otherwise the NFA;
    /// when even the NFA does not fit, construction throws <see cref="ArgumentException"/>. Default <see cref="DefaultMemoryBudgetBytes"/>.
    /// </summary>
    public long MemoryBudgetBytes { get; init; } = DefaultMemoryBudgetBytes;

    /// <summary>
    /// Build Auto's Aho-Corasick DFA on the first search that needs it rather than during construction: until searches
    /// have read about as many units as its table has cells (roughly what filling it costs), the NFA over the same trie
    /// answers them. Construction then costs less and holds only the NFA's tables, which pays for searchers built for a
    /// few short inputs; the search that builds the DFA allocates its table, once, and <see cref="MultiStringSearcher.MemoryBytes"/>
    /// grows with it. Default false: construction builds everything and no search allocates.
    /// </summary>
    public bool DeferDfa { get; init; }
}
