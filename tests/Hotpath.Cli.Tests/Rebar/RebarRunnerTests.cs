using Hotpath.Cli.Cli;
using Hotpath.Cli.Rebar;
using Hotpath.Cli.Rebar.Engines;

namespace Hotpath.Cli.Tests.Rebar;

public class RebarRunnerTests
{
    private const string Definitions = """
        [[bench]]
        model = "count"
        name = "literal"
        regex = 'Holmes'
        haystack = { path = "text.txt" }
        count = 3
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count"
        name = "wrong"
        regex = 'Holmes'
        haystack = { path = "text.txt" }
        count = 99
        engines = ['dotnet/compiled']

        [[bench]]
        model = "grep"
        name = "grep"
        regex = 'Sherlock'
        haystack = { path = "text.txt" }
        count = 2
        engines = ['dotnet/nobacktrack']

        [[bench]]
        model = "count-captures"
        name = "captures"
        regex = '(Sherlock) (Holmes)|(Watson)'
        haystack = { path = "text.txt" }
        count = 8
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count-spans"
        name = "spans"
        regex = '\w+'
        haystack = { contents = "ab cde", repeat = 2 }
        count = [{ engine = 'dotnet.*', count = 10 }, { engine = '.*', count = 1 }]
        engines = ['dotnet/compiled']

        [[bench]]
        model = "grep-captures"
        name = "grep-captures"
        regex = '(a)|(b)'
        haystack = "ab\nb"
        count = 6
        engines = ['dotnet/compiled']

        [[bench]]
        model = "compile"
        name = "compile"
        regex = { path = "names.txt", per-line = "alternate", literal = true }
        haystack = "Dr. Watson and Holmes"
        count = 2
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count"
        name = "backreference"
        regex = '(l)\1'
        haystack = "hello"
        count = 1
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count"
        name = "two-patterns"
        regex = ['a', 'b']
        haystack = "ab"
        count = 2
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count"
        name = "no-haystack"
        regex = 'a'
        haystack = { path = "absent.txt" }
        count = 1
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count"
        name = "redos"
        regex = '^(a+)+$'
        haystack = { contents = "a", repeat = 40, append = "!" }
        count = 0
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count"
        name = "not-dotnet"
        regex = 'a'
        haystack = "a"
        count = 1
        engines = ['rust/regex']
        """;

    private static readonly IRebarEngine[] BclEngines = [BclEngine.Interpreter, BclEngine.Compiled, BclEngine.NonBacktracking];

