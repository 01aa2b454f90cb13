using System.Text.RegularExpressions;

namespace Hotpath.Cli.Rebar.Definitions;

/// <summary>
/// A benchmark's expected count: one number, or per-engine numbers where the first entry whose engine
/// pattern (implicitly anchored) matches the engine name wins, as rebar's FORMAT.md specifies.
/// Immutable and thread-safe.
/// </summary>
internal sealed class ExpectedCount
{
    /// <summary>
    /// The rebar engine whose count Hotpath checks against: Hotpath follows .NET semantics, and rebar's
    /// .NET engines (compiled, nobacktrack) always share one count.
    /// </summary>
    public const string DotNetEngine = "dotnet/compiled";

    private readonly IReadOnlyList<(string EnginePattern, long Count)> _entries;

    /// <summary>A count that applies to every engine.</summary>
    public ExpectedCount(long count) => _entries = [(".*", count)];

    /// <summary>Per-engine counts, in priority order.</summary>
    public ExpectedCount(IReadOnlyList<(string EnginePattern, long Count)> entries) => _entries = entries;

    /// <summary>The count for <paramref name="engine"/>, or null when no entry names it.</summary>
    public long? For(string engine)
    {
        foreach ((string pattern, long count) in _entries)
        {
            if (Regex.IsMatch(engine, $"^(?:{pattern})$", RegexOptions.CultureInvariant)) return count;
        }
        return null;
    }

    /// <summary>The count Hotpath's engines are checked against (<see cref="DotNetEngine"/>'s).</summary>
    public long? ForDotNet => For(DotNetEngine);
}
