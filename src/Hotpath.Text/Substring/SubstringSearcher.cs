using System.Buffers;
using System.Runtime.InteropServices;

namespace Hotpath.Text;

/// <summary>
/// Finds one needle in UTF-16 text, returning exactly what <see cref="MemoryExtensions.IndexOf(ReadOnlySpan{char}, ReadOnlySpan{char}, StringComparison)"/>
/// and its siblings return, usually faster. Build it once per needle and reuse it: it is immutable and thread-safe,
/// and searching never allocates.
/// </summary>
/// <remarks>
/// <para>Candidates are found by comparing, 16 to 64 positions at a time with Vector128/256/512, the two needle
/// units that are rarest in real text (not its first and last units, which are often common letters), then
/// verified in place. If verifications keep failing (e.g. <c>"aaab"</c> in <c>"aaaa…"</c>), the search switches to
/// the Two-Way algorithm, so it stays linear in the haystack length.</para>
/// <para>With <see cref="StringComparison.OrdinalIgnoreCase"/> the comparison is the BCL's: simple upper-case
/// mapping per unit, surrogate pairs upper-cased as pairs. Lone surrogates are ordinary units; nothing throws.</para>
/// <example><code>
/// var searcher = new SubstringSearcher("elementary", StringComparison.OrdinalIgnoreCase);
/// int first = searcher.IndexOf(text);
/// foreach (int index in searcher.EnumerateMatches(text)) Console.WriteLine(index);
/// </code></example>
/// </remarks>
public sealed class SubstringSearcher
{
    private readonly SubstringNeedle<ushort>? _needle;
    private readonly SearchComparison _kind;
    // For an ASCII needle of up to ShortHaystackNeedleLength units ignoring case: the runtime's search values for it,
    // which short haystacks go to (see ShortHaystackLength).
    private readonly SearchValues<string>? _shortIgnoreCase;

    /// <summary>Prepares <paramref name="needle"/> for searching.</summary>
    /// <param name="needle">The text to find; may be empty (it then matches at every position, as in the BCL).</param>
    /// <param name="comparison"><see cref="StringComparison.Ordinal"/> (default) or <see cref="StringComparison.OrdinalIgnoreCase"/>.</param>
    /// <exception cref="ArgumentNullException"><paramref name="needle"/> is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="comparison"/> is neither Ordinal nor OrdinalIgnoreCase.</exception>
    public SubstringSearcher(string needle, StringComparison comparison = StringComparison.Ordinal)
    {
        ArgumentNullException.ThrowIfNull(needle);
        _needle = NeedlePreparation.ForUtf16(needle, NeedlePreparation.IsIgnoreCase(comparison), out _kind);
        Needle = needle;
        Comparison = comparison;
        if (_kind == SearchComparison.AsciiFolded && needle.Length <= ShortHaystackNeedleLength)
            _shortIgnoreCase = SearchValues.Create([needle], StringComparison.OrdinalIgnoreCase);
    }

    private SubstringSearcher(string needle, ulong anyUnit)
    {
        _needle = NeedlePreparation.ForUtf16AsciiPattern(needle, anyUnit);
        _kind = SearchComparison.AsciiFolded;
        Needle = needle;
        Comparison = StringComparison.OrdinalIgnoreCase;
    }

    /// <summary>
    /// For Hotpath.Regex: a search for an ASCII <paramref name="needle"/> ignoring ASCII case, in which the
    /// units at the positions set in <paramref name="anyUnit"/> (bit i for unit i) match every unit (see
    /// <see cref="NeedlePreparation.ForUtf16AsciiPattern"/>): a search verifies the needle at most once per position, with
    /// no Two-Way fallback.
    /// </summary>
    internal static SubstringSearcher ForAsciiPattern(string needle, ulong anyUnit)
    {
        ArgumentNullException.ThrowIfNull(needle);
        return new SubstringSearcher(needle, anyUnit);
    }

    /// <summary>The needle this searcher finds.</summary>
    public string Needle { get; }

    /// <summary>The comparison this searcher applies.</summary>
    public StringComparison Comparison { get; }

    /// <summary>
    /// Approximate bytes held by this searcher beyond the <see cref="Needle"/> string: copies of the needle's
    /// units for verification and for the forward and backward linear-time fallbacks, plus object headers, and
    /// about <see cref="ShortSearchValuesBytes"/> for the runtime's search values of a short ASCII needle ignoring case.
    /// </summary>
    public long MemoryBytes => 64 + (_needle?.MemoryBytes ?? 0) + (_shortIgnoreCase is null ? 0 : ShortSearchValuesBytes);

    // An estimate: the runtime does not report what its search values hold (a copy of the needle and a few vectors).
    private const int ShortSearchValuesBytes = 256;

    /// <summary>
    /// Below this many units a first-match search goes to the runtime: <c>IndexOf</c> for an ordinal needle, its
    /// search values for an ASCII needle ignoring case. Their filters need no setup, where the rare-unit filter's has a
    /// fixed cost per call, so they win on short inputs (log lines up to a few hundred units; from 512 units the
    /// filter is faster, AVX2).
    /// </summary>
    private const int ShortHaystackLength = 512;

