using System.Reflection;

namespace Hotpath.Analyzers.Tests;

/// <summary>
/// The BCL's regex source generator, from the SDK's reference pack, so that test sources with <c>[GeneratedRegex]</c>
/// compile as they do in a real project (the partial members get their implementations).
/// </summary>
internal static class BclRegexGenerator
{
    private static readonly Lazy<Type> s_type = new(Load);

    public static Type Type => s_type.Value;

    private static Type Load()
    {
        // .../dotnet/shared/Microsoft.NETCore.App/<version>/System.Private.CoreLib.dll → .../dotnet
        string dotnetRoot = Path.GetFullPath(Path.Combine(Path.GetDirectoryName(typeof(object).Assembly.Location)!, "..", "..", ".."));
        string packs = Path.Combine(dotnetRoot, "packs", "Microsoft.NETCore.App.Ref");
        string runtimeVersion = Path.GetFileName(Path.GetDirectoryName(typeof(object).Assembly.Location)!);
        string version = Directory.Exists(Path.Combine(packs, runtimeVersion))
            ? runtimeVersion
            : Directory.GetDirectories(packs).Select(Path.GetFileName).Max(StringComparer.Ordinal)!;
        string path = Path.Combine(packs, version, "analyzers", "dotnet", "cs", "System.Text.RegularExpressions.Generator.dll");
        return Assembly.LoadFrom(path).GetType("System.Text.RegularExpressions.Generator.RegexGenerator", throwOnError: true)!;
    }
}
