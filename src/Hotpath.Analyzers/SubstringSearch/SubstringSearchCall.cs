using Microsoft.CodeAnalysis;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>
/// An ordinal search for a constant needle of two or more chars that Hotpath.Text's <c>SubstringSearcher</c>
/// answers the same way: <c>string.IndexOf</c> or <c>string.Contains</c> with <c>Ordinal</c> or
/// <c>OrdinalIgnoreCase</c>, <c>string.Contains(string)</c>, or <c>MemoryExtensions.IndexOf</c> or <c>Contains</c>
/// over a span of chars.
/// </summary>
internal sealed class SubstringSearchCall(SubstringSearchKind kind, SearcherKey key, IOperation text, IOperation? start)
{
    /// <summary>What the call asks.</summary>
    public SubstringSearchKind Kind { get; } = kind;

    /// <summary>The needle and comparison.</summary>
    public SearcherKey Key { get; } = key;

    /// <summary>The searched text: a string (the receiver of a string method) or a span.</summary>
    public IOperation Text { get; } = text;

    /// <summary>The start index of <see cref="SubstringSearchKind.IndexOfFrom"/>.</summary>
    public IOperation? Start { get; } = start;

    /// <summary>Whether the text is a string, which a null reference would make throw where a searcher returns "not found".</summary>
    public bool SearchesString => Text.Type?.SpecialType == SpecialType.System_String;
}
