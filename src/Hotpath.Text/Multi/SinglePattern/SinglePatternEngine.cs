using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// A set whose non-empty patterns all have the same (folded) text: one <see cref="SubstringSearcher"/> (rare-unit
/// vectorized memmem), reported as the earliest of those patterns. Immutable and thread-safe.
/// </summary>
internal sealed class SinglePatternEngine<T> : MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private readonly int _pattern;
    private readonly int _length;
    private readonly SubstringSearcher? _chars;
    private readonly Utf8SubstringSearcher? _bytes;

    private SinglePatternEngine(PatternSet<T> set, int pattern) : base(set)
    {
        _pattern = pattern;
        T[] needle = set.Patterns[pattern];
        _length = needle.Length;
        if (typeof(T) == typeof(byte)) _bytes = new Utf8SubstringSearcher(MemoryMarshal.Cast<T, byte>(needle), StringComparison.Ordinal);
        else _chars = new SubstringSearcher(new string(MemoryMarshal.Cast<T, char>(needle)),
            set.Folding.Table is not null ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal);
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.Substring;

    public override long MemoryBytes => _chars?.MemoryBytes ?? _bytes!.MemoryBytes;

    /// <summary>
    /// The engine when every non-empty pattern folds to the same text, or null. Case-insensitive UTF-8 is left to
    /// the automata: the BCL has no ordinal-ignore-case search over bytes.
    /// </summary>
    public static SinglePatternEngine<T>? TryCreate(PatternSet<T> set)
    {
        int first = -1;
        for (int p = 0; p < set.Count; p++)
        {
            if (set.Folded[p].Length == 0) continue;
            if (first < 0) first = p;
            else if (!set.Folded[p].AsSpan().SequenceEqual(set.Folded[first])) return null;
        }
        if (first < 0 || (typeof(T) == typeof(byte) && set.Folding.Table is not null)) return null;
        return new SinglePatternEngine<T>(set, first);
    }

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        ReadOnlySpan<T> rest = haystack.Slice(start);
        int index = typeof(T) == typeof(byte)
            ? _bytes!.IndexOf(MemoryMarshal.Cast<T, byte>(rest))
            : _chars!.IndexOf(MemoryMarshal.Cast<T, char>(rest));
        match = index < 0 ? default : new StringMatch(_pattern, start + index, _length);
        return index >= 0;
    }

    /// <summary>
    /// Within a non-overlapping iteration, matches come from the substring search's collecting scan, 32 at a time (see
    /// <see cref="MatchesAhead"/>), for needles it compares whole; the others search match by match.
    /// </summary>
    public override bool TryFindNext(ReadOnlySpan<T> haystack, int start, ref MatchCursor cursor, out StringMatch match)
    {
        if (cursor.Ahead.TryTake(out int at))
        {
            match = new StringMatch(_pattern, at, _length);
            return true;
        }
        return RefillOrSearch(haystack, start, ref cursor, out match);
    }

    // Once every match collected is taken (a refill, or match-by-match search after a refusal), kept out of the call
    // that takes the next collected match: inlined there, it made each of those calls cost more (enumerating "the"
    // over prose, in-process).
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool RefillOrSearch(ReadOnlySpan<T> haystack, int start, ref MatchCursor cursor, out StringMatch match)
    {
        ref MatchesAhead ahead = ref cursor.Ahead;
        // `start` is the end of the last match taken, where a refill scans from.
        if (ahead.NeedsRefill && ahead.TryRefill(Collect(haystack.Slice(start), ahead.Room), start, out int at))
        {
            match = new StringMatch(_pattern, at, _length);
            return true;
        }
        if (ahead.Refused) return TryFind(haystack, start, out match);
        match = default;
        return false;
    }

    private int Collect(ReadOnlySpan<T> rest, Span<int> positions) => typeof(T) == typeof(byte)
        ? _bytes!.Collect(MemoryMarshal.Cast<T, byte>(rest), positions)
        : _chars!.Collect(MemoryMarshal.Cast<T, char>(rest), positions);

    /// <summary>
    /// One pass of the substring search, which goes on past each match instead of searching again (for a dense needle
    /// such as "the" in prose, one pass costs a fraction of one search per match). Its matches
    /// are the needle's length, as TryFind reports them.
    /// </summary>
    public override int Count(ReadOnlySpan<T> haystack, int start)
    {
        ReadOnlySpan<T> rest = haystack.Slice(start);
        return typeof(T) == typeof(byte) ? _bytes!.Count(MemoryMarshal.Cast<T, byte>(rest)) : _chars!.Count(MemoryMarshal.Cast<T, char>(rest));
    }
}
