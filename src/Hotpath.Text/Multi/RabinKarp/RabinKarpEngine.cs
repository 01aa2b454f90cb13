using System.Numerics;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// Rabin-Karp over a window of the shortest pattern length: a rolling hash of the folded window selects a
/// bucket of patterns whose first window hashes alike, and those are verified. Almost no setup and no vector
/// warm-up, so it wins on short haystacks. Immutable and thread-safe.
/// </summary>
internal sealed class RabinKarpEngine<T> : MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private const int BucketCount = 64;
    private const uint Base = 2;
    // The patterns of bucket b are _bucketPatterns[_bucketStart[b].._bucketStart[b + 1]].
    private readonly int[] _bucketStart;
    private readonly int[] _bucketPatterns;
    private readonly int _window;
    private readonly uint _removeFactor;

    public RabinKarpEngine(PatternSet<T> set) : base(set)
    {
        _window = set.MinLength;
        _removeFactor = 1;
        for (int k = 1; k < _window; k++) _removeFactor *= Base;
        // A counting sort by hash puts each bucket's patterns in one run of a single array (list order within a
        // run): two small arrays rather than an array per bucket. Entry b first counts bucket b, then (summed) marks
        // the end of its run, and the backward fill moves it down to the run's start.
        _bucketStart = new int[BucketCount + 1];
        for (int p = 0; p < set.Count; p++)
            if (set.Folded[p].Length != 0) _bucketStart[BucketOf(set.Folded[p])]++;
        for (int b = 1; b < BucketCount; b++) _bucketStart[b] += _bucketStart[b - 1];
        _bucketStart[BucketCount] = set.NonEmptyCount;
        _bucketPatterns = new int[set.NonEmptyCount];
        for (int p = set.Count - 1; p >= 0; p--)
            if (set.Folded[p].Length != 0) _bucketPatterns[--_bucketStart[BucketOf(set.Folded[p])]] = p;
    }

    /// <summary>The bucket of a pattern: the hash of its first window.</summary>
    private uint BucketOf(T[] folded)
    {
        uint hash = 0;
        for (int k = 0; k < _window; k++) hash = hash * Base + uint.CreateTruncating(folded[k]);
        return hash % BucketCount;
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.RabinKarp;

    public override long MemoryBytes => (BucketCount + 1) * sizeof(int) + Set.NonEmptyCount * sizeof(int);

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        match = default;
        int last = haystack.Length - _window;
        if (_window == 0 || start > last) return false;
        ushort[]? fold = Set.Folding.Table;
        uint hash = 0;
        for (int k = 0; k < _window; k++) hash = hash * Base + Unit(haystack[start + k], fold);
        for (int p = start; ; p++)
        {
            uint bucket = hash % BucketCount;
            int from = _bucketStart[bucket], to = _bucketStart[bucket + 1];
            if (from != to)
            {
                var best = LeftmostCandidate.None;
                foreach (int pattern in _bucketPatterns.AsSpan(from, to - from))
                    if (Set.MatchesAt(haystack, p, pattern)) best.Offer(Set, pattern, p, Set.Patterns[pattern].Length);
                if (best.Found)
                {
                    match = best.ToMatch();
                    return true;
                }
            }
            if (p == last) return false;
            hash = (hash - Unit(haystack[p], fold) * _removeFactor) * Base + Unit(haystack[p + _window], fold);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint Unit(T unit, ushort[]? fold) =>
        fold is null ? uint.CreateTruncating(unit) : fold[int.CreateTruncating(unit)];
}
