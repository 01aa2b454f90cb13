using Hotpath.Cli.Rebar.Toml;

namespace Hotpath.Cli.Tests.Rebar;

public class TomlReaderTests
{
    [DataFact]
    public void EveryRebarDefinitionParses()
    {
        string root = SharedData.PathOf("rebar/definitions");
        string[] files = Directory.GetFiles(root, "*.toml", SearchOption.AllDirectories);
        Assert.NotEmpty(files);
        int benches = 0;
        foreach (string file in files)
        {
            TomlTable document = TomlReader.Parse(File.ReadAllText(file));
            if (document.TryGet("bench", out List<object>? list)) benches += list.Count;
        }
        Assert.True(benches > 100, $"only {benches} benchmarks found");
    }

    [Fact]
    public void BasicStringsDecodeEveryEscape()
    {
        var doc = TomlReader.Parse("s = \"tab\\there \\\"q\\\" back\\\\ \\u00e9 \\U0001F600 \\n\\r\\b\\f\"");
        Assert.Equal("tab\there \"q\" back\\ é 😀 \n\r\b\f", doc["s"]);
    }

    [Fact]
    public void LiteralStringsKeepBackslashes()
    {
        var doc = TomlReader.Parse(@"s = '\w+\s+Holmes\s+\w+'");
        Assert.Equal(@"\w+\s+Holmes\s+\w+", doc["s"]);
    }

    [Fact]
    public void MultiLineBasicStringTrimsFirstNewlineAndLineEndingBackslash()
    {
        var doc = TomlReader.Parse("s = \"\"\"\nfirst \\\n    second\nthird\"\"\"\nt = \"\"\"two quotes at the end\"\"\"\"\"");
        Assert.Equal("first second\nthird", doc["s"]);
        Assert.Equal("two quotes at the end\"\"", doc["t"]);
    }

    [Fact]
    public void MultiLineLiteralStringIsVerbatim()
    {
        var doc = TomlReader.Parse("analysis = '''\nline \\n one\n  line two\n'''\n");
        Assert.Equal("line \\n one\n  line two\n", doc["analysis"]);
    }

    [Theory]
    [InlineData("n = 1_000", 1000L)]
    [InlineData("n = 111_825", 111825L)]
    [InlineData("n = -5", -5L)]
    [InlineData("n = +7", 7L)]
    [InlineData("n = 0", 0L)]
    [InlineData("n = 0xff", 255L)]
    [InlineData("n = 0o17", 15L)]
    [InlineData("n = 0b101", 5L)]
    public void IntegersParse(string toml, long expected) => Assert.Equal(expected, TomlReader.Parse(toml)["n"]);

    [Theory]
    [InlineData("n = 1__0")]
    [InlineData("n = _1")]
    [InlineData("n = 1_")]
    [InlineData("n = 01")]
    [InlineData("n = 1979-05-27")]
    [InlineData("n = 12abc")]
    public void MalformedNumbersAreRejected(string toml) => Assert.Throws<TomlException>(() => TomlReader.Parse(toml));

    [Fact]
    public void FloatsAndBooleansParse()
    {
        var doc = TomlReader.Parse("a = 1.5\nb = -2e3\nc = inf\nd = true\ne = false");
        Assert.Equal(1.5, doc["a"]);
        Assert.Equal(-2000.0, doc["b"]);
        Assert.Equal(double.PositiveInfinity, doc["c"]);
        Assert.Equal(true, doc["d"]);
        Assert.Equal(false, doc["e"]);
    }

    [Fact]
    public void MultiLineArraysAllowCommentsAndTrailingComma()
    {
        var doc = TomlReader.Parse("""
            engines = [
              'dotnet/compiled',  # the one Hotpath checks
              # a comment line
              "rust/regex",
              [1, 2],
            ]
            """);
        var list = Assert.IsType<List<object>>(doc["engines"]);
        Assert.Equal(3, list.Count);
        Assert.Equal("dotnet/compiled", list[0]);
        Assert.Equal("rust/regex", list[1]);
        Assert.Equal(new List<object> { 1L, 2L }, list[2]);
    }

    [Fact]
    public void InlineTablesAndDottedKeysBuildNestedTables()
    {
        var doc = TomlReader.Parse("haystack = { path = \"sherlock.txt\", line-end = 2_500, trim = true }\na.b.c = 1\n\"quoted key\" = 2");
        var haystack = Assert.IsType<TomlTable>(doc["haystack"]);
        Assert.Equal(["path", "line-end", "trim"], haystack.Keys);
        Assert.Equal(2500L, haystack["line-end"]);
        var b = Assert.IsType<TomlTable>(Assert.IsType<TomlTable>(doc["a"])["b"]);
        Assert.Equal(1L, b["c"]);
        Assert.Equal(2L, doc["quoted key"]);
    }

    [Fact]
    public void ArraysOfTablesCollectEachHeaderAndItsSubTables()
    {
        var doc = TomlReader.Parse("""
            [[bench]]
            name = "one"
            [bench.extra]
            x = 1

            [[bench]]
            name = "two"
            count = [{ engine = 'dotnet.*', count = 2 }, { engine = '.*', count = 1 }]
            """);
        var benches = Assert.IsType<List<object>>(doc["bench"]);
        Assert.Equal(2, benches.Count);
        var first = Assert.IsType<TomlTable>(benches[0]);
        Assert.Equal("one", first["name"]);
        Assert.Equal(1L, Assert.IsType<TomlTable>(first["extra"])["x"]);
        var counts = Assert.IsType<List<object>>(((TomlTable)benches[1])["count"]);
        Assert.Equal("dotnet.*", ((TomlTable)counts[0])["engine"]);
    }

    [Theory]
    [InlineData("a = \"unterminated\nb = 1", 1, 5, "unterminated string")]
    [InlineData("a = 1\nb 2", 2, 3, "expected '='")]
    [InlineData("a = 1\na = 2", 2, 1, "defined more than once")]
    [InlineData("[t]\n[t]", 2, 1, "defined more than once")]
    [InlineData("a = \"bad \\q escape\"", 1, 10, "invalid escape")]
    [InlineData("a = { x = 1,\n y = 2 }", 1, 13, "expected a key")]
    [InlineData("a = 1 b", 1, 7, "end of the line")]
    [InlineData("a = [1, 2", 1, 10, "expected ',' or ']'")]
    [InlineData("[[bench]\nx = 1", 1, 8, "']]'")]
    public void ErrorsNameLineAndColumn(string toml, int line, int column, string fragment)
    {
        var e = Assert.Throws<TomlException>(() => TomlReader.Parse(toml));
        Assert.Equal((line, column), (e.Line, e.Column));
        Assert.Contains(fragment, e.Message, StringComparison.Ordinal);
        Assert.Contains($"line {line}, column {column}", e.Message, StringComparison.Ordinal);
    }
}
