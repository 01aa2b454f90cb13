using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>Fields between two delimiters: the shape is recognized, and matches and groups equal the BCL's.</summary>
public class DelimitedStrategyTests
{
    public static TheoryData<string> FieldPatterns => new()
    {
        "\"[^\"]*\"",
        "'[^'\\n]+'",
        @"\{[^}]*\}",
        @"\[([^\]]*)\]",
        @"\(([^)]+?)\)",
        "<[^<>]*>",
        "\"[^\"\\\\\\n]*\"",
        "query '([^']*)'",
        @"ab\[([^\]]+)\]",
        "aa[^b]*b",
    };

    [Theory]
    [MemberData(nameof(FieldPatterns))]
    public void RecognizesTheShape(string pattern) =>
        Assert.IsType<DelimitedStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [InlineData("\"[^x]*\"")] // the inside can hold the closing delimiter
    [InlineData("\"[a-z]*\"")] // too many stops to search for
    [InlineData("\"[^\"]{2,}\"")] // two iterations required
    [InlineData("(\"[^\"]*\")")] // the group wraps the whole match
    [InlineData("ab[^\"]*\"\"")] // a two-unit closing delimiter
    public void LeavesOtherShapesAlone(string pattern) =>
        Assert.IsNotType<DelimitedStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [MemberData(nameof(FieldPatterns))]
    public void AgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["\"", "'", "{", "}", "[", "]", "(", ")", "<", ">", "\n", "\\", "a", "bc", " ", "\"\"", "{}", "()", "é", "\U0001F600",
            "query '", "query", "ab[", "aa", "aaa", "b", "ab"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 5151, rounds: 400, maxPieces: 16);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 5152, rounds: 40, maxPieces: 300);
    }
}
