using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// A small literal set whose literals share a prefix is searched by that prefix, with the literals compared where it
/// occurs: which sets qualify, and that every result equals the BCL's where the prefix occurs with and without a literal,
/// overlapping itself, and where a shorter literal follows a longer one in priority.
/// </summary>
public class LiteralPrefixTests
{
    [Theory]
    [InlineData(new[] { "status=failed", "status=retry" }, "status=")]
    [InlineData(new[] { "\\n", "\\t", "\\\"", "\\\\" }, "\\")]
    [InlineData(new[] { "http://", "https://" }, "http")]
    [InlineData(new[] { "ab", "cd" }, null)]
    // One shared unit common in text is no better a filter than the set search.
    [InlineData(new[] { "ea", "eb" }, null)]
    [InlineData(new[] { "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9" }, null)]
    public void SharesAPrefixOfTwoUnitsOrOneRareUnit(string[] literals, string? expected) =>
        Assert.Equal(expected, AsciiLiteralSetSearch.SharedPrefix(literals));

    [Theory]
    [InlineData("status=(?:failed|retry)", "status=failed status= status=retry status=status=retry xstatus=failedx")]
    [InlineData(@"\\[nt""\\]", @"a\nb\\\\c\\n\q\""\t\")]
    [InlineData("#(?:ab|abc|a)", "#ab #abc #a ## #x #abc#ab")]
    [InlineData("aa(?:ab|a)", "aaaaab aaab aaaa aa")]
    public void SearchesThePrefixAndAgreesWithTheBcl(string pattern, string seedText)
    {
        var strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default) as LiteralStrategy;
        Assert.True(strategy is { SearchesSharedPrefix: true }, pattern);
        var bcl = new BclRegex(pattern);
        var hotpath = new Regex(pattern);
        var random = new Random(81);
        string[] pieces = [.. seedText.Split(' '), " ", "x", "\n"];
        for (int round = 0; round < 60; round++)
        {
            string input = seedText + string.Concat(Enumerable.Range(0, random.Next(0, 400)).Select(_ => pieces[random.Next(pieces.Length)]));
            string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
            Assert.True(difference is null, $"round {round}: /{pattern}/ on '{DifferentialComparer.Escape(input)}': {difference}");
        }
    }

    // A literal set that leads a regex the automata serve is its prefilter, searched as the literal strategy would
    // search the bare set: by a shared prefix, Hotpath.Text's probes, or the runtime's packed strings.
    [Theory]
    [InlineData(@"https?://[\w.-]+(?:/[\w./-]*)?", "http://a.b https://x.y/z http:/ https:x httpx http://", "for the prefix")]
    [InlineData(@"Ame[a-zA-Z]+|Con[a-zA-Z]+", "America Congress Am Co Amex Conx Ame1", "Hotpath.Text's multi-string search")]
    [InlineData(@"(?:ab|cd|ef)[0-9]+", "ab1 cd22 ef ab cd3x e1", "packed")]
    public void APrefilterOfALiteralSetAgreesWithTheBcl(string pattern, string seedText, string search)
    {
        var literals = LiteralExtractor.Extract(RegexTranslator.Translate(pattern, RegexOptions.None).Root, ExtractionSide.Prefix, LiteralLimits.Default);
        string[] set = [.. literals.Literals.ToArray().Select(l => l.Units)];
        // Where the runtime's string search is slow (RuntimeStringSearch.IsFast), Hotpath.Text's searcher takes every set.
        if (AsciiLiteralSetSearch.TryCreate(set) is { } ascii) Assert.Contains(search, ascii.Describe());
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, [.. seedText.Split(' '), " ", "\n", "x"], seed: 82, rounds: 200, maxPieces: 40);
    }
}
