namespace Hotpath.Text;

/// <summary>
/// The switch between the vectorized and the scalar paths of the Hotpath.Text searchers. Tests turn it off
/// to exercise the scalar paths on hardware that would otherwise never take them.
/// </summary>
internal static class VectorPaths
{
    /// <summary>Whether searchers may use Vector128/256/512 code (default: true). Read at the start of each search.</summary>
    public static bool Enabled { get; set; } = true;
}
