using System.Globalization;
using Hotpath.Cli.Report.Output;

namespace Hotpath.Cli.Rebar;

/// <summary>
/// Compares every engine of a rebar run with one baseline engine (<c>--compare</c>): per engine the geometric mean of
/// baseline time ÷ engine time over the benchmarks both measured, the lowest ratio, and how many fall below 0.8 and 1;
/// and, as markdown, a table of every benchmark with its times and ratios under a header naming the machine, the date and
/// the command. Ratios above 1 mean the engine is faster than the baseline.
/// </summary>
internal static class RebarSummary
{
    /// <summary>One engine's standing against the baseline.</summary>
    /// <param name="Engine">The engine.</param>
    /// <param name="Measured">Benchmarks both measured.</param>
    /// <param name="GeometricMean">The geometric mean of the ratios.</param>
    /// <param name="Lowest">The lowest ratio and its benchmark.</param>
    /// <param name="BelowPoint8">Ratios below 0.8.</param>
    /// <param name="BelowOne">Ratios below 1.</param>
    internal sealed record Standing(string Engine, int Measured, double GeometricMean, (double Ratio, string Name) Lowest, int BelowPoint8, int BelowOne);

    /// <summary>Each engine's standing against <paramref name="baseline"/> in <paramref name="results"/> (one list per benchmark).</summary>
    public static IReadOnlyList<Standing> Compare(IReadOnlyList<IReadOnlyList<RebarResult>> results, string baseline)
    {
        var standings = new List<Standing>();
        foreach (string engine in results.SelectMany(r => r).Select(r => r.Engine).Distinct().Where(e => e != baseline))
        {
            var ratios = new List<(double Ratio, string Name)>();
            foreach (IReadOnlyList<RebarResult> bench in results)
            {
                if (Ratio(bench, baseline, engine) is { } ratio) ratios.Add((ratio, bench[0].Name));
            }
            if (ratios.Count == 0) continue;
            double mean = Math.Exp(ratios.Average(r => Math.Log(r.Ratio)));
            standings.Add(new Standing(engine, ratios.Count, mean, ratios.MinBy(r => r.Ratio), ratios.Count(r => r.Ratio < 0.8), ratios.Count(r => r.Ratio < 1)));
        }
        return standings;
    }

    /// <summary>One line per engine, for the terminal.</summary>
    public static void WriteLines(TextWriter writer, IReadOnlyList<Standing> standings, string baseline)
    {
        foreach (Standing s in standings)
        {
            writer.WriteLine(string.Create(CultureInfo.InvariantCulture,
                $"{s.Engine} vs {baseline}: geometric mean {s.GeometricMean:F2}x over {s.Measured}, lowest {s.Lowest.Ratio:F2}x ({s.Lowest.Name}), {s.BelowPoint8} below 0.8x, {s.BelowOne} below 1x"));
        }
    }

    /// <summary>The markdown document: header, the standings, and every benchmark's times and ratios.</summary>
    public static void WriteMarkdown(TextWriter writer, IReadOnlyList<IReadOnlyList<RebarResult>> results, string baseline, string commandLine, DateTimeOffset date)
    {
        string[] engines = [.. results.SelectMany(r => r).Select(r => r.Engine).Distinct().Where(e => e != baseline)];
        writer.Write($"Run on {date.UtcDateTime:yyyy-MM-dd HH:mm} UTC, {MachineDescription.Describe()}, {MachineDescription.CodeGeneration()}; command: `{commandLine}`.\n");
        writer.Write($"Ratios are {baseline}'s time ÷ the engine's (above 1: faster than {baseline}).\n\n");
        IReadOnlyList<Standing> standings = Compare(results, baseline);
        writer.Write("| Engine | Benchmarks | Geometric mean | Lowest | Below 0.8× | Below 1× |\n|---|--:|--:|---|--:|--:|\n");
        foreach (Standing s in standings)
        {
            writer.Write(string.Create(CultureInfo.InvariantCulture,
                $"| {s.Engine} | {s.Measured} | {s.GeometricMean:F2}× | {s.Lowest.Ratio:F2}× {Escape(s.Lowest.Name)} | {s.BelowPoint8} | {s.BelowOne} |\n"));
        }
        writer.Write($"\n| Benchmark | Model | {baseline} |");
        foreach (string engine in engines) writer.Write($" {engine} | ratio |");
        writer.Write("\n|---|---|--:|" + string.Concat(engines.Select(_ => "--:|--:|")) + "\n");
        foreach (IReadOnlyList<RebarResult> bench in results)
        {
            RebarResult? base0 = bench.FirstOrDefault(r => r.Engine == baseline);
            writer.Write($"| {Escape(bench[0].Name)} | {bench[0].Model} | {Cell(base0)} |");
            foreach (string engine in engines)
            {
                RebarResult? result = bench.FirstOrDefault(r => r.Engine == engine);
                string ratio = Ratio(bench, baseline, engine) is { } r ? string.Create(CultureInfo.InvariantCulture, $"{r:F2}×") : "";
                writer.Write($" {Cell(result)} | {ratio} |");
            }
            writer.Write('\n');
        }
    }

    // Baseline time ÷ engine time when both measured the benchmark (with the right count).
    private static double? Ratio(IReadOnlyList<RebarResult> bench, string baseline, string engine) =>
        bench.FirstOrDefault(r => r.Engine == baseline) is { Status: RebarStatus.Ok, MedianNs: double b }
        && bench.FirstOrDefault(r => r.Engine == engine) is { Status: RebarStatus.Ok, MedianNs: double e } && e > 0
            ? b / e
            : null;

    private static string Cell(RebarResult? result) =>
        result is null ? "" : result is { Status: RebarStatus.Ok, MedianNs: double ns } ? HumanUnits.Time(ns) : result.Status;

    private static string Escape(string text) => text.Replace("|", "\\|", StringComparison.Ordinal);
}
