using System.Text;

namespace Hotpath.RegularExpressions.Tests.Differential.Fuzz;

/// <summary>
/// What fuzzing found: cases compared with the BCL and skipped, and failures (each with its seed and case, enough to
/// reproduce it). Thread-safe, so the long run's workers share one.
/// </summary>
internal sealed class FuzzTally
{
    private readonly Lock _lock = new();
    private readonly List<string> _failures = [];
    private long _compared;
    private long _skipped;
    private long _runs;

    /// <summary>Cases compared with the BCL.</summary>
    public long Compared => Interlocked.Read(ref _compared);

    /// <summary>Failures so far.</summary>
    public IReadOnlyList<string> Failures
    {
        get
        {
            lock (_lock) return [.. _failures];
        }
    }

    /// <summary>Counts a case compared (whatever its outcome).</summary>
    public void AddCompared() => Interlocked.Increment(ref _compared);

    /// <summary>Counts a case the BCL could not answer (it rejected the pattern, or timed out).</summary>
    public void AddSkipped() => Interlocked.Increment(ref _skipped);

    /// <summary>Counts one seed's batch of cases.</summary>
    public void AddRun() => Interlocked.Increment(ref _runs);

    /// <summary>Records a failure.</summary>
    public void AddFailure(string description)
    {
        lock (_lock) _failures.Add(description);
    }

    /// <summary>The counts, then the first failures, one line each.</summary>
    public override string ToString()
    {
        var builder = new StringBuilder();
        lock (_lock)
        {
            builder.AppendLine($"{_runs} seed batches, {_compared} cases compared, {_skipped} skipped, {_failures.Count} failures");
            foreach (string failure in _failures.Take(20)) builder.AppendLine("FAILURE: " + failure);
        }
        return builder.ToString();
    }
}
