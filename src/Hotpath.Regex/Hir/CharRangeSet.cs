using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Hir;

/// <summary>
/// An immutable set of UTF-16 code units stored as sorted, non-overlapping, non-adjacent inclusive
/// ranges. The canonical form makes equal sets structurally equal, which the NFA compiler relies on
/// to build equivalence classes.
/// </summary>
internal sealed class CharRangeSet : IEquatable<CharRangeSet>
{
    private readonly CharRange[] _ranges;

    // Computed on first use (0 = not yet): automaton construction looks the same sets up many times.
    private int _hashCode;

    // Every member as a bit (see ContainsBeyondAscii), built once the set has been searched beyond ASCII often enough.
    // Racing threads build equal bitmaps and the last one published is kept.
    private ulong[]? _bitmap;
    private int _searchesBeyondAscii;

    // Sets of more ranges than this get a bitmap, after this many searches beyond ASCII.
    private const int BitmapMinRanges = 4;
    private const int BitmapAfterSearches = 256;

    // The ASCII members as bits (U+0000–U+003F, U+0040–U+007F): most units searched are ASCII, and a class such as
    // \d has dozens of ranges to search through otherwise.
    private readonly ulong _asciiLow, _asciiHigh;

    /// <summary>The empty set.</summary>
    public static readonly CharRangeSet Empty = new([]);

    /// <summary>Every code unit, U+0000 to U+FFFF.</summary>
    public static readonly CharRangeSet All = new([new CharRange('\0', '\uFFFF')]);

    private CharRangeSet(CharRange[] canonicalRanges)
    {
        _ranges = canonicalRanges;
        // One mask per range and half (sets are built by the thousand while a regex is compiled); ranges are sorted.
        foreach (CharRange range in canonicalRanges)
        {
            if (range.First >= 128) break;
            _asciiLow |= BitsBetween(range.First, range.Last, 0);
            _asciiHigh |= BitsBetween(range.First, range.Last, 64);
        }
    }

    // The bits of [first, last] ∩ [offset, offset + 63], shifted down by offset.
    private static ulong BitsBetween(int first, int last, int offset)
    {
        int low = Math.Max(first - offset, 0), high = Math.Min(last - offset, 63);
        if (low > high) return 0;
        ulong upTo = high == 63 ? ulong.MaxValue : (1UL << (high + 1)) - 1;
        return upTo & ~((1UL << low) - 1);
    }

    /// <summary>The canonical ranges, sorted by <see cref="CharRange.First"/>.</summary>
    public ReadOnlySpan<CharRange> Ranges => _ranges;

    /// <summary>Whether the set has no members.</summary>
    public bool IsEmpty => _ranges.Length == 0;

    /// <summary>Builds a set from ranges in any order, overlapping or not.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static CharRangeSet FromRanges(IEnumerable<CharRange> ranges)
    {
        CharRange[] sorted = [.. ranges];
        if (sorted.Length == 0) return Empty;
        if (!IsSortedByFirst(sorted)) sorted.AsSpan().Sort(static (a, b) => a.First.CompareTo(b.First));
        // Merged in place: the write index never passes the read index.
        int count = 1;
        for (int i = 1; i < sorted.Length; i++)
        {
            CharRange last = sorted[count - 1], r = sorted[i];
            if (r.First <= last.Last + 1) sorted[count - 1] = new CharRange(last.First, (char)Math.Max(last.Last, r.Last));
            else sorted[count++] = r;
        }
        return new CharRangeSet(count == sorted.Length ? sorted : sorted[..count]);
    }

    /// <summary>
    /// Builds a set from individual code units in any order, duplicates allowed. Cheaper than
    /// <see cref="FromRanges"/> for the handful of units of a case-insensitive letter.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static CharRangeSet FromUnits(ReadOnlySpan<char> units)
    {
        if (units.IsEmpty) return Empty;
        char[] sorted = units.ToArray();
        Array.Sort(sorted);
        var ranges = new List<CharRange>(sorted.Length);
        int first = sorted[0], last = sorted[0];
        for (int i = 1; i < sorted.Length; i++)
        {
            if (sorted[i] <= last + 1)
            {
                last = Math.Max(last, sorted[i]);
                continue;
            }
            ranges.Add(new CharRange((char)first, (char)last));
            first = last = sorted[i];
        }
        ranges.Add(new CharRange((char)first, (char)last));
        return new CharRangeSet([.. ranges]);
    }

    /// <summary>A set of one code unit.</summary>
    public static CharRangeSet Single(char c) => new([new CharRange(c, c)]);

    /// <summary>Whether <paramref name="c"/> is a member (a bit test for ASCII, else a binary search over the ranges).</summary>
    /// <remarks>The ASCII test inlines into callers' loops (run walks, class scans); the search stays out of line.</remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Contains(char c) => c < 128 ? ((c < 64 ? _asciiLow >> c : _asciiHigh >> (c - 64)) & 1) != 0 : ContainsBeyondAscii(c);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool ContainsBeyondAscii(char c)
    {
        if (_bitmap is { } bitmap) return (bitmap[c >> 6] >> (c & 63) & 1) != 0;
        // A set asked about many units beyond ASCII (a class searched in text of another script) gets a bitmap of every
        // unit: a load and a bit test per unit, where the search through a large class's hundreds of ranges (\w, \p{L})
        // mispredicts its way down ten levels. Sets built and dropped while a regex compiles never get that far.
        if (_ranges.Length > BitmapMinRanges && ++_searchesBeyondAscii == BitmapAfterSearches) Volatile.Write(ref _bitmap, ToBitmap());
        int lo = 0, hi = _ranges.Length - 1;
        while (lo <= hi)
        {
            int mid = (lo + hi) >>> 1;
            if (c < _ranges[mid].First) hi = mid - 1;
            else if (c > _ranges[mid].Last) lo = mid + 1;
            else return true;
        }
        return false;
    }

