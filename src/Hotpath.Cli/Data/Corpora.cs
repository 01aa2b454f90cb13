namespace Hotpath.Cli.Data;

/// <summary>
/// The two texts the posts benchmark on, from the shared data or generated in their stead, and a sentence
/// saying which. Immutable and thread-safe.
/// </summary>
/// <param name="Sherlock">The .NET 7 post's input, <i>The Adventures of Sherlock Holmes</i> (about 600 KB).</param>
/// <param name="WarAndPeace">The .NET 9 post's input, <i>War and Peace</i> (about 3.3 M chars).</param>
/// <param name="Source">Where the texts came from, for stderr and report.md.</param>
/// <param name="DataRoot">The shared data folder the texts came from, or null when they were generated.</param>
internal sealed record Corpora(string Sherlock, string WarAndPeace, string Source, string? DataRoot)
{
    /// <summary>The Sherlock Holmes file under the data folder.</summary>
    public const string SherlockPath = "corpora/sherlock-holmes-1661.txt";

    /// <summary>The War and Peace file under the data folder.</summary>
    public const string WarAndPeacePath = "corpora/war-and-peace-2600.txt";

    /// <summary>
    /// Reads both texts from <paramref name="dataRoot"/> (BOM dropped, line endings kept), or generates
    /// stand-ins of similar size when the folder or a file is missing.
    /// </summary>
    public static Corpora Load(string? dataRoot)
    {
        string? sherlockFile = dataRoot is null ? null : Path.Combine(dataRoot, SherlockPath);
        string? warFile = dataRoot is null ? null : Path.Combine(dataRoot, WarAndPeacePath);
        if (sherlockFile is not null && warFile is not null && File.Exists(sherlockFile) && File.Exists(warFile))
        {
            return new Corpora(File.ReadAllText(sherlockFile), File.ReadAllText(warFile), $"shared data at {dataRoot} ({SherlockPath}, {WarAndPeacePath})", dataRoot);
        }

        string why = dataRoot is null
            ? $"no shared data found (no --data, no {DataLocator.EnvironmentVariable}, no shared/data above the current or executable directory)"
            : $"the shared data at {dataRoot} lacks {SherlockPath} or {WarAndPeacePath}";
        return new Corpora(
            GeneratedCorpus.Create(seed: 1661, length: 600_000),
            GeneratedCorpus.Create(seed: 2600, length: 3_300_000),
            $"GENERATED English-like corpus (seeded, deterministic; 0.6 M and 3.3 M chars) because {why}; timings are not comparable with the posts'", null);
    }
}
