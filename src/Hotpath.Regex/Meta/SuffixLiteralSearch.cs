using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// The literal every match ends with, and whether <see cref="DfaStrategy"/>'s reverse-suffix search may use it (see
/// <see cref="ReverseSuffixSafety"/>). Immutable and thread-safe.
/// </summary>
internal sealed class SuffixLiteralSearch
{
    private readonly Lazy<bool> _safe;

    /// <summary>The search for <paramref name="literal"/>, the suffix (see <see cref="SuffixLiteral"/>) of the regex compiled to <paramref name="nfa"/>.</summary>
    public SuffixLiteralSearch(string literal, ThompsonNfa nfa)
    {
        ArgumentException.ThrowIfNullOrEmpty(literal);
        ArgumentNullException.ThrowIfNull(nfa);
        Literal = new SingleLiteralPrefilter(literal, ExtractionSide.Suffix);
        Length = literal.Length;
        // Checked on the first search, not at construction: the exploration costs tens of microseconds or more,
        // and regexes built but never run should not pay it. Racing threads compute the same answer.
        _safe = new Lazy<bool>(() => ReverseSuffixSafety.IsSafe(nfa), LazyThreadSafetyMode.PublicationOnly);
    }

    /// <summary>The search for the literal.</summary>
    public SingleLiteralPrefilter Literal { get; }

    /// <summary>The literal's length in UTF-16 units.</summary>
    public int Length { get; }

    /// <summary>Whether the first occurrence that ends a match gives the leftmost match start (see <see cref="ReverseSuffixSafety"/>).</summary>
    public bool IsSafe => _safe.Value;
}
