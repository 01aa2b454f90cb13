namespace Hotpath.Testing;

/// <summary>
/// Finds the repository's root (the folder holding <c>Hotpath.slnx</c>) above the test's output folder. Tests
/// that read or regenerate committed files use it instead of their source file's path, which a
/// continuous-integration build maps to <c>/_/</c>.
/// </summary>
internal static class RepositoryRoot
{
    /// <summary>The full path of <paramref name="relative"/> under the repository's root.</summary>
    public static string PathOf(params string[] relative)
    {
        for (DirectoryInfo? directory = new(AppContext.BaseDirectory); directory is not null; directory = directory.Parent)
        {
            if (File.Exists(Path.Combine(directory.FullName, "Hotpath.slnx"))) return Path.Combine([directory.FullName, .. relative]);
        }
        throw new DirectoryNotFoundException($"Hotpath.slnx not found above {AppContext.BaseDirectory}.");
    }
}
