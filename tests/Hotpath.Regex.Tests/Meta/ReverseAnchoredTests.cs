using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// Regexes whose every match ends at the input's end are searched backwards from there: the mode is chosen, and
/// matches, groups, starts and UTF-8 offsets equal the BCL's, including where a match may end both before a final
/// line feed and after it.
/// </summary>
public class ReverseAnchoredTests
{
    public static TheoryData<string> EndAnchoredPatterns => new()
    {
        @":(\d+)\}$",
        @"\.cc:\w+\(\):\d+\}$",
        @"x*$",
        @"a[\s\S]*$",
        @"a[\s\S]*?$",
        @"(a|ab)(c|bcd)?$",
        @"\d+\z",
        @"(?:b|c\n?)\Z",
        @"(\w+)\s*$",
        @"\b\w+\Z",
        @"(?:a\n?$)+",
        @"é+\n?$",
        @"(?i)[a-z]+\d*$",
    };

    [Theory]
    [MemberData(nameof(EndAnchoredPatterns))]
    public void SearchesFromTheEnd(string pattern) =>
        Assert.True(Assert.IsType<DfaStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default)).SearchesFromEnd);

    [Theory]
    [InlineData("^a.*$")] // anchored at the start too: the forward search from there reads only the match
    [InlineData("(?m)a$")] // ends before any line feed
    [InlineData("a$|b")]
    public void LeavesOtherRegexesForward(string pattern) =>
        Assert.False(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default) is DfaStrategy { SearchesFromEnd: true });

    [Theory]
    [MemberData(nameof(EndAnchoredPatterns))]
    public void AgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["a", "b", "c", "d", "ab", "bcd", "x", "\n", "\n\n", " ", ":", "12", "}", ":7}", ".cc:", "f()", "é", "\U0001F600", "A", "\r"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 7171, rounds: 400, maxPieces: 12);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.IgnoreCase, pieces, seed: 7172, rounds: 100, maxPieces: 12);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 7173, rounds: 30, maxPieces: 200);
    }
}
