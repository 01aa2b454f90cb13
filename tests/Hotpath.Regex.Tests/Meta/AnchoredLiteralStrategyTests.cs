using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>A literal beside word boundaries or line anchors: the shape is recognized, and matches equal the BCL's in both encodings.</summary>
public class AnchoredLiteralStrategyTests
{
    public static TheoryData<string> AnchoredLiteralPatterns => new()
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
        @"\Bthe\b",
        @"(?m);$",
        @"(?m)^the",
        @"(?m)^\bthe$",
        @"(?m)\Bat$",
        @"(?m)^Holmes\B",
        @"(?m)^the$",
        @"\b(?:for|foreach)\b",
        @"\b(?:a|at|the)\b",
        @"\b(?:I|me|my|we)\b",
        @"(?m)^(?:the|Holmes) ",
        @"(?:aa|a)\B",
        @"(?i)\b(?:a|at)\b",
        // Sets whose edges agree on word characters (\b from the unit beside) or not (evaluated), and whose literals overlap.
        @"\b(?:USD|EUR|JPY)\b",
        @"\b(?:-x-|at)\b",
        @"\b(?:at|tat|t)\b",
    };

    [Theory]
    [MemberData(nameof(AnchoredLiteralPatterns))]
    public void RecognizesTheShape(string pattern) =>
        Assert.IsType<AnchoredLiteralStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [InlineData(@"\b(the)\b")] // a group
    [InlineData(@"(?i)\bkiss\b")] // k also matches U+212A: 24 spellings, more than a set searched by its literals
    [InlineData(@"\b(?:aa|bb|cc|dd|ee|ff|gg|hh|ii)\b")] // nine literals
    [InlineData(@"\b\b")]
    [InlineData(@"^the")] // the input's start: the anchored DFA reads from there alone
    [InlineData(@"the$")] // the input's end: searched from the end
    [InlineData(@"\Athe\z")]
    [InlineData(@"\Gthe")] // the search's start
    public void LeavesOtherShapesAlone(string pattern, RegexOptions options = RegexOptions.None) =>
        Assert.IsNotType<AnchoredLiteralStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default));

    [Theory]
    [MemberData(nameof(AnchoredLiteralPatterns))]
    public void AgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["the", "at", "a", "aa", "Holmes", "THE", "tHe", "é", "-x-", "_", "abc", "c", " ", "\n", ".", "x", "1",
            "\u200D", "\u200C", "\U0001F600", "\u00E9", "e\u0301", "-", ";", "\r\n", "\u0130", "for", "foreach", "I", "me", "my", "we", "The", "AT", "kiss", "\u212Aiss", "KISS", "USD", "EUR", "JPY", "tat", "t", "USDEUR"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 8181, rounds: 400, maxPieces: 12);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 8182, rounds: 30, maxPieces: 300);
    }

    [Fact]
    public void EcmaScriptBoundariesUseItsWordCharacters()
    {
        Assert.IsType<AnchoredLiteralStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(@"\bthe\b", RegexOptions.ECMAScript), RegexSettings.Default));
        string[] pieces = ["the", "é", "\u0130", "_", " ", "1", "\u200D", "x"];
        ConcatenationDifferential.AssertAgrees(@"\bthe\b", RegexOptions.ECMAScript, pieces, seed: 8183, rounds: 300, maxPieces: 10);
        ConcatenationDifferential.AssertAgrees(@"\Bthe\B", RegexOptions.ECMAScript, pieces, seed: 8184, rounds: 300, maxPieces: 10);
    }

    [Fact]
    public void ASearchOverManyRejectedOccurrencesHonoursTheTimeout()
    {
        // Every "ab" of "abab…" fails a boundary: the occurrence loop reads the clock across them.
        const string pattern = @"\bab\b";
        Assert.IsType<AnchoredLiteralStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));
        LoopTimeout.AssertSearchTimesOut(pattern, "ab");
    }

    [Theory]
    [InlineData(@"\bab\b", "ab ")] // disjoint occurrences, taken from a scan collected ahead
    [InlineData(@"\baa\b", "aa ")] // occurrences that may overlap, searched one by one
    [InlineData(@"\b(?:ab|cd)\b", "ab ")] // a set
    public void ACountOverManyMatchesHonoursTheTimeout(string pattern, string piece)
    {
        Assert.IsType<AnchoredLiteralStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));
        LoopTimeout.AssertCountTimesOut(pattern, piece);
    }
}
