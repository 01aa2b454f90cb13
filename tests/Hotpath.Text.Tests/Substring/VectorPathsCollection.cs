namespace Hotpath.Text.Tests.Substring;

/// <summary>
/// Tests that flip <see cref="VectorPaths.Enabled"/> run in this collection, one at a time, so they never
/// observe each other's setting.
/// </summary>
[CollectionDefinition(Name)]
public sealed class VectorPathsCollection
{
    public const string Name = "VectorPaths";

    /// <summary>Both settings of the switch, for [Theory] data.</summary>
    public static TheoryData<bool> Modes => new() { true, false };

    /// <summary>Runs <paramref name="body"/> with the vector paths on or off, restoring the default afterwards.</summary>
    public static void Run(bool vectorized, Action body)
    {
        VectorPaths.Enabled = vectorized;
        try
        {
            body();
        }
        finally
        {
            VectorPaths.Enabled = true;
        }
    }
}
