using System.Collections.Immutable;
using System.Reflection;
using System.Runtime.Loader;
using Hotpath.Analyzers.RegexUsage;
using Hotpath.Analyzers.StringSearch;
using Hotpath.Analyzers.SubstringSearch;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Hotpath.Analyzers.Tests;

/// <summary>
/// The migration end to end: the sources of tests/AnalyzerSample (written against the BCL's regex and
/// <c>SearchValues&lt;string&gt;</c>, with ordinal searches in loops) are fixed with every HP0001, HP0003 and HP0004 fix, compiled against Hotpath, loaded,
/// and their own checks must pass with the same answers as the sample MSBuild built on the BCL.
/// </summary>
public class SampleMigrationTests
{
    [Fact]
    public async Task MigratedSampleBuildsAndAnswersAsTheBclBuildDoes()
    {
        Project project = SampleProject();
        ImmutableArray<Diagnostic> diagnostics = await FixAllRunner.AnalyzeAsync(project, new RegexUsageAnalyzer(), new StringSearchValuesAnalyzer(), new SubstringSearchLoopAnalyzer());
        Assert.Equal(
            ["HP0001", "HP0001", "HP0001", "HP0001", "HP0001", "HP0002", "HP0003", "HP0004", "HP0004"],
            diagnostics.Select(d => d.Id).Order(StringComparer.Ordinal));

        project = await FixAllRunner.FixAllAsync(project, new RegexMigrationCodeFixProvider(), diagnostics);
        project = await FixAllRunner.FixAllAsync(project, new StringSearchValuesCodeFixProvider(), diagnostics);
        project = await FixAllRunner.FixAllAsync(project, new SubstringSearchCodeFixProvider(), diagnostics);
        foreach (Document document in project.Documents)
        {
            string text = (await document.GetTextAsync()).ToString();
            Assert.DoesNotContain("System.Text.RegularExpressions", text);
            Assert.DoesNotContain("SearchValues<string>", text);
        }

        string occurrences = (await project.Documents.Single(d => d.Name == "Occurrences.cs").GetTextAsync()).ToString();
        Assert.Contains("IndexOfFrom(s_ababSearcher, text, start)", occurrences);
        Assert.Contains("s_timeoutIgnoreCaseSearcher.Contains(line)", occurrences);

        Compilation compilation = (await project.GetCompilationAsync())!;
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
        Assert.Equal(AnalyzerSample.SampleChecks.Run(), RunMigratedChecks(compilation));
    }

    /// <summary>The sample's sources (copied beside the tests) as a project referencing the runtime and Hotpath.</summary>
    private static Project SampleProject()
    {
        var workspace = new AdhocWorkspace();
        Project project = workspace.AddProject(ProjectInfo.Create(
            ProjectId.CreateNewId(),
            VersionStamp.Default,
            "AnalyzerSample.Migrated",
            "AnalyzerSample.Migrated",
            LanguageNames.CSharp,
            compilationOptions: new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Enable),
            parseOptions: new CSharpParseOptions(LanguageVersion.Latest),
            metadataReferences: TestReferences.All));
        foreach (string path in Directory.GetFiles(Path.Combine(AppContext.BaseDirectory, "AnalyzerSample"), "*.cs").Order(StringComparer.Ordinal))
        {
            project = project.AddDocument(Path.GetFileName(path), File.ReadAllText(path), filePath: path).Project;
        }
        return project;
    }

    /// <summary>Emits <paramref name="compilation"/>, runs its <c>SampleChecks.Run</c> in a collectible context and unloads it.</summary>
    private static List<string> RunMigratedChecks(Compilation compilation)
    {
        using var image = new MemoryStream();
        Microsoft.CodeAnalysis.Emit.EmitResult emitted = compilation.Emit(image);
        Assert.True(emitted.Success, string.Join("\n", emitted.Diagnostics));
        image.Position = 0;

        var context = new AssemblyLoadContext("migrated sample", isCollectible: true);
        try
        {
            Assembly assembly = context.LoadFromStream(image);
            Assert.Contains(assembly.GetReferencedAssemblies(), a => a.Name == "Hotpath.Regex");
            Assert.Contains(assembly.GetReferencedAssemblies(), a => a.Name == "Hotpath.Text");
            MethodInfo run = assembly.GetType("AnalyzerSample.SampleChecks", throwOnError: true)!.GetMethod("Run")!;
            return (List<string>)run.Invoke(null, null)!;
        }
        finally
        {
            context.Unload();
        }
    }
}
