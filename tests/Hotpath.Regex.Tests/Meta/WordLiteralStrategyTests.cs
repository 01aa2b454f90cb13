using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>A literal beside word boundaries: the shape is recognized, and matches equal the BCL's in both encodings.</summary>
public class WordLiteralStrategyTests
{
    public static TheoryData<string> WordLiteralPatterns => new()
    {
        @"\bthe\b",
        @"\bat\b",
        @"\baa\b",
        @"\bHolmes",
        @"Holmes\b",
        @"(?i)\bthe\b",
        @"\bé\b",
        @"\b-x-\b",
        @"\b_\b",
        @"\b(?:ab)c\b",
    };

    [Theory]
    [MemberData(nameof(WordLiteralPatterns))]
    public void RecognizesTheShape(string pattern) =>
        Assert.IsType<WordLiteralStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [InlineData(@"\b(?:for|foreach)\b")] // several literals of different lengths
    [InlineData(@"\b(the)\b")] // a group
    [InlineData(@"(?i)\bkiss\b")] // k also matches U+212A: not only ASCII spellings
    [InlineData(@"\Bthe\b")]
    [InlineData(@"\b\b")]
    [InlineData(@"\bthe\b", RegexOptions.ECMAScript)] // ECMAScript word characters
    public void LeavesOtherShapesAlone(string pattern, RegexOptions options = RegexOptions.None) =>
        Assert.IsNotType<WordLiteralStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default));

    [Theory]
    [MemberData(nameof(WordLiteralPatterns))]
    public void AgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["the", "at", "a", "aa", "Holmes", "THE", "tHe", "é", "-x-", "_", "abc", "c", " ", "\n", ".", "x", "1",
            "\u200D", "\u200C", "\U0001F600", "\u00E9", "e\u0301", "-"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 8181, rounds: 400, maxPieces: 12);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 8182, rounds: 30, maxPieces: 300);
    }

    [Fact]
    public void ASearchOverManyRejectedOccurrencesHonoursTheTimeout()
    {
        // Every "ab" of "abab…" fails a boundary: the occurrence loop reads the clock across them.
        const string pattern = @"\bab\b";
        Assert.IsType<WordLiteralStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));
        LoopTimeout.AssertSearchTimesOut(pattern, "ab");
    }
}
