using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Api;

/// <summary>Replacement syntax, Replace and Split overloads, checked against the BCL.</summary>
public sealed class ReplaceSplitTests
{
    public static TheoryData<string> Templates =>
    [
        "$1", "$2$1", "${name}", "${1}", "$$", "$$1", "$9", "$10", "$100", "${nope}", "${9}", "$", "x$", "${", "${name", "$0", "$&",
        "$`", "$'", "$_", "$+", "$-", "${ name}", "$1a", "$01", "{$1}", "$${name}", "$\u00e9",
    ];

    [Theory]
    [MemberData(nameof(Templates))]
    public void SubstitutionSyntaxMatchesTheBcl(string template)
    {
        const string pattern = @"(\w)(?<name>\d)?";
        const string input = "a1 b c2!";
        Assert.Equal(new Bcl.Regex(pattern).Replace(input, template), new Regex(pattern).Replace(input, template));
        Assert.Equal(
            new Bcl.Regex(pattern, Bcl.RegexOptions.ECMAScript).Replace(input, template),
            new Regex(pattern, (Hotpath.RegularExpressions.RegexOptions)(Bcl.RegexOptions.ECMAScript)).Replace(input, template));
    }

    [Fact]
    public void EcmaScriptReadsTheLongestExistingGroupNumber()
    {
        const string pattern = "(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)(l)";
        const string input = "abcdefghijkl";
        foreach (string template in new[] { "$12", "$13", "$123", "$1x" })
        {
            Assert.Equal(new Bcl.Regex(pattern, Bcl.RegexOptions.ECMAScript).Replace(input, template), new Regex(pattern, (Hotpath.RegularExpressions.RegexOptions)(Bcl.RegexOptions.ECMAScript)).Replace(input, template));
            Assert.Equal(new Bcl.Regex(pattern).Replace(input, template), new Regex(pattern).Replace(input, template));
        }
    }

    [Theory]
    [InlineData(-1, 0)]
    [InlineData(0, 0)]
    [InlineData(1, 0)]
    [InlineData(2, 3)]
    [InlineData(-1, 5)]
    public void CountAndStartatLimitReplacements(int count, int startat)
    {
        const string input = "a1b22c333d";
        Assert.Equal(new Bcl.Regex(@"\d+").Replace(input, "#", count, startat), new Regex(@"\d+").Replace(input, "#", count, startat));
        Assert.Equal(
            new Bcl.Regex(@"\d*").Replace(input, m => $"<{m.Value}>", count, startat),
            new Regex(@"\d*").Replace(input, m => $"<{m.Value}>", count, startat));
    }

    [Fact]
    public void NoMatchReturnsTheSameString()
    {
        string input = "abc";
        Assert.Same(input, new Regex("x").Replace(input, "y"));
        Assert.Same(input, new Regex("x").Replace(input, _ => "y"));
    }

    [Theory]
    [InlineData(@",", "a,b,,c", 0, 0)]
    [InlineData(@"(,)", "a,b,,c", 0, 0)]
    [InlineData(@"(,)|(;)", "a,b;c", 0, 0)]
    [InlineData(@"(?<3>,)(x)?", "a,b,c", 0, 0)]
    [InlineData(@"", "abc", 0, 0)]
    [InlineData(@"x*", "axbc", 0, 0)]
    [InlineData(@",", "a,b,c,d", 2, 0)]
    [InlineData(@",", "a,b,c,d", 3, 2)]
    [InlineData(@",", "a,b,c,d", 1, 0)]
    [InlineData(@"z", "abc", 0, 0)]
    public void SplitMatchesTheBcl(string pattern, string input, int count, int startat)
    {
        Assert.Equal(new Bcl.Regex(pattern).Split(input, count, startat), new Regex(pattern).Split(input, count, startat));
    }

    [Fact]
    public void ReplaceHonoursCancellation()
    {
        using var source = new CancellationTokenSource();
        source.Cancel();
        Assert.Throws<OperationCanceledException>(() => new Regex("a").Replace("aaa", "b", source.Token));
        Assert.Throws<OperationCanceledException>(() => new Regex("a").Count("aaa".AsSpan(), source.Token));
        Assert.Equal("bbb", new Regex("a").Replace("aaa", "b", CancellationToken.None));
    }
}
