using System.Buffers;
using System.Text;
using Hotpath.RegularExpressions.Literals;
using Hotpath.Text;
using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are the occurrences of any of several literals, found with a vectorized multi-string search.
/// Immutable and thread-safe.
/// </summary>
/// <remarks>
/// <para>Small all-ASCII sets are searched as the literal strategy searches them (<see cref="AsciiLiteralSetSearch"/>:
/// a shared prefix, Hotpath.Text's probes or Teddy where they win, else the runtime's packed strings); other sets use
/// Hotpath.Text's <see cref="MultiStringSearcher"/>, because the runtime's string set degrades to a slow fallback on
/// non-ASCII needles (far slower on Chinese text), and every set where the runtime's string search is slow
/// (<see cref="RuntimeStringSearch.IsFast"/>). UTF-8 input always uses <see cref="Utf8MultiStringSearcher"/>.</para>
/// <para>The needle at a reported position is the first needle, in order, that occurs there. For a prefix
/// set minimized with <see cref="LiteralSeq.MinimizeForPrefilter"/> exactly one needle can start at a
/// position (two would make one the prefix of the other), so the reported span is that needle's
/// occurrence.</para>
/// </remarks>
internal sealed class LiteralSetPrefilter : Prefilter
{
    private readonly string[] _needles;
    private readonly AsciiLiteralSetSearch? _asciiNeedles;
    private readonly MultiStringSearcher? _needleSearcher;
    private readonly Utf8MultiStringSearcher? _utf8Searcher;
    // The searcher whose scan can go on from one candidate to the next (see TryFindNext), when there is one.
    private readonly MultiStringSearcher? _resumable;

    /// <summary>Prepares the search for <paramref name="needles"/> (at least two, none empty) taken from <paramref name="side"/>.</summary>
    public LiteralSetPrefilter(IReadOnlyList<string> needles, ExtractionSide side)
    {
        ArgumentNullException.ThrowIfNull(needles);
        if (needles.Count < 2 || needles.Any(string.IsNullOrEmpty)) throw new ArgumentException("Needs two or more non-empty needles.", nameof(needles));
        _needles = [.. needles];
        _asciiNeedles = AsciiLiteralSetSearch.TryCreate(_needles);
        if (_asciiNeedles is null) _needleSearcher = new MultiStringSearcher(_needles);
        _resumable = _needleSearcher ?? _asciiNeedles!.Searcher;

        byte[]?[] utf8 = [.. _needles.Select(n => Utf8Needles.TryEncode(n, side))];
        if (utf8.All(b => b is not null)) _utf8Searcher = new Utf8MultiStringSearcher(utf8.Select(b => b!));
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => _utf8Searcher is not null;

    /// <inheritdoc/>
    public override bool IsStringSetSearch => true;

    /// <inheritdoc/>
    public override string Describe() => StrategyCatalog.OneOf("literals", _needles);

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        if (_needleSearcher is not null)
        {
            bool found = _needleSearcher.TryFind(haystack, start, out StringMatch match);
            (index, length) = found ? (match.Index, match.Length) : (-1, 0);
            return found;
        }
        return _asciiNeedles!.TryFind(haystack, start, out index, out length);
    }

    /// <inheritdoc/>
    public override bool Resumes => _resumable is not null;

    /// <inheritdoc/>
    public override bool TryFindNext(ReadOnlySpan<char> haystack, int start, ref MatchCursor cursor, out int index, out int length)
    {
        if (_resumable is null) return TryFind(haystack, start, out index, out length);
        bool found = _resumable.TryFindNext(haystack, start, ref cursor, out StringMatch match);
        (index, length) = found ? (match.Index, match.Length) : (-1, 0);
        return found;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length)
    {
        Utf8MultiStringSearcher searcher = _utf8Searcher ?? throw new InvalidOperationException("This prefilter has no UTF-8 form.");
        bool found = searcher.TryFind(haystack, start, out StringMatch match);
        (index, length) = found ? (match.Index, match.Length) : (-1, 0);
        return found;
    }
}
