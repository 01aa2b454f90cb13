using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// Fields between two delimiters whose inside holds escapes (the string literals of code and JSON): the shapes the
/// delimited strategy takes, and matches equal to the BCL's over escaped delimiters, escaped escapes, escapes before a
/// unit they may not take, escapes at the input's end, and long unclosed fields full of escaped delimiters.
/// </summary>
public class EscapedFieldTests
{
    public static TheoryData<string> EscapedPatterns => new()
    {
        "\"[^\"\\\\]*(?:\\\\.[^\"\\\\]*)*\"",
        "\"(?:[^\"\\\\]|\\\\.)*\"",
        "\"(?:\\\\.|[^\"\\\\])*\"",
        "'[^'\\\\\\n]*(?:\\\\.[^'\\\\\\n]*)*'",
        "\"(?:[^\"\\\\]|\\\\.)*?\"",
        "u8\"(?:[^\"\\\\]|\\\\[\\s\\S])*\"",
        "\"((?:[^\"\\\\]|\\\\.)*)\"",
        "'([^'\\\\]*(?:\\\\.[^'\\\\]*)*)'",
    };

    [Theory]
    [MemberData(nameof(EscapedPatterns))]
    public void RecognizesTheShape(string pattern) =>
        Assert.IsType<DelimitedStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [InlineData("\"(?:[^\"]|\\\\.)*\"")] // the escape unit is inside the class: two readings
    [InlineData("\"(?:[^\"\\\\]|\\\\.)+\"")] // one iteration required
    [InlineData("\"((?:[^\"\\\\]|\\\\.))*\"")] // a group inside the loop
    [InlineData("(\"(?:[^\"\\\\]|\\\\.)*\")")] // a group around the whole match
    [InlineData("\"(?:[^\"\\\\]|\"\")*\"")] // the escape is the closing delimiter
    public void LeavesOtherShapesAlone(string pattern) =>
        Assert.IsNotType<DelimitedStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [MemberData(nameof(EscapedPatterns))]
    public void AgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["\"", "'", "\\", "\\\"", "\\'", "\\\\", "\\\n", "\n", "a", "bc", " ", "u8\"", "u8", "é", "\U0001F600", "\"\""];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 6161, rounds: 400, maxPieces: 16);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 6162, rounds: 40, maxPieces: 300);
    }

    [Theory]
    [MemberData(nameof(EscapedPatterns))]
    public void AgreesWithTheBclOnLongUnclosedFieldsOfEscapedDelimiters(string pattern)
    {
        // Every opening reads to the same failure: past the re-read budget the fallback strategy searches on.
        string[] pieces = ["\\\"", "\\'", "u8\\\"", "\\\\", "a", "\""];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces[..5], seed: 6163, rounds: 20, maxPieces: 2000);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, [.. pieces[..5], "\n", "\\\n"], seed: 6164, rounds: 20, maxPieces: 2000);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 6165, rounds: 20, maxPieces: 2000);
    }
}
