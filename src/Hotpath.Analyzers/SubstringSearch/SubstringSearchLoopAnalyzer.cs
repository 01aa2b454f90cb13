using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Operations;

namespace Hotpath.Analyzers.SubstringSearch;

/// <summary>
/// Reports an ordinal search for a constant needle inside a loop (HP0004) where the compilation references
/// Hotpath.Text, whose <c>SubstringSearcher</c>, built once for the needle, answers every iteration as the BCL does.
/// </summary>
[DiagnosticAnalyzer(LanguageNames.CSharp)]
public sealed class SubstringSearchLoopAnalyzer : DiagnosticAnalyzer
{
    /// <inheritdoc/>
    public override ImmutableArray<DiagnosticDescriptor> SupportedDiagnostics { get; } = ImmutableArray.Create(HotpathDiagnostics.SubstringSearchCanUseHotpath);

    /// <inheritdoc/>
    public override void Initialize(AnalysisContext context)
    {
        context.EnableConcurrentExecution();
        context.ConfigureGeneratedCodeAnalysis(GeneratedCodeAnalysisFlags.None);
        context.RegisterCompilationStartAction(start =>
        {
            if (SubstringSearchSymbols.Create(start.Compilation) is not { } symbols) return;
            start.RegisterOperationAction(
                operation =>
                {
                    var invocation = (IInvocationOperation)operation.Operation;
                    if (symbols.Match(invocation) is { } call && RepeatedCode.IsInLoop(invocation.Syntax))
                    {
                        operation.ReportDiagnostic(Diagnostic.Create(
                            HotpathDiagnostics.SubstringSearchCanUseHotpath, invocation.Syntax.GetLocation(), invocation.TargetMethod.Name, call.Key.Needle));
                    }
                },
                OperationKind.Invocation);
        });
    }
}
