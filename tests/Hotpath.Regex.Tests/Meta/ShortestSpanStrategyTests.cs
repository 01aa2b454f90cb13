using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>The shortest span between two literals: the shape is recognized, and matches and groups equal the BCL's.</summary>
public class ShortestSpanStrategyTests
{
    public static TheoryData<string, int> SpanPatterns => new()
    {
        { @"/\*[\s\S]*?\*/", 0 },
        { "<!--([\\s\\S]*?)-->", 0 },
        { "\"(.*?)\"", 0 },
        { "'.*?'", 0 },
        { "ab.+?ba", 0 },
        { "a.{2,}?a", 0 },
        { "<b>.*?</b>", 0 },
        { "<b>.*?</b>", (int)RegexOptions.Singleline },
        { "x(.*?)xy", (int)RegexOptions.Singleline },
    };

    [Theory]
    [MemberData(nameof(SpanPatterns))]
    public void RecognizesTheShape(string pattern, int options) =>
        Assert.IsType<ShortestSpanStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, (RegexOptions)options), RegexSettings.Default));

    [Theory]
    [InlineData("a.*a")] // greedy: the last closing literal, not the first
    [InlineData("a[^b]*?a")] // a class that is neither any unit nor the dot
    [InlineData("a.{0,5}?a")] // bounded
    [InlineData("(a.*?a)")] // the group wraps the whole match
    [InlineData("a\n.*?a")] // a line break in a literal
    [InlineData("(a).*?(a)")] // two groups
    public void LeavesOtherShapesAlone(string pattern) =>
        Assert.IsNotType<ShortestSpanStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [MemberData(nameof(SpanPatterns))]
    public void AgreesWithTheBcl(string pattern, int options)
    {
        string[] pieces = ["/*", "*/", "*", "/", "<!--", "-->", "--", "-", "\"", "'", "\n", "\r\n", "a", "b", "ab", "ba", "aa", " ", "é", "\U0001F600",
            "<b>", "</b>", "<", ">", "x", "xy", "y"];
        ConcatenationDifferential.AssertAgrees(pattern, (RegexOptions)options, pieces, seed: 6161, rounds: 400, maxPieces: 16);
        ConcatenationDifferential.AssertAgrees(pattern, (RegexOptions)options, pieces, seed: 6162, rounds: 40, maxPieces: 300);
    }
}
