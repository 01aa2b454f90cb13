using Hotpath.Cli.Rebar.Definitions;
using Hotpath.Cli.Tests.Corpus;

namespace Hotpath.Cli.Tests.Rebar;

public class DefinitionReaderTests
{
    private static RebarBenchmark ReadOne(string benchBody, string regexesDirectory = "/nonexistent")
    {
        string toml = "[[bench]]\nmodel = \"count\"\nname = \"b\"\nhaystack = \"abc\"\nengines = ['dotnet/compiled']\n" + benchBody;
        return Assert.Single(DefinitionReader.ReadFile(toml, "group/file", regexesDirectory, "file.toml"));
    }

    [Fact]
    public void NameIsGroupSlashName() => Assert.Equal("group/file/b", ReadOne("regex = 'a'\ncount = 1").Name);

    [Fact]
    public void RegexStringAndListForms()
    {
        Assert.Equal(["a+"], ReadOne("regex = 'a+'\ncount = 1").Patterns);
        Assert.Equal(["a", "b"], ReadOne("regex = ['a', 'b']\ncount = 1").Patterns);
        Assert.Equal(["x", "y"], ReadOne("regex = { patterns = ['x', 'y'] }\ncount = 1").Patterns);
    }

    [Fact]
    public void RegexFileIsTrimmedWholeOrSplitPerLine()
    {
        using var dir = new TempDirectory();
        dir.Write("words.txt", "foo.bar\r\nbaz\n");
        dir.Write("one.txt", "  \\w+ \n\n");
        Assert.Equal([@"\w+"], ReadOne("regex = { path = 'one.txt' }\ncount = 1", dir.Path).Patterns);
        Assert.Equal(["foo.bar", "baz"], ReadOne("regex = { path = 'words.txt', per-line = 'pattern' }\ncount = 1", dir.Path).Patterns);
        Assert.Equal(["(?:foo.bar)|(?:baz)"], ReadOne("regex = { path = 'words.txt', per-line = 'alternate' }\ncount = 1", dir.Path).Patterns);
    }

    [Fact]
    public void LiteralEscapesBeforePrependAndAppend()
    {
        using var dir = new TempDirectory();
        dir.Write("words.txt", "a.b\n(c)\n");
        var bench = ReadOne("regex = { path = 'words.txt', per-line = 'alternate', literal = true, prepend = '^', append = '$' }\ncount = 1", dir.Path);
        Assert.Equal([@"(?:^a\.b$)|(?:^\(c\)$)"], bench.Patterns);
        Assert.Equal([@"\bx\+y\b"], ReadOne(@"regex = { patterns = 'x+y', literal = true, prepend = '\b', append = '\b' }" + "\ncount = 1").Patterns);
    }

    [Fact]
    public void MissingRegexFileMakesAProblemNotAnError()
    {
        var bench = ReadOne("regex = { path = 'absent.txt' }\ncount = 1");
        Assert.Contains("absent.txt", bench.Problem, StringComparison.Ordinal);
    }

    [Fact]
    public void ExpectedCountTakesTheFirstEntryMatchingDotNetCompiled()
    {
        Assert.Equal(7, ReadOne("regex = 'a'\ncount = 7").Count.ForDotNet);
        var perEngine = ReadOne("regex = 'a'\ncount = [{ engine = 'rust/.*', count = 1 }, { engine = 'dotnet.*', count = 2 }, { engine = '.*', count = 3 }]").Count;
        Assert.Equal(2, perEngine.ForDotNet);
        Assert.Equal(1, perEngine.For("rust/regex"));
        Assert.Equal(3, perEngine.For("go/regexp"));
        // Engine patterns are anchored: 'dotnet' alone does not name 'dotnet/compiled'.
        Assert.Null(ReadOne("regex = 'a'\ncount = [{ engine = 'dotnet', count = 2 }]").Count.ForDotNet);
    }

