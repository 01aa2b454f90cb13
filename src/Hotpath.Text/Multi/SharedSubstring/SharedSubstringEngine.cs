using System.Numerics;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// A set whose patterns all contain one rarer run of units (<see cref="SharedSubstring"/>: <c>day</c> in the weekday
/// names): the run is found with the single-needle <see cref="SubstringSearcher"/> (or <see cref="Utf8SubstringSearcher"/>),
/// and each occurrence verifies the patterns placed around it. Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Teddy looks up the patterns' first units, and when those are common letters (<c>Tue</c>, <c>Thu</c>) it needs
/// four lookups per position and still passes many positions to verification. A shared run with a rarer unit is one
/// probe scan instead (in-process on AVX2, the weekday names ignoring case over War and Peace: see docs/text.md).</para>
/// <para>Leftmost semantics: a match starting at <c>s</c> contains the run at <c>s + offset</c> for one of its
/// placements, so visiting the run's occurrences in order and verifying <c>occurrence - offset</c> for each placement
/// finds every match. The first occurrence that verifies any window settles the search: a match starting earlier (or
/// at the same start) either spans that occurrence, and so is one of the windows it verified (its pattern holds the
/// run at that offset), or ends before it, and then its own run is an earlier occurrence, which verified nothing. Among
/// the windows verified at that occurrence the set's preference decides (<see cref="LeftmostCandidate"/>). Each
/// occurrence verifies at most <see cref="SharedSubstring.MaxPlacements"/> windows, and the run's search is linear
/// (Two-Way fallback), so a search is linear in the haystack.</para>
/// </remarks>
internal sealed class SharedSubstringEngine<T> : MultiPatternEngine<T> where T : unmanaged, IBinaryInteger<T>
{
    private readonly SharedSubstring _run;
    private readonly int _runLength;
    private readonly int _smallestOffset;
    private readonly SubstringSearcher? _chars;
    private readonly Utf8SubstringSearcher? _bytes;
    // Teddy's masks for the set when Auto chose this engine over Teddy (null when forced): a search hands over to Teddy
    // once the run proves common. The Teddy engine is built by the first handover, as most searches never hand over
    // and building it cost about a tenth of the weekday searcher's construction.
    private readonly TeddyMasks? _denseMasks;
    private TeddyEngine<T>? _dense;

    // A search hands over to `_dense` once more than this many occurrences came fewer than DenseOccurrenceSpacing units
    // apart on average. Measured on AVX2 (weekday names ignoring case over a long novel): the run's scan costs about
    // half of Teddy's per unit, but each occurrence's verification costs hundreds of units of scan, so handing over
    // pays only when occurrences come closer than several hundred units ("ing" of looking|feeling, common in prose,
    // ran slower than Teddy without it). The warm-up keeps a local cluster of the run from handing over
    // a search that stays sparse: with 4 occurrences in 4,096 units, searches over a long novel spent a share of their
    // time in Teddy and ran slower than without the handover.
    private const int DenseWarmUpOccurrences = 16;
    private const int DenseOccurrenceSpacing = 512;

    private SharedSubstringEngine(PatternSet<T> set, SharedSubstring run, TeddyMasks? denseMasks) : base(set)
    {
        _run = run;
        _denseMasks = denseMasks;
        _runLength = run.Text.Length;
        _smallestOffset = run.Placements[0].Offset;
        // An ASCII run matches the same units under OrdinalIgnoreCase as under the set's folding: no non-ASCII unit is
        // ordinally equal to an ASCII one ignoring case, in UTF-16 or in UTF-8.
        StringComparison comparison = set.Folding.Table is null ? StringComparison.Ordinal : StringComparison.OrdinalIgnoreCase;
        if (typeof(T) == typeof(byte)) _bytes = new Utf8SubstringSearcher(System.Text.Encoding.ASCII.GetBytes(run.Text), comparison);
        else _chars = new SubstringSearcher(run.Text, comparison);
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.SharedSubstring;

    /// <summary>The bytes held, with the Teddy engine's once a handover has built it.</summary>
    public override long MemoryBytes => 64 + (_chars?.MemoryBytes ?? _bytes!.MemoryBytes) + _run.Placements.Length * 8L + 32 + (_dense?.MemoryBytes ?? 0);

    /// <summary>The engine when <paramref name="set"/>'s patterns share a run (see <see cref="SharedSubstring.Find"/>), else null.</summary>
    public static SharedSubstringEngine<T>? TryCreate(PatternSet<T> set) =>
        SharedSubstring.Find(set) is { } run ? new SharedSubstringEngine<T>(set, run, denseMasks: null) : null;

    /// <summary>
    /// The engine Auto prefers to Teddy with <paramref name="teddyMasks"/>: when the set's first units are common letters
    /// (Teddy's lookups then pass many positions; the weekday names ignoring case ran faster here than on Teddy with
    /// three positions, in-process over a long novel) and the shared run is rare in English
    /// (<see cref="SharedSubstring.IsRareInText"/>), else null. Searches where the run still turns out common hand over to Teddy.
    /// </summary>
    public static SharedSubstringEngine<T>? TryCreateInsteadOf(PatternSet<T> set, TeddyMasks teddyMasks) =>
        !TeddyEngine<T>.PrefixesHoldRareUnit(set) && SharedSubstring.Find(set) is { IsRareInText: true } run
            ? new SharedSubstringEngine<T>(set, run, teddyMasks)
            : null;

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        var best = LeftmostCandidate.None;
        int visited = 0;
        // Matches start at or after `start`, so their runs start at or after start + the smallest offset.
        for (int from = start + _smallestOffset; !best.Found && from <= haystack.Length - _runLength;)
        {
            int found = IndexOfRun(haystack[from..]);
            if (found < 0) break;
            int occurrence = from + found;
            foreach ((int offset, int pattern) in _run.Placements)
            {
                int candidate = occurrence - offset;
                if (candidate < start) break;
                T[] folded = Set.Folded[pattern];
                // Patterns sharing the run often share their ends too (all weekday names end in "day"), which is the
                // unit MatchesAt rejects on first; their first units differ.
                if (Set.Folding.Fold(int.CreateTruncating(haystack[candidate])) == int.CreateTruncating(folded[0]) &&
                    Set.MatchesAt(haystack, candidate, pattern, folded))
                    best.Offer(Set, pattern, candidate, folded.Length);
            }
            from = occurrence + 1;
            // No match starts at or before `occurrence`: one with its run there was verified, one with its run earlier
            // too, and one with its run later would contain this occurrence at a placement of its pattern. So the
            // handover starts right after it, and nothing is read twice.
            if (_denseMasks is not null && !best.Found && ++visited > DenseWarmUpOccurrences && (long)visited * DenseOccurrenceSpacing > occurrence - start)
                return Dense.TryFind(haystack, occurrence + 1, out match);
        }
        match = best.Found ? best.ToMatch() : default;
        return best.Found;
    }

    // Racing threads may each build one; they are equivalent and immutable.
    private TeddyEngine<T> Dense => _dense ?? LazyInitializer.EnsureInitialized(ref _dense, () => new TeddyEngine<T>(Set, _denseMasks!));

    private int IndexOfRun(ReadOnlySpan<T> text) =>
        typeof(T) == typeof(byte)
            ? _bytes!.IndexOf(MemoryMarshal.Cast<T, byte>(text))
            : _chars!.IndexOf(MemoryMarshal.Cast<T, char>(text));
}
