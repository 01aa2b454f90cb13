using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Hotpath.Text;

/// <summary>
/// The match starts one collecting scan found ahead for an enumerator (see <see cref="SubstringNeedle{T}.Collect"/>):
/// searching again at every match costs the search's setup and the block it stops in each time, which on dense
/// needles cost more than the matches ("the" over Sherlock Holmes, 7,037 matches: 166 µs enumerated that way against
/// 66 µs for the runtime's IndexOf loop and 16 µs for a count). Shared by the UTF-16 and UTF-8 enumerators.
/// </summary>
internal struct MatchesAhead
{
    /// <summary>The most starts one scan collects.</summary>
    public const int Capacity = 32;

    private Starts _starts;
    private int _count, _taken;

    /// <summary>Room for a collecting scan to write its starts into.</summary>
    [UnscopedRef]
    public Span<int> Room => _starts;

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

    /// <summary>
    /// Takes the <paramref name="collected"/> starts a scan of the text from <paramref name="from"/> wrote into
    /// <see cref="Room"/>, and returns where the next scan starts: after the last match when the room was full (more
    /// may follow), else past the end of a text of <paramref name="textLength"/> units (the scan saw them all).
    /// </summary>
    public int Accept(int collected, int from, int matchLength, int textLength)
    {
        for (int k = 0; k < collected; k++) _starts[k] += from;
        (_count, _taken) = (collected, 0);
        return collected == Capacity ? _starts[collected - 1] + matchLength : textLength + 1;
    }

    [InlineArray(Capacity)]
    private struct Starts
    {
        private int _element;
    }
}
