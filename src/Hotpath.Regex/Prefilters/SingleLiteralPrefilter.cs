using Hotpath.Text;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// Candidates are the occurrences of one literal, found with a vectorized substring search. Immutable and
/// thread-safe.
/// </summary>
/// <remarks>
/// The needle goes through Hotpath.Text's <see cref="SubstringSearcher"/>, whose filter compares the needle's
/// rarest units: on prose it is faster than <c>IndexOf(string)</c> and the runtime's
/// single-string <see cref="System.Buffers.SearchValues{T}"/> ("Sherlock", "looking", "://").
/// </remarks>
internal sealed class SingleLiteralPrefilter : Prefilter
{
    private readonly string _needle;
    private readonly SubstringSearcher _searcher;
    private readonly byte[]? _utf8Needle;

    /// <summary>Prepares the search for <paramref name="needle"/> (non-empty) taken from <paramref name="side"/>.</summary>
    public SingleLiteralPrefilter(string needle, ExtractionSide side)
    {
        ArgumentException.ThrowIfNullOrEmpty(needle);
        _needle = needle;
        _searcher = new SubstringSearcher(needle);
        _utf8Needle = Utf8Needles.TryEncode(needle, side);
    }

    /// <inheritdoc/>
    public override bool SupportsUtf8 => _utf8Needle is not null;

    /// <summary>The literal searched for.</summary>
    public string Needle => _needle;

    /// <inheritdoc/>
    public override string Describe() => "the literal " + StrategyCatalog.Quote(_needle);

    /// <summary>
    /// Whether the literal is one unit common in text (see <see cref="UnitRarity.IsCommonInText"/>): its search stops
    /// every few dozen units, so a scan that tests more of the match at once (<see cref="ClassSequencePrefilter"/>) pays.
    /// </summary>
    public bool IsCommonUnit => _needle.Length == 1 && UnitRarity.IsCommonInText(Hir.CharRangeSet.Single(_needle[0]));

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<char> haystack, int start, out int index, out int length)
    {
        int found = _searcher.IndexOf(haystack[start..]);
        index = found < 0 ? -1 : start + found;
        length = _needle.Length;
        return found >= 0;
    }

    /// <inheritdoc/>
    public override bool TryFind(ReadOnlySpan<byte> haystack, int start, out int index, out int length)
    {
        byte[] needle = _utf8Needle ?? throw new InvalidOperationException("This prefilter has no UTF-8 form.");
        int found = haystack[start..].IndexOf(needle);
        index = found < 0 ? -1 : start + found;
        length = needle.Length;
        return found >= 0;
    }
}
