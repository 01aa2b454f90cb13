using System.Collections.Immutable;
using System.Globalization;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;

namespace Hotpath.Analyzers.RegexUsage;

/// <summary>
/// Reports BCL regex uses that Hotpath.Regex serves (HP0001) and constant patterns outside Hotpath's linear subset
/// (HP0002, for the BCL's regex and Hotpath's alike). HP0001 is decided per document, since its fix swaps the
/// document's namespace: it is not reported where the document needs the BCL's types.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class RegexUsageAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc/>
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } =
        ImmutableArray.Create(HotpathDiagnostics.RegexCanUseHotpath, HotpathDiagnostics.PatternOutsideLinearSubset);

    /// <inheritdoc/>
    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.RegisterCompilationStartAction(start =>
        {
            if (RegexSymbols.Create(start.Compilation) is { } symbols) start.RegisterSemanticModelAction(model => Analyze(model, symbols));
        });
    }

    private static void Analyze(SemanticModelAnalysisContext context, RegexSymbols symbols)
    {
        SemanticModel model = context.SemanticModel;
        SyntaxNode root = model.SyntaxTree.GetRoot(context.CancellationToken);
        List<RegexSite> sites = RegexSiteFinder.Find(model, root, symbols, context.CancellationToken);
        foreach (RegexSite site in sites)
        {
            if (site.FindNonLinear() is { } construct)
            {
                context.ReportDiagnostic(Diagnostic.Create(
                    HotpathDiagnostics.PatternOutsideLinearSubset,
                    site.PatternSyntax!.GetLocation(),
                    construct.Name,
                    construct.Offset.ToString(CultureInfo.InvariantCulture)));
            }
        }

        if (symbols.HotpathRegex is null) return;
        // The swap is reported at each BCL site; a document without one that still names the namespace (it uses
        // regexes built elsewhere in the project) is reported there, so that migrating the project reaches it.
        var swaps = sites.Where(s => s.IsBcl).Select(s => (Node: s.Generated?.Attribute ?? s.Node, s.Display)).ToList();
        if (swaps.Count == 0 && BclNamespaceNames.Find(model, root, context.CancellationToken).FirstOrDefault() is { } name)
        {
            swaps.Add((name, RegexSymbols.BclNamespace));
        }
        if (swaps.Count == 0 || sites.Any(s => s.Generated is { IsConvertible: false })) return;
        if (BclBoundUses.FindFirst(model, root, symbols, context.CancellationToken) is not null) return;
        foreach ((SyntaxNode node, string display) in swaps)
        {
            context.ReportDiagnostic(Diagnostic.Create(HotpathDiagnostics.RegexCanUseHotpath, node.GetLocation(), display));
        }
    }
}
