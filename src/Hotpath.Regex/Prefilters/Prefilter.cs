using Hotpath.RegularExpressions.Meta;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// A fast scan for positions where a match could be: it may report false candidates but never misses a
/// real one. Engines confirm each candidate. Built once per regex; immutable and thread-safe.
/// </summary>
/// <remarks>
/// UTF-16 and UTF-8 haystacks are searched with separately prepared needles; a prefilter that cannot be
/// expressed over UTF-8 (see <see cref="SupportsUtf8"/>) is simply not used for byte input.
/// </remarks>
internal abstract class Prefilter
{
    /// <summary>Whether <see cref="TryFind(ReadOnlySpan{byte}, int, out int, out int)"/> can be used.</summary>
    public abstract bool SupportsUtf8 { get; }

    /// <summary>
    /// Whether this is a search for a set of strings (Teddy, Aho-Corasick or the runtime's packed string set), which
    /// costs more per unit than a single-literal scan: a rare inner literal is the better prefilter then.
    /// </summary>
    public virtual bool IsStringSetSearch => false;

    /// <summary>
    /// How many units, on average, the candidates must advance a scan by for this prefilter to pay: the cost of a call and
    /// of restarting the engine at its candidate, in engine steps (see <see cref="PrefilterTracker"/>).
    /// </summary>
    public virtual int MinAverageSkip => PrefilterTracker.MinAverageSkip;

    /// <summary>
    /// Whether <see cref="TryFindNext"/> goes on from where the call before stopped (a literal set's Teddy scan); when
    /// false it is a new search each time, and callers skip carrying a cursor.
    /// </summary>
    public virtual bool Resumes => false;

    /// <summary>
    /// Finds the first candidate at or after <paramref name="start"/>: <paramref name="index"/> is where
    /// the literal (or class member) occurs and <paramref name="length"/> how many units it spans.
    /// </summary>
    public abstract bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length);

    /// <summary>
    /// <see cref="TryFind(ReadOnlySpan{char}, int, out int, out int)"/> within an iteration that <paramref name="cursor"/>
    /// carries from one call to the next (a fresh cursor starts one): each call starts past the candidate the one before
    /// returned. Searches that can go on from where they stopped (a literal set's Teddy scan) keep their place in the
    /// cursor; the others search again.
    /// </summary>
    public virtual bool TryFindNext(ReadOnlySpan<char> haystack, int start, ref MatchCursor cursor, out int index, out int length) =>
        TryFind(haystack, start, out index, out length);

    /// <summary>The same over UTF-8 bytes; offsets and lengths are in bytes.</summary>
    public abstract bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length);

    /// <summary>What the prefilter searches for, in a few words (for <see cref="Regex.Explain"/>).</summary>
    public virtual string Describe() => StrategyCatalog.ShortName(GetType(), "Prefilter");
}
