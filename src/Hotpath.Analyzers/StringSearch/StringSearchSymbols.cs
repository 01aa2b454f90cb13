using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace Hotpath.Analyzers.StringSearch;

/// <summary><c>SearchValues</c> and the <c>MemoryExtensions</c> searches over <c>SearchValues&lt;string&gt;</c> in one compilation.</summary>
internal sealed class StringSearchSymbols
{
    private readonly INamedTypeSymbol _searchValues;
    private readonly INamedTypeSymbol _memoryExtensions;

    private StringSearchSymbols(INamedTypeSymbol searchValues, INamedTypeSymbol memoryExtensions)
    {
        _searchValues = searchValues;
        _memoryExtensions = memoryExtensions;
    }

    /// <summary>The symbols, or <see langword="null"/> when the compilation lacks <c>SearchValues</c> or Hotpath.Text.</summary>
    public static StringSearchSymbols? Create(Compilation compilation) =>
        compilation.GetTypeByMetadataName("Hotpath.Text.MultiStringSearcher") is not null
        && compilation.GetTypeByMetadataName("System.Buffers.SearchValues") is { } searchValues
        && compilation.GetTypeByMetadataName("System.MemoryExtensions") is { } memoryExtensions
            ? new StringSearchSymbols(searchValues, memoryExtensions)
            : null;

    /// <summary>Whether <paramref name="operation"/> is <c>SearchValues.Create(ReadOnlySpan&lt;string&gt;, StringComparison)</c>.</summary>
    public bool IsStringCreate(IInvocationOperation operation)
    {
        IMethodSymbol method = operation.TargetMethod;
        return method.Name == "Create"
            && SymbolEqualityComparer.Default.Equals(method.ContainingType, _searchValues)
            && method.Parameters.Length == 2
            && IsGeneric(method.Parameters[0].Type, "ReadOnlySpan", SpecialType.System_String)
            && method.Parameters[1].Type.Name == nameof(StringComparison);
    }

    /// <summary>
    /// Whether <paramref name="operation"/> is <c>IndexOfAny</c> or <c>ContainsAny</c> of a span of chars over a
    /// <c>SearchValues&lt;string&gt;</c>, the two searches <c>MultiStringSearcher</c> answers the same way.
    /// </summary>
    public bool IsStringSearch(IInvocationOperation operation)
    {
        IMethodSymbol method = operation.TargetMethod.ReducedFrom ?? operation.TargetMethod;
        return method.Name is "IndexOfAny" or "ContainsAny"
            && SymbolEqualityComparer.Default.Equals(method.ContainingType, _memoryExtensions)
            && method.Parameters.Length == 2
            && (IsGeneric(method.Parameters[0].Type, "ReadOnlySpan", SpecialType.System_Char) || IsGeneric(method.Parameters[0].Type, "Span", SpecialType.System_Char))
            && IsGeneric(method.Parameters[1].Type, "SearchValues", SpecialType.System_String);
    }

    /// <summary>Whether <paramref name="type"/> is <paramref name="name"/>&lt;T&gt; with T of <paramref name="argument"/>.</summary>
    private static bool IsGeneric(ITypeSymbol type, string name, SpecialType argument) =>
        type is INamedTypeSymbol { TypeArguments.Length: 1 } named && named.Name == name && named.TypeArguments[0].SpecialType == argument;
}
