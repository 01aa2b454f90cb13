using Hotpath.Cli.Measurement;

namespace Hotpath.Cli.Report;

/// <summary>
/// Turns a <see cref="Workload"/> into a <see cref="ReportRow"/>: prepare, check that every subject returns the
/// same result, then time all subjects interleaved and keep the fastest baseline.
/// </summary>
internal static class WorkloadRunner
{
    /// <summary>
    /// Runs <paramref name="workload"/>; failures become the row's problem, never exceptions. With
    /// <paramref name="secondBaselines"/>, the row's second baseline, if it has one, is checked and timed in the same rounds.
    /// </summary>
    public static ReportRow Run(Workload workload, MeasurementBudget budget, bool secondBaselines = false)
    {
        WorkloadSubjects subjects;
        try
        {
            subjects = workload.Prepare();
        }
        catch (Exception e)
        {
            return Failed(workload, "?", $"ERROR preparing: {e.GetType().Name}: {e.Message}");
        }

        Subject? second = secondBaselines ? subjects.SecondBaseline : null;
        var all = subjects.Baselines.Append(subjects.Hotpath).ToList();
        if (second is not null) all.Add(second);
        string? mismatch;
        try
        {
            mismatch = FindMismatch(all);
        }
        catch (Exception e)
        {
            return Failed(workload, subjects.Baselines[0].Api, $"ERROR running: {e.GetType().Name}: {e.Message}");
        }

        SubjectTiming[] timings = InterleavedSampler.Measure(all, budget);
        int best = FastestBaseline(timings.AsSpan(0, subjects.Baselines.Count));
        SubjectTiming hotpath = timings[subjects.Baselines.Count];
        return new ReportRow(workload.System, workload.Name, subjects.Baselines[best].Api,
            timings[best].MedianNanoseconds, hotpath.MedianNanoseconds, timings[best].BytesAllocated, hotpath.BytesAllocated, mismatch,
            second?.Api, second is null ? double.NaN : timings[^1].MedianNanoseconds);
    }

    /// <summary>The index of the baseline with the lowest median time (the first on ties).</summary>
    internal static int FastestBaseline(ReadOnlySpan<SubjectTiming> baselines)
    {
        int best = 0;
        for (int i = 1; i < baselines.Length; i++)
        {
            if (baselines[i].MedianNanoseconds < baselines[best].MedianNanoseconds) best = i;
        }
        return best;
    }

    // Every subject must return what the first baseline returns: a fast wrong answer is not a speedup.
    private static string? FindMismatch(List<Subject> subjects)
    {
        long expected = subjects[0].Run();
        var wrong = subjects.Skip(1).Select(s => (s.Api, Result: s.Run())).Where(r => r.Result != expected).ToList();
        return wrong.Count == 0
            ? null
            : $"MISMATCH: {subjects[0].Api} = {expected}, " + string.Join(", ", wrong.Select(w => $"{w.Api} = {w.Result}"));
    }

    private static ReportRow Failed(Workload workload, string baseline, string problem) =>
        new(workload.System, workload.Name, baseline, double.NaN, double.NaN, double.NaN, double.NaN, problem);
}
