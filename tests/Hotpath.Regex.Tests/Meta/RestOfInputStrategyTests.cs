using System.Text;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;
using HotRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

public class RestOfInputStrategyTests
{
    [Theory]
    [InlineData(@"[\s\S]*", RegexOptions.None, true)]
    [InlineData(@"([\s\S]*)", RegexOptions.None, true)]
    [InlineData(".*", RegexOptions.Singleline, true)]
    [InlineData("(.*.*)", RegexOptions.Singleline, true)]
    [InlineData(".*", RegexOptions.None, false)]
    [InlineData(@"[\s\S]*?", RegexOptions.None, false)]
    [InlineData(@"([\s\S]*)([\s\S]*)", RegexOptions.None, false)]
    [InlineData(@"[\s\S]+", RegexOptions.None, false)]
    [InlineData(@"a[\s\S]*", RegexOptions.None, false)]
    public void BuilderUsesItOnlyWhenEveryMatchTakesTheRest(string pattern, RegexOptions options, bool expected)
    {
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default);
        Assert.Equal(expected, strategy is RestOfInputStrategy);
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    public void MatchesAndGroupsAgreeWithTheBcl(int seed)
    {
        var random = new Random(seed);
        (string Pattern, RegexOptions Options)[] cases =
            [(@"[\s\S]*", RegexOptions.None), (@"([\s\S]*)", RegexOptions.None), ("(?s).*", RegexOptions.None), ("(.*)", RegexOptions.Singleline)];
        for (int round = 0; round < 100; round++)
        {
            string input = new([.. Enumerable.Range(0, random.Next(0, 6)).Select(_ => "a\n\u00E9\U0001F600"[random.Next(5)])]);
            (string pattern, RegexOptions options) = cases[random.Next(cases.Length)];
            string context = $"seed {seed} round {round}: /{pattern}/ on '{input}'";
            string[] expected = [.. new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options)).Matches(input).Select(m => $"{m.Index}:{m.Length}:{m.Groups[m.Groups.Count - 1].Index}:{m.Groups[m.Groups.Count - 1].Length}")];
            var hot = new HotRegex(pattern, options);
            string[] actual = [.. hot.Matches(input).Select(m => $"{m.Index}:{m.Length}:{m.Groups[m.Groups.Count - 1].Index}:{m.Groups[m.Groups.Count - 1].Length}")];
            Assert.True(expected.SequenceEqual(actual), context + $" expected {string.Join(",", expected)} got {string.Join(",", actual)}");
            Assert.True(expected.Length == hot.Count(Encoding.UTF8.GetBytes(input)), context + " UTF-8 count");
        }
    }
}
