namespace Hotpath.Cli.Tests.Rebar;

/// <summary>A scratch folder deleted on dispose, with a helper to write files under it.</summary>
internal sealed class TempDirectory : IDisposable
{
    public TempDirectory() => Directory.CreateDirectory(Path);

    public string Path { get; } = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "hotpath-cli-tests-" + Guid.NewGuid().ToString("N"));

    public string Write(string relative, string contents)
    {
        string full = System.IO.Path.Combine(Path, relative);
        Directory.CreateDirectory(System.IO.Path.GetDirectoryName(full)!);
        File.WriteAllText(full, contents);
        return full;
    }

    public void Dispose() => Directory.Delete(Path, recursive: true);
}