    /// <summary>The number of code units in this set.</summary>
    public int Count
    {
        get
        {
            int count = 0;
            foreach (CharRange range in _ranges) count += range.Last - range.First + 1;
            return count;
        }
    }

    /// <summary>The code units in this set, ascending.</summary>
    public char[] Members()
    {
        var members = new char[Count];
        int next = 0;
        foreach (CharRange range in _ranges)
        {
            for (int unit = range.First; unit <= range.Last; unit++) members[next++] = (char)unit;
        }
        return members;
    }

    /// <summary>A bit per code unit (bit <c>u % 64</c> of word <c>u / 64</c>), for membership tests in hot loops.</summary>
    public ulong[] ToBitmap()
    {
        var bits = new ulong[(char.MaxValue + 1) / 64];
        foreach (CharRange range in _ranges)
        {
            for (int unit = range.First; unit <= range.Last; unit++) bits[unit >> 6] |= 1UL << unit;
        }
        return bits;
    }

    /// <summary>The code units not in this set.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public CharRangeSet Negate()
    {
        var result = new List<CharRange>(_ranges.Length + 1);
        int next = 0;
        foreach (CharRange r in _ranges)
        {
            if (r.First > next) result.Add(new CharRange((char)next, (char)(r.First - 1)));
            next = r.Last + 1;
        }
        if (next <= char.MaxValue) result.Add(new CharRange((char)next, char.MaxValue));
        return result.Count == 0 ? Empty : new CharRangeSet([.. result]);
    }

    /// <summary>Members of either set.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public CharRangeSet Union(CharRangeSet other)
    {
        ArgumentNullException.ThrowIfNull(other);
        if (other.IsEmpty || ReferenceEquals(this, other)) return this;
        if (IsEmpty) return other;
        // Both are sorted and canonical: one merge pass, joining ranges that overlap or touch.
        CharRange[] a = _ranges, b = other._ranges;
        var merged = new CharRange[a.Length + b.Length];
        int i = 0, j = 0, count = 0;
        while (i < a.Length || j < b.Length)
        {
            CharRange r = j == b.Length || (i < a.Length && a[i].First <= b[j].First) ? a[i++] : b[j++];
            if (count > 0 && r.First <= merged[count - 1].Last + 1)
            {
                if (r.Last > merged[count - 1].Last) merged[count - 1] = new CharRange(merged[count - 1].First, r.Last);
            }
            else
            {
                merged[count++] = r;
            }
        }
        return new CharRangeSet(count == merged.Length ? merged : merged[..count]);
    }

    private static bool IsSortedByFirst(ReadOnlySpan<CharRange> ranges)
    {
        for (int i = 1; i < ranges.Length; i++)
        {
            if (ranges[i].First < ranges[i - 1].First) return false;
        }
        return true;
    }

    /// <summary>Members of both sets.</summary>
    public CharRangeSet Intersect(CharRangeSet other) => Negate().Union(other.Negate()).Negate();

    /// <summary>Whether the sets share a member; unlike <see cref="Intersect"/>, builds nothing (both range lists are sorted).</summary>
    public bool Overlaps(CharRangeSet other)
    {
        ArgumentNullException.ThrowIfNull(other);
        CharRange[] a = _ranges, b = other._ranges;
        for (int i = 0, j = 0; i < a.Length && j < b.Length;)
        {
            if (a[i].Last < b[j].First) i++;
            else if (b[j].Last < a[i].First) j++;
            else return true;
        }
        return false;
    }

    /// <summary>Members of this set that are not in <paramref name="other"/> (.NET's class subtraction).</summary>
    public CharRangeSet Subtract(CharRangeSet other) => Intersect(other.Negate());

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public bool Equals(CharRangeSet? other) =>
        ReferenceEquals(this, other) || other is not null && _ranges.AsSpan().SequenceEqual(other._ranges);

    /// <inheritdoc/>
    public override bool Equals(object? obj) => Equals(obj as CharRangeSet);

    /// <inheritdoc/>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public override int GetHashCode()
    {
        if (_hashCode != 0) return _hashCode;
        var hash = new HashCode();
        foreach (CharRange r in _ranges) hash.Add(r);
        // Racing threads compute and store the same value.
        return _hashCode = hash.ToHashCode() | 1;
    }

    /// <inheritdoc/>
    public override string ToString() => "[" + string.Concat(_ranges.Select(r => r.ToString())) + "]";
}

/// <summary>An inclusive range of UTF-16 code units.</summary>
internal readonly record struct CharRange(char First, char Last)
{
    /// <inheritdoc/>
    public override string ToString() =>
        First == Last ? Escape(First) : Escape(First) + "-" + Escape(Last);

    private static string Escape(char c) => c is >= ' ' and <= '~' ? c.ToString() : $"\\u{(int)c:X4}";
}
