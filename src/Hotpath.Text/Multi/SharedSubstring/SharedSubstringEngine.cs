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

    private SharedSubstringEngine(PatternSet<T> set, SharedSubstring run) : base(set)
    {
        _run = run;
        _runLength = run.Text.Length;
        _smallestOffset = run.Placements[0].Offset;
        // An ASCII run matches the same units under OrdinalIgnoreCase as under the set's folding: no non-ASCII unit is
        // ordinally equal to an ASCII one ignoring case, in UTF-16 or in UTF-8.
        StringComparison comparison = set.Folding.Table is null ? StringComparison.Ordinal : StringComparison.OrdinalIgnoreCase;
        if (typeof(T) == typeof(byte)) _bytes = new Utf8SubstringSearcher(System.Text.Encoding.ASCII.GetBytes(run.Text), comparison);
        else _chars = new SubstringSearcher(run.Text, comparison);
    }

    public override MultiStringAlgorithm Algorithm => MultiStringAlgorithm.SharedSubstring;

    public override long MemoryBytes => 64 + (_chars?.MemoryBytes ?? _bytes!.MemoryBytes) + _run.Placements.Length * 8L + 32;

    /// <summary>The engine when <paramref name="set"/>'s patterns share a run (see <see cref="SharedSubstring.Find"/>), else null.</summary>
    public static SharedSubstringEngine<T>? TryCreate(PatternSet<T> set) =>
        SharedSubstring.Find(set) is { } run ? new SharedSubstringEngine<T>(set, run) : null;

    /// <summary>
    /// The engine Auto prefers to Teddy: when the set's first units are common letters (Teddy would look up four units
    /// and pass many positions) and the shared run holds a unit outside the commonest of English, else null.
    /// </summary>
    public static SharedSubstringEngine<T>? TryCreateInsteadOfTeddy(PatternSet<T> set) =>
        !TeddyEngine<T>.ThreePositionsSuffice(set) && SharedSubstring.Find(set) is { } run && run.RarestRank < TeddyEngine<T>.CommonUnitRank
            ? new SharedSubstringEngine<T>(set, run)
            : null;

    public override bool TryFind(ReadOnlySpan<T> haystack, int start, out StringMatch match)
    {
        var best = LeftmostCandidate.None;
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
                if (candidate < haystack.Length && Set.Folding.Fold(int.CreateTruncating(haystack[candidate])) == int.CreateTruncating(folded[0]) &&
                    Set.MatchesAt(haystack, candidate, pattern, folded))
                    best.Offer(Set, pattern, candidate, folded.Length);
            }
            from = occurrence + 1;
        }
        match = best.Found ? best.ToMatch() : default;
        return best.Found;
    }

    private int IndexOfRun(ReadOnlySpan<T> text) =>
        typeof(T) == typeof(byte)
            ? _bytes!.IndexOf(MemoryMarshal.Cast<T, byte>(text))
            : _chars!.IndexOf(MemoryMarshal.Cast<T, char>(text));
}
