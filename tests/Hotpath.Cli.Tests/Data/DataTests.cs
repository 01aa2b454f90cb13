using Hotpath.Cli.Data;

namespace Hotpath.Cli.Tests.Data;

public class DataTests
{
    [Fact]
    public void GeneratedCorpusIsDeterministicAndEnglishLike()
    {
        string a = GeneratedCorpus.Create(seed: 7, length: 200_000);
        Assert.Equal(a, GeneratedCorpus.Create(seed: 7, length: 200_000));
        Assert.NotEqual(a, GeneratedCorpus.Create(seed: 8, length: 200_000));
        Assert.InRange(a.Length, 200_000, 200_300);
        Assert.Contains("Sherlock", a, StringComparison.Ordinal);
        Assert.Contains("Holmes", a, StringComparison.Ordinal);
        Assert.Contains(" the ", a, StringComparison.Ordinal);
        Assert.Contains('\n', a);
        Assert.True(a.Count(c => c == ' ') > a.Length / 10, "words are space-separated");
    }

    [Fact]
    public void WithoutDataTheCorpusIsGeneratedAndSaysSo()
    {
        var corpora = Corpora.Load(dataRoot: null);
        Assert.StartsWith("GENERATED", corpora.Source, StringComparison.Ordinal);
        Assert.Contains("no shared data found", corpora.Source, StringComparison.Ordinal);
        Assert.True(corpora.WarAndPeace.Length > 3_000_000);
    }

    [DataFact]
    public void WithDataTheRealCorporaAreRead()
    {
        var corpora = Corpora.Load(SharedData.Root);
        Assert.StartsWith("shared data at", corpora.Source, StringComparison.Ordinal);
        Assert.Contains("Sherlock Holmes", corpora.Sherlock, StringComparison.Ordinal);
        Assert.NotEqual('\uFEFF', corpora.WarAndPeace[0]);
    }

    [Fact]
    public void GeneratedLogLinesAreDeterministicAndParseLikeALog()
    {
        var (lines, source) = LogLines.Load(dataRoot: null);
        Assert.Equal("generated log", source);
        Assert.Equal(lines, LogLines.Load(dataRoot: null).Lines);
        Assert.Equal(100, lines.Length);
        // The per-line rows ask for timestamps, request ids and the whole parse: every generated line has them.
        var parse = new System.Text.RegularExpressions.Regex(Hotpath.Cli.Report.Workloads.RegexWorkloads.LogLinePattern);
        Assert.All(lines, line => Assert.True(parse.IsMatch(line), line));
        Assert.Contains(lines, line => line.Contains("Error", StringComparison.Ordinal));
    }

    [DataFact]
    public void WithDataTheRebarLogIsRead()
    {
        var (lines, source) = LogLines.Load(SharedData.Root);
        Assert.Equal("rebar log", source);
        Assert.Equal(File.ReadAllLines(Path.Combine(SharedData.Root!, LogLines.RebarLogPath)), lines);
    }

    [Fact]
    public void LocatorPrefersExplicitThenEnvironmentThenSearch()
    {
        string temp = Path.Combine(Path.GetTempPath(), "hotpath-locator-" + Guid.NewGuid().ToString("N"));
        string nested = Path.Combine(temp, "repo", "src");
        Directory.CreateDirectory(nested);
        Directory.CreateDirectory(Path.Combine(temp, "shared", "data"));
        try
        {
            Assert.Equal(Path.Combine(temp, "shared", "data"), DataLocator.Locate(null, null, nested));
            Assert.Equal(Path.GetFullPath(nested), DataLocator.Locate(null, nested, "/"));
            Assert.Equal(Path.GetFullPath(temp), DataLocator.Locate(temp, nested, nested));
            Assert.Throws<DirectoryNotFoundException>(() => DataLocator.Locate(Path.Combine(temp, "nope"), null));
        }
        finally
        {
            Directory.Delete(temp, recursive: true);
        }
    }
}
