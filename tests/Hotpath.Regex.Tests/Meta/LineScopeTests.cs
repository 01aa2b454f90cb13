using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>The line scope: which regexes it serves, and results equal to the BCL's on line-heavy inputs.</summary>
public class LineScopeTests
{
    [Theory]
    [InlineData(@"^[a-z ]*elementary[a-z ]*$", RegexOptions.Multiline)]
    [InlineData(@"[a-z ]+elementary", RegexOptions.None)] // the prefix can hold the literal: no reverse-inner search
    [InlineData(@"\b(\w+) ?elementary (\w*)\b", RegexOptions.None)]
    public void ServesRegexesConfinedToLinesWithARequiredLiteral(string pattern, RegexOptions options) =>
        Assert.True(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default) is DfaStrategy { IsLineScoped: true });

    [Theory]
    [InlineData(@"\s*elementary\s*", RegexOptions.None)] // \s consumes line breaks
    [InlineData(@".*elementary.*", RegexOptions.Singleline)] // so does . with Singleline
    [InlineData(@"^.*elementary.*$", RegexOptions.None)] // anchored at the input's start
    [InlineData(@"[a-z]*elementary.*$", RegexOptions.None)] // $ without Multiline looks at the input's end
    [InlineData(@"[a-z]*elementary.*\z", RegexOptions.Multiline)]
    [InlineData(@"\G[a-z]*elementary", RegexOptions.None)]
    public void RefusesRegexesThatCanCrossOrSeeTheCut(string pattern, RegexOptions options) =>
        Assert.False(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default) is DfaStrategy { IsLineScoped: true });

    public static TheoryData<string, int> Patterns => new()
    {
        { @"^.*elementary.*$", (int)RegexOptions.Multiline },
        { @"^elementary$", (int)RegexOptions.Multiline },
        { @"[a-z ]+elementary", (int)RegexOptions.None },
        { @"\b(\w+) ?elementary (\w*)\b", (int)RegexOptions.None },
        { @"(?:x|elem)*elementary[^e]*", (int)RegexOptions.None },
        { @"\Belementary\B|elementary\b", (int)RegexOptions.ECMAScript },
        { @"(?m)^[^\n]*?elementary", (int)RegexOptions.None },
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void AgreesWithTheBcl(string pattern, int options)
    {
        string[] pieces = ["elementary", "\n", "\r\n", "x", " ", "elem", "a", "é", "\n\n", "elementary elementary", "😀"];
        // Inputs long enough for the scope (it leaves rests under LineScope.MinRest units to the DFAs alone).
        ConcatenationDifferential.AssertAgrees(pattern, (RegexOptions)options, pieces, seed: 9090, rounds: 150, maxPieces: 160);
    }

    [Fact]
    public void ALineLongerThanTheEndProbeIsSearchedWhole()
    {
        // Long lines with many matches: the line's end lies beyond the probe, so the search falls back to the whole input.
        string line = string.Concat(Enumerable.Repeat("ab elementary ", 200));
        string input = line + "\n" + line + "x\nelementary";
        ConcatenationDifferential.AssertAgrees(@"[a-z ]+elementary", RegexOptions.None, [input, "\n", "q"], seed: 9091, rounds: 8, maxPieces: 3);
        ConcatenationDifferential.AssertAgrees(@"^.*elementary.*$", RegexOptions.Multiline, [input, "\n", "q"], seed: 9092, rounds: 8, maxPieces: 3);
    }
}
