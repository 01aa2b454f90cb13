using System.Globalization;

namespace Hotpath.Cli.Report.Output;

/// <summary>
/// The machine-readable report: exactly <see cref="Header"/> and one line per row, invariant culture, fields
/// quoted only when they contain a comma, quote or newline. Failed measurements leave their numbers empty.
/// </summary>
internal static class CsvTable
{
    /// <summary>The CSV header, fixed by contract.</summary>
    public const string Header = "system,workload,baseline,baseline_ns,hotpath_ns,speedup,baseline_bytes,hotpath_bytes";

    /// <summary>Writes the header and the rows.</summary>
    public static void Write(TextWriter writer, IEnumerable<ReportRow> rows)
    {
        writer.Write(Header + "\n");
        foreach (ReportRow row in rows) writer.Write(FormatRow(row) + "\n");
    }

    /// <summary>One row as a CSV line, without the line terminator.</summary>
    public static string FormatRow(ReportRow row) => string.Join(',',
        Escape(row.System), Escape(row.Workload), Escape(row.Baseline),
        Number(row.BaselineNs, "F1"), Number(row.HotpathNs, "F1"), Number(row.Speedup, "F3"),
        Number(row.BaselineBytes, "F0"), Number(row.HotpathBytes, "F0"));

    /// <summary>Quotes a field when CSV requires it.</summary>
    public static string Escape(string field) =>
        field.AsSpan().IndexOfAny(",\"\r\n") < 0 ? field : "\"" + field.Replace("\"", "\"\"", StringComparison.Ordinal) + "\"";

    private static string Number(double value, string format) =>
        double.IsFinite(value) ? value.ToString(format, CultureInfo.InvariantCulture) : "";
}
