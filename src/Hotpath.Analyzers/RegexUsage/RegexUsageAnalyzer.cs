using System.Collections.Immutable;
using System.Globalization;
using Hotpath.Analyzers.Patterns;
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
        SyntaxNode root = context.SemanticModel.SyntaxTree.GetRoot(context.CancellationToken);
        List<RegexSite> sites = RegexSiteFinder.Find(context.SemanticModel, root, symbols, context.CancellationToken);
        if (sites.Count == 0) return;

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

        if (symbols.HotpathRegex is null || !sites.Any(s => s.IsBcl)) return;
        if (sites.Any(s => s.Generated is { IsConvertible: false })) return;
        if (BclBoundUses.FindFirst(context.SemanticModel, root, symbols, context.CancellationToken) is not null) return;
        foreach (RegexSite site in sites)
        {
            if (!site.IsBcl) continue;
            SyntaxNode reported = site.Generated is { } generated ? generated.Attribute : site.Node;
            context.ReportDiagnostic(Diagnostic.Create(HotpathDiagnostics.RegexCanUseHotpath, reported.GetLocation(), site.Display));
        }
    }
}
