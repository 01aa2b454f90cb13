using System.Collections.Immutable;
using System.Composition;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Hotpath.Analyzers.StringSearch;

/// <summary>The fix for HP0003 where the swap is exact (see <see cref="StringSearchRewrite"/>); elsewhere the diagnostic has no fix.</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(StringSearchValuesCodeFixProvider)), Shared]
public sealed class StringSearchValuesCodeFixProvider : CodeFixProvider
{
    private const string Title = "Use Hotpath.Text's MultiStringSearcher";

    /// <inheritdoc/>
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(HotpathDiagnostics.StringSearchValuesCanUseHotpathId);

    /// <inheritdoc/>
    public override FixAllProvider GetFixAllProvider() => WellKnownFixAllProviders.BatchFixer;

    /// <inheritdoc/>
    public override async Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        SyntaxNode root = (await context.Document.GetSyntaxRootAsync(context.CancellationToken).ConfigureAwait(false))!;
        SemanticModel model = (await context.Document.GetSemanticModelAsync(context.CancellationToken).ConfigureAwait(false))!;
        foreach (Diagnostic diagnostic in context.Diagnostics)
        {
            if (root.FindNode(diagnostic.Location.SourceSpan, getInnermostNodeForTie: true) is not InvocationExpressionSyntax create) continue;
            if (StringSearchRewrite.Plan(model, root, create, context.CancellationToken) is not { } rewrite) continue;
            context.RegisterCodeFix(CodeAction.Create(Title, cancellationToken => rewrite.ApplyAsync(context.Document, cancellationToken), Title), diagnostic);
        }
    }
}
