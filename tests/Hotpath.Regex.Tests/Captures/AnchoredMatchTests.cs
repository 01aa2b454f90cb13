using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Captures;

/// <summary>
/// A regex whose matches all start at the start of the input answers a search from any later position
/// without searching: NextMatch, Match(input, startat) and windowed matches must still be the BCL's.
/// </summary>
public sealed class AnchoredMatchTests
{
    public static TheoryData<string, RegexOptions> Patterns => new()
    {
        { @"^([^ ]+) (\w+)", RegexOptions.None },
        { @"\A(a|ab)(c|bcd)?", RegexOptions.None },
        { @"(^a)+b?", RegexOptions.None },
        { @"^(\w+)$", RegexOptions.Multiline },
        { @"^x|y", RegexOptions.None },
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void EveryStartAgreesWithTheBcl(string pattern, RegexOptions options)
    {
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
        var hotpath = new Regex(pattern, options);
        foreach (string input in new[] { "", "a", "ab cd", "abcd y", "x y\nab cd", "aab", "ab cd ab cd", "yx" })
        {
            for (int startat = 0; startat <= input.Length; startat++)
            {
                Assert.True(Describe(bcl.Match(input, startat)) == Describe(hotpath.Match(input, startat)), $"/{pattern}/ on \"{input}\" from {startat}");
                for (int length = 0; startat + length <= input.Length; length++)
                {
                    Assert.True(Describe(bcl.Match(input, startat, length)) == Describe(hotpath.Match(input, startat, length)), $"/{pattern}/ on \"{input}\" in [{startat}, +{length})");
                }
            }
        }
    }

    private static string Describe(System.Text.RegularExpressions.Match match)
    {
        var parts = new List<string>();
        for (; match.Success; match = match.NextMatch()) parts.Add(string.Join(",", match.Groups.Cast<System.Text.RegularExpressions.Group>().Select(g => g.Success ? $"{g.Index}+{g.Length}" : "-")));
        return string.Join(" | ", parts);
    }

    private static string Describe(Match match)
    {
        var parts = new List<string>();
        for (; match.Success; match = match.NextMatch())
        {
            var groups = new List<string>();
            foreach (Group g in match.Groups) groups.Add(g.Success ? $"{g.Index}+{g.Length}" : "-");
            parts.Add(string.Join(",", groups));
        }
        return string.Join(" | ", parts);
    }
}
