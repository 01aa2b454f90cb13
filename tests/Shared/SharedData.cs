using System.Runtime.CompilerServices;
namespace Hotpath.Testing;

/// <summary>
/// Locates the shared test data (corpora, rebar definitions, regex test suites) that lives beside the
/// repository as <c>../shared/data</c>, or wherever <c>HOTPATH_DATA</c> points. The data is never copied
/// into the repository; tests that need it are skipped, visibly, when it is absent.
/// </summary>
internal static class SharedData
{
    private static readonly Lazy<string?> s_root = new(Locate);

    /// <summary>The data folder, or null when none was found.</summary>
    public static string? Root => s_root.Value;

    /// <summary>The reason data-driven tests are skipped, or null when the data is there.</summary>
    public static string? MissingReason =>
        Root is null ? "shared data not found: set HOTPATH_DATA or place ../shared/data beside the repository" : null;

    /// <summary>The full path of a file or folder under the data root; throws when the data is absent.</summary>
    public static string PathOf(string relative) =>
        System.IO.Path.Combine(Root ?? throw new InvalidOperationException(MissingReason), relative);

    private static string? Locate()
    {
        string? fromEnv = Environment.GetEnvironmentVariable("HOTPATH_DATA");
        if (!string.IsNullOrEmpty(fromEnv) && Directory.Exists(fromEnv)) return fromEnv;
        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            string candidate = System.IO.Path.Combine(dir.FullName, "shared", "data");
            if (Directory.Exists(candidate)) return candidate;
        }
        return null;
    }
}

/// <summary>A fact that needs <see cref="SharedData"/>; it reports as skipped, with the reason, when the data is absent.</summary>
internal sealed class DataFactAttribute : FactAttribute
{
    public DataFactAttribute([CallerFilePath] string? sourceFilePath = null, [CallerLineNumber] int sourceLineNumber = -1)
        : base(sourceFilePath, sourceLineNumber)
    {
        if (SharedData.MissingReason is { } reason) Skip = reason;
    }
}

/// <summary>A theory that needs <see cref="SharedData"/>; skipped, with the reason, when the data is absent.</summary>
internal sealed class DataTheoryAttribute : TheoryAttribute
{
    public DataTheoryAttribute([CallerFilePath] string? sourceFilePath = null, [CallerLineNumber] int sourceLineNumber = -1)
        : base(sourceFilePath, sourceLineNumber)
    {
        if (SharedData.MissingReason is { } reason) Skip = reason;
    }
}
