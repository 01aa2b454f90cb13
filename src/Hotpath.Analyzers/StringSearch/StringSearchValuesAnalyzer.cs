using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace Hotpath.Analyzers.StringSearch;

/// <summary>
/// Reports <c>SearchValues.Create</c> over strings (HP0003) where the compilation references Hotpath.Text, whose
/// <c>MultiStringSearcher</c> answers <c>IndexOfAny</c> and <c>ContainsAny</c> as the BCL does.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class StringSearchValuesAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc/>
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(HotpathDiagnostics.StringSearchValuesCanUseHotpath);

    /// <inheritdoc/>
    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.RegisterCompilationStartAction(start =>
        {
            if (StringSearchSymbols.Create(start.Compilation) is not { } symbols) return;
            start.RegisterOperationAction(
                operation =>
                {
                    if (symbols.IsStringCreate((IInvocationOperation)operation.Operation))
                    {
                        operation.ReportDiagnostic(Diagnostic.Create(HotpathDiagnostics.StringSearchValuesCanUseHotpath, operation.Operation.Syntax.GetLocation()));
                    }
                },
                OperationKind.Invocation);
        });
    }
}
