using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeActions;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.Diagnostics;

namespace Hotpath.Analyzers.Tests;

/// <summary>Applies a code fix to every diagnostic of a project through its Fix All provider, as an IDE's "Fix all in project" does.</summary>
internal static class FixAllRunner
{
    /// <summary>The diagnostics <paramref name="analyzers"/> report over <paramref name="project"/>.</summary>
    public static async Task<ImmutableArray<Diagnostic>> AnalyzeAsync(Project project, params DiagnosticAnalyzer[] analyzers)
    {
        Compilation compilation = (await project.GetCompilationAsync())!;
        return await compilation.WithAnalyzers([.. analyzers]).GetAnalyzerDiagnosticsAsync();
    }

    /// <summary>The project after fixing every <paramref name="diagnostics"/> entry that <paramref name="provider"/> fixes.</summary>
    public static async Task<Project> FixAllAsync(Project project, CodeFixProvider provider, ImmutableArray<Diagnostic> diagnostics)
    {
        ImmutableArray<Diagnostic> fixable = [.. diagnostics.Where(d => provider.FixableDiagnosticIds.Contains(d.Id))];
        if (fixable.IsEmpty) return project;

        // The equivalence key comes from the fix offered for the first diagnostic, as the IDE takes it.
        Diagnostic first = fixable[0];
        Document document = project.GetDocument(first.Location.SourceTree)!;
        var actions = new List<CodeAction>();
        await provider.RegisterCodeFixesAsync(new CodeFixContext(document, first, (action, _) => actions.Add(action), CancellationToken.None));
        Assert.NotEmpty(actions);

        var context = new FixAllContext(
            document, provider, FixAllScope.Project, actions[0].EquivalenceKey, provider.FixableDiagnosticIds,
            new Diagnostics(fixable), CancellationToken.None);
        CodeAction fixAll = (await provider.GetFixAllProvider()!.GetFixAsync(context))!;
        ApplyChangesOperation apply = (await fixAll.GetOperationsAsync(CancellationToken.None)).OfType<ApplyChangesOperation>().Single();
        return apply.ChangedSolution.GetProject(project.Id)!;
    }

    private sealed class Diagnostics(ImmutableArray<Diagnostic> diagnostics) : FixAllContext.DiagnosticProvider
    {
        public override Task<IEnumerable<Diagnostic>> GetDocumentDiagnosticsAsync(Document document, CancellationToken cancellationToken) =>
            Task.FromResult(diagnostics.Where(d => d.Location.SourceTree?.FilePath == document.FilePath));

        public override Task<IEnumerable<Diagnostic>> GetProjectDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            Task.FromResult(Enumerable.Empty<Diagnostic>());

        public override Task<IEnumerable<Diagnostic>> GetAllDiagnosticsAsync(Project project, CancellationToken cancellationToken) =>
            Task.FromResult<IEnumerable<Diagnostic>>(diagnostics);
    }
}
