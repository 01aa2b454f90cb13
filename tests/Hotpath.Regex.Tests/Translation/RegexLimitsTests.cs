using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Translation;

public class RegexLimitsTests
{
    [Theory]
    [InlineData("a{10001}", 1)]
    [InlineData("a{0,10001}", 1)]
    [InlineData("xa{10001,}", 2)]
    public void RepetitionCountAboveTheLimitIsRefused(string pattern, int offset)
    {
        var e = Assert.Throws<RegexUnsupportedException>(() => RegexTranslator.Translate(pattern, RegexOptions.None));
        Assert.Equal(offset, e.Offset);
        Assert.Contains("repetition count", e.Construct);
    }

    [Fact]
    public void RepetitionCountAtTheLimitIsAccepted() =>
        Assert.Equal("Rep('a',10000,10000)", HirPrinter.Print(RegexTranslator.Translate("a{10000}", RegexOptions.None).Root));

    [Fact]
    public void ExpandedSizeAboveTheLimitIsRefused()
    {
        var e = Assert.Throws<RegexUnsupportedException>(() => RegexTranslator.Translate("(?:a{5000}){1000}", RegexOptions.None));
        Assert.Contains("expanded size", e.Construct);
    }

    [Fact]
    public void DeepNestingIsRefusedWithoutStackOverflow()
    {
        string pattern = new string('(', 100_000) + "a" + new string(')', 100_000);
        var e = Assert.Throws<RegexUnsupportedException>(() => RegexTranslator.Translate(pattern, RegexOptions.None));
        Assert.Equal(1000, e.Offset); // the 1001st '(' exceeds the default depth of 1000
        Assert.Contains("nested", e.Construct);
    }

    [Fact]
    public void DeeplyNestedClassSubtractionsAreRefusedWithoutStackOverflow()
    {
        string pattern = string.Concat(Enumerable.Repeat("[a-", 100_000)) + "[b]" + new string(']', 100_000);
        var e = Assert.Throws<RegexUnsupportedException>(() => RegexTranslator.Translate(pattern, RegexOptions.None));
        Assert.Contains("subtractions", e.Construct);
    }

    [Fact]
    public void NestingAtTheLimitIsAccepted()
    {
        string pattern = new string('(', 1000) + "a" + new string(')', 1000);
        Assert.Equal(1001, RegexTranslator.Translate(pattern, RegexOptions.None).GroupNumbers.Length);
    }

    [Fact]
    public void SyntaxErrorsWinOverLimits()
    {
        var e = Assert.Throws<RegexSyntaxException>(() => RegexTranslator.Translate(@"a{20000}\q", RegexOptions.None));
        Assert.Equal(RegexSyntaxError.UnrecognizedEscape, e.Error);
    }

    [Fact]
    public void CustomLimitsApply()
    {
        var limits = new RegexLimits { MaxRepetitionCount = 3, MaxExpandedSize = 10, MaxNestingDepth = 2 };
        Assert.Throws<RegexUnsupportedException>(() => RegexTranslator.Translate("a{4}", RegexOptions.None, limits: limits));
        Assert.Throws<RegexUnsupportedException>(() => RegexTranslator.Translate("(((a)))", RegexOptions.None, limits: limits));
        Assert.Throws<RegexUnsupportedException>(() => RegexTranslator.Translate("abcdefghijk", RegexOptions.None, limits: limits));
        RegexTranslator.Translate("((a{3}))", RegexOptions.None, limits: limits);
    }
}
