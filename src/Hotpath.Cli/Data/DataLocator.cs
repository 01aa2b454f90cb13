namespace Hotpath.Cli.Data;

/// <summary>
/// Finds the shared data folder: <c>--data</c>, else the <c>HOTPATH_DATA</c> environment variable, else a
/// <c>shared/data</c> folder in the current directory, the executable's directory or any of their ancestors
/// (the repository keeps it beside itself as <c>../shared/data</c>).
/// </summary>
internal static class DataLocator
{
    /// <summary>The environment variable naming the data folder.</summary>
    public const string EnvironmentVariable = "HOTPATH_DATA";

    /// <summary>
    /// The data folder, or null when there is none. <paramref name="explicitDirectory"/> (from <c>--data</c>)
    /// must exist when given.
    /// </summary>
    /// <exception cref="DirectoryNotFoundException"><paramref name="explicitDirectory"/> does not exist.</exception>
    public static string? Locate(string? explicitDirectory, string? environmentValue, params string[] searchStarts)
    {
        if (explicitDirectory is not null)
        {
            return Directory.Exists(explicitDirectory)
                ? Path.GetFullPath(explicitDirectory)
                : throw new DirectoryNotFoundException($"--data folder not found: {explicitDirectory}");
        }
        if (!string.IsNullOrEmpty(environmentValue) && Directory.Exists(environmentValue)) return Path.GetFullPath(environmentValue);
        foreach (string start in searchStarts)
        {
            for (DirectoryInfo? dir = new(start); dir is not null; dir = dir.Parent)
            {
                string candidate = Path.Combine(dir.FullName, "shared", "data");
                if (Directory.Exists(candidate)) return candidate;
            }
        }
        return null;
    }

    /// <summary>Locates the data for this process: <c>--data</c>, the environment, the current and executable directories.</summary>
    public static string? LocateForProcess(string? explicitDirectory) =>
        Locate(explicitDirectory, Environment.GetEnvironmentVariable(EnvironmentVariable), Environment.CurrentDirectory, AppContext.BaseDirectory);
}
