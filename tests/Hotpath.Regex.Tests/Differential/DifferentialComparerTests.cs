using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// The comparer itself: it reports real differences, and takes another BCL engine as oracle only where the BCL's engines
/// disagree in the known ways.
/// </summary>
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

    [Fact]
    public void WhereTheInterpreterLosesALazyLoopsStartTheCompiledEngineIsTheOracle()
    {
        var interpreter = new BclRegex("a|()+?0");
        Assert.Equal((1, 2), (interpreter.Match("0").Index, interpreter.Match("0").Length));
        Assert.True((DifferentialComparer.OracleFor(interpreter, "0").Options & System.Text.RegularExpressions.RegexOptions.Compiled) != 0);
        Assert.Null(DifferentialComparer.Compare(interpreter, new Regex("a|()+?0"), "0"));
        Assert.NotNull(DifferentialComparer.Compare(interpreter, new Regex("a|()+?"), "0"));
    }

    [Fact]
    public void WhereTheEnginesAgreeOnALazyLoopTheInterpreterStaysTheOracle()
    {
        var interpreter = new BclRegex("(a|)+?b");
        Assert.Same(interpreter, DifferentialComparer.OracleFor(interpreter, "aab"));
    }

    [Fact]
    public void GroupEnumerationIsCompared()
    {
        // Before the BCL's rule for explicit numbers, Hotpath enumerated group 4 of (?<4>a) under the key "4".
        var bcl = new BclRegex("(?<4>a)");
        Assert.Null(DifferentialComparer.Compare(bcl, new Regex("(?<4>a)"), "a"));
        Assert.NotNull(DifferentialComparer.Compare(new BclRegex("(?<4>a)(?<x>b)"), new Regex("(?<4>a)(?<y>b)"), "ab"));
    }
}
