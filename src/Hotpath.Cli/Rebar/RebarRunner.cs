using System.Diagnostics;
using System.Text.RegularExpressions;
using Hotpath.Cli.Measurement;
using Hotpath.Cli.Rebar.Definitions;
using Hotpath.Cli.Rebar.Engines;

namespace Hotpath.Cli.Rebar;

/// <summary>
/// <c>hotpath rebar</c>: runs rebar benchmark definitions on the selected engines, checks every count against the
/// one the definition gives .NET, times the passing ones and writes one CSV line per benchmark and engine.
/// </summary>
internal static class RebarRunner
{
    /// <summary>Runs the benchmarks; CSV to <paramref name="stdout"/>, progress and notes to <paramref name="stderr"/>.</summary>
    /// <returns>0, or 1 when any engine produced a wrong count.</returns>
    public static int Run(RebarOptions options, TextWriter stdout, TextWriter stderr)
    {
        string nameRoot = DefinitionsRoot(options.Definitions);
        var selected = DefinitionReader.ReadDirectory(options.Definitions, nameRoot, options.Regexes)
            .Where(b => options.Filter is null || options.Filter.IsMatch(b.Name))
            .ToList();
        var runnable = selected.Where(b => b.TargetsDotNet).ToList();
        if (runnable.Count < selected.Count)
            stderr.WriteLine($"note: {selected.Count - runnable.Count} benchmark(s) name no .NET engine in their definition and are left out");

        bool markdown = options.Format == "md";
        if (!markdown) stdout.Write(RebarResult.CsvHeader + "\n");
        var final = new List<IReadOnlyList<RebarResult>>();
        var haystacks = new Dictionary<HaystackSpec, RebarHaystack?>();
        int wrong = 0;
        // Rounds run over the whole list, so that a slow stretch of the machine's time falls on one round of many
        // benchmarks rather than on every round of one.
        var results = new List<RebarResult>[runnable.Count, options.Engines.Count];
        for (int round = 0; round < options.Rounds; round++)
        {
            bool lastRound = round == options.Rounds - 1;
            string roundNote = options.Rounds > 1 ? $" round {round + 1}/{options.Rounds}" : "";
            for (int i = 0; i < runnable.Count; i++)
            {
                RebarBenchmark bench = runnable[i];
                stderr.WriteLine($"[{i + 1}/{runnable.Count}]{roundNote} {bench.Name} ({bench.Model})");
                if (round == 0 && bench.Problem is not null) stderr.WriteLine($"    skipped: {bench.Problem}");
                RebarHaystack? haystack = LoadHaystack(bench, options.Haystacks, haystacks, stderr);
                for (int e = 0; e < options.Engines.Count; e++)
                {
                    IRebarEngine engine = options.Engines[e];
                    RebarResult result = options.Isolate && bench.Problem is null && haystack is not null
                        ? IsolatedBenchmark.Run(bench, engine, options, stderr)
                        : RunOne(bench, engine, haystack, options, stderr);
                    (results[i, e] ??= []).Add(result);
                    stderr.WriteLine($"    {engine.Name}: {result.Status}" + (result.MedianNs is { } ns ? $" {ns / 1e3:F1} us" : ""));
                    if (!lastRound) continue;
                    RebarResult combined = RebarRounds.Combine(results[i, e]);
                    if (combined.Status == RebarStatus.WrongCount) wrong++;
                    if (!markdown) stdout.Write(combined.ToCsv() + "\n");
                    if (e == 0) final.Add(new List<RebarResult>());
                    ((List<RebarResult>)final[^1]).Add(combined);
                }
            }
        }
        if (options.Compare is { } baseline)
        {
            RebarSummary.WriteLines(stderr, RebarSummary.Compare(final, baseline), baseline);
            if (markdown) RebarSummary.WriteMarkdown(stdout, final, baseline, options.CommandLine, DateTimeOffset.UtcNow);
        }
        if (wrong > 0) stderr.WriteLine($"FAILED: {wrong} wrong count(s)");
        return wrong > 0 ? 1 : 0;
    }

    /// <summary>rebar names benchmarks relative to its <c>definitions</c> folder, which may be an ancestor of the one given.</summary>
    internal static string DefinitionsRoot(string definitions)
    {
        for (DirectoryInfo? dir = new(Path.GetFullPath(definitions)); dir is not null; dir = dir.Parent)
        {
            if (dir.Name == "definitions") return dir.FullName;
        }
        return Path.GetFullPath(definitions);
    }

    private static RebarHaystack? LoadHaystack(RebarBenchmark bench, string haystacksDirectory, Dictionary<HaystackSpec, RebarHaystack?> cache, TextWriter stderr)
    {
        if (cache.TryGetValue(bench.Haystack, out RebarHaystack? cached)) return cached;
        string? text = bench.Haystack.TryLoad(haystacksDirectory, out string? problem);
        if (problem is not null) stderr.WriteLine($"    skipped: {problem}");
        return cache[bench.Haystack] = text is null ? null : new RebarHaystack(text);
    }

