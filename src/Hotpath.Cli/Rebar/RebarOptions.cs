using System.Text.RegularExpressions;
using Hotpath.Cli.Rebar.Engines;

namespace Hotpath.Cli.Rebar;

/// <summary>What <c>hotpath rebar</c> runs. Immutable.</summary>
/// <param name="Definitions">The folder of definition TOML files (rebar's <c>definitions</c> or a part of it).</param>
/// <param name="Haystacks">rebar's <c>haystacks</c> folder.</param>
/// <param name="Regexes">rebar's <c>regexes</c> folder.</param>
/// <param name="Filter">Keeps benchmarks whose full name this matches, or null for all.</param>
/// <param name="Engines">The engines to measure.</param>
/// <param name="MaxTime">The time budget per benchmark and engine: a warm-up of half of it (see
/// <paramref name="WarmUp"/>) continued until the JIT is quiet (at most one more budget), then sampling that stops
/// after it (so up to 2.5× in all), and a single search
/// running longer is abandoned (the BCL's match timeout) and reported as skipped.</param>
/// <param name="WarmUp">Warm up for half of <paramref name="MaxTime"/> before sampling (off for count-only runs).</param>
/// <param name="Isolate">Run each benchmark and engine in its own process (see <see cref="IsolatedBenchmark"/>).</param>
/// <param name="MaxIterations">At most this many timed samples (each a batch of iterations lasting at least 50 µs).</param>
/// <param name="Rounds">How many times the whole list runs, the engines taking turns on each benchmark; each result
/// keeps the lowest of its rounds' medians (see <see cref="RebarRounds"/>).</param>
/// <param name="Compare">The engine the others are compared with at the end (see <see cref="RebarSummary"/>), or null.</param>
/// <param name="Format"><c>csv</c> (a line per benchmark and engine) or <c>md</c> (the comparison's table; needs <paramref name="Compare"/>).</param>
/// <param name="CommandLine">The command as typed, for the markdown header.</param>
internal sealed record RebarOptions(
    string Definitions,
    string Haystacks,
    string Regexes,
    Regex? Filter,
    IReadOnlyList<IRebarEngine> Engines,
    TimeSpan MaxTime,
    int MaxIterations = 1000,
    bool Isolate = false,
    bool WarmUp = false,
    int Rounds = 1,
    string? Compare = null,
    string Format = "csv",
    string CommandLine = "");
