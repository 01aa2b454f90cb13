namespace Hotpath.Cli.Measurement;

/// <summary>The median, the statistic both the report and the rebar runner use: robust to the outliers
/// (GC pauses, other processes on a shared machine) that would drag a mean.</summary>
internal static class Median
{
    /// <summary>The median of <paramref name="samples"/> (the mean of the middle two for an even count).</summary>
    /// <exception cref="ArgumentException">No samples.</exception>
    public static double Of(IEnumerable<double> samples)
    {
        double[] sorted = samples.Order().ToArray();
        if (sorted.Length == 0) throw new ArgumentException("no samples", nameof(samples));
        int mid = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    }
}
