namespace Hotpath.Text;

/// <summary>
/// A deterministic work counter for tests: how many code units the searchers on this thread have compared
/// while verifying candidates and running the linear-time fallback. Tests assert linear bounds on it
/// instead of timing anything. Off unless the AppContext switch <c>Hotpath.Text.CountSearchWork</c> is set (the
/// test project sets it in its runtimeconfig): the count is a thread-static access per search, a helper call on
/// some platforms, and with the switch off the JIT drops it.
/// </summary>
internal static class SearchStats
{
    private static readonly bool s_enabled = AppContext.TryGetSwitch("Hotpath.Text.CountSearchWork", out bool enabled) && enabled;

    [ThreadStatic] private static long t_unitsCompared;

    /// <summary>Units compared on this thread since the last <see cref="Reset"/> (candidate verifications count the full needle length).</summary>
    public static long UnitsCompared => t_unitsCompared;

    /// <summary>Sets this thread's counter to zero.</summary>
    public static void Reset() => t_unitsCompared = 0;

    /// <summary>Adds one search's work; called once per search, never per unit.</summary>
    public static void Add(long units)
    {
        if (s_enabled) t_unitsCompared += units;
    }
}
