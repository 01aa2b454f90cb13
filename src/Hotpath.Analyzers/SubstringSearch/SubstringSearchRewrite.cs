using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Editing;
using Microsoft.CodeAnalysis.Formatting;
using Microsoft.CodeAnalysis.Simplification;
using Microsoft.CodeAnalysis.Text;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>
/// Hands the searches of a document to <c>SubstringSearcher</c> fields: each outermost type gets one
/// <c>private static readonly</c> searcher per needle and comparison (placed first, so that its initializer runs before
/// any other static initializer of the type, which might search), reusing one it already has, and a call becomes
/// <c>searcher.IndexOf(text)</c>, <c>searcher.Contains(text)</c> or, with a start index,
/// <c>IndexOfFrom(searcher, text, start)</c> (see <see cref="IndexOfFromHelper"/>).
/// </summary>
internal static class SubstringSearchRewrite
{
    /// <summary>The document with the searches at <paramref name="spans"/> rewritten where <see cref="SubstringSearchSite.Plan"/> allows it.</summary>
    public static async Task<Document> ApplyAsync(Document document, IEnumerable<TextSpan> spans, CancellationToken cancellationToken)
    {
        SyntaxNode root = (await document.GetSyntaxRootAsync(cancellationToken).ConfigureAwait(false))!;
        SemanticModel model = (await document.GetSemanticModelAsync(cancellationToken).ConfigureAwait(false))!;
        if (SubstringSearchSymbols.Create(model.Compilation) is not { } symbols) return document;
        var sites = new List<SubstringSearchSite>();
        foreach (TextSpan span in spans.OrderBy(s => s.Start))
        {
            if (root.FindNode(span, getInnermostNodeForTie: true) is InvocationExpressionSyntax invocation
                && SubstringSearchSite.Plan(model, symbols, invocation, cancellationToken) is { } site) sites.Add(site);
        }
        if (sites.Count == 0) return document;

        string eol = root.DescendantTrivia().FirstOrDefault(t => t.IsKind(SyntaxKind.EndOfLineTrivia)).ToString() is { Length: > 0 } found ? found : "\n";
        var language = ((CSharpParseOptions)root.SyntaxTree.Options).LanguageVersion;
        var calls = new Dictionary<InvocationExpressionSyntax, (SubstringSearchSite Site, string Field, string? Helper)>();
        var additions = new Dictionary<TypeDeclarationSyntax, SearcherMembers>();
        foreach (IGrouping<TypeDeclarationSyntax, SubstringSearchSite> type in sites.GroupBy(s => s.Type))
        {
            var members = new SearcherMembers(type.Key, type.ToList(), model, symbols, cancellationToken);
            foreach (SubstringSearchSite site in type)
            {
                calls[site.Invocation] = (site, members.Field(site.Call.Key), site.Call.Kind == SubstringSearchKind.IndexOfFrom ? members.Helper() : null);
            }
            additions[type.Key] = members;
        }

        // One pass, inner nodes first: a type gets its members once its calls are rewritten.
        root = root.ReplaceNodes(calls.Keys.Concat<SyntaxNode>(additions.Keys), (original, rewritten) =>
        {
            if (original is TypeDeclarationSyntax type) return additions[type].AddTo((TypeDeclarationSyntax)rewritten, language, eol);
            (SubstringSearchSite site, string field, string? helper) = calls[(InvocationExpressionSyntax)original];
            return site.Replacement((InvocationExpressionSyntax)rewritten, field, helper).WithAdditionalAnnotations(Simplifier.Annotation);
        });

        document = document.WithSyntaxRoot(root);
        document = await ImportAdder.AddImportsAsync(document, Simplifier.AddImportsAnnotation, cancellationToken: cancellationToken).ConfigureAwait(false);
        document = await Simplifier.ReduceAsync(document, Simplifier.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false);
        return await Formatter.FormatAsync(document, Formatter.Annotation, cancellationToken: cancellationToken).ConfigureAwait(false);
    }
}
