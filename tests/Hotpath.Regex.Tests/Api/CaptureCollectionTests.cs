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

    /// <summary>
    /// .NET multiplies a loop around a loop of the same greediness into one (<c>(?:x?){2}</c> runs as <c>x{0,2}</c>), and
    /// an empty iteration ends the product, so the empty capture is recorded once; lumpy inner loops stay nested.
    /// </summary>
    [Theory]
    [InlineData(@"\u00E9(?:(a|)?){2}", "ébé éab é")]
    [InlineData(@"(?:(a|)?){2,}", "aab")]
    [InlineData(@"(?:(a|b)??){2,}?c", "abc")]
    [InlineData(@"(?:(?:(a|)?){1,2}){2}x", "aax ax x")]
    [InlineData(@"(?:(a|){2,3}){2}", "aaaaa")]
    [InlineData(@"(?:(a|)?)?(?:(b|)*)+", "ab b")]
    [InlineData(@"(?:(a|)?)+?(?:(b|)?){3}?c", "abc c")]
    [InlineData(@"(?:(a|){2,}){0,1}", "aaa")]
    [InlineData(@"(?:(?:(a|)?){1}){3}", "aa")]
    [InlineData(@"(?:(|\s)|){3,21}\b([\s-[A-Z]])", " a \naa")]
    [InlineData(@"((?<g0>()+(?:[ab]{3}?A|)|\B|a{0,2}ba{2}?é+)|){3}|(?<g1>\w)b0{2}||[^\n]{1}\Ba{1}?", "aa0\n\n")]
    [InlineData(@"(?:|(a|))+c", "aac c")]
    [InlineData(@"(?:(a)||){2}", "aa")]
    [InlineData(@"(?:|(a)|){2}b", "ab b")]
    public void NestedLoopsRecordWhatTheMultipliedLoopRecords(string pattern, string input)
    {
        var expected = new Bcl.Regex(pattern).Matches(input).Select(Describe);
        var actual = new Regex(pattern).Matches(input).Select(Describe);
        Assert.Equal(expected, actual);
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
