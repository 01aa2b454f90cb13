using System.Collections.Immutable;
using System.Composition;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>The fix for HP0004 where the swap is exact (see <see cref="SubstringSearchSite.Plan"/>); elsewhere the diagnostic has no fix.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(SubstringSearchCodeFixProvider)), Shared]
public sealed class SubstringSearchCodeFixProvider : CodeFixProvider
{
    private const string Title = "Use a Hotpath.Text SubstringSearcher";

    /// <inheritdoc/>
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(HotpathDiagnostics.SubstringSearchCanUseHotpathId);

    /// <inheritdoc/>
    /// <remarks>A document's searches are fixed together, so that the ones with the same needle share one field.</remarks>
    public override FixAllProvider GetFixAllProvider() =>
        FixAllProvider.Create((context, document, diagnostics) =>
            SubstringSearchRewrite.ApplyAsync(document, diagnostics.Select(d => d.Location.SourceSpan), context.CancellationToken)!);

    /// <inheritdoc/>
    public override async Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        SyntaxNode root = (await context.Document.GetSyntaxRootAsync(context.CancellationToken).ConfigureAwait(false))!;
        SemanticModel model = (await context.Document.GetSemanticModelAsync(context.CancellationToken).ConfigureAwait(false))!;
        if (SubstringSearchSymbols.Create(model.Compilation) is not { } symbols) return;
        foreach (Diagnostic diagnostic in context.Diagnostics)
        {
            if (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax invocation
                || SubstringSearchSite.Plan(model, symbols, invocation, context.CancellationToken) is null) continue;
            context.RegisterCodeFix(
                CodeAction.Create(Title, cancellationToken => SubstringSearchRewrite.ApplyAsync(context.Document, [diagnostic.Location.SourceSpan], cancellationToken), Title),
                diagnostic);
        }
    }
}