    internal static Dictionary<(string Bench, string Engine), string[]> Run(string definitions, IReadOnlyList<IRebarEngine> engines, out int exitCode, out string stderrText, int rounds = 1)
    {
        using var dir = new TempDirectory();
        dir.Write("definitions/tiny/group.toml", definitions);
        dir.Write("haystacks/text.txt", "Sherlock Holmes met Watson.\nHolmes again.\nSherlock Holmes.\n");
        dir.Write("regexes/names.txt", "Dr. Watson\nHolmes\n");
        var options = new RebarOptions(
            Path.Combine(dir.Path, "definitions", "tiny"), Path.Combine(dir.Path, "haystacks"), Path.Combine(dir.Path, "regexes"),
            Filter: null, engines, MaxTime: TimeSpan.FromMilliseconds(200), MaxIterations: 3, Rounds: rounds);
        var stdout = new StringWriter();
        var stderr = new StringWriter();
        exitCode = RebarRunner.Run(options, stdout, stderr);
        stderrText = stderr.ToString();

        string[] lines = stdout.ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries);
        Assert.Equal("name,model,engine,status,count,expected,median_ns", lines[0]);
        return lines.Skip(1).Select(l => l.Split(',')).ToDictionary(f => (f[0], f[2]));
    }

    [Fact]
    public void RunsEveryModelAndReportsEveryStatus()
    {
        var rows = Run(Definitions, BclEngines, out int exitCode, out string stderr);

        Assert.Equal(1, exitCode); // the deliberate wrong count
        Assert.DoesNotContain(rows.Keys, k => k.Bench.Contains("not-dotnet", StringComparison.Ordinal));
        Assert.Contains("left out", stderr, StringComparison.Ordinal);
        foreach (string engine in new[] { "bcl-interp", "bcl-compiled", "bcl-nonbacktracking" })
        {
            foreach (string ok in new[] { "literal", "grep", "captures", "spans", "grep-captures", "compile" })
            {
                string[] row = rows[($"tiny/group/{ok}", engine)];
                Assert.True(row[3] == "ok", $"{ok} on {engine}: {string.Join(',', row)}");
                Assert.Equal(row[5], row[4]);
                Assert.True(double.Parse(row[6], System.Globalization.CultureInfo.InvariantCulture) >= 0);
            }
            Assert.Equal(["tiny/group/wrong", "count", engine, "wrong-count", "3", "99", ""], rows[("tiny/group/wrong", engine)]);
            Assert.Equal("unsupported", rows[("tiny/group/two-patterns", engine)][3]);
            Assert.Equal("skipped", rows[("tiny/group/no-haystack", engine)][3]);
        }
        // NonBacktracking rejects backreferences; the backtrackers accept them.
        Assert.Equal("unsupported", rows[("tiny/group/backreference", "bcl-nonbacktracking")][3]);
        Assert.Equal("ok", rows[("tiny/group/backreference", "bcl-compiled")][3]);
        // Catastrophic backtracking hits the time budget and is skipped; the automaton engine just answers.
        Assert.Equal("skipped", rows[("tiny/group/redos", "bcl-interp")][3]);
        Assert.Equal("ok", rows[("tiny/group/redos", "bcl-nonbacktracking")][3]);
        Assert.Contains("budget", stderr, StringComparison.Ordinal);
    }

    [Fact]
    public void RoundsWriteOneLinePerBenchmarkAndEngineAndKeepWrongCounts()
    {
        var rows = Run(Definitions, [BclEngine.Compiled, BclEngine.NonBacktracking], out int exitCode, out string stderr, rounds: 2);

        Assert.Equal(1, exitCode);
        Assert.Contains("round 2/2", stderr, StringComparison.Ordinal);
        Assert.Equal("ok", rows[("tiny/group/literal", "bcl-compiled")][3]);
        Assert.Equal("wrong-count", rows[("tiny/group/wrong", "bcl-nonbacktracking")][3]);
    }

    [Fact]
    public void BenchmarkNamesAreRelativeToTheDefinitionsFolder()
    {
        Assert.Equal(Path.GetFullPath("/x/definitions"), RebarRunner.DefinitionsRoot("/x/definitions/curated/sub"));
        Assert.Equal(Path.GetFullPath("/y/defs"), RebarRunner.DefinitionsRoot("/y/defs"));
    }

    [Fact]
    public void MalformedDefinitionIsACleanErrorNamingFileLineAndColumn()
    {
        using var dir = new TempDirectory();
        string definitions = Path.GetDirectoryName(dir.Write("definitions/bad.toml", "[[bench]]\nname = 'x\n"))!;
        string haystacks = Path.GetDirectoryName(dir.Write("haystacks/h.txt", ""))!;
        var stderr = new StringWriter();
        Assert.Equal(2, CommandLine.Run(["rebar", "--definitions", definitions, "--haystacks", haystacks], TextWriter.Null, stderr));
        // Column 10 is the newline that ends the single-quoted string before it is closed.
        Assert.Contains("bad.toml", stderr.ToString(), StringComparison.Ordinal);
        Assert.Contains("line 2, column 10", stderr.ToString(), StringComparison.Ordinal);
        Assert.Equal(2, CommandLine.Run(["rebar", "--definitions", definitions, "--haystacks", haystacks, "--engines", "perl"], TextWriter.Null, TextWriter.Null));
    }
}
