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

    /// <summary>
    /// <see cref="TryFind"/> within a non-overlapping iteration: <paramref name="start"/> is at or after the end of the
    /// match <paramref name="cursor"/> last returned. Engines whose scan can go on past a match override it and keep
    /// their place in <paramref name="cursor"/>; the others start a new search.
    /// </summary>
    public virtual bool TryFindNext(ReadOnlySpan<T> haystack, int start, ref MatchCursor cursor, out StringMatch match) =>
        TryFind(haystack, start, out match);

    /// <summary>
    /// The number of matches <see cref="TryFind"/> finds from <paramref name="start"/>, each search resuming at the end
    /// of the match before (non-overlapping, left to right).
    /// </summary>
    public virtual int Count(ReadOnlySpan<T> haystack, int start)
    {
        int count = 0;
        var cursor = new MatchCursor();
        for (int position = start; position <= haystack.Length && TryFindNext(haystack, position, ref cursor, out StringMatch match); position = match.End)
            count++;
        return count;
    }
}
