using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// Teddy's tables: the patterns split into 8 buckets, and for each of the first 1–4 fingerprint positions two
/// 16-entry tables (low nibble, high nibble) whose entry bits say which buckets have a pattern with that nibble
/// there. A haystack position is a candidate for bucket b when bit b survives the AND over all positions and
/// both nibbles. Case-insensitive sets enter every case variant of a unit. UTF-16 units enter as they are, or by their
/// low byte when one lies above U+00FE (<see cref="KeepsLowByte"/>). Immutable and thread-safe.
/// </summary>
internal sealed class TeddyMasks
{
    public const int BucketCount = 8;
    public const int MaxPatterns = 64;

    /// <summary>
    /// More distinct fingerprints than this put several per bucket, and the OR-ed nibble tables then flag so many
    /// false candidates that the Aho-Corasick DFA is faster (64 Rust keywords run much faster on the DFA).
    /// </summary>
    public const int MaxDistinctFingerprints = 2 * BucketCount;
    /// <summary>
    /// Up to four leading units are fingerprinted. The fourth rejects most prefixes of ordinary words (weekday names
    /// against "friend", "thus", "month") at the cost of one more lookup per block.
    /// </summary>
    public const int MaxFingerprintLength = 4;

    /// <summary>A set whose longer fingerprints exceed <see cref="MaxDistinctFingerprints"/> is retried with this many units.</summary>
    private const int FallbackFingerprintLength = 3;

    /// <summary>
    /// The largest unit saturation keeps apart from the units above it: a UTF-16 set whose fingerprint units all stay at
    /// or below it is looked up by saturated units, any other by low bytes (see <see cref="KeepsLowByte"/>).
    /// </summary>
    public const int MaxNarrowedUnit = 0xFE;

    /// <summary>Entries of <see cref="WholeUnit"/> per fingerprint position: a full-byte permute (vpermt2b) indexes by a byte's low 7 bits.</summary>
    public const int WholeUnitTableLength = 128;

    private TeddyMasks(int length, bool keepsLowByte, byte[] low, byte[] high, byte[] bytes, int[][] buckets)
    {
        FingerprintLength = length;
        KeepsLowByte = keepsLowByte;
        Low = low;
        High = high;
        WholeUnit = bytes;
        Buckets = buckets;
    }

    /// <summary>How many leading units are fingerprinted (the shortest pattern length, at most <see cref="MaxFingerprintLength"/>).</summary>
    public int FingerprintLength { get; }

    /// <summary>
    /// Whether the tables hold the low bytes of UTF-16 units (<see cref="LowByteUnits"/>), because a fingerprint unit
    /// lies above <see cref="MaxNarrowedUnit"/>; otherwise units as they are, which text narrows by saturation
    /// (<see cref="SaturatedUnits"/>). Always false for UTF-8.
    /// </summary>
    public bool KeepsLowByte { get; }

    /// <summary>Low-nibble tables, 16 bytes per fingerprint position.</summary>
    public byte[] Low { get; }

    /// <summary>High-nibble tables, 16 bytes per fingerprint position.</summary>
    public byte[] High { get; }

    /// <summary>
    /// The same bucket bits indexed by a whole unit's low 7 bits, <see cref="WholeUnitTableLength"/> entries per
    /// fingerprint position: one lookup instead of two nibble lookups. Units 0x80–0xFF share entries with ASCII,
    /// which only adds candidates (every candidate is verified).
    /// </summary>
    public byte[] WholeUnit { get; }

    /// <summary>The patterns of each bucket in the set's preference order (list order for leftmost-first, longest first for leftmost-longest), so the first verified in a bucket is its best.</summary>
    public int[][] Buckets { get; }

    public static TeddyMasks? TryCreate<T>(PatternSet<T> set) where T : unmanaged, IBinaryInteger<T>
    {
        if (set.NonEmptyCount is 0 or > MaxPatterns) return null;
        int longest = Math.Min(MaxFingerprintLength, set.MinLength);
        for (int length = longest; length >= Math.Min(FallbackFingerprintLength, longest); length--)
            if (TryCreate(set, length) is { } masks) return masks;
        return null;
    }

