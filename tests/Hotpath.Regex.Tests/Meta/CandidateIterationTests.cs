using System.Text;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// The DFA strategy's start candidates from a literal set, taken from one iteration of the set's search per call: over
/// text with thousands of candidates (matches, candidates whose attempt fails, candidates inside a match, overlapping
/// literals), counts, matches and groups must be the BCL's.
/// </summary>
public sealed class CandidateIterationTests
{
    [Theory]
    [InlineData(@"Ame[a-zA-Z]+|Con[a-zA-Z]+")]
    [InlineData(@"(Ame|Con)([a-z]+)")]
    [InlineData(@"(?:ab|ba)[a-z]*\d")]
    [InlineData(@"""(GET|POST) ([^ ""]+)""")]
    public void CountsMatchesAndGroupsAreTheBcls(string pattern)
    {
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default);
        var dfa = Assert.IsType<DfaStrategy>(strategy);
        Assert.True(dfa.Prefilter?.IsStringSetSearch, $"{pattern}: {dfa.Prefilter?.Describe()}");
        string[] pieces = ["America", "Congress", "Ame", "Con1", "Conx", "abab1", "baba", "bab9", "\"GET /x\"", "\"POST \"", "\"GET", " ", "\n", "é", "z"];
        var random = new Random(pattern.Length);
        var text = new StringBuilder();
        while (text.Length < 60_000) text.Append(pieces[random.Next(pieces.Length)]);
        string input = text.ToString();
        var bcl = new BclRegex(pattern);
        var hotpath = new Regex(pattern);
        Assert.Equal(bcl.Count(input), hotpath.Count(input));
        Assert.Null(DifferentialComparer.Compare(bcl, hotpath, input));
    }
}
