namespace Hotpath.Text;

/// <summary>
/// Lets tests turn the vector paths of the multi-pattern engines off, so the scalar paths are exercised on
/// hardware that would otherwise always vectorize. Process-wide; tests that flip it must not run in parallel
/// with other tests of these engines.
/// </summary>
internal static class SimdSwitch
{
    public static bool Enabled { get; set; } = true;
}
