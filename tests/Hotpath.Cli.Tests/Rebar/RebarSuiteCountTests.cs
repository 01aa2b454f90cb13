using Hotpath.Cli.Rebar;
using Hotpath.Cli.Rebar.Engines;

namespace Hotpath.Cli.Tests.Rebar;

/// <summary>
/// Every runnable benchmark in the shared rebar definitions, counted by Hotpath's regex on UTF-16 and on raw
/// UTF-8, must give the count the definition records for <c>dotnet/compiled</c>.
/// </summary>
public sealed class RebarSuiteCountTests(ITestOutputHelper output)
{
    // UTF-16 '.' can match one half of a surrogate pair; UTF-8 has no way to express half a character, so
    // these benchmarks (which count exactly that) differ on hotpath-utf8 by design (docs/regex.md, Semantics).
    private static readonly string[] Utf8HalfSurrogateBenchmarks =
        ["test/unicode/utf8/dot-matches-", "test/unicode/utf16/dot-matches-"];

    [DataFact]
    public void EveryRunnableBenchmarkCountsCorrectly()
    {
        var options = new RebarOptions(
            SharedData.PathOf("rebar/definitions"), SharedData.PathOf("rebar/haystacks"), SharedData.PathOf("rebar/regexes"),
            Filter: null, [HotpathEngine.Instance, HotpathUtf8Engine.Instance],
            MaxTime: TimeSpan.FromSeconds(30), MaxIterations: 1);
        var stdout = new StringWriter();
        var stderr = new StringWriter();
        RebarRunner.Run(options, stdout, stderr);

        string[][] rows = stdout.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries).Skip(1).Select(l => l.Split(',')).ToArray();
        foreach (var byStatus in rows.GroupBy(r => (Engine: r[2], Status: r[3])).OrderBy(g => g.Key))
        {
            output.WriteLine($"{byStatus.Key.Engine} {byStatus.Key.Status}: {byStatus.Count()}");
        }

        string[] wrong = rows.Where(r => r[3] == "wrong-count")
            .Where(r => r[2] != "hotpath-utf8" || !Utf8HalfSurrogateBenchmarks.Any(prefix => r[0].StartsWith(prefix, StringComparison.Ordinal)))
            .Select(r => $"{r[0]} [{r[2]}]: counted {r[4]}, expected {r[5]}")
            .ToArray();
        Assert.True(wrong.Length == 0, "wrong counts:\n" + string.Join('\n', wrong));
        // Guard against a vacuous pass (data missing, runner skipping everything).
        Assert.True(rows.Count(r => r[2] == "hotpath" && r[3] == "ok") >= 80, "fewer than 80 benchmarks ran on hotpath:\n" + stderr);
    }
}
