namespace Hotpath.Benchmarks.RegularExpressions;

/// <summary>
/// Locates the shared benchmark data (corpora and rebar definitions) through <c>HOTPATH_DATA</c> or a
/// <c>shared/data</c> folder above the working directory, the base directory or this source file (the
/// benchmark process runs from a generated folder, possibly outside the repository). The data is read in
/// place, never copied.
/// </summary>
internal static class RegexCorpus
{
    /// <summary>The full path of <paramref name="relative"/> under the data folder.</summary>
    public static string PathOf(string relative) => PathOf(relative, SourceDirectory());

    private static string PathOf(string relative, string sourceDirectory)
    {
        if (Environment.GetEnvironmentVariable("HOTPATH_DATA") is { Length: > 0 } root) return Path.Combine(root, relative);
        foreach (string start in new[] { Environment.CurrentDirectory, AppContext.BaseDirectory, sourceDirectory })
        {
            for (DirectoryInfo? dir = new(start); dir is not null; dir = dir.Parent)
            {
                string candidate = Path.Combine(dir.FullName, "shared", "data", relative);
                if (File.Exists(candidate) || Directory.Exists(candidate)) return candidate;
            }
        }
        throw new FileNotFoundException($"Shared data not found for {relative}: set HOTPATH_DATA.");
    }

    private static string SourceDirectory([System.Runtime.CompilerServices.CallerFilePath] string path = "") =>
        Path.GetDirectoryName(path) ?? "";

    /// <summary>The text of a data file.</summary>
    public static string Read(string relative) => File.ReadAllText(PathOf(relative));
}
