namespace Hotpath.Text;

/// <summary>Which <see cref="IUnitFolding{T}"/> a prepared needle is searched with.</summary>
internal enum SearchComparison
{
    /// <summary>The needle is empty: it matches at every position.</summary>
    Empty,

    /// <summary>Ordinal: <see cref="ExactUnits{T}"/>.</summary>
    Exact,

    /// <summary>OrdinalIgnoreCase with an all-ASCII needle: <see cref="AsciiFoldedUnits{T}"/>.</summary>
    AsciiFolded,

    /// <summary>OrdinalIgnoreCase with a non-ASCII needle: <see cref="Utf16CasedUnits"/> (UTF-16) or per-scalar folding (UTF-8).</summary>
    Cased,
}
