using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// Aho-Corasick whose DFA is built when searching first needs it (<see cref="MultiStringSearchOptions.DeferDfa"/>): until the searches have read as many units as the
/// DFA table has cells (about what filling it costs), the NFA over the same trie answers them. A searcher built for a
/// few short inputs then never pays for a table it would not repay (the 300-word set's is 390 KB, which the kernel maps
/// in page by page on first write), and one that searches a corpus builds it on its first call. Thread-safe: the NFA and
/// the DFA are immutable, the DFA is published once (concurrent first builds race, one is kept), and the unit count is a
/// hint that may lose updates, which only delays the build.
/// </summary>
internal sealed class DeferredAhoCorasickDfa<T> : MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private readonly AhoCorasickNfa<T> _nfa;
    private readonly long _buildAfterUnits;
    private AhoCorasickDfa<T>? _dfa;
    private long _unitsSearched;

    private DeferredAhoCorasickDfa(AhoCorasickNfa<T> nfa, long buildAfterUnits)
        : base(nfa.Set) => (_nfa, _buildAfterUnits) = (nfa, buildAfterUnits);

    /// <summary>Links <paramref name="trie"/> for the NFA (whose failure links must not be set yet); the DFA waits.</summary>
    public static DeferredAhoCorasickDfa<T> Build(PatternSet<T> set, UnitClasses classes, AhoCorasickTrie trie) =>
        new(AhoCorasickNfa<T>.Build(set, classes, trie), (long)trie.StateCount * classes.Count);

    /// <summary>The DFA, built now if no search has built it yet.</summary>
    public AhoCorasickDfa<T> Dfa =>
        Volatile.Read(ref _dfa) ?? LazyInitializer.EnsureInitialized(ref _dfa, () => AhoCorasickDfa<T>.Build(Set, _nfa.Classes, _nfa.Trie, trieLinked: true));

    /// <summary>Whether the DFA has been built.</summary>
    public bool HasDfa => Volatile.Read(ref _dfa) is not null;

    /// <inheritdoc/>
    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.AhoCorasickDfa;

    /// <summary>The NFA's tables, and the DFA's once built.</summary>
    public override long MemoryBytes => Volatile.Read(ref _dfa)?.MemoryBytes ?? _nfa.MemoryBytes;

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        if (Volatile.Read(ref _dfa) is { } dfa) return dfa.TryFind(haystack, start, out match);
        // The units this call may read; a lost update between racing calls only delays the build.
        long searched = _unitsSearched += haystack.Length - start;
        return searched >= _buildAfterUnits ? Dfa.TryFind(haystack, start, out match) : _nfa.TryFind(haystack, start, out match);
    }
}