    private static RebarResult RunOne(RebarBenchmark bench, IRebarEngine engine, RebarHaystack? haystack, RebarOptions options, TextWriter stderr)
    {
        long? expected = bench.Count.ForDotNet;
        RebarResult Result(string status, long? count = null, double? ns = null) => new(bench.Name, bench.Model, engine.Name, status, count, expected, ns);

        // An engine that crashes did not produce the expected count: reported as such, loudly, and the run goes on.
        RebarResult EngineFailure(Exception e)
        {
            stderr.WriteLine($"    ERROR: {engine.Name} threw {e.GetType().Name}: {e.Message}");
            return Result(RebarStatus.WrongCount);
        }

        if (bench.Problem is not null) return Result(RebarStatus.Skipped);
        if (expected is null)
        {
            stderr.WriteLine($"    skipped: no count for {ExpectedCount.DotNetEngine}");
            return Result(RebarStatus.Skipped);
        }
        // rebar's .NET runner takes exactly one pattern and implements regex-redux with BCL-only Replace.
        if (bench.Patterns.Count != 1 || !IsSupportedModel(bench.Model)) return Result(RebarStatus.Unsupported);
        if (haystack is null) return Result(RebarStatus.Skipped);

        IRebarRegex regex;
        try
        {
            regex = engine.Compile(bench.Patterns[0], bench.CaseInsensitive, options.MaxTime);
        }
        catch (Exception e) when (e is NotSupportedException or ArgumentException)
        {
            stderr.WriteLine($"    {engine.Name} rejects the pattern: {e.Message}");
            return Result(RebarStatus.Unsupported);
        }
        catch (Exception e)
        {
            return EngineFailure(e);
        }

        Func<long> iteration = Iteration(bench, engine, regex, haystack, options.MaxTime);

        try
        {
            // The first run verifies the count and doubles as the warm-up.
            long count = bench.Model == "compile" ? regex.Count(haystack) : iteration();
            if (count != expected) return Result(RebarStatus.WrongCount, count);
            if (regex.FindInconsistency(haystack) is { } inconsistency)
            {
                stderr.WriteLine($"    {engine.Name}: {inconsistency}");
                return Result(RebarStatus.WrongCount, count);
            }
            return Result(RebarStatus.Ok, count, Sample(iteration, options));
        }
        catch (RegexMatchTimeoutException)
        {
            stderr.WriteLine($"    {engine.Name} exceeded the {options.MaxTime.TotalSeconds:0.##} s budget on one search: skipped");
            return Result(RebarStatus.Skipped);
        }
        catch (NotSupportedException e)
        {
            stderr.WriteLine($"    {engine.Name} cannot run the {bench.Model} model: {e.Message}");
            return Result(RebarStatus.Unsupported);
        }
        catch (Exception e)
        {
            return EngineFailure(e);
        }
    }

    // One timed unit of work per model, as rebar's MODELS.md defines them; compile times construction only.
    private static Func<long> Iteration(RebarBenchmark bench, IRebarEngine engine, IRebarRegex regex, RebarHaystack haystack, TimeSpan matchTimeout) => bench.Model switch
    {
        "compile" => () =>
        {
            engine.Compile(bench.Patterns[0], bench.CaseInsensitive, matchTimeout);
            return 0;
        },
        "count" => () => regex.Count(haystack),
        "count-spans" => () => regex.SumMatchLengths(haystack),
        "count-captures" => () => regex.CountCaptures(haystack),
        "grep" => () => regex.CountMatchingLines(haystack),
        _ => () => regex.CountCapturesPerLine(haystack),
    };

    private static bool IsSupportedModel(string model) =>
        model is "compile" or "count" or "count-spans" or "count-captures" or "grep" or "grep-captures";

    private static readonly TimeSpan MinSampleTime = TimeSpan.FromMicroseconds(50);

    // How long the JIT must stay quiet before sampling starts.
    private static readonly TimeSpan SettleWindow = TimeSpan.FromMilliseconds(200);

    // Warms up for half the budget (when asked) and on until the JIT is quiet (see JitSettling), then times batches
    // of iterations until the budget or the sample cap is reached; the median resists the outliers. The warm-up matters: .NET's Compiled regexes are emitted fully
    // optimized, while library code (Hotpath's, and the BCL's own enumerators) starts unoptimized and reaches
    // tier 1 only after ~30 calls and a 100 ms delay, so timing from the first iteration would measure the JIT.
    // Iterations shorter than MinSampleTime are timed in batches: a single sub-microsecond call is below what
    // the clock resolves.
    private static double Sample(Func<long> iteration, RebarOptions options)
    {
        var warmUp = Stopwatch.StartNew();
        long runs = 0;
        while (options.WarmUp && warmUp.Elapsed < options.MaxTime / 2)
        {
            iteration();
            runs++;
        }
        if (options.WarmUp) runs += JitSettling.RunUntilQuiet(iteration, SettleWindow, options.MaxTime);
        int batch = runs == 0 ? 1 : (int)Math.Clamp(MinSampleTime.Ticks * runs / Math.Max(1, warmUp.Elapsed.Ticks), 1, 1_000_000);
        var samples = new List<double>();
        var budget = Stopwatch.StartNew();
        do
        {
            long start = Stopwatch.GetTimestamp();
            for (int i = 0; i < batch; i++) iteration();
            samples.Add(Stopwatch.GetElapsedTime(start).TotalNanoseconds / batch);
        }
        while (budget.Elapsed < options.MaxTime && samples.Count < options.MaxIterations);
        return Median.Of(samples);
    }
}
