using System.Diagnostics;
using System.Globalization;
using System.Text.RegularExpressions;
using Hotpath.Cli.Rebar.Definitions;
using Hotpath.Cli.Rebar.Engines;

namespace Hotpath.Cli.Rebar;

/// <summary>
/// Runs one benchmark on one engine in a fresh <c>hotpath rebar --in-process</c> process, as rebar itself runs
/// every benchmark in its own process. In one long process, the tiered JIT's profile of shared code (the engines'
/// search loops, the enumerators) comes from whichever benchmarks ran before, which moves results by tens of
/// percent for library engines, while the BCL's Compiled regexes emit fresh code per pattern.
/// </summary>
internal static class IsolatedBenchmark
{
    /// <summary>The child's result line, with the child's notes copied to <paramref name="stderr"/>.</summary>
    public static RebarResult Run(RebarBenchmark bench, IRebarEngine engine, RebarOptions options, TextWriter stderr)
    {
        var start = new ProcessStartInfo(Environment.ProcessPath ?? throw new InvalidOperationException("The process path is unknown."))
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        // Under `dotnet hotpath.dll` (or `dotnet run`) the host is dotnet and the command is the assembly, which sits in
        // the app's directory (named from there rather than by Assembly.Location, which Native AOT leaves empty).
        if (Path.GetFileNameWithoutExtension(start.FileName) == "dotnet")
        {
            start.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, typeof(IsolatedBenchmark).Assembly.GetName().Name + ".dll"));
        }
        foreach (string argument in new[]
        {
            "rebar", "--in-process",
            "--definitions", options.Definitions, "--haystacks", options.Haystacks,
            "--filter", "^" + Regex.Escape(bench.Name) + "$", "--engines", engine.Name,
            "--max-time", options.MaxTime.TotalSeconds.ToString(CultureInfo.InvariantCulture),
        })
        {
            start.ArgumentList.Add(argument);
        }
        // A corpus without regex files has no regexes folder; the child then derives the same default as the parent.
        if (Directory.Exists(options.Regexes))
        {
            start.ArgumentList.Add("--regexes");
            start.ArgumentList.Add(options.Regexes);
        }

        using Process child = Process.Start(start) ?? throw new InvalidOperationException("The benchmark process did not start.");
        Task<string> errors = child.StandardError.ReadToEndAsync();
        string output = child.StandardOutput.ReadToEnd();
        child.WaitForExit();
        foreach (string line in errors.Result.Split('\n', StringSplitOptions.RemoveEmptyEntries))
        {
            // The child's own progress header and status line repeat what the parent prints.
            if (!line.StartsWith('[') && !line.TrimStart().StartsWith(engine.Name + ":", StringComparison.Ordinal)) stderr.WriteLine(line);
        }
        string? csv = output.Split('\n', StringSplitOptions.RemoveEmptyEntries).Skip(1).FirstOrDefault();
        if (csv is null)
        {
            stderr.WriteLine($"    ERROR: the {engine.Name} process exited with {child.ExitCode} and no result");
            return new RebarResult(bench.Name, bench.Model, engine.Name, RebarStatus.WrongCount, null, bench.Count.ForDotNet, null);
        }
        return Parse(csv);
    }

    private static RebarResult Parse(string csv)
    {
        string[] fields = csv.TrimEnd('\r').Split(',');
        static long? Number(string field) => field.Length == 0 ? null : long.Parse(field, CultureInfo.InvariantCulture);
        double? median = fields[6].Length == 0 ? null : double.Parse(fields[6], CultureInfo.InvariantCulture);
        return new RebarResult(fields[0], fields[1], fields[2], fields[3], Number(fields[4]), Number(fields[5]), median);
    }
}