    private static TeddyMasks? TryCreate<T>(PatternSet<T> set, int length) where T : unmanaged, IBinaryInteger<T>
    {
        bool keepsLowByte = typeof(T) != typeof(byte) && HasUnitAbove(set, length, MaxNarrowedUnit);

        // Patterns with the same fingerprint share a bucket; distinct fingerprints are dealt round-robin. A
        // fingerprint (at most four units, 16 bits each) packs into one ulong key, and there are at most
        // MaxDistinctFingerprints of them, so a linear scan of a small array finds it.
        Span<ulong> fingerprints = stackalloc ulong[MaxDistinctFingerprints];
        int distinct = 0;
        // Each pattern's bucket, on the stack unless empty patterns make the set longer than MaxPatterns.
        Span<int> bucketOf = set.Count <= MaxPatterns ? stackalloc int[MaxPatterns] : new int[set.Count];
        Span<int> bucketSize = stackalloc int[BucketCount];
        bucketSize.Clear();
        var low = new byte[16 * length];
        var high = new byte[16 * length];
        var bytes = new byte[WholeUnitTableLength * length];
        for (int p = 0; p < set.Count; p++)
        {
            T[] folded = set.Folded[p];
            if (folded.Length == 0) continue;
            ulong key = 0;
            for (int k = 0; k < length; k++) key = key << 16 | ulong.CreateTruncating(folded[k]);
            int index = fingerprints[..distinct].IndexOf(key);
            if (index < 0)
            {
                if (distinct == MaxDistinctFingerprints) return null;
                fingerprints[index = distinct++] = key;
            }
            int bucket = index % BucketCount;
            bucketOf[p] = bucket;
            bucketSize[bucket]++;
            for (int k = 0; k < length; k++)
            {
                foreach (int variant in set.Folding.UnitsFoldingTo(int.CreateTruncating(folded[k])))
                {
                    // The unit itself when saturation keeps it apart (all at most MaxNarrowedUnit), else its low byte.
                    int unit = variant & 0xFF;
                    low[16 * k + (unit & 0xF)] |= (byte)(1 << bucket);
                    high[16 * k + (unit >> 4)] |= (byte)(1 << bucket);
                    bytes[WholeUnitTableLength * k + (unit & (WholeUnitTableLength - 1))] |= (byte)(1 << bucket);
                }
            }
        }
        var buckets = new int[BucketCount][];
        for (int b = 0; b < BucketCount; b++) buckets[b] = bucketSize[b] == 0 ? [] : new int[bucketSize[b]];
        bucketSize.Clear();
        // Filled in list order, which is leftmost-first's preference order within a bucket.
        for (int p = 0; p < set.Count; p++)
            if (set.Folded[p].Length != 0) buckets[bucketOf[p]][bucketSize[bucketOf[p]]++] = p;
        // Leftmost-longest prefers the longest pattern, then list order: the first pattern that matches at a
        // position is then the bucket's best.
        if (set.Kind == MultiStringMatchKind.LeftmostLongest)
            foreach (int[] bucket in buckets)
                Array.Sort(bucket, (a, b) => set.Patterns[a].Length != set.Patterns[b].Length ? set.Patterns[b].Length.CompareTo(set.Patterns[a].Length) : a.CompareTo(b));
        return new TeddyMasks(length, keepsLowByte, low, high, bytes, buckets);
    }

    // Whether any of the first `length` units of a non-empty pattern, or a case variant of one, lies above `max`.
    private static bool HasUnitAbove<T>(PatternSet<T> set, int length, int max) where T : unmanaged, IBinaryInteger<T>
    {
        foreach (T[] folded in set.Folded)
        {
            for (int k = 0; k < Math.Min(length, folded.Length); k++)
            {
                foreach (int variant in set.Folding.UnitsFoldingTo(int.CreateTruncating(folded[k])))
                    if (variant > max) return true;
            }
        }
        return false;
    }
}
