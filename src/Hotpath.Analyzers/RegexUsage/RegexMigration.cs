using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Simplification;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>
/// Moves a document from <c>System.Text.RegularExpressions</c> to <c>Hotpath.RegularExpressions</c>:
/// <c>[GeneratedRegex]</c> members become cached regexes, then every name of the BCL's regex namespace (using
/// directives, aliases, qualified type names) names Hotpath's.
/// </summary>
internal static class RegexMigration
{
    /// <summary>The migrated document, or <see langword="null"/> when the document cannot be migrated on its own.</summary>
    public static async Task<Document?> MigrateAsync(Document document, CancellationToken cancellationToken)
    {
        SemanticModel model = (await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false))!;
        if (RegexSymbols.Create(model.Compilation) is not { HotpathRegex: not null } symbols) return null;
        SyntaxNode root = (await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!;
        if (ImportsFromOutside(model, root, symbols, cancellationToken)) return null;

        document = await GeneratedRegexRewrite.ApplyAsync(document, symbols, cancellationToken).ConfigureAwait(false);
        document = await SwapNamespaceAsync(document, cancellationToken).ConfigureAwait(false);
        return await Simplifier.ReduceAsync(document, Simplifier.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false);
    }

    /// <summary>
    /// Whether the document names BCL regex types through a using directive this document cannot swap alone: a
    /// <c>global using</c> (in any file, or from the project's <c>&lt;Using&gt;</c> items) imports the namespace into
    /// every document, where a swapped local using would make the type names ambiguous.
    /// </summary>
    public static bool ImportsFromOutside(SemanticModel model, SyntaxNode root, RegexSymbols symbols, CancellationToken cancellationToken)
    {
        if (BclNamespaceNames.HasGlobalUsing(model.Compilation, cancellationToken)) return true;
        foreach (UsingDirectiveSyntax directive in root.DescendantNodes().OfType<UsingDirectiveSyntax>())
        {
            if (directive.Alias is null && directive.StaticKeyword.IsKind(SyntaxKind.None)
                && RegexSymbols.IsBclNamespace(model.GetSymbolInfo(directive.Name!, cancellationToken).Symbol))
            {
                return false;
            }
        }

        // Without a using of its own, a type name written alone can only come from elsewhere (an alias aside).
        foreach (SimpleNameSyntax name in root.DescendantNodes().OfType<SimpleNameSyntax>())
        {
            bool qualified = name.Parent switch
            {
                QualifiedNameSyntax q => q.Right == name,
                MemberAccessExpressionSyntax m => m.Name == name,
                AliasQualifiedNameSyntax => true,
                _ => false,
            };
            if (!qualified && model.GetSymbolInfo(name, cancellationToken).Symbol is INamedTypeSymbol type && symbols.IsBclRegexType(type)
                && model.GetAliasInfo(name, cancellationToken) is null)
            {
                return true;
            }
        }
        return false;
    }

    private static async Task<Document> SwapNamespaceAsync(Document document, CancellationToken cancellationToken)
    {
        SyntaxNode root = (await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!;
        SemanticModel model = (await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false))!;
        var names = BclNamespaceNames.Find(model, root, cancellationToken).ToList();
        root = root.ReplaceNodes(names, (original, _) => HotpathNamespace(original));
        return document.WithSyntaxRoot(WithoutDuplicateUsings(root));
    }

    /// <summary>Hotpath's namespace, spelled as <paramref name="original"/> spells the BCL's (with or without <c>global::</c>).</summary>
    private static SyntaxNode HotpathNamespace(SyntaxNode original)
    {
        string prefix = original.ToString().StartsWith("global::", StringComparison.Ordinal) ? "global::" : "";
        string text = prefix + RegexSymbols.HotpathNamespace;
        SyntaxNode replacement = original is MemberAccessExpressionSyntax ? SyntaxFactory.ParseExpression(text) : SyntaxFactory.ParseName(text);
        return replacement.WithTriviaFrom(original);
    }

    /// <summary>Removes a swapped directive that repeats one already in the same scope (a repeated using is a warning).</summary>
    private static SyntaxNode WithoutDuplicateUsings(SyntaxNode root)
    {
        var duplicates = new List<UsingDirectiveSyntax>();
        foreach (SyntaxNode scope in root.DescendantNodesAndSelf().Where(n => n is CompilationUnitSyntax or BaseNamespaceDeclarationSyntax))
        {
            SyntaxList<UsingDirectiveSyntax> usings = scope is CompilationUnitSyntax unit ? unit.Usings : ((BaseNamespaceDeclarationSyntax)scope).Usings;
            var seen = new HashSet<string>(StringComparer.Ordinal);
            foreach (UsingDirectiveSyntax directive in usings)
            {
                if (directive.Alias is not null || !directive.StaticKeyword.IsKind(SyntaxKind.None)) continue;
                string key = directive.GlobalKeyword.ToString() + " " + directive.Name!.ToString().Replace("global::", "");
                if (!seen.Add(key)) duplicates.Add(directive);
            }
        }
        return duplicates.Count == 0 ? root : root.RemoveNodes(duplicates, SyntaxRemoveOptions.KeepNoTrivia)!;
    }
}