    /// <summary>
    /// The longest needle sent to the runtime's <c>IndexOf</c> on a short haystack: its verification is not linear,
    /// so the work stays within <see cref="ShortHaystackLength"/> × this many unit compares.
    /// </summary>
    private const int ShortHaystackNeedleLength = 32;

    /// <summary>The index of the first match in <paramref name="haystack"/>, or -1; 0 for an empty needle.</summary>
    public int IndexOf(ReadOnlySpan<char> haystack)
    {
        ReadOnlySpan<ushort> units = MemoryMarshal.Cast<char, ushort>(haystack);
        return _kind switch
        {
            SearchComparison.Exact when haystack.Length < ShortHaystackLength && Needle.Length <= ShortHaystackNeedleLength => haystack.IndexOf(Needle),
            SearchComparison.AsciiFolded when haystack.Length < ShortHaystackLength && _shortIgnoreCase is { } values => haystack.IndexOfAny(values),
            SearchComparison.Exact => _needle!.IndexOf<ExactUnits<ushort>>(units),
            SearchComparison.AsciiFolded => _needle!.IndexOf<AsciiFoldedUnits<ushort>>(units),
            SearchComparison.Cased => _needle!.IndexOf<Utf16CasedUnits>(units),
            _ => 0,
        };
    }

    /// <summary>The index of the last match in <paramref name="haystack"/>, or -1; the haystack length for an empty needle.</summary>
    public int LastIndexOf(ReadOnlySpan<char> haystack)
    {
        ReadOnlySpan<ushort> units = MemoryMarshal.Cast<char, ushort>(haystack);
        return _kind switch
        {
            SearchComparison.Exact => _needle!.LastIndexOf<ExactUnits<ushort>>(units),
            SearchComparison.AsciiFolded => _needle!.LastIndexOf<AsciiFoldedUnits<ushort>>(units),
            SearchComparison.Cased => _needle!.LastIndexOf<Utf16CasedUnits>(units),
            _ => haystack.Length,
        };
    }

    /// <summary>Whether <paramref name="haystack"/> contains the needle.</summary>
    public bool Contains(ReadOnlySpan<char> haystack) => IndexOf(haystack) >= 0;

    /// <summary>
    /// The number of non-overlapping matches, found left to right as repeated <see cref="IndexOf"/> calls would
    /// find them. An empty needle matches at every position: <c>haystack.Length + 1</c> (as <c>Regex.Count</c> does
    /// for an empty pattern).
    /// </summary>
    public int Count(ReadOnlySpan<char> haystack)
    {
        ReadOnlySpan<ushort> units = MemoryMarshal.Cast<char, ushort>(haystack);
        return _kind switch
        {
            // Short haystacks go to the runtime match by match, as first-match searches do (see ShortHaystackLength).
            SearchComparison.Exact when haystack.Length < ShortHaystackLength && Needle.Length <= ShortHaystackNeedleLength => CountShort(haystack, null),
            SearchComparison.AsciiFolded when haystack.Length < ShortHaystackLength && _shortIgnoreCase is { } values => CountShort(haystack, values),
            SearchComparison.Exact => _needle!.Count<ExactUnits<ushort>>(units),
            SearchComparison.AsciiFolded => _needle!.Count<AsciiFoldedUnits<ushort>>(units),
            SearchComparison.Cased => _needle!.Count<Utf16CasedUnits>(units),
            _ => haystack.Length + 1,
        };
    }

    // The non-overlapping matches of a short haystack, each found by the runtime: IndexOf, or the search values of an
    // ASCII needle ignoring case.
    private int CountShort(ReadOnlySpan<char> haystack, SearchValues<string>? ignoringCase)
    {
        int count = 0;
        while ((ignoringCase is null ? haystack.IndexOf(Needle) : haystack.IndexOfAny(ignoringCase)) is int at and >= 0)
        {
            count++;
            haystack = haystack[(at + Needle.Length)..];
        }
        return count;
    }

    /// <summary>
    /// Writes the starts of the first non-overlapping matches in <paramref name="haystack"/> to
    /// <paramref name="positions"/> and returns how many (fewer than its length only when there are no more), or -1
    /// when this needle is searched match by match (see <see cref="SubstringNeedle{T}.Collect"/>).
    /// </summary>
    internal int Collect(ReadOnlySpan<char> haystack, Span<int> positions)
    {
        ReadOnlySpan<ushort> units = MemoryMarshal.Cast<char, ushort>(haystack);
        return _kind switch
        {
            SearchComparison.Exact => _needle!.Collect<ExactUnits<ushort>>(units, positions),
            SearchComparison.AsciiFolded => _needle!.Collect<AsciiFoldedUnits<ushort>>(units, positions),
            _ => -1,
        };
    }

    /// <summary>
    /// Enumerates the start indexes of the non-overlapping matches, left to right, without allocating. An empty
    /// needle yields every position from 0 to <c>haystack.Length</c>.
    /// </summary>
    public SubstringMatchEnumerator EnumerateMatches(ReadOnlySpan<char> haystack) => new(this, haystack);
}
