namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Cases where the BCL's backtracking interpreter returns an impossible result and Hotpath returns the
/// result the pattern's semantics give. Each test asserts the BCL still misbehaves (so the test
/// notices when the BCL is fixed) and what Hotpath returns.
/// </summary>
public sealed class BclDeviationTests
{
    // A lazy `+?` whose body holds a capture and matches empty: the BCL reports the match as starting
    // where the empty iteration happened, so the match no longer contains the `a` it consumed.
    [Theory]
    [InlineData("a()+?b", "ab", 0, 2)]
    [InlineData("a(b?)+?c", "ac", 0, 2)]
    [InlineData("(a)()+?b", "ab", 0, 2)]
    public void LazyPlusOverAnEmptyCaptureKeepsTheMatchStart(string pattern, string input, int index, int length)
    {
        System.Text.RegularExpressions.Match bcl = System.Text.RegularExpressions.Regex.Match(input, pattern);
        Assert.NotEqual(index, bcl.Index);

        Match match = new Regex(pattern).Match(input);
        Assert.True(match.Success);
        Assert.Equal((index, length), (match.Index, match.Length));
    }

    // The backtracker's auto-atomicity pass makes a loop of non-word units atomic before \B: it keeps both spaces
    // and fails \B, where giving back one space matches [1,2). The BCL's NonBacktracking engine finds [1,2) too.
    [Fact]
    public void NonWordLoopBeforeNonBoundaryGivesBackAUnit()
    {
        const string pattern = @"\W{1,3}\B";
        Assert.Empty(new System.Text.RegularExpressions.Regex(pattern).Matches("a  a"));
        Assert.Equal(1, new System.Text.RegularExpressions.Regex(pattern, System.Text.RegularExpressions.RegexOptions.NonBacktracking).Match("a  a").Index);

        Match match = new Regex(pattern).Match("a  a");
        Assert.Equal((1, 1), (match.Index, match.Length));
    }
}
