using Hotpath.Cli.Cli;

namespace Hotpath.Cli.Tests.Cli;

public class ExplainCommandTests
{
    [Fact]
    public void PrintsThePatternAndItsStrategy()
    {
        var stdout = new StringWriter();
        Assert.Equal(0, CommandLine.Run(["explain", "SHERLOCK", "--options", "IgnoreCase"], stdout, TextWriter.Null));
        string[] lines = stdout.ToString().Split('\n');
        Assert.Equal("pattern: SHERLOCK", lines[0]);
        Assert.Equal("options: IgnoreCase", lines[1]);
        Assert.StartsWith("strategy: ", lines[2], StringComparison.Ordinal);
    }

    [Fact]
    public void BadPatternsAndOptionsAreCleanErrors()
    {
        var stderr = new StringWriter();
        Assert.Equal(2, CommandLine.Run(["explain", "a("], TextWriter.Null, stderr));
        Assert.Contains("offset 2", stderr.ToString(), StringComparison.Ordinal);
        Assert.Equal(2, CommandLine.Run(["explain", "a", "--options", "Fast"], TextWriter.Null, TextWriter.Null));
        Assert.Equal(2, CommandLine.Run(["explain"], TextWriter.Null, TextWriter.Null));
    }
}
