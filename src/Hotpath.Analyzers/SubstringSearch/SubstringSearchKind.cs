namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>What a <see cref="SubstringSearchCall"/> asks, and so what <c>SubstringSearcher</c> call answers it.</summary>
internal enum SubstringSearchKind
{
    /// <summary>The first match in the whole text: <c>searcher.IndexOf(text)</c>.</summary>
    IndexOf,

    /// <summary>The first match at or after a start index, counted from the text's start.</summary>
    IndexOfFrom,

    /// <summary>Whether the text has a match: <c>searcher.Contains(text)</c>.</summary>
    Contains,
}
