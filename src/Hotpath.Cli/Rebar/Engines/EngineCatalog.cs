namespace Hotpath.Cli.Rebar.Engines;

/// <summary>The engines the rebar runner knows, by name.</summary>
internal static class EngineCatalog
{
    /// <summary>Every available engine, in CSV order.</summary>
    public static IReadOnlyList<IRebarEngine> All { get; } =
    [
        HotpathEngine.Instance,
        HotpathUtf8Engine.Instance,
        BclEngine.Interpreter,
        BclEngine.Compiled,
        BclEngine.NonBacktracking,
    ];

    /// <summary>Resolves a comma-separated engine list; null or empty means all.</summary>
    /// <exception cref="ArgumentException">A name is unknown.</exception>
    public static IReadOnlyList<IRebarEngine> Select(string? list)
    {
        if (string.IsNullOrWhiteSpace(list)) return All;
        return list.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
            .Select(name => All.FirstOrDefault(e => e.Name == name)
                ?? throw new ArgumentException($"unknown engine '{name}' (known: {string.Join(", ", All.Select(e => e.Name))})"))
            .ToList();
    }
}
