using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>
/// The names of the BCL's regex namespace in a document: using directives, alias targets, qualified type names and
/// member accesses. These are what the migration rewrites; <c>global using</c> directives are left out, since they
/// reach every document of the project.
/// </summary>
internal static class BclNamespaceNames
{
    public static IEnumerable<SyntaxNode> Find(SemanticModel model, SyntaxNode root, CancellationToken cancellationToken)
    {
        foreach (SyntaxNode node in root.DescendantNodes())
        {
            // "RegularExpressions" last is a cheap test before binding.
            string? last = node switch
            {
                QualifiedNameSyntax qualified => qualified.Right.Identifier.ValueText,
                MemberAccessExpressionSyntax access => access.Name.Identifier.ValueText,
                _ => null,
            };
            if (last != "RegularExpressions" || IsGlobalUsing(node)) continue;
            if (RegexSymbols.IsBclNamespace(model.GetSymbolInfo(node, cancellationToken).Symbol)) yield return node;
        }
    }

    /// <summary>Whether the project imports the BCL's regex namespace with a <c>global using</c> (written in a file or made from a <c>&lt;Using&gt;</c> item).</summary>
    public static bool HasGlobalUsing(Compilation compilation, CancellationToken cancellationToken) =>
        compilation.SyntaxTrees.Any(tree => tree.GetRoot(cancellationToken) is CompilationUnitSyntax unit
            && unit.Usings.Any(u => !u.GlobalKeyword.IsKind(SyntaxKind.None) && u.Alias is null
                && u.Name!.ToString().Replace("global::", "") == RegexSymbols.BclNamespace));

    private static bool IsGlobalUsing(SyntaxNode node) =>
        node.FirstAncestorOrSelf<UsingDirectiveSyntax>() is { } directive && !directive.GlobalKeyword.IsKind(SyntaxKind.None);
}
