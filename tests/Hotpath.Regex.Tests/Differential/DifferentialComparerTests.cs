using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>The comparer itself: it reports real differences, and takes NonBacktracking as oracle only where the BCL's engines disagree.</summary>
public class DifferentialComparerTests
{
    [Fact]
    public void WhereTheBclEnginesDisagreeNonBacktrackingIsTheOracle()
    {
        var backtracking = new BclRegex(@"\W{1,3}\B");
        Assert.Empty(backtracking.Matches("a  a"));
        Assert.True((DifferentialComparer.OracleFor(backtracking, "a  a").Options & System.Text.RegularExpressions.RegexOptions.NonBacktracking) != 0);
        Assert.Null(DifferentialComparer.Compare(backtracking, new Regex(@"\W{1,3}\B"), "a  a"));
    }

    [Fact]
    public void WhereTheBclEnginesAgreeTheBacktrackerStaysTheOracleAndDifferencesAreReported()
    {
        var backtracking = new BclRegex(@"\W\B");
        Assert.Same(backtracking, DifferentialComparer.OracleFor(backtracking, "a  a"));
        Assert.NotNull(DifferentialComparer.Compare(backtracking, new Regex(@"\W\b"), "a  a"));
    }
}
