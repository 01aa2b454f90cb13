using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Testing;

namespace Hotpath.Analyzers.Tests;

/// <summary>
/// The references test sources compile against: the running runtime's own assemblies (where
/// <c>System.Text.RegularExpressions</c> and <c>System.Buffers.SearchValues</c> live) and Hotpath's. The testing
/// packages would otherwise download a reference pack from NuGet on first use.
/// </summary>
internal static class TestReferences
{
    /// <summary>An empty set: no package to resolve; <see cref="All"/> goes in as additional references.</summary>
    public static ReferenceAssemblies None { get; } = new("net10.0");

    /// <summary>The runtime's assemblies, Hotpath.Regex and Hotpath.Text.</summary>
    public static ImmutableArray<MetadataReference> All { get; } = Create(includeHotpath: true);

    /// <summary>The runtime's assemblies only: a project that does not reference Hotpath.</summary>
    public static ImmutableArray<MetadataReference> RuntimeOnly { get; } = Create(includeHotpath: false);

    private static ImmutableArray<MetadataReference> Create(bool includeHotpath)
    {
        string runtimeDirectory = Path.GetDirectoryName(typeof(object).Assembly.Location)!;
        var paths = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!)
            .Split(Path.PathSeparator)
            .Where(p => Path.GetDirectoryName(p) == runtimeDirectory)
            .ToList();
        if (includeHotpath)
        {
            paths.Add(typeof(Hotpath.RegularExpressions.Regex).Assembly.Location);
            paths.Add(typeof(Hotpath.Text.MultiStringSearcher).Assembly.Location);
        }
        return [.. paths.Order(StringComparer.Ordinal).Select(p => (MetadataReference)MetadataReference.CreateFromFile(p))];
    }
}
