using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>
/// Whether a document hands the BCL's regex types to code that keeps them: after the namespace swap its regexes are
/// Hotpath's, which are not the BCL's types, so a call to an API typed with <c>System.Text.RegularExpressions.Regex</c>
/// (or <c>Match</c>, <c>RegexOptions</c>, …) declared in another assembly would no longer compile. Members of the
/// same compilation are not counted: migrating every document of the project retypes both sides together.
/// </summary>
internal static class BclBoundUses
{
    /// <summary>The first node of <paramref name="root"/> that needs the BCL's regex types, or <see langword="null"/>.</summary>
    public static SyntaxNode? FindFirst(SemanticModel model, SyntaxNode root, RegexSymbols symbols, CancellationToken cancellationToken)
    {
        foreach (SyntaxNode node in root.DescendantNodes())
        {
            bool bound = node switch
            {
                SimpleNameSyntax or BaseObjectCreationExpressionSyntax or ConstructorInitializerSyntax or ElementAccessExpressionSyntax
                    => BindsToBcl(model.GetSymbolInfo(node, cancellationToken).Symbol, symbols),
                BaseMethodDeclarationSyntax or BasePropertyDeclarationSyntax or EventFieldDeclarationSyntax
                    => Overrides(model.GetDeclaredSymbol(node, cancellationToken), symbols),
                BaseTypeDeclarationSyntax type => ImplementsExternally(model.GetDeclaredSymbol(type, cancellationToken) as INamedTypeSymbol, node.SyntaxTree, symbols),
                _ => false,
            };
            if (bound) return node;
        }
        return null;
    }

    private static bool BindsToBcl(ISymbol? symbol, RegexSymbols symbols) => symbol switch
    {
        // A BCL regex type Hotpath lacks (RegexRunner, …); [GeneratedRegex] itself is rewritten by the migration.
        INamedTypeSymbol type => symbols.IsBclRegexType(type) && !symbols.HotpathHas(type)
            && !SymbolEqualityComparer.Default.Equals(type, symbols.GeneratedRegexAttribute),
        IMethodSymbol method => IsExternalWithBclSignature(method.ReducedFrom ?? method, symbols),
        IPropertySymbol or IFieldSymbol or IEventSymbol => IsExternalWithBclSignature(symbol, symbols),
        _ => false,
    };

    private static bool IsExternalWithBclSignature(ISymbol member, RegexSymbols symbols) =>
        symbols.IsExternal(member) && symbols.SignatureMentions(member);

    private static bool Overrides(ISymbol? member, RegexSymbols symbols)
    {
        ISymbol? overridden = member switch
        {
            IMethodSymbol method => method.OverriddenMethod,
            IPropertySymbol property => property.OverriddenProperty,
            IEventSymbol e => e.OverriddenEvent,
            _ => null,
        };
        return overridden is not null && IsExternalWithBclSignature(overridden, symbols);
    }

    /// <summary>Whether a type declared here implements a member of another assembly's interface whose signature has BCL regex types.</summary>
    private static bool ImplementsExternally(INamedTypeSymbol? type, SyntaxTree tree, RegexSymbols symbols)
    {
        if (type is null) return false;
        foreach (INamedTypeSymbol contract in type.AllInterfaces)
        {
            foreach (ISymbol member in contract.GetMembers())
            {
                if (!IsExternalWithBclSignature(member, symbols)) continue;
                ISymbol? implementation = type.FindImplementationForInterfaceMember(member);
                if (implementation is not null && implementation.DeclaringSyntaxReferences.Any(r => r.SyntaxTree == tree)) return true;
            }
        }
        return false;
    }
}
