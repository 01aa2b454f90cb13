using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Api;

/// <summary><see cref="Group.Captures"/>: every iteration of every group, as the BCL reports them.</summary>
public sealed class CaptureCollectionTests
{
    [Theory]
    [InlineData(@"(a|b)+", "xabab")]
    [InlineData(@"(?:(a)|b)*c", "abac")]
    [InlineData(@"((\w)+\s?)+", "ab cd ef")]
    [InlineData(@"(a?)*", "aa")]
    [InlineData(@"(?<w>\w+)(?:,(?<w>\w+))*", "x,yy,zzz")]
    [InlineData(@"(a)|(b)", "b")]
    [InlineData(@"^([^;]+);([^;]*);?$", "ab;;")]
    public void CapturesAgreeWithTheBcl(string pattern, string input)
    {
        Bcl.Match expected = new Bcl.Regex(pattern).Match(input);
        Match actual = new Regex(pattern).Match(input);
        Assert.Equal(Describe(expected), Describe(actual));
    }

    [Fact]
    public void CapturesHonourTheWindowAndStartat()
    {
        const string pattern = @"(\d)+";
        const string input = "12 345 6789";
        Assert.Equal(Describe(new Bcl.Regex(pattern).Match(input, 3, 6)), Describe(new Regex(pattern).Match(input, 3, 6)));
        Assert.Equal(Describe(new Bcl.Regex(pattern).Match(input, 4).NextMatch()), Describe(new Regex(pattern).Match(input, 4).NextMatch()));
    }

    [Fact]
    public void CapturesComeFromTheBclWhenTheFallbackRuns()
    {
        const string pattern = @"(\w)+(?=!)";
        var regex = new Regex(pattern, (Hotpath.RegularExpressions.RegexOptions)(Bcl.RegexOptions.None), new RegexSettings { BacktrackingFallback = true });
        Assert.Equal(Describe(new Bcl.Regex(pattern).Match("ab cd!")), Describe(regex.Match("ab cd!")));
    }

    [Fact]
    public void TheLastCaptureIsTheGroupAndTheMatchCapturesItself()
    {
        Match match = new Regex(@"(a)+").Match("aaa");
        Group group = match.Groups[1];
        Assert.Equal(3, group.Captures.Count);
        Assert.Same(group, group.Captures[2]);
        Assert.Same(match, Assert.Single(match.Captures));
        Assert.Empty(new Regex(@"(a)|b").Match("b").Groups[1].Captures);
        Assert.Throws<ArgumentOutOfRangeException>(() => group.Captures[3]);
    }

    [Fact]
    public void UnsuccessfulGroupsAreSharedAcrossMatches()
    {
        var regex = new Regex(@"(a)|(b)");
        Match first = regex.Match("bb");
        Assert.Same(first.Groups[1], first.NextMatch().Groups[1]);
        Assert.Equal("1", first.Groups[1].Name);
    }

    private static string Describe(Bcl.Match match) =>
        string.Join(" ", match.Groups.Cast<Bcl.Group>().Select(g => $"{g.Name}:{g.Success}[{string.Join(",", g.Captures.Select(c => $"{c.Index}+{c.Length}"))}]"));

    private static string Describe(Match match) =>
        string.Join(" ", match.Groups.Values.Select(g => $"{g.Name}:{g.Success}[{string.Join(",", g.Captures.Select(c => $"{c.Index}+{c.Length}"))}]"));
}
