using System.Text.RegularExpressions;
using Hotpath.Cli.Data;
using Hotpath.Cli.Rebar;
using Hotpath.Cli.Rebar.Definitions;
using Hotpath.Cli.Rebar.Engines;
using Hotpath.Cli.Report;
using Hotpath.Cli.Verify;

namespace Hotpath.Cli.Cli;

/// <summary>The <c>hotpath</c> command: dispatches to <c>report</c>, <c>rebar</c>, <c>explain</c> or <c>verify numbers</c>.</summary>
internal static class CommandLine
{
    /// <summary>The help text.</summary>
    public const string Usage = """
        usage:
          hotpath report [--quick] [--filter TEXT] [--system LIST] [--format md|csv] [--data DIR]
                         [--output FILE] [--second-baselines]
              Measures Hotpath against the BCL side by side; a table on stdout, and
              artifacts/report/report.md + speedups.svg (with --output, FILE and the chart
              beside it). --system keeps the listed systems (text,regex,encoding,numbers).
              --second-baselines also times the rows' other libraries (csFastFloat for
              parsing doubles) in the same rounds, in extra columns of the markdown table.
              Exit 1 when a result disagreed.
          hotpath rebar --definitions DIR --haystacks DIR [--regexes DIR] [--filter REGEX]
                        [--engines LIST] [--max-time SECONDS] [--rounds N] [--in-process]
                        [--compare ENGINE] [--format csv|md]
              Runs rebar benchmark definitions, each benchmark and engine in its own
              process unless --in-process; the list runs N times, the engines taking
              turns (the lowest of the N medians is reported; default 1); CSV on stdout
              (name,model,engine,status,count,expected,median_ns). With --compare, each
              engine's standing against ENGINE on stderr (geometric mean of the time
              ratios, lowest, how many below 0.8x and 1x), and with --format md the
              comparison's markdown table on stdout instead of CSV. Engines: {0}.
          hotpath explain PATTERN [--options LIST]
              Prints how Hotpath.Regex searches for PATTERN: its strategy, how the
              search is led (prefilter, inner or suffix literal) and the engine for
              UTF-8 input. LIST: RegexOptions names, e.g. IgnoreCase,Multiline.
          hotpath verify numbers [--minutes N] [--seed S] [--all-floats]
              Differential run of Hotpath.Numerics against the BCL on every core: random
              doubles and floats for N minutes (default 1), then every float32 with
              --all-floats. Exit 1 when any result differed.
        """;

    /// <summary>Runs the command; returns the process exit code (2 for usage errors and malformed definitions).</summary>
    public static int Run(string[] args, TextWriter stdout, TextWriter stderr)
    {
        try
        {
            return args switch
            {
                [_, .. var rest] when rest.Any(IsHelp) => PrintUsage(stdout, 0),
                ["report", .. var rest] => RunReport(args, rest, stdout, stderr),
                ["rebar", .. var rest] => RunRebar(rest, stdout, stderr),
                ["explain", .. var rest] => ExplainCommand.Run(rest, stdout, stderr),
                ["verify", "numbers", .. var rest] => RunVerifyNumbers(rest, stdout),
                [] or ["help"] => PrintUsage(stdout, 0),
                [var only] when IsHelp(only) => PrintUsage(stdout, 0),
                _ => throw new UsageException($"unknown command '{args[0]}'"),
            };
        }
        catch (UsageException e)
        {
            stderr.WriteLine($"error: {e.Message}");
            return PrintUsage(stderr, 2);
        }
        catch (DefinitionException e)
        {
            stderr.WriteLine($"error: {e.Message}");
            return 2;
        }
    }

    private static bool IsHelp(string argument) => argument is "--help" or "-h" or "-?";

    private static int PrintUsage(TextWriter writer, int exitCode)
    {
        writer.WriteLine(string.Format(Usage, string.Join(", ", EngineCatalog.All.Select(e => e.Name))));
        return exitCode;
    }

