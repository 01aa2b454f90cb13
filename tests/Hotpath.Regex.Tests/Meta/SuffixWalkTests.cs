using System.Text;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// The reverse-inner search that finds a match's end by walking the suffix's class runs: which suffixes get the walk,
/// and matches and groups equal to the BCL's for seeded random patterns of that form, where the first run gives units
/// back to the unit or the run after it.
/// </summary>
public class SuffixWalkTests
{
    [Theory]
    [InlineData(@"[\w\.+-]+@[\w\.-]+\.[\w\.-]+")]
    [InlineData(@"[\w]+://[^/\s?#]+[^\s?#]+(?:\?[^\s#]*)?(?:#[^\s]*)?")]
    [InlineData(@"\w+@\w+")]
    [InlineData(@"(\d+)==(\w+)")]
    [InlineData(@"[^@!]*@[^!]*!")]
    [InlineData(@"\w+@([a-z]+)(\.[a-z]+)?")]
    public void WalksSuffixesOfClassRuns(string pattern) => Assert.NotNull(ClassLoopPrefixTests.CreateSearch(pattern).SuffixWalk);

    [Theory]
    [InlineData(@"\w+@[xy]\b")] // an assertion
    [InlineData(@"[a-z]*@$")]
    [InlineData(@"([a-z]{2,4}?)@(x|xy)")] // an alternation
    [InlineData(@"\w+@\w+?x")] // a lazy run
    [InlineData(@"\w+@\w{2,5}")] // a bounded run
    [InlineData(@"\w+@\w+\.com")] // a literal after the runs
    [InlineData(@"\w+@\w+(?:a*ab)?")] // an optional part that backtracks inside
    public void LeavesOtherSuffixesToTheDfa(string pattern) => Assert.Null(ClassLoopPrefixTests.CreateSearch(pattern).SuffixWalk);

    private static readonly string[] Prefixes = [@"[\w.+-]+", @"\w+", "[a-c]*", @"[^@=\s]+"];
    private static readonly string[] Literals = ["@", "=="];
    private static readonly string[] Classes = [@"[\w.-]", @"\w", "[a-c.]", @"[^/\s?#@=]", "[a.]", @"\d", "[b.-]"];
    private static readonly string[] Runs = ["+", "*", "{2,}"];
    private static readonly string[] Units = [@"\.", "[.b]", "a", "-"];
    private static readonly string[] Tails = ["[a-c]*", @"(?:\?[^\s#]*)?", "(?:#a+)?", @"(?:\.b)?", "(a*)", @"([.-]\w+)?"];

    [Fact]
    public void AgreesWithTheBclOnRandomSuffixesOfClassRuns()
    {
        var random = new Random(2718);
        string[] pieces = ["a", "b", "c", ".", "-", "+", "@", "==", "?", "#", "/", " ", "1", "é", "x.y", "a@b.c", "ab.cd", "aa.", "\n"];
        for (int i = 0; i < 160; i++)
        {
            string pattern = RandomPattern(random);
            // Every pattern takes the walk, so the comparison below is the walk's.
            Assert.True(ClassLoopPrefixTests.CreateSearch(pattern).SuffixWalk is not null, $"seed 2718 pattern {i}: /{pattern}/ is not walked");
            ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 2718 + i, rounds: 60, maxPieces: 20);
        }
    }

    [Theory]
    [InlineData(@"[\w\.+-]+@[\w\.-]+\.[\w\.-]+")]
    [InlineData(@"\w+@[a.]+\.[a.]{3,}")]
    [InlineData(@"[\w]+://[^/\s?#]+[^\s?#]+(?:\?[^\s#]*)?(?:#[^\s]*)?")]
    public void AgreesWithTheBclOnLongRunsThatGiveEverythingBack(string pattern)
    {
        string[] inputs =
        [
            "a@" + new string('b', 100_000),
            "a@" + string.Concat(Enumerable.Repeat("a.", 50_000)),
            string.Concat(Enumerable.Repeat("a@a", 30_000)) + ".",
            "x://" + new string('y', 100_000) + " ",
        ];
        var bcl = new BclRegex(pattern);
        var hotpath = new Regex(pattern);
        foreach (string input in inputs)
        {
            Assert.Equal(bcl.Count(input), hotpath.Count(input));
            Assert.Equal(string.Join(",", bcl.Matches(input).Select(m => (m.Index, m.Length))), string.Join(",", hotpath.Matches(input).Select(m => (m.Index, m.Length))));
        }
    }

    private static string RandomPattern(Random random)
    {
        var pattern = new StringBuilder();
        pattern.Append(Prefixes[random.Next(Prefixes.Length)]).Append(Literals[random.Next(Literals.Length)]);
        string first = Classes[random.Next(Classes.Length)] + Runs[random.Next(Runs.Length)];
        pattern.Append(random.Next(4) == 0 ? $"({first})" : first);
        if (random.Next(3) != 0) pattern.Append(Units[random.Next(Units.Length)]);
        if (random.Next(3) != 0) pattern.Append(Classes[random.Next(Classes.Length)]).Append(Runs[random.Next(Runs.Length)]);
        for (int tails = random.Next(3); tails > 0; tails--) pattern.Append(Tails[random.Next(Tails.Length)]);
        return pattern.ToString();
    }
}
