using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// One algorithm that finds the leftmost match (per the set's <see cref="MultiStringMatchKind"/>) of the
/// set's non-empty patterns. Engines never allocate while searching. Immutable and thread-safe.
/// </summary>
internal abstract class MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    protected MultiPatternEngine(PatternSet<T> set) => Set = set;

    public PatternSet<T> Set { get; }

    public abstract MultiStringAlgorithm Algorithm { get; }

    /// <summary>Bytes held by the engine's tables (an estimate good to a few percent).</summary>
    public abstract long MemoryBytes { get; }

    /// <summary>Finds the leftmost preferred match of a non-empty pattern starting at or after <paramref name="start"/>.</summary>
    public abstract bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match);
}
