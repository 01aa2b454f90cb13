using Microsoft.CodeAnalysis;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>The regex types of one compilation: the BCL's, and Hotpath's when the compilation references Hotpath.Regex.</summary>
internal sealed class RegexSymbols
{
    public const string BclNamespace = "System.Text.RegularExpressions";
    public const string HotpathNamespace = "Hotpath.RegularExpressions";

    private readonly Compilation _compilation;

    private RegexSymbols(Compilation compilation, INamedTypeSymbol bclRegex)
    {
        _compilation = compilation;
        BclRegex = bclRegex;
        GeneratedRegexAttribute = compilation.GetTypeByMetadataName(BclNamespace + ".GeneratedRegexAttribute");
        HotpathRegex = compilation.GetTypeByMetadataName(HotpathNamespace + ".Regex");
    }

    public INamedTypeSymbol BclRegex { get; }

    public INamedTypeSymbol? GeneratedRegexAttribute { get; }

    /// <summary>Hotpath's <c>Regex</c>, or <see langword="null"/> when the compilation does not reference Hotpath.Regex.</summary>
    public INamedTypeSymbol? HotpathRegex { get; }

    /// <summary>The symbols of <paramref name="compilation"/>, or <see langword="null"/> when it has no BCL regex.</summary>
    public static RegexSymbols? Create(Compilation compilation) =>
        compilation.GetTypeByMetadataName(BclNamespace + ".Regex") is { } regex ? new RegexSymbols(compilation, regex) : null;

    /// <summary>Whether <paramref name="type"/> is the BCL's or Hotpath's <c>Regex</c>.</summary>
    public bool IsRegex(ITypeSymbol? type) =>
        SymbolEqualityComparer.Default.Equals(type, BclRegex) || (HotpathRegex is not null && SymbolEqualityComparer.Default.Equals(type, HotpathRegex));

    public bool IsBcl(ITypeSymbol? type) => SymbolEqualityComparer.Default.Equals(type, BclRegex);

    /// <summary>Whether <paramref name="type"/> is declared in the BCL's regex namespace (nested types included).</summary>
    public bool IsBclRegexType(ITypeSymbol type) =>
        SymbolEqualityComparer.Default.Equals(type.ContainingAssembly, BclRegex.ContainingAssembly)
        && type.ContainingNamespace?.ToDisplayString() == BclNamespace;

    /// <summary>Whether <paramref name="symbol"/> is the BCL's regex namespace.</summary>
    public static bool IsBclNamespace(ISymbol? symbol) => symbol is INamespaceSymbol ns && ns.ToDisplayString() == BclNamespace;

    /// <summary>Whether Hotpath.RegularExpressions has a type of the same name as the BCL's <paramref name="type"/>.</summary>
    public bool HotpathHas(INamedTypeSymbol type)
    {
        string name = type.MetadataName;
        for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType) name = outer.MetadataName + "+" + name;
        return _compilation.GetTypeByMetadataName(HotpathNamespace + "." + name) is not null;
    }

    /// <summary>Whether <paramref name="type"/> is or contains (as an element or type argument) a BCL regex type.</summary>
    public bool Mentions(ITypeSymbol? type) => type switch
    {
        null => false,
        IArrayTypeSymbol array => Mentions(array.ElementType),
        IPointerTypeSymbol pointer => Mentions(pointer.PointedAtType),
        INamedTypeSymbol named => IsBclRegexType(named) || named.TypeArguments.Any(Mentions),
        _ => false,
    };

    /// <summary>Whether the declared signature of <paramref name="member"/> (its type, return type or parameters) mentions a BCL regex type.</summary>
    public bool SignatureMentions(ISymbol member) => member.OriginalDefinition switch
    {
        IMethodSymbol method => Mentions(method.ReturnType) || method.Parameters.Any(p => Mentions(p.Type)),
        IPropertySymbol property => Mentions(property.Type) || property.Parameters.Any(p => Mentions(p.Type)),
        IFieldSymbol field => Mentions(field.Type),
        IEventSymbol e => Mentions(e.Type),
        _ => false,
    };

    /// <summary>Whether <paramref name="member"/> is declared outside this compilation and outside the BCL's regex assembly.</summary>
    public bool IsExternal(ISymbol member) =>
        !SymbolEqualityComparer.Default.Equals(member.ContainingAssembly, _compilation.Assembly)
        && !SymbolEqualityComparer.Default.Equals(member.ContainingAssembly, BclRegex.ContainingAssembly);
}