    [Fact]
    public void OptionsAndEnginesAreRead()
    {
        var bench = ReadOne("regex = 'a'\ncount = 1\ncase-insensitive = true\nunicode = true");
        Assert.True(bench.CaseInsensitive);
        Assert.True(bench.Unicode);
        Assert.True(bench.TargetsDotNet);
    }

    [Fact]
    public void MalformedBenchmarksAreReportedWithTheirName()
    {
        var e = Assert.Throws<DefinitionException>(() => ReadOne("regex = 5\ncount = 1"));
        Assert.Contains("group/file/b", e.Message, StringComparison.Ordinal);
        Assert.Throws<DefinitionException>(() => ReadOne("regex = 'a'\ncount = 'many'"));
        string toml = "[[bench]]\nmodel = 'count'\nname = 'b'\nregex = 'a'\ncount = 1\nhaystack = { path = 'x', contents = 'y' }";
        Assert.Throws<DefinitionException>(() => DefinitionReader.ReadFile(toml, "g", "/nonexistent", "g.toml"));
    }

    [Theory]
    [InlineData("[[bench]]\nname = 'b'\nmodel 'count'", 3, 7)]
    [InlineData("[[bench]]\nname = \"unterminated\nmodel = 'count'", 2, 21)]
    [InlineData("[[bench]]\nname = 'a'\nname = 'b'", 3, 1)]
    [InlineData("[[bench]]\nname = 'a'\n[[bench]]\nname = 'b'\nhaystack = { path = 'x', path = 'y' }", 5, 26)]
    [InlineData("[t]\nx = 1\n[t]\ny = 2", 3, 1)]
    [InlineData("[[bench]\nname = 'b'", 1, 8)]
    public void TomlErrorsNameTheFileLineAndColumn(string toml, int line, int column)
    {
        using var dir = new TempDirectory();
        string file = dir.Write("group/broken.toml", toml);
        var e = Assert.Throws<DefinitionException>(() => DefinitionReader.ReadDirectory(dir.Path, dir.Path, "/nonexistent"));
        string expected = $"{file}: TOML error at line {line}, column {column}: ";
        Assert.True(e.Message.StartsWith(expected, StringComparison.Ordinal), $"expected '{expected}…', got '{e.Message}'");
    }

    [Fact]
    public void TheRepositorysCorpusDefinitionsReadAsPatternsTsvListsThem()
    {
        string definitions = Path.Combine(RegexCorpus.Folder, "definitions");
        var byName = DefinitionReader.ReadDirectory(definitions, definitions, "/nonexistent").ToDictionary(b => b.Name);
        Assert.Equal(RegexCorpus.Benchmarks.Count, byName.Count);
        foreach (var expected in RegexCorpus.Benchmarks)
        {
            RebarBenchmark read = byName[$"{expected.Group}/{expected.Name}"];
            Assert.Equal([expected.Pattern], read.Patterns);
            Assert.Equal((expected.Model, expected.CaseInsensitive, expected.Haystack), (read.Model, read.CaseInsensitive, read.Haystack.Path));
            Assert.Equal(["dotnet/compiled"], read.Engines);
            Assert.Null(read.Problem);
        }
        RebarBenchmark json = byName["json/string"];
        Assert.Equal([@"""(?:[^""\\]|\\.)*"""], json.Patterns);
        Assert.Equal(11633, json.Count.ForDotNet);
        Assert.Null(json.Count.For("rust/regex"));
    }

    [DataFact]
    public void AllRebarDefinitionsReadWithUniqueNames()
    {
        string definitions = SharedData.PathOf("rebar/definitions");
        var benchmarks = DefinitionReader.ReadDirectory(definitions, definitions, SharedData.PathOf("rebar/regexes"));
        Assert.True(benchmarks.Count > 300, $"{benchmarks.Count} benchmarks");
        Assert.Equal(benchmarks.Count, benchmarks.Select(b => b.Name).Distinct().Count());
        Assert.Contains(benchmarks, b => b.Name == "curated/01-literal/sherlock-en" && b.Count.ForDotNet == 513);
    }
}
