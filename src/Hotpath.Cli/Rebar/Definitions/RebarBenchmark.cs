namespace Hotpath.Cli.Rebar.Definitions;

/// <summary>
/// One <c>[[bench]]</c> entry, with its regexes already read and transformed. Immutable and thread-safe.
/// </summary>
/// <param name="Name">The full name: the definition file's path under the definitions root without
/// <c>.toml</c>, then <c>/</c> and the bench name (e.g. <c>curated/01-literal/sherlock-en</c>).</param>
/// <param name="Model">The rebar model (<c>count</c>, <c>grep</c>, …).</param>
/// <param name="Patterns">The final patterns; rebar's .NET runner accepts exactly one.</param>
/// <param name="CaseInsensitive">Compile with <c>IgnoreCase</c>.</param>
/// <param name="Unicode">rebar's Unicode mode; .NET regexes are always Unicode-aware, so it only informs.</param>
/// <param name="Haystack">What to search.</param>
/// <param name="Count">The expected count.</param>
/// <param name="Engines">The rebar engines the definition names.</param>
/// <param name="Problem">Why it cannot run at all (e.g. a missing regex file), or null.</param>
internal sealed record RebarBenchmark(
    string Name,
    string Model,
    IReadOnlyList<string> Patterns,
    bool CaseInsensitive,
    bool Unicode,
    HaystackSpec Haystack,
    ExpectedCount Count,
    IReadOnlyList<string> Engines,
    string? Problem = null)
{
    /// <summary>True when the definition names one of rebar's .NET engines, i.e. it is meant to run on .NET.</summary>
    public bool TargetsDotNet => Engines.Any(e => e.StartsWith("dotnet", StringComparison.Ordinal));
}
