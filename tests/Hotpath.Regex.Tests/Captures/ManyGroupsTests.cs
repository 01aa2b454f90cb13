using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Captures;

/// <summary>
/// Matches search into stack space for up to 64 groups and into the match's own array beyond: both
/// sides of that limit must report the BCL's groups, over every match.
/// </summary>
public sealed class ManyGroupsTests
{
    [Theory]
    [InlineData(63)]
    [InlineData(64)]
    [InlineData(65)]
    [InlineData(90)]
    public void GroupsOnBothSidesOfTheStackLimitAgreeWithTheBcl(int groups)
    {
        // `groups` explicit groups plus group 0: the limit is 64 in all, so 63 fits and 64 does not.
        string pattern = string.Concat(Enumerable.Range(0, groups).Select(i => i % 3 == 0 ? "(x)?" : "([a-z])"));
        string input = string.Concat(Enumerable.Repeat(new string('a', groups) + " ", 3));
        var bcl = new BclRegex(pattern);
        var hotpath = new Regex(pattern);
        System.Text.RegularExpressions.Match expected = bcl.Match(input);
        Match actual = hotpath.Match(input);
        int compared = 0;
        for (; expected.Success; expected = expected.NextMatch(), actual = actual.NextMatch())
        {
            Assert.True(actual.Success, $"{groups} groups: match {compared} is missing");
            for (int g = 0; g <= groups; g++)
            {
                Assert.Equal((expected.Groups[g].Success, expected.Groups[g].Index, expected.Groups[g].Length), (actual.Groups[g].Success, actual.Groups[g].Index, actual.Groups[g].Length));
            }
            compared++;
        }
        Assert.False(actual.Success);
        Assert.True(compared >= 3, $"{groups} groups: only {compared} matches");
    }
}
