namespace Hotpath.Cli.Report;

/// <summary>One measured workload, as the tables, the CSV and the chart show it.</summary>
/// <param name="System">The Hotpath system.</param>
/// <param name="Workload">The workload name.</param>
/// <param name="Baseline">The BCL API used as the baseline (the fastest candidate for regexes).</param>
/// <param name="BaselineNs">Median baseline time per call, or NaN when the workload failed.</param>
/// <param name="HotpathNs">Median Hotpath time per call, or NaN.</param>
/// <param name="BaselineBytes">Baseline bytes allocated per call, or NaN.</param>
/// <param name="HotpathBytes">Hotpath bytes allocated per call, or NaN.</param>
/// <param name="Problem">Null when baseline and Hotpath agreed; otherwise the mismatch or error, shown loudly.</param>
/// <param name="SecondBaseline">The API of the row's second baseline (a library outside the BCL), or null.</param>
/// <param name="SecondBaselineNs">Median second-baseline time per call, or NaN.</param>
internal sealed record ReportRow(
    string System,
    string Workload,
    string Baseline,
    double BaselineNs,
    double HotpathNs,
    double BaselineBytes,
    double HotpathBytes,
    string? Problem,
    string? SecondBaseline = null,
    double SecondBaselineNs = double.NaN)
{
    /// <summary>Baseline time over Hotpath time: above 1 means Hotpath is faster.</summary>
    public double Speedup => BaselineNs / HotpathNs;

    /// <summary>Second-baseline time over Hotpath time: above 1 means Hotpath is faster than that library too.</summary>
    public double SecondSpeedup => SecondBaselineNs / HotpathNs;

    /// <summary>True when the results matched and both sides were timed.</summary>
    public bool IsOk => Problem is null;

    /// <summary>The status column: <c>ok</c>, or the problem.</summary>
    public string Status => Problem ?? "ok";
}
