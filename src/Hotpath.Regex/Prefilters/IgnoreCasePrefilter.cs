using System.Text;
using Hotpath.RegularExpressions.Literals;
using Hotpath.Text;
using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are the occurrences, under <see cref="StringComparison.OrdinalIgnoreCase"/>, of the folded
/// prefixes of a case-insensitive regex (see <see cref="FoldedPrefixes"/>). Immutable and thread-safe.
/// </summary>
/// <remarks>
/// A single needle uses Hotpath.Text's ignore-case <see cref="SubstringSearcher"/>, and several its
/// ignore-case <see cref="MultiStringSearcher"/>: on rebar's five names over OpenSubtitles English it measured
/// faster than the runtime's packed ignore-case string set, and the runtime's set is slow on non-ASCII
/// needles. The comparison may equate units the regex does not (false candidates, which the engine rejects), never
/// the reverse. Over UTF-8 a single needle is searched with Hotpath.Text's ignore-case <see cref="Utf8SubstringSearcher"/>,
/// which folds scalars; several needles with its ignore-case <see cref="Utf8MultiStringSearcher"/> (ASCII folding is
/// exact there: no non-ASCII character is ordinally equal to an ASCII one ignoring case). That searcher expands
/// non-ASCII letters into their byte spellings, thousands for a whole name, so non-ASCII needles are cut to their
/// first <see cref="Utf8PrefixChars"/> chars: the candidates are where a needle may start (rebar's five Russian names
/// ignoring case over UTF-8: see docs/regex.md).
/// </remarks>
internal sealed class IgnoreCasePrefilter : Prefilter
{
    private readonly string[] _needles;
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
        _needles = [.. needles];
        if (needles.Count == 1)
        {
            _single = new SubstringSearcher(needles[0], StringComparison.OrdinalIgnoreCase);
            _singleLength = needles[0].Length;
        }
        else
        {
            _set = new MultiStringSearcher(needles, new MultiStringSearchOptions { IgnoreCase = true });
        }
        if (needles.Count == 1)
        {
            _utf8Single = CreateUtf8Single(needles[0]);
        }
        else
        {
            _utf8Set = CreateUtf8Set(needles);
        }
    }

    /// <summary>
    /// Prepares the search for a single start given as an ASCII needle with open positions (see
    /// <see cref="FoldedPrefixes.ComputeAsciiPattern"/>), which checks more of each candidate than the folded prefix
    /// <paramref name="foldedPrefix"/> alone: on <c>(?i)Sherlock Holmes</c> the whole name with its k open rather than
    /// <c>sherloc</c>, so the scan can probe the name's rarest letters. Over UTF-8, where an open unit's members differ in
    /// byte length, the folded prefix is searched as before.
    /// </summary>
    public IgnoreCasePrefilter((string Needle, ulong AnyUnit) pattern, string foldedPrefix)
    {
        ArgumentNullException.ThrowIfNull(foldedPrefix);
        _needles = [foldedPrefix];
        _single = SubstringSearcher.ForAsciiPattern(pattern.Needle, pattern.AnyUnit);
        _singleLength = pattern.Needle.Length;
        _utf8Single = CreateUtf8Single(foldedPrefix);
    }

    // The ignore-case UTF-8 search for one folded needle; null when it has no UTF-8 form (a lone surrogate).
    private static Utf8SubstringSearcher? CreateUtf8Single(string needle) =>
        Utf8Needles.TryEncode(needle, ExtractionSide.Prefix) is { } utf8 ? new Utf8SubstringSearcher(utf8, StringComparison.OrdinalIgnoreCase) : null;

    /// <summary>
    /// The ignore-case UTF-8 search for several folded needles: all-ASCII needles whole; non-ASCII ones expand into
    /// every case spelling of their letters' bytes, so only their first <see cref="Utf8PrefixChars"/> chars are
    /// searched (candidates, which the engine then confirms), and the spellings stay few.
    /// </summary>
    /// <returns>The search, or null when a needle has no UTF-8 form (a lone surrogate).</returns>
    public static Utf8MultiStringSearcher? CreateUtf8Set(IReadOnlyList<string> needles)
    {
        if (needles.Any(n => Utf8Needles.TryEncode(n, ExtractionSide.Prefix) is null)) return null;
        var options = new MultiStringSearchOptions { IgnoreCase = true };
        return needles.All(n => Ascii.IsValid(n))
            ? new Utf8MultiStringSearcher(needles, options)
            : new Utf8MultiStringSearcher([.. needles.Select(FirstLetters).Distinct(StringComparer.OrdinalIgnoreCase)], options);
    }

    /// <summary>The first match of <paramref name="set"/> at or after <paramref name="start"/>, as a candidate.</summary>
    public static bool TryFind(Utf8MultiStringSearcher set, ReadOnlySpan<byte> haystack, int start, out int index, out int length)
    {
        bool found = set.TryFind(haystack, start, out StringMatch match);
        (index, length) = found ? (match.Index, match.Length) : (-1, 0);
        return found;
    }

    /// <summary>How many leading chars of a non-ASCII needle the UTF-8 set search spells out (at most 2^3 spellings each).</summary>
    public const int Utf8PrefixChars = 3;

    // The needle's first Utf8PrefixChars chars, never ending inside a surrogate pair.
    private static string FirstLetters(string needle)
    {
        int length = Math.Min(needle.Length, Utf8PrefixChars);
        if (length < needle.Length && char.IsHighSurrogate(needle[length - 1])) length++;
        return needle[..length];
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => _utf8Single is not null || _utf8Set is not null;

    /// <summary>The folded needles searched for (the folded prefix for the ASCII-pattern form).</summary>
    internal IReadOnlyList<string> Needles => _needles;

    /// <inheritdoc/>
    public override string Describe() => StrategyCatalog.OneOf("literals", _needles) + ", ignoring case";

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
        return TryFind(_utf8Set ?? throw new InvalidOperationException("This prefilter has no UTF-8 form."), haystack, start, out index, out length);
    }
}
