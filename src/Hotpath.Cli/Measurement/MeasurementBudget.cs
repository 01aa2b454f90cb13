namespace Hotpath.Cli.Measurement;

/// <summary>
/// How long one side-by-side measurement may take. Immutable and thread-safe.
/// </summary>
/// <param name="Warmup">Calls per subject before timing, at least this long. Tiered compilation promotes a
/// method after 30 calls plus a 100 ms quiet period, and dynamic PGO goes through an instrumented tier first,
/// so a few hundred milliseconds of calls are needed for the measured code to reach tier-1; long-running calls
/// get there sooner through on-stack replacement of their loops.</param>
/// <param name="Measure">The time spent timing all subjects of one workload, interleaved.</param>
/// <param name="Batch">The target length of one timed batch: long enough that <see cref="System.Diagnostics.Stopwatch"/>
/// resolution and the loop's own cost vanish, short enough to give many samples.</param>
/// <param name="MinRounds">Samples per subject even when the time budget is spent, up to three times that budget.</param>
/// <param name="SettleWindow">After <paramref name="Warmup"/>, calls continue in windows of this length until
/// the JIT compiled nothing during a whole window: tier-1 compilation runs on a background thread that a busy
/// machine can delay well past a fixed warm-up.</param>
/// <param name="SettleLimit">The most time spent waiting for the JIT to settle, beyond <paramref name="Warmup"/>.</param>
internal sealed record MeasurementBudget(TimeSpan Warmup, TimeSpan Measure, TimeSpan Batch, int MinRounds, TimeSpan SettleWindow, TimeSpan SettleLimit)
{
    /// <summary>The default: about 7 seconds per workload of four subjects.</summary>
    public static MeasurementBudget Full { get; } = new(TimeSpan.FromMilliseconds(500), TimeSpan.FromSeconds(4), TimeSpan.FromMilliseconds(20), 7, TimeSpan.FromMilliseconds(200), TimeSpan.FromSeconds(3));

    /// <summary><c>--quick</c>: sized so that every workload together stays within three minutes on two cores.</summary>
    public static MeasurementBudget Quick { get; } = new(TimeSpan.FromMilliseconds(150), TimeSpan.FromMilliseconds(700), TimeSpan.FromMilliseconds(5), 3, TimeSpan.FromMilliseconds(120), TimeSpan.FromSeconds(2));
}
