using System.Diagnostics;
using System.Globalization;

namespace Hotpath.RegularExpressions.Tests.Differential.Fuzz;

/// <summary>
/// The long differential fuzz run: every <see cref="FuzzTarget"/> in turn, on fresh seeds, on as many workers as the
/// machine has cores, until a time budget is spent. <c>HOTPATH_FUZZ_SECONDS</c> sets the budget (docs/regex.md,
/// "How it is tested"); <c>HOTPATH_FUZZ_SEED</c> the first seed (by default one from the clock, printed, so that a run can be
/// repeated). Without a budget the campaign runs one batch of each target from a fixed seed.
/// </summary>
internal static class FuzzCampaign
{
    /// <summary>The environment variable that sets the budget in seconds.</summary>
    public const string SecondsVariable = "HOTPATH_FUZZ_SECONDS";

    /// <summary>The environment variable that sets the first seed.</summary>
    public const string SeedVariable = "HOTPATH_FUZZ_SEED";

    // Seeds the default test run's batches use stay below this, so the campaign's seeds are new ones.
    private const int FirstCampaignSeed = 1_000;

    /// <summary>The budget <see cref="SecondsVariable"/> asks for, or null.</summary>
    public static TimeSpan? Budget =>
        int.TryParse(Environment.GetEnvironmentVariable(SecondsVariable), NumberStyles.None, CultureInfo.InvariantCulture, out int seconds) && seconds > 0
            ? TimeSpan.FromSeconds(seconds)
            : null;

    /// <summary>Runs the campaign and returns what it found, with the seeds it began at.</summary>
    public static (FuzzTally Tally, int FirstSeed) Run()
    {
        TimeSpan? budget = Budget;
        int firstSeed = int.TryParse(Environment.GetEnvironmentVariable(SeedVariable), NumberStyles.None, CultureInfo.InvariantCulture, out int fixedSeed)
            ? fixedSeed
            : budget is null ? FirstCampaignSeed : FirstCampaignSeed + (int)(DateTime.UtcNow.Ticks / TimeSpan.TicksPerSecond % 1_000_000) * 1_000;
        var tally = new FuzzTally();
        if (budget is null)
        {
            foreach (FuzzTarget target in FuzzTarget.All) target.Run(firstSeed, tally);
            return (tally, firstSeed);
        }
        var clock = Stopwatch.StartNew();
        int nextBatch = -1;
        // Each worker takes the next batch number: batch b runs target b mod count on seed firstSeed + b / count.
        Parallel.For(0, Environment.ProcessorCount, _ =>
        {
            while (clock.Elapsed < budget.Value && tally.Failures.Count < 20)
            {
                int batch = Interlocked.Increment(ref nextBatch);
                FuzzTarget.All[batch % FuzzTarget.All.Length].Run(firstSeed + batch / FuzzTarget.All.Length, tally);
            }
        });
        return (tally, firstSeed);
    }
}
