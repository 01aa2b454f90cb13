using System.Text;
using Hotpath.RegularExpressions.Literals;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are the occurrences, under <see cref="StringComparison.OrdinalIgnoreCase"/>, of the folded
/// prefixes of a case-insensitive regex (see <see cref="FoldedPrefixes"/>). Immutable and thread-safe.
/// </summary>
/// <remarks>
/// A single needle uses Hotpath.Text's ignore-case <see cref="SubstringSearcher"/>, and several its
/// ignore-case <see cref="MultiStringSearcher"/>: on rebar's five names over OpenSubtitles English it measured
/// 105 µs where the runtime's packed ignore-case string set took 134 µs, and the runtime's set is slow on non-ASCII
/// needles. The comparison may equate units the regex does not (false candidates, which the engine rejects), never
/// the reverse. Over UTF-8 a single needle is searched with Hotpath.Text's ignore-case <see cref="Utf8SubstringSearcher"/>,
/// which folds scalars; of several needles only all-ASCII ones have a form, searched with its ignore-case
/// <see cref="Utf8MultiStringSearcher"/> (ASCII folding is exact there: no non-ASCII character is ordinally equal
/// to an ASCII one ignoring case), since non-ASCII needles would expand into thousands of byte spellings.
/// </remarks>
internal sealed class IgnoreCasePrefilter : Prefilter
{
    private readonly SubstringSearcher? _single;
    private readonly int _singleLength;
    private readonly MultiStringSearcher? _set;
    private readonly Utf8MultiStringSearcher? _utf8Set;
    private readonly Utf8SubstringSearcher? _utf8Single;

    /// <summary>Prepares the search for <paramref name="needles"/> (at least one, none empty).</summary>
    public IgnoreCasePrefilter(IReadOnlyList<string> needles)
    {
        ArgumentNullException.ThrowIfNull(needles);
        if (needles.Count == 0 || needles.Any(string.IsNullOrEmpty)) throw new ArgumentException("Needs non-empty needles.", nameof(needles));
        var options = new MultiStringSearchOptions { IgnoreCase = true };
        bool ascii = needles.All(n => Ascii.IsValid(n));
        if (needles.Count == 1)
        {
            _single = new SubstringSearcher(needles[0], StringComparison.OrdinalIgnoreCase);
            _singleLength = needles[0].Length;
        }
        else
        {
            _set = new MultiStringSearcher(needles, options);
        }
        if (needles.Count == 1 && Utf8Needles.TryEncode(needles[0], ExtractionSide.Prefix) is { } utf8)
        {
            _utf8Single = new Utf8SubstringSearcher(utf8, StringComparison.OrdinalIgnoreCase);
        }
        else if (ascii)
        {
            _utf8Set = new Utf8MultiStringSearcher(needles, options);
        }
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => _utf8Single is not null || _utf8Set is not null;

    /// <inheritdoc/>
    public override bool IsStringSetSearch => _single is null;

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        if (_single is not null)
        {
            int found = _single.IndexOf(haystack[start..]);
            (index, length) = found < 0 ? (-1, 0) : (start + found, _singleLength);
            return found >= 0;
        }
        bool any = _set!.TryFind(haystack, start, out StringMatch match);
        (index, length) = any ? (match.Index, match.Length) : (-1, 0);
        return any;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length)
    {
        if (_utf8Single is not null)
        {
            int at = _utf8Single.IndexOf(haystack[start..], out int matchLength);
            (index, length) = at < 0 ? (-1, 0) : (start + at, matchLength);
            return at >= 0;
        }
        Utf8MultiStringSearcher set = _utf8Set ?? throw new InvalidOperationException("This prefilter has no UTF-8 form.");
        bool found = set.TryFind(haystack, start, out StringMatch match);
        (index, length) = found ? (match.Index, match.Length) : (-1, 0);
        return found;
    }
}
