namespace Hotpath.Text;

/// <summary>
/// Lets tests cap the vector width of the multi-pattern engines (512, 256, 128, or 0 for scalar only), so
/// every path is exercised on hardware that would otherwise always take the widest one. Process-wide; tests
/// that change it must not run in parallel with other tests of these engines.
/// </summary>
internal static class SimdSwitch
{
    /// <summary>The widest vectors (in bits) the engines may use; default 512 (whatever the hardware supports).</summary>
    public static int MaxVectorBits { get; set; } = 512;
}
