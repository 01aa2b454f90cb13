using System.Globalization;

namespace Hotpath.Cli.Report.Output;

/// <summary>Formats times, sizes and ratios for people (the markdown table and the chart).</summary>
internal static class HumanUnits
{
    /// <summary>A duration in ns, µs, ms or s with three significant digits.</summary>
    public static string Time(double nanoseconds)
    {
        if (!double.IsFinite(nanoseconds)) return "—";
        (double value, string unit) = nanoseconds switch
        {
            < 1e3 => (nanoseconds, "ns"),
            < 1e6 => (nanoseconds / 1e3, "µs"),
            < 1e9 => (nanoseconds / 1e6, "ms"),
            _ => (nanoseconds / 1e9, "s"),
        };
        return Significant(value) + " " + unit;
    }

    /// <summary>Bytes per call: <c>0 B</c>, <c>312 B</c>, <c>1.5 KB</c>, <c>2.1 MB</c>.</summary>
    public static string Bytes(double bytes)
    {
        if (!double.IsFinite(bytes)) return "—";
        return bytes switch
        {
            < 1024 => Math.Round(bytes).ToString(CultureInfo.InvariantCulture) + " B",
            < 1024 * 1024 => Significant(bytes / 1024) + " KB",
            _ => Significant(bytes / (1024 * 1024)) + " MB",
        };
    }

    /// <summary>A speedup like <c>12.3×</c>.</summary>
    public static string Ratio(double ratio) => double.IsFinite(ratio) ? Significant(ratio) + "×" : "—";

    private static string Significant(double value) =>
        value.ToString(value >= 100 ? "F0" : value >= 10 ? "F1" : "F2", CultureInfo.InvariantCulture);
}