    private static int RunReport(string[] all, string[] args, TextWriter stdout, TextWriter stderr)
    {
        var parsed = ParsedArguments.Parse(args, ["filter", "system", "format", "data", "output"], ["quick", "second-baselines"]);
        string? data = parsed.Get("data");
        if (data is not null && !Directory.Exists(data)) throw new UsageException($"--data folder not found: {data}");
        var options = new ReportOptions
        {
            Quick = parsed.Has("quick"),
            SecondBaselines = parsed.Has("second-baselines"),
            Filter = parsed.Get("filter"),
            Systems = parsed.Get("system") is { } systems ? systems.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries) : [],
            OutputFile = parsed.Get("output"),
            Format = parsed.Choice("format", "md", "md", "csv"),
            LocateData = () => DataLocator.LocateForProcess(data),
            CommandLine = "hotpath " + string.Join(' ', all.Select(QuoteIfNeeded)),
        };
        return ReportCommand.Run(options, stdout, stderr);
    }

    private static int RunVerifyNumbers(string[] args, TextWriter stdout)
    {
        var parsed = ParsedArguments.Parse(args, ["minutes", "seed"], ["all-floats"]);
        int minutes = parsed.Count("minutes", fallback: 1, max: 24 * 60);
        int seed = parsed.Count("seed", fallback: 36, max: int.MaxValue);
        stdout.WriteLine($"hotpath verify numbers --minutes {minutes} --seed {seed}{(parsed.Has("all-floats") ? " --all-floats" : "")}");
        return NumberVerifier.Run(TimeSpan.FromMinutes(minutes), seed, parsed.Has("all-floats"), stdout);
    }

    private static int RunRebar(string[] args, TextWriter stdout, TextWriter stderr)
    {
        var parsed = ParsedArguments.Parse(args, ["definitions", "haystacks", "regexes", "filter", "engines", "max-time", "rounds", "compare", "format"], ["in-process"]);
        string definitions = ExistingDirectory(parsed, "definitions");
        string haystacks = ExistingDirectory(parsed, "haystacks");
        string regexes = parsed.Get("regexes") is not null
            ? ExistingDirectory(parsed, "regexes")
            : Path.Combine(Path.GetDirectoryName(RebarRunner.DefinitionsRoot(definitions))!, "regexes");

        Regex? filter;
        try
        {
            filter = parsed.Get("filter") is { } pattern ? new Regex(pattern, RegexOptions.CultureInvariant) : null;
        }
        catch (ArgumentException e)
        {
            throw new UsageException($"--filter is not a valid regex: {e.Message}");
        }

        IReadOnlyList<IRebarEngine> engines;
        try
        {
            engines = EngineCatalog.Select(parsed.Get("engines"));
        }
        catch (ArgumentException e)
        {
            throw new UsageException(e.Message);
        }

        string? compare = parsed.Get("compare");
        if (compare is not null && !engines.Any(e => e.Name == compare)) throw new UsageException($"--compare names {compare}, which --engines does not run");
        string format = parsed.Choice("format", "csv", "csv", "md");
        if (format == "md" && compare is null) throw new UsageException("--format md needs --compare ENGINE");
        var options = new RebarOptions(definitions, haystacks, regexes, filter, engines, parsed.Seconds("max-time", TimeSpan.FromSeconds(2)),
            Isolate: !parsed.Has("in-process"), WarmUp: true, Rounds: parsed.Count("rounds", fallback: 1, max: 20), Compare: compare, Format: format,
            CommandLine: "hotpath rebar " + string.Join(' ', args.Select(QuoteIfNeeded)));
        return RebarRunner.Run(options, stdout, stderr);
    }

    private static string ExistingDirectory(ParsedArguments parsed, string option)
    {
        string path = parsed.Require(option);
        return Directory.Exists(path) ? path : throw new UsageException($"--{option} folder not found: {path}");
    }

    private static string QuoteIfNeeded(string arg) => arg.Length > 0 && !arg.Any(char.IsWhiteSpace) ? arg : $"\"{arg}\"";
}
