namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>
/// A needle and its comparison, equal to another when the two find the same matches: the same needle, or with
/// <c>OrdinalIgnoreCase</c> needles equal ignoring case.
/// </summary>
internal readonly struct SearcherKey(string needle, bool ignoreCase) : IEquatable<SearcherKey>
{
    /// <summary>The needle's value.</summary>
    public string Needle { get; } = needle;

    /// <summary>Whether the comparison is <c>OrdinalIgnoreCase</c> (else <c>Ordinal</c>).</summary>
    public bool IgnoreCase { get; } = ignoreCase;

    private StringComparer Comparer => IgnoreCase ? StringComparer.OrdinalIgnoreCase : StringComparer.Ordinal;

    public bool Equals(SearcherKey other) => IgnoreCase == other.IgnoreCase && Comparer.Equals(Needle, other.Needle);

    public override bool Equals(object? obj) => obj is SearcherKey other && Equals(other);

    public override int GetHashCode() => Comparer.GetHashCode(Needle) * 2 + (IgnoreCase ? 1 : 0);
}
