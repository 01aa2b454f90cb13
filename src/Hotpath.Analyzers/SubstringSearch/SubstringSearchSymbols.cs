using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Operations;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>Recognizes the searches a <c>SubstringSearcher</c> answers (see <see cref="SubstringSearchCall"/>) in one compilation.</summary>
internal sealed class SubstringSearchSymbols
{
    private const int Ordinal = 4;
    private const int OrdinalIgnoreCase = 5;

    private readonly INamedTypeSymbol _memoryExtensions;

    private SubstringSearchSymbols(INamedTypeSymbol searcher, INamedTypeSymbol memoryExtensions)
    {
        Searcher = searcher;
        _memoryExtensions = memoryExtensions;
    }

    /// <summary>Hotpath.Text's <c>SubstringSearcher</c>.</summary>
    public INamedTypeSymbol Searcher { get; }

    /// <summary>The symbols, or <see langword="null"/> when the compilation lacks Hotpath.Text's <c>SubstringSearcher</c>.</summary>
    public static SubstringSearchSymbols? Create(Compilation compilation) =>
        compilation.GetTypeByMetadataName("Hotpath.Text.SubstringSearcher") is { } searcher
        && compilation.GetTypeByMetadataName("System.MemoryExtensions") is { } memoryExtensions
            ? new SubstringSearchSymbols(searcher, memoryExtensions)
            : null;

    /// <summary>The search <paramref name="operation"/> makes, or <see langword="null"/> when a searcher would not answer it the same way.</summary>
    public SubstringSearchCall? Match(IInvocationOperation operation)
    {
        IMethodSymbol method = operation.TargetMethod;
        if (method.Name is not ("IndexOf" or "Contains")) return null;
        IOperation? text;
        if (method.ContainingType.SpecialType == SpecialType.System_String)
        {
            // string.IndexOf(string) and IndexOf(string, int) compare with the current culture; Contains(string) is ordinal.
            if (!HasParameters(method, "value", "comparisonType") && !HasParameters(method, "value", "startIndex", "comparisonType")
                && !(method.Name == "Contains" && HasParameters(method, "value"))) return null;
            text = operation.Instance;
        }
        else if (SymbolEqualityComparer.Default.Equals(method.ContainingType, _memoryExtensions) && IsCharSpan(method.Parameters[0].Type))
        {
            // IndexOf<char>(span, value) is ordinal; Contains<T>(span, T) looks for one element.
            if (!HasParameters(method, "span", "value", "comparisonType") && !(method.Name == "IndexOf" && HasParameters(method, "span", "value"))) return null;
            text = Argument(operation, "span");
        }
        else
        {
            return null;
        }

        if (text is null || NeedleValue(Argument(operation, "value")) is not { Length: >= 2 } needle) return null;
        int comparison = Argument(operation, "comparisonType") is { } argument ? argument.ConstantValue is { HasValue: true, Value: int value } ? value : -1 : Ordinal;
        if (comparison is not (Ordinal or OrdinalIgnoreCase)) return null;
        IOperation? start = Argument(operation, "startIndex");
        SubstringSearchKind kind = method.Name == "Contains" ? SubstringSearchKind.Contains : start is null ? SubstringSearchKind.IndexOf : SubstringSearchKind.IndexOfFrom;
        return new SubstringSearchCall(kind, new SearcherKey(needle, comparison == OrdinalIgnoreCase), text, start);
    }

    /// <summary>The constant string <paramref name="needle"/> holds, through conversions to a span and <c>AsSpan()</c>.</summary>
    private string? NeedleValue(IOperation? needle)
    {
        while (true)
        {
            switch (needle)
            {
                case IConversionOperation conversion:
                    needle = conversion.Operand;
                    break;
                case IInvocationOperation { TargetMethod: { Name: "AsSpan", Parameters.Length: 1 } asSpan, Arguments.Length: 1 } invocation
                    when SymbolEqualityComparer.Default.Equals(asSpan.ContainingType, _memoryExtensions):
                    needle = invocation.Arguments[0].Value;
                    break;
                default:
                    return needle?.ConstantValue is { HasValue: true, Value: string value } ? value : null;
            }
        }
    }

    private static IOperation? Argument(IInvocationOperation operation, string parameter) =>
        operation.Arguments.FirstOrDefault(a => a.Parameter?.Name == parameter)?.Value;

    private static bool HasParameters(IMethodSymbol method, params string[] names) =>
        method.Parameters.Select(p => p.Name).SequenceEqual(names);

    /// <summary>Whether <paramref name="type"/> is <c>ReadOnlySpan&lt;char&gt;</c> or <c>Span&lt;char&gt;</c>.</summary>
    private static bool IsCharSpan(ITypeSymbol type) =>
        type is INamedTypeSymbol { Name: "ReadOnlySpan" or "Span", TypeArguments.Length: 1 } span && span.TypeArguments[0].SpecialType == SpecialType.System_Char;
}
