using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

public class HirFactsTests
{
    [Theory]
    [InlineData("Sherlock Holmes", RegexOptions.IgnoreCase, 15)]
    [InlineData(@"\b\d{4}\b", RegexOptions.None, 4)]
    [InlineData("(ab|cd)x", RegexOptions.None, 3)]
    [InlineData("ab|c", RegexOptions.None, null)]
    [InlineData("a+", RegexOptions.None, null)]
    [InlineData("a{2,3}", RegexOptions.None, null)]
    public void FixedLengthIsKnownOnlyWhenEveryMatchHasIt(string pattern, RegexOptions options, int? expected) =>
        Assert.Equal(expected, HirFacts.FixedLength(RegexTranslator.Translate(pattern, options).Root));

    [Theory]
    [InlineData(".*.*=.*", 1)]
    [InlineData(@"\b\d{4}\b", 4)]
    [InlineData("ab|c", 1)]
    [InlineData("(?:ab){3,}x?", 6)]
    [InlineData("a*|b", 0)]
    [InlineData("^$", 0)]
    [InlineData("(?:a{1000}){1000}", 1_000_000)]
    public void MinLengthIsTheShortestMatch(string pattern, int expected) =>
        Assert.Equal(expected, HirFacts.MinLength(RegexTranslator.Translate(pattern, RegexOptions.None).Root));

    [Theory]
    [InlineData("^abc|^def", true)]
    [InlineData(@"\Aabc", true)]
    [InlineData("^abc|def", false)]
    [InlineData("(?m)^abc", false)]
    public void AnchoredAtStartNeedsEveryBranchAnchored(string pattern, bool expected) =>
        Assert.Equal(expected, HirFacts.IsAnchoredAtStart(RegexTranslator.Translate(pattern, RegexOptions.None).Root));

    [Theory]
    [InlineData(@":(\d+)\}$", RegexOptions.None, true)]
    [InlineData(@"a\z|b\Z", RegexOptions.None, true)]
    [InlineData("(?:x$)+", RegexOptions.None, true)]
    [InlineData("a$|b", RegexOptions.None, false)] // one branch ends anywhere
    [InlineData("a$", RegexOptions.Multiline, false)] // before any line feed
    [InlineData("(?:a$)?", RegexOptions.None, false)] // can match without the anchor
    [InlineData("a$b", RegexOptions.None, false)]
    public void AnchoredAtEndNeedsEveryMatchToEndWithTheAnchor(string pattern, RegexOptions options, bool expected) =>
        Assert.Equal(expected, HirFacts.IsAnchoredAtEnd(RegexTranslator.Translate(pattern, options).Root));

    [Theory]
    [InlineData(".*.*=.*", RegexOptions.None, true)]
    [InlineData(".*stephen", RegexOptions.None, true)]
    [InlineData(".*a\nb", RegexOptions.None, false)] // a match can hold a line feed
    [InlineData(".*stephen", RegexOptions.Singleline, false)] // the dot takes line feeds
    [InlineData(".*?stephen", RegexOptions.None, false)] // lazy
    [InlineData(@".*\bstephen", RegexOptions.None, false)] // an assertion
    [InlineData("a.*b", RegexOptions.None, false)]
    [InlineData(".*", RegexOptions.None, false)] // can match empty
    public void LeadingDotStarWithinALineIsRecognized(string pattern, RegexOptions options, bool expected) =>
        Assert.Equal(expected, HirFacts.StartsWithDotStarWithinALine(RegexTranslator.Translate(pattern, options).Root));

    // The search finds such a match's start after the last line feed before its end, without a reverse DFA.
    [Theory]
    [InlineData(".*.*=.*")]
    [InlineData(".*stephen")]
    [InlineData(".*[0-9]+x")]
    [InlineData("(.*)=(.*)")]
    public void LeadingDotStarMatchesLikeTheBcl(string pattern)
    {
        string[] pieces = ["x", "=", "\n", "stephen", "step", "12", "3x", "\r", " ", "é", "=\n"];
        Differential.ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 606, rounds: 300, maxPieces: 14);
    }
}
