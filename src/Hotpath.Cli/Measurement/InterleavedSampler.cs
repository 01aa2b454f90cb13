using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace Hotpath.Cli.Measurement;

/// <summary>
/// Times several subjects side by side: warm each up, size a batch per subject, then take rounds in which every
/// subject times one batch, rotating the order, so that machine noise (other processes, frequency changes)
/// falls on all subjects alike. Reports the median per-call time and the allocations per call.
/// </summary>
internal static class InterleavedSampler
{
    // Results land here so the calls stay observable without boxing (which would allocate).
    private static long s_sink;

    /// <summary>Measures <paramref name="subjects"/> within <paramref name="budget"/>.</summary>
    public static SubjectTiming[] Measure(IReadOnlyList<Subject> subjects, MeasurementBudget budget)
    {
        ArgumentNullException.ThrowIfNull(subjects);
        int[] batchSizes = subjects.Select(s => WarmUp(s.Run, budget)).ToArray();
        var samples = subjects.Select(_ => new List<double>()).ToArray();

        var clock = Stopwatch.StartNew();
        // MinRounds gives slow subjects enough samples for a median, but never beyond three times the budget,
        // so one pathological subject cannot stall the whole report.
        TimeSpan hardLimit = budget.Measure * 3;
        for (int round = 0; round == 0 || clock.Elapsed < budget.Measure || (round < budget.MinRounds && clock.Elapsed < hardLimit); round++)
        {
            for (int k = 0; k < subjects.Count; k++)
            {
                int i = (round + k) % subjects.Count;
                long ticks = TimeBatch(subjects[i].Run, batchSizes[i]);
                samples[i].Add(ticks * (1e9 / Stopwatch.Frequency) / batchSizes[i]);
            }
        }

        var timings = new SubjectTiming[subjects.Count];
        for (int i = 0; i < subjects.Count; i++)
        {
            timings[i] = new SubjectTiming(Median.Of(samples[i]), AllocatedPerCall(subjects[i].Run, batchSizes[i]));
        }
        return timings;
    }

    // Runs the subject for at least the warm-up time (and at least twice), then on until the JIT is quiet (see
    // JitSettling), and returns the batch size that makes one batch last about the budget's batch time.
    private static int WarmUp(Func<long> run, MeasurementBudget budget)
    {
        var clock = Stopwatch.StartNew();
        long calls = 0;
        do
        {
            run();
            calls++;
        }
        while (calls < 2 || clock.Elapsed < budget.Warmup);
        calls += JitSettling.RunUntilQuiet(run, budget.SettleWindow, budget.SettleLimit);

        double perCall = clock.Elapsed.TotalNanoseconds / calls;
        return (int)Math.Clamp(budget.Batch.TotalNanoseconds / perCall, 1, 1_000_000);
    }

    // AggressiveOptimization compiles this loop straight to optimized code, so the first timed batch does not
    // run an unoptimized loop (or switch to it mid-way through on-stack replacement). It only affects this
    // method: the measured code behind the delegate still goes through tiering and PGO during warm-up.
    [MethodImpl(MethodImplOptions.AggressiveOptimization | MethodImplOptions.NoInlining)]
    private static long TimeBatch(Func<long> run, int calls)
    {
        long sink = 0;
        long start = Stopwatch.GetTimestamp();
        for (int i = 0; i < calls; i++) sink += run();
        long elapsed = Stopwatch.GetTimestamp() - start;
        Volatile.Write(ref s_sink, sink);
        return elapsed;
    }

    // The least of a few batches: a subject that allocates does so in every batch, while the runtime's one-off work on
    // this thread (loading a type, installing a method's next tier) lands in one batch and would read as bytes per call.
    private static double AllocatedPerCall(Func<long> run, int calls)
    {
        double least = AllocatedInBatch(run, calls);
        for (int batch = 1; batch < AllocationBatches && least > 0; batch++) least = Math.Min(least, AllocatedInBatch(run, calls));
        return least;
    }

    // Batches AllocatedPerCall measures at most.
    private const int AllocationBatches = 3;

    [MethodImpl(MethodImplOptions.AggressiveOptimization | MethodImplOptions.NoInlining)]
    private static double AllocatedInBatch(Func<long> run, int calls)
    {
        long sink = 0;
        long before = GC.GetAllocatedBytesForCurrentThread();
        for (int i = 0; i < calls; i++) sink += run();
        long after = GC.GetAllocatedBytesForCurrentThread();
        Volatile.Write(ref s_sink, sink);
        return (after - before) / (double)calls;
    }
}
