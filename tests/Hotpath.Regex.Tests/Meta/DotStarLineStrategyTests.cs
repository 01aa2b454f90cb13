using System.Text;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>A part between greedy <c>.*</c> loops: the shape is recognized, and matches equal the BCL's in both encodings.</summary>
public class DotStarLineStrategyTests
{
    public static TheoryData<string, RegexOptions> LinePatterns => new()
    {
        { ".*.*=.*", RegexOptions.None },
        { ".*=.*", RegexOptions.None },
        { "(?:=|=>).*", RegexOptions.None },
        { "(?:a|ab)=.*.*", RegexOptions.None },
        { ".*(?:ab|a).*", RegexOptions.None },
        { @".*\bab\b.*", RegexOptions.None },
        { ".*a*.*", RegexOptions.None }, // the middle part matches empty
        { "x*.*", RegexOptions.None },
        { @".*$.*", RegexOptions.None },
        { @".*^a.*", RegexOptions.Multiline },
        { @".*a$.*", RegexOptions.Multiline },
        { ".*\\d+\\.\\d+.*", RegexOptions.None },
        { ".*a.*b.*", RegexOptions.None },
        { "(?i).*AB.*", RegexOptions.None },
        { ".*é.*", RegexOptions.None },
        { ".*\\r.*", RegexOptions.None },
        // A line that holds the part: `^` before the leading loop, `$` after the trailing one.
        { "^.*a.*$", RegexOptions.Multiline },
        { "^.*ab.*", RegexOptions.Multiline },
        { ".*=.*$", RegexOptions.Multiline },
        { "^.*\\bab\\b.*$", RegexOptions.Multiline },
        // A leading loop before a literal: the line up to the literal's last occurrence (overlapping ones too: "aba").
        { ".*a", RegexOptions.None },
        { ".*aba", RegexOptions.None },
        { ".*.*ab", RegexOptions.None },
        { "^.*ab", RegexOptions.Multiline },
        { ".*é=", RegexOptions.None },
    };

    [Theory]
    [MemberData(nameof(LinePatterns))]
    public void RecognizesTheShape(string pattern, RegexOptions options) =>
        Assert.IsType<DotStarLineStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default));

    [Theory]
    [InlineData(".*a+", RegexOptions.None)] // no trailing .*, and not a literal
    [InlineData(".*(?:ab|b)", RegexOptions.None)]
    [InlineData("(?i).*ab", RegexOptions.None)]
    [InlineData(".*\U0001F600", RegexOptions.None)] // a surrogate pair: its UTF-8 is not what the engines decode
    [InlineData(".*(a).*", RegexOptions.None)] // a group
    [InlineData(".*a\\n.*", RegexOptions.None)] // the middle part crosses a line break
    [InlineData(".*[^b].*", RegexOptions.None)]
    [InlineData(".*a.*", RegexOptions.Singleline)] // . takes \n
    [InlineData(".*a.*?", RegexOptions.None)] // lazy trailing loop
    [InlineData(".*\\Ga.*", RegexOptions.None)]
    [InlineData(".*.*", RegexOptions.None)] // nothing between the loops
    public void LeavesOtherShapesAlone(string pattern, RegexOptions options) =>
        Assert.IsNotType<DotStarLineStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default));

    [Theory]
    [MemberData(nameof(LinePatterns))]
    public void AgreesWithTheBcl(string pattern, RegexOptions options)
    {
        string[] pieces = ["a", "b", "ab", "=", "x", " ", "\n", "\r\n", "\n\n", "1.5", "AB", "é", "\U0001F600", ".", "-", "ba", "aba", "é="];
        ConcatenationDifferential.AssertAgrees(pattern, options, pieces, seed: 9191, rounds: 400, maxPieces: 12);
        ConcatenationDifferential.AssertAgrees(pattern, options, pieces, seed: 9192, rounds: 30, maxPieces: 200);
    }

    [Fact]
    public void InvalidUtf8IsInsideTheLine()
    {
        // 0xFF and a truncated sequence read as U+FFFD, which `.` takes; only the 0x0A byte ends a line.
        byte[] input = [.. "x="u8, 0xFF, 0xE2, 0x82, .. "y\nz"u8, 0xC3, .. "=\n"u8];
        var regex = new Regex(".*=.*");
        var spans = new List<(int, int)>();
        foreach (ValueMatch match in regex.EnumerateMatches(input)) spans.Add((match.Index, match.Length));
        Assert.Equal([(0, 6), (7, 3)], spans);
        Assert.Equal(Encoding.UTF8.GetString(input).Split('\n').Count(line => line.Contains('=')), spans.Count);
    }
}
