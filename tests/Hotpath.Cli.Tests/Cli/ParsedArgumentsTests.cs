using Hotpath.Cli.Cli;

namespace Hotpath.Cli.Tests.Cli;

public class ParsedArgumentsTests
{
    private static ParsedArguments Parse(params string[] args) => ParsedArguments.Parse(args, ["filter", "format"], ["quick"]);

    [Fact]
    public void ValuesAndFlagsInBothForms()
    {
        var parsed = Parse("--quick", "--filter", "regex/", "--format=csv");
        Assert.True(parsed.Has("quick"));
        Assert.Equal("regex/", parsed.Get("filter"));
        Assert.Equal("csv", parsed.Choice("format", "md", "md", "csv"));
    }

    [Theory]
    [InlineData("--nope")]
    [InlineData("--filter")]
    [InlineData("stray")]
    [InlineData("--quick=yes")]
    [InlineData("--quick", "--quick")]
    public void MistakesAreUsageErrors(params string[] args) => Assert.Throws<UsageException>(() => Parse(args));

    [Theory]
    [InlineData("0")]
    [InlineData("21")]
    [InlineData("-1")]
    [InlineData("2.5")]
    [InlineData("three")]
    public void CountsOutsideTheirRangeAreUsageErrors(string value) =>
        Assert.Throws<UsageException>(() => ParsedArguments.Parse(["--rounds", value], ["rounds"], []).Count("rounds", fallback: 1, max: 20));

    [Fact]
    public void CountsDefaultWhenAbsent()
    {
        Assert.Equal(1, ParsedArguments.Parse([], ["rounds"], []).Count("rounds", fallback: 1, max: 20));
        Assert.Equal(3, ParsedArguments.Parse(["--rounds", "3"], ["rounds"], []).Count("rounds", fallback: 1, max: 20));
    }

    [Fact]
    public void ChoiceRejectsUnknownValues() => Assert.Throws<UsageException>(() => Parse("--format", "html").Choice("format", "md", "md", "csv"));

    [Fact]
    public void CommandLineReportsUsageErrorsWithExitCode2()
    {
        var stderr = new StringWriter();
        Assert.Equal(2, CommandLine.Run(["report", "--format", "xml"], TextWriter.Null, stderr));
        Assert.Contains("--format must be one of md, csv", stderr.ToString(), StringComparison.Ordinal);
        Assert.Equal(2, CommandLine.Run(["frobnicate"], TextWriter.Null, TextWriter.Null));
        Assert.Equal(0, CommandLine.Run(["--help"], TextWriter.Null, TextWriter.Null));
    }

    [Theory]
    [InlineData("rebar", "--help")]
    [InlineData("report", "-h")]
    [InlineData("rebar", "--definitions", "x", "--help")]
    public void HelpAfterACommandPrintsUsageToStdoutAndSucceeds(params string[] args)
    {
        var stdout = new StringWriter();
        Assert.Equal(0, CommandLine.Run(args, stdout, TextWriter.Null));
        Assert.Contains("hotpath rebar --definitions", stdout.ToString(), StringComparison.Ordinal);
    }
}
