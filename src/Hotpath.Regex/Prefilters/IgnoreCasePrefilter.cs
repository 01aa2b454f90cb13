using System.Buffers;
using System.Text;
using Hotpath.RegularExpressions.Literals;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are the occurrences, under <see cref="StringComparison.OrdinalIgnoreCase"/>, of the folded
/// prefixes of a case-insensitive regex (see <see cref="FoldedPrefixes"/>). Immutable and thread-safe.
/// </summary>
/// <remarks>
/// All-ASCII needles use the runtime's packed ignore-case string search; others use Hotpath.Text's
/// ignore-case <see cref="MultiStringSearcher"/> (the runtime's string set is slow on non-ASCII needles). The comparison may
/// equate units the regex does not (false candidates, which the engine rejects), never the reverse. The
/// reported length is the shortest needle's: the set searches do not say which needle occurred.
/// <para>Over UTF-8 the needles go to Hotpath.Text's ignore-case <see cref="Utf8MultiStringSearcher"/>,
/// which folds ASCII bytes (exact: no non-ASCII character is ordinally equal to an ASCII one ignoring
/// case) and searches every byte spelling of the non-ASCII letters. Those spellings multiply, so each
/// needle is cut after <see cref="MaxUtf8CasedLetters"/> non-ASCII letters: a needle's prefix still
/// starts every match the needle starts. A needle with U+FFFD (which ill-formed bytes also decode to)
/// leaves the prefilter without a UTF-8 form.</para>
/// </remarks>
internal sealed class IgnoreCasePrefilter : Prefilter
{
    private readonly SearchValues<string>? _asciiNeedles;
    private readonly MultiStringSearcher? _set;
    // Built on the first UTF-8 search: expanding byte spellings is wasted work for UTF-16-only use.
    private readonly Lazy<Utf8MultiStringSearcher>? _utf8Set;
    private readonly int _shortest;

    /// <summary>Non-ASCII letters kept per UTF-8 needle: at most a few dozen byte spellings each.</summary>
    internal const int MaxUtf8CasedLetters = 4;

    /// <summary>Prepares the search for <paramref name="needles"/> (at least one, none empty).</summary>
    public IgnoreCasePrefilter(IReadOnlyList<string> needles)
    {
        ArgumentNullException.ThrowIfNull(needles);
        if (needles.Count == 0 || needles.Any(string.IsNullOrEmpty)) throw new ArgumentException("Needs non-empty needles.", nameof(needles));
        if (needles.All(n => Ascii.IsValid(n))) _asciiNeedles = SearchValues.Create([.. needles], StringComparison.OrdinalIgnoreCase);
        else _set = new MultiStringSearcher(needles, new MultiStringSearchOptions { IgnoreCase = true });
        _shortest = needles.Min(n => n.Length);
        if (!needles.Any(n => n.Contains('\uFFFD')))
        {
            string[] cut = [.. needles.Select(CutForUtf8).Distinct(StringComparer.OrdinalIgnoreCase)];
            _utf8Set = new(() => new Utf8MultiStringSearcher(cut, new MultiStringSearchOptions { IgnoreCase = true }), LazyThreadSafetyMode.PublicationOnly);
        }
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => _utf8Set is not null;

    // The needle up to its MaxUtf8CasedLetters-th non-ASCII letter.
    private static string CutForUtf8(string needle)
    {
        int cased = 0;
        for (int i = 0; i < needle.Length; i++)
        {
            if (!char.IsAscii(needle[i]) && char.IsLetter(needle[i]) && ++cased > MaxUtf8CasedLetters) return needle[..i];
        }
        return needle;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        int found;
        if (_asciiNeedles is not null) found = haystack[start..].IndexOfAny(_asciiNeedles);
        else found = _set!.TryFind(haystack, start, out StringMatch match) ? match.Index - start : -1;
        (index, length) = found < 0 ? (-1, 0) : (start + found, _shortest);
        return found >= 0;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length)
    {
        Utf8MultiStringSearcher set = _utf8Set?.Value ?? throw new InvalidOperationException("This prefilter has no UTF-8 form.");
        bool found = set.TryFind(haystack, start, out StringMatch match);
        (index, length) = found ? (match.Index, match.Length) : (-1, 0);
        return found;
    }
}
