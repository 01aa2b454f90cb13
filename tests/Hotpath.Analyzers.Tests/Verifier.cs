using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CodeFixes;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Testing;
using Microsoft.CodeAnalysis.Diagnostics;
using Microsoft.CodeAnalysis.Testing;

namespace Hotpath.Analyzers.Tests;

/// <summary>Runs an analyzer and its code fix over C# sources with <see cref="TestReferences"/>, offline.</summary>
internal static class Verifier<TAnalyzer, TCodeFix>
    where TAnalyzer : DiagnosticAnalyzer, new()
    where TCodeFix : CodeFixProvider, new()
{
    public static DiagnosticResult Diagnostic(string id) => CSharpCodeFixVerifier<TAnalyzer, TCodeFix, DefaultVerifier>.Diagnostic(id);

    /// <summary>Checks that <paramref name="source"/> reports exactly <paramref name="expected"/> (markup spans included).</summary>
    public static Task AnalyzeAsync(string source, params DiagnosticResult[] expected) => FixAsync(source, fixedSource: null, expected);

    /// <summary>Checks the diagnostics and that fixing all of them turns <paramref name="source"/> into <paramref name="fixedSource"/>.</summary>
    public static Task FixAsync(string source, string? fixedSource, params DiagnosticResult[] expected)
    {
        var test = new Test { TestCode = source };
        if (fixedSource is not null) test.FixedCode = fixedSource;
        test.ExpectedDiagnostics.AddRange(expected);
        return test.RunAsync();
    }

    /// <summary>Checks the diagnostics and the fix of <paramref name="source"/> compiled as C# <paramref name="language"/>.</summary>
    public static Task FixAsync(string source, string fixedSource, LanguageVersion language, params DiagnosticResult[] expected)
    {
        var test = new Test { TestCode = source, FixedCode = fixedSource, LanguageVersion = language };
        test.ExpectedDiagnostics.AddRange(expected);
        return test.RunAsync();
    }

    /// <summary>Checks the diagnostics of several documents and that fixing all of them gives <paramref name="fixedSources"/>.</summary>
    public static Task FixAsync(string[] sources, string[] fixedSources)
    {
        var test = new Test();
        foreach (string source in sources) test.TestState.Sources.Add(source);
        foreach (string source in fixedSources) test.FixedState.Sources.Add(source);
        return test.RunAsync();
    }

    /// <summary>Checks the diagnostics of a project that does not reference Hotpath.</summary>
    public static Task AnalyzeWithoutHotpathAsync(string source, params DiagnosticResult[] expected)
    {
        var test = new Test(TestReferences.RuntimeOnly) { TestCode = source };
        test.ExpectedDiagnostics.AddRange(expected);
        return test.RunAsync();
    }

    /// <summary>Checks the diagnostics of <paramref name="source"/> in a project that references a library built from <paramref name="librarySource"/> (without Hotpath).</summary>
    public static Task AnalyzeWithLibraryAsync(string source, string librarySource, params DiagnosticResult[] expected)
    {
        var test = new Test { TestCode = source };
        test.TestState.AdditionalProjects["Library"].Sources.Add(librarySource);
        test.TestState.AdditionalProjects["Library"].AdditionalReferences.AddRange(TestReferences.RuntimeOnly);
        test.TestState.AdditionalProjectReferences.Add("Library");
        test.ExpectedDiagnostics.AddRange(expected);
        return test.RunAsync();
    }

    private sealed class Test : CSharpCodeFixTest<TAnalyzer, TCodeFix, DefaultVerifier>
    {
        public Test() : this(TestReferences.All)
        {
        }

        public Test(IEnumerable<MetadataReference> references)
        {
            ReferenceAssemblies = TestReferences.None;
            TestBehaviors |= TestBehaviors.SkipGeneratedSourcesCheck;
            TestState.AdditionalReferences.AddRange(references);
            SolutionTransforms.Add((solution, projectId) =>
            {
                Project project = solution.GetProject(projectId)!;
                var options = ((CSharpCompilationOptions)project.CompilationOptions!).WithNullableContextOptions(NullableContextOptions.Enable);
                var parse = ((CSharpParseOptions)project.ParseOptions!).WithLanguageVersion(LanguageVersion);
                return solution.WithProjectCompilationOptions(projectId, options).WithProjectParseOptions(projectId, parse);
            });
        }

        public LanguageVersion LanguageVersion { get; init; } = LanguageVersion.Latest;

        protected override IEnumerable<Type> GetSourceGenerators() => [BclRegexGenerator.Type];
    }
}
