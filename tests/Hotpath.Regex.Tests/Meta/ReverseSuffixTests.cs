using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using Hotpath.Testing;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>The reverse-suffix search: which regexes it serves, its safety check, and results equal to the BCL's.</summary>
public class ReverseSuffixTests
{
    [Theory]
    [InlineData(@"\w+\s+Holmes", "Holmes")]
    [InlineData(@"[a-z]+ing", "ing")]
    [InlineData(@"(\d+) Baker Street", " Baker Street")]
    public void FindsTheLiteralEveryMatchEndsWith(string pattern, string expected) =>
        Assert.Equal(expected, SuffixLiteral.Find(RegexTranslator.Translate(pattern, RegexOptions.None).Root));

    [Theory]
    [InlineData(@"Holmes")] // all one literal
    [InlineData(@"\w+\s+Holmes\w")] // ends with a class
    [InlineData(@"\w+ a")] // too short and common to search for
    [InlineData(@"\w+(?:Holmes|Watson)")] // an alternation, not one literal
    public void RefusesRegexesWithoutASuffixWorthSearching(string pattern) =>
        Assert.Null(SuffixLiteral.Find(RegexTranslator.Translate(pattern, RegexOptions.None).Root));

    [Theory]
    [InlineData(@"\w+\s+Holmes")]
    [InlineData(@"[a-z]+ing")]
    [InlineData(@"[A-Z][a-z]+ Holmes")]
    [InlineData(@"\d+ Baker Street")]
    public void SafeWhenNoMatchCanHideAShorterOneEndingInsideIt(string pattern) =>
        Assert.True(ReverseSuffixSafety.IsSafe(Compile(pattern)));

    [Theory]
    // "cdcd" at 2 of "a cdcd Xcdcd" is a match, but the leftmost-first match is the whole text.
    [InlineData(@"(?:\w.*X)?cdcd")]
    // "yyy" at 3 of "a  yyy zyyy" likewise.
    [InlineData(@"(?:a[^q]*z|\w*)yyy")]
    [InlineData(@"a[^q]*zy|\w*y")]
    [InlineData(@"\bHolmes")] // an assertion: not explored
    public void UnsafeWhenALongerMatchCanStartFurtherLeft(string pattern) =>
        Assert.False(ReverseSuffixSafety.IsSafe(Compile(pattern)));

    [Theory]
    [InlineData(@"\w+\s+Holmes", true)]
    [InlineData(@"(?:\d|a)+\s?aab", true)]
    [InlineData(@"(?:\w.*X)?cdcd", false)] // unsafe
    [InlineData(@"Sherlock \w+ Holmes", false)] // a prefix literal drives the search
    [InlineData(@"\s+Holmes", false)] // the prefix cannot hold "H": the reverse-inner search runs instead
    public void ServesSafeRegexesWithNothingBetterToSearchFor(string pattern, bool expected) =>
        Assert.Equal(expected, StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default) is DfaStrategy { UsesReverseSuffix: true });

    public static TheoryData<string> Patterns => new()
    {
        // Served by the reverse-suffix search.
        @"\w+\s+Holmes",
        @"(?:x.+|\s+)Holmes",
        @"(\w+) (\w+)abb",
        @"[^\n]*?abb",
        @"(?:\d|a)+\s?aab",
        // Refused by the safety check: the answers must still agree.
        @"(?:\w.*X)?cdcd",
        @"(?:a[^q]*z|\w*)yyy",
        @"[ab]*b+abb",
        @"(?:a|ba)+aab",
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void AgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["a", "b", "ab", "abb", "aab", "ba", "y", "yyy", "zyyy", "q", "1", " ", "\n", "x", "X", "cd", "cdcd", "Holmes", " Holmes", "é", "😀"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 5151, rounds: 200, maxPieces: 40);
    }

    [DataFact]
    public void CountsTheSherlockHolmesCorpusAsTheBclDoes()
    {
        string text = File.ReadAllText(SharedData.PathOf("corpora/sherlock-holmes-1661.txt"));
        foreach (string pattern in new[] { @"\w+\s+Holmes", @"[A-Z][a-z]+ Holmes", @"[a-z]+ing" })
        {
            var bcl = new System.Text.RegularExpressions.Regex(pattern);
            Assert.True(DifferentialComparer.Compare(bcl, new Regex(pattern), text) is null, pattern);
        }
    }

    private static ThompsonNfa Compile(string pattern) => NfaCompiler.Compile(RegexTranslator.Translate(pattern, RegexOptions.None));
}
