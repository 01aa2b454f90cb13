using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// The match starts one collecting scan found ahead for a non-overlapping iteration (see
/// <see cref="SubstringNeedle{T}.Collect"/>): searching again at every match costs the search's setup and the block it
/// stops in each time, which on dense needles cost more than the matches ("the" over prose enumerated that way is
/// slower than the runtime's IndexOf loop and many times slower than a count). Shared by the
/// UTF-16 and UTF-8 substring enumerators and a one-pattern set's engine. Each refill scans from the end of the last
/// match taken; a scan that returns fewer starts than <see cref="Capacity"/> saw the rest of the text. The default
/// value starts an iteration.
/// </summary>
internal struct MatchesAhead
{
    /// <summary>The most starts one scan collects.</summary>
    public const int Capacity = 32;

    private Starts _starts;
    private int _count, _taken;
    private bool _exhausted;

    /// <summary>Whether the searcher refused to collect (see <see cref="TryRefill"/>): the iteration searches match by match.</summary>
    public bool Refused { get; private set; }

    /// <summary>Room for a collecting scan to write its starts into.</summary>
    [UnscopedRef]
    public Span<int> Room => _starts;

    /// <summary>
    /// The next match's start: one collected ahead, or, once those are taken and the last scan may have left more, the
    /// first of <paramref name="collected"/> starts a new scan of the text from <paramref name="from"/> wrote into
    /// <see cref="Room"/>. A negative <paramref name="collected"/> (the searcher does not collect) sets
    /// <see cref="Refused"/>. False when no match is left, or on refusal.
    /// </summary>
    /// <param name="collected">The scan's result; evaluated by the caller only when a refill is due (see <see cref="NeedsRefill"/>).</param>
    /// <param name="from">Where that scan started: the end of the last match taken (see <see cref="RefillFrom"/>).</param>
    /// <param name="start">The match's start.</param>
    public bool TryRefill(int collected, int from, out int start)
    {
        start = -1;
        if (collected < 0)
        {
            Refused = true;
            return false;
        }
        for (int k = 0; k < collected; k++) _starts[k] += from;
        (_count, _taken, _exhausted) = (collected, 0, collected < Capacity);
        return TryTake(out start);
    }

    /// <summary>Whether the starts collected are all taken and the last scan may have left more (or none has run).</summary>
    public readonly bool NeedsRefill => _taken == _count && !_exhausted && !Refused;

    /// <summary>
    /// Where a refill scans from: the end of the last start taken, for matches of <paramref name="matchLength"/> units
    /// (all of them are taken when a refill is due), or <paramref name="first"/> before the first scan.
    /// </summary>
    public readonly int RefillFrom(int first, int matchLength) => _count > 0 ? _starts[_count - 1] + matchLength : first;

    /// <summary>The next start collected ahead, if one is left.</summary>
    public bool TryTake(out int start)
    {
        if (_taken < _count)
        {
            start = _starts[_taken++];
            return true;
        }
        start = -1;
        return false;
    }

    [InlineArray(Capacity)]
    private struct Starts
    {
        private int _element;
    }
}
