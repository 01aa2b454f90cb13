using Hotpath.RegularExpressions.Tests.Differential.Fuzz;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// The seeded differential fuzzers (<see cref="FuzzTarget.All"/>): random patterns, options and inputs through the BCL
/// and Hotpath, comparing every public result. A few fixed seeds per target run here; <see cref="LongRunFindsNothing"/>
/// is the long run when <c>HOTPATH_FUZZ_SECONDS</c> is set (docs/regex.md, "How it is tested"). Failures print the target, seed,
/// pattern, options and input.
/// </summary>
public sealed class DifferentialFuzzTests(ITestOutputHelper output)
{
    private static readonly Dictionary<string, int> s_seedsPerTarget = new()
    {
        ["public-api"] = 12,
        ["ill-formed-utf8"] = 4,
        ["fallback"] = 3,
        ["replacement"] = 3,
        ["strategy-shapes"] = 8,
    };

    public static TheoryData<string, int> Batches()
    {
        var data = new TheoryData<string, int>();
        foreach (FuzzTarget target in FuzzTarget.All)
        {
            for (int seed = 1; seed <= s_seedsPerTarget[target.Name]; seed++) data.Add(target.Name, seed);
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(Batches))]
    public void RandomCasesAgreeWithTheBcl(string target, int seed)
    {
        var tally = new FuzzTally();
        FuzzTarget.Named(target).Run(seed, tally);
        output.WriteLine(tally.ToString());
        Assert.True(tally.Failures.Count == 0, string.Join("\n", tally.Failures));
        Assert.True(tally.Compared > 0, $"{target} seed {seed} compared nothing");
    }

    [Fact]
    public void LongRunFindsNothing()
    {
        (FuzzTally tally, int firstSeed) = FuzzCampaign.Run();
        output.WriteLine($"first seed {firstSeed} ({FuzzCampaign.SeedVariable}={firstSeed} repeats the run), budget {FuzzCampaign.Budget?.TotalSeconds ?? 0} s: {tally}");
        Assert.True(tally.Failures.Count == 0, $"first seed {firstSeed}:\n" + string.Join("\n", tally.Failures));
    }
}
