using System.Globalization;
using System.Security;
using System.Text;

namespace Hotpath.Cli.Report.Output;

/// <summary>
/// A horizontal bar chart of speedups as standalone SVG: one labeled bar per measured workload on a log scale,
/// growing right of the 1× line when Hotpath is faster and left of it when slower.
/// </summary>
internal static class SpeedupChart
{
    // An average sans-serif glyph at 12 px is about 6.6 px wide; labels get the room the longest one needs.
    private const double GlyphWidth = 6.6;
    private const int PlotWidth = 520;
    private const int ValueWidth = 80;
    private const int RowHeight = 22;
    private const int Top = 40;
    private const int Bottom = 30;

    /// <summary>Renders the chart for the rows that have a speedup.</summary>
    public static string Render(IEnumerable<ReportRow> rows)
    {
        var bars = rows.Where(r => double.IsFinite(r.Speedup) && r.Speedup > 0).ToList();
        int labelWidth = (int)Math.Max(160, bars.Select(r => Label(r).Length).DefaultIfEmpty(0).Max() * GlyphWidth + 12);
        // Whole decades around the data, always including 1×, so the grid lines fall on 0.1×, 1×, 10×, ...
        double minDecade = Math.Floor(Math.Log10(Math.Min(1, bars.Count == 0 ? 1 : bars.Min(r => r.Speedup))));
        double maxDecade = Math.Ceiling(Math.Log10(Math.Max(10, bars.Count == 0 ? 10 : bars.Max(r => r.Speedup))));
        double X(double speedup) => labelWidth + (Math.Log10(speedup) - minDecade) / (maxDecade - minDecade) * PlotWidth;

        int width = labelWidth + PlotWidth + ValueWidth;
        int height = Top + Math.Max(1, bars.Count) * RowHeight + Bottom;
        var svg = new StringBuilder();
        svg.Append(Invariant($"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n"));
        svg.Append(Invariant($"<rect width=\"{width}\" height=\"{height}\" fill=\"white\"/>\n"));
        svg.Append(Invariant($"<text x=\"{width / 2}\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">Hotpath speedup over the BCL (log scale; right of 1× is faster)</text>\n"));

        for (double decade = minDecade; decade <= maxDecade; decade++)
        {
            double x = X(Math.Pow(10, decade));
            bool isOne = decade == 0;
            svg.Append(Invariant($"<line x1=\"{x:F1}\" y1=\"{Top - 4}\" x2=\"{x:F1}\" y2=\"{height - Bottom}\" stroke=\"{(isOne ? "black" : "#ccc")}\" stroke-width=\"{(isOne ? 1.5 : 1)}\"/>\n"));
            svg.Append(Invariant($"<text x=\"{x:F1}\" y=\"{height - Bottom + 16}\" text-anchor=\"middle\">{Math.Pow(10, decade).ToString("0.####", CultureInfo.InvariantCulture)}×</text>\n"));
        }

        double one = X(1);
        for (int i = 0; i < bars.Count; i++)
        {
            ReportRow row = bars[i];
            double y = Top + i * RowHeight;
            double x = X(row.Speedup);
            double left = Math.Min(one, x), barWidth = Math.Max(1, Math.Abs(x - one));
            string color = row.IsOk ? (row.Speedup >= 1 ? "#2a9d4b" : "#d1495b") : "#888";
            svg.Append(Invariant($"<text x=\"{labelWidth - 6}\" y=\"{y + 15}\" text-anchor=\"end\">{Escape(Label(row))}</text>\n"));
            svg.Append(Invariant($"<rect x=\"{left:F1}\" y=\"{y + 4}\" width=\"{barWidth:F1}\" height=\"{RowHeight - 8}\" fill=\"{color}\"/>\n"));
            string label = HumanUnits.Ratio(row.Speedup) + (row.IsOk ? "" : " (mismatch)");
            svg.Append(Invariant($"<text x=\"{Math.Max(one, x) + 4:F1}\" y=\"{y + 15}\">{Escape(label)}</text>\n"));
        }
        if (bars.Count == 0) svg.Append(Invariant($"<text x=\"{width / 2}\" y=\"{Top + 15}\" text-anchor=\"middle\">no measured workloads</text>\n"));
        svg.Append("</svg>\n");
        return svg.ToString();
    }

    private static string Label(ReportRow row) => row.System + "/" + row.Workload;

    private static string Escape(string text) => SecurityElement.Escape(text);

    private static string Invariant(FormattableString text) => text.ToString(CultureInfo.InvariantCulture);
}
