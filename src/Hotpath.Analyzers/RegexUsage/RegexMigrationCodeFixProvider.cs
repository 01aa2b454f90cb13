using System.Collections.Immutable;
using System.Composition;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>The fix for HP0001: the document moves to <c>Hotpath.RegularExpressions</c> (see <see cref="RegexMigration"/>).</summary>
[ExportCodeFixProvider(LanguageNames.CSharp, Name = nameof(RegexMigrationCodeFixProvider)), Shared]
public sealed class RegexMigrationCodeFixProvider : CodeFixProvider
{
    private const string Title = "Use Hotpath.RegularExpressions in this document";

    /// <inheritdoc/>
    public override ImmutableArray<string> FixableDiagnosticIds { get; } = ImmutableArray.Create(HotpathDiagnostics.RegexCanUseHotpathId);

    /// <inheritdoc/>
    /// <remarks>One migration per document covers all of its diagnostics.</remarks>
    public override FixAllProvider GetFixAllProvider() =>
        FixAllProvider.Create(async (context, document, diagnostics) =>
            diagnostics.IsEmpty ? null : await RegexMigration.MigrateAsync(document, context.CancellationToken).ConfigureAwait(false));

    /// <inheritdoc/>
    public override async Task RegisterCodeFixesAsync(CodeFixContext context)
    {
        Document document = context.Document;
        SemanticModel model = (await document.GetSemanticModelAsync(context.CancellationToken).ConfigureAwait(false))!;
        SyntaxNode root = (await document.GetSyntaxRootAsync(context.CancellationToken).ConfigureAwait(false))!;
        if (RegexSymbols.Create(model.Compilation) is not { } symbols || RegexMigration.ImportsFromOutside(model, root, symbols, context.CancellationToken)) return;

        foreach (Diagnostic diagnostic in context.Diagnostics)
        {
            context.RegisterCodeFix(
                CodeAction.Create(Title, async cancellationToken => await RegexMigration.MigrateAsync(document, cancellationToken).ConfigureAwait(false) ?? document, Title),
                diagnostic);
        }
    }
}
