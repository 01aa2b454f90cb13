namespace Hotpath.RegularExpressions.Tests.Differential.Fuzz;

/// <summary>
/// One differential fuzz generator: from a seed, draws a batch of patterns (with options and inputs) and checks each
/// against the BCL, recording what it finds in a <see cref="FuzzTally"/>. The same batches run in the default test run
/// (a few fixed seeds) and in the long run (<see cref="FuzzCampaign"/>).
/// </summary>
internal abstract class FuzzTarget
{
    /// <summary>Every target, in the order the long run cycles through them.</summary>
    public static readonly FuzzTarget[] All =
    [
        new PublicApiFuzz(), new IllFormedUtf8Fuzz(), new FallbackFuzz(), new ReplacementFuzz(), new StrategyShapeFuzz(),
    ];

    /// <summary>The target's name, for test cases and reports.</summary>
    public abstract string Name { get; }

    /// <summary>Patterns per batch in the default test run, small enough for the batch to take well under a second.</summary>
    public abstract int PatternsPerBatch { get; }

    /// <summary>Draws <see cref="PatternsPerBatch"/> patterns from <paramref name="seed"/> and checks them.</summary>
    public abstract void Run(int seed, FuzzTally tally);

    /// <summary>The target called <paramref name="name"/>.</summary>
    public static FuzzTarget Named(string name) => All.Single(target => target.Name == name);
}
