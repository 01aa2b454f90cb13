using System.Text;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.DropIn;

/// <summary>Failures are the BCL's: the exception type, the parse error code, its offset and its message.</summary>
public class BclFailureTests
{
    private const string PatternUnits = @"()[]{}\^$.|*+?-,:<>=!#'&_ aAbB1209dDwWsSpPkKxXuUcCnetrfvzZG{}";

    [Fact]
    public void EveryPatternHotpathRejectsTheBclRejectsAlikeAndViceVersa()
    {
        const int seed = 3401;
        var random = new Random(seed);
        Bcl.RegexOptions[] optionSets = [Bcl.RegexOptions.None, Bcl.RegexOptions.IgnorePatternWhitespace, Bcl.RegexOptions.ECMAScript, Bcl.RegexOptions.ExplicitCapture];
        for (int i = 0; i < 20_000; i++)
        {
            var builder = new StringBuilder();
            int length = random.Next(1, 12);
            for (int j = 0; j < length; j++) builder.Append(PatternUnits[random.Next(PatternUnits.Length)]);
            string pattern = builder.ToString();
            Bcl.RegexOptions options = optionSets[random.Next(optionSets.Length)];
            Assert.True(OutcomeOfBcl(pattern, options) == OutcomeOfHotpath(pattern, options), $"seed {seed}, pattern {pattern} ({options})");
        }
    }

    [Theory]
    [InlineData("a(", Bcl.RegexOptions.None)]
    [InlineData(@"(?<x>a)\k<y>", Bcl.RegexOptions.None)]
    [InlineData(@"[z-a]", Bcl.RegexOptions.None)]
    [InlineData(@"a{2,1}", Bcl.RegexOptions.None)]
    [InlineData(@"\p{Nope}", Bcl.RegexOptions.None)]
    [InlineData(@"(?(?<x>a)b)", Bcl.RegexOptions.None)]
    [InlineData(@"a", (Bcl.RegexOptions)4096)]
    [InlineData(@"a", Bcl.RegexOptions.ECMAScript | Bcl.RegexOptions.Singleline)]
    [InlineData(@"a", Bcl.RegexOptions.NonBacktracking | Bcl.RegexOptions.RightToLeft)]
    [InlineData(@"(a)\1", Bcl.RegexOptions.NonBacktracking)]
    public void MalformedPatternsAndOptionsFailAsInTheBcl(string pattern, Bcl.RegexOptions options)
    {
        string expected = OutcomeOfBcl(pattern, options);
        Assert.NotEqual("ok", expected);
        Assert.Equal(expected, OutcomeOfHotpath(pattern, options));
    }

    [Theory]
    [InlineData("(a)(b)", "$01$2147483648${0}")]
    [InlineData("(a)(b)", "${99999999999}")]
    [InlineData(@"(a)\1", "$99999999999")]
    public void MalformedReplacementPatternsFailAsInTheBcl(string pattern, string replacement)
    {
        var bcl = Assert.Throws<Bcl.RegexParseException>(() => new Bcl.Regex(pattern).Replace("ab", replacement));
        var hotpath = Assert.Throws<RegexParseException>(() => new Regex(pattern).Replace("ab", replacement));
        Assert.Equal(((int)bcl.Error, bcl.Offset, bcl.Message), ((int)hotpath.Error, hotpath.Offset, hotpath.Message));
        Assert.Equal(RegexParseError.QuantifierOrCaptureGroupOutOfRange, hotpath.Error);
    }

    [Fact]
    public void ATimeoutOnTheBclsEngineIsCaughtAsEitherTimeoutType()
    {
        var regex = new Regex(@"(a+)+\1b", RegexOptions.None, TimeSpan.FromMilliseconds(10));
        string input = new string('a', 5_000);
        var bcl = new Bcl.Regex(@"(a+)+\1b", Bcl.RegexOptions.None, TimeSpan.FromMilliseconds(10));
        var expected = Assert.Throws<Bcl.RegexMatchTimeoutException>(() => bcl.Match(input));
        var e = Assert.Throws<RegexMatchTimeoutException>(() => regex.Match(input));
        Assert.Equal((expected.Input, expected.Pattern, expected.MatchTimeout, expected.Message), (e.Input, e.Pattern, e.MatchTimeout, e.Message));
        Assert.ThrowsAny<Bcl.RegexMatchTimeoutException>(() => regex.IsMatch(input));
        Assert.ThrowsAny<Bcl.RegexMatchTimeoutException>(() => regex.Count(input));
        Assert.ThrowsAny<Bcl.RegexMatchTimeoutException>(() => regex.Replace(input, "x"));
    }

    [Fact]
    public void TheParseErrorEnumHasTheBclsMembersAndValues()
    {
        Assert.Equal(
            Enum.GetValues<Bcl.RegexParseError>().Select(v => (v.ToString(), (int)v)),
            Enum.GetValues<RegexParseError>().Select(v => (v.ToString(), (int)v)));
        Assert.Equal(
            Enum.GetValues<Bcl.RegexOptions>().Select(v => (v.ToString(), (int)v)),
            Enum.GetValues<RegexOptions>().Select(v => (v.ToString(), (int)v)));
    }

    private static string OutcomeOfBcl(string pattern, Bcl.RegexOptions options)
    {
        try
        {
            _ = new Bcl.Regex(pattern, options);
            return "ok";
        }
        catch (Bcl.RegexParseException e)
        {
            return $"parse {(int)e.Error} at {e.Offset}: {e.Message}";
        }
        catch (Exception e)
        {
            return $"{e.GetType().Name}: {e.Message}";
        }
    }

    private static string OutcomeOfHotpath(string pattern, Bcl.RegexOptions options)
    {
        try
        {
            _ = new Regex(pattern, (RegexOptions)options);
            return "ok";
        }
        catch (RegexParseException e)
        {
            return $"parse {(int)e.Error} at {e.Offset}: {e.Message}";
        }
        catch (Exception e)
        {
            return $"{e.GetType().Name}: {e.Message}";
        }
    }
}
