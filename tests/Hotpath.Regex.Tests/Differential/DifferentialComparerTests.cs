using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// The comparer itself: it reports real differences, and takes another BCL engine as oracle only where the BCL's engines
/// disagree in the known ways.
/// </summary>
public class DifferentialComparerTests
{
    [Fact]
    public void WordBoundariesAreJudgedWhereTheOptimizerCannotMakeTheLoopBeforeThemAtomic()
    {
        var backtracking = new BclRegex(@"\W{1,3}\B");
        Assert.Empty(backtracking.Matches("a  a"));
        BclRegex oracle = DifferentialComparer.Oracles(backtracking)[0];
        Assert.Equal(@"\W{1,3}(?!(?!\B))", oracle.ToString());
        Assert.Equal([(1, 1)], oracle.Matches("a  a").Select(m => (m.Index, m.Length)));
        Assert.Null(DifferentialComparer.Compare(backtracking, new Regex(@"\W{1,3}\B"), "a  a"));
        Assert.NotNull(DifferentialComparer.Compare(backtracking, new Regex(@"\W{1,3}\b"), "a  a"));
    }

    [Fact]
    public void WhereTheBclEnginesAgreeDifferencesAreReported()
    {
        var backtracking = new BclRegex(@"\W\B");
        Assert.NotNull(DifferentialComparer.Compare(backtracking, new Regex(@"\W\b"), "a  a"));
        Assert.NotNull(DifferentialComparer.Compare(new BclRegex("(a|b)c?"), new Regex("(a|b)c"), "acb"));
    }

    [Fact]
    public void WhereTheInterpreterLosesALazyLoopsStartTheCompiledEngineJudges()
    {
        var interpreter = new BclRegex("a|()+?0");
        Assert.Equal((1, 2), (interpreter.Match("0").Index, interpreter.Match("0").Length));
        Assert.True((DifferentialComparer.OracleFor(interpreter, "0", [(0, 1)]).Options & System.Text.RegularExpressions.RegexOptions.Compiled) != 0);
        Assert.Null(DifferentialComparer.Compare(interpreter, new Regex("a|()+?0"), "0"));
        Assert.NotNull(DifferentialComparer.Compare(interpreter, new Regex("a|()+?"), "0"));
    }

    [Fact]
    public void AnEngineThatThrowsCannotJudge()
    {
        const string pattern = @"(?:){1,3}([^\n]|[\w\s](()\W\u00E9)(a?){0}?|(\b){3,21}?(?:\u00E9{0}.(0{3}?|\w*?\u00E9[\S-[A-Z]]|[\w\s]{2,}.))\G){0,}\e\0";
        var interpreter = new BclRegex(pattern, System.Text.RegularExpressions.RegexOptions.IgnoreCase);
        var compiled = new BclRegex(pattern, System.Text.RegularExpressions.RegexOptions.IgnoreCase | System.Text.RegularExpressions.RegexOptions.Compiled);
        Assert.Throws<ArgumentOutOfRangeException>(() => compiled.Matches("Ж1").Count);
        Assert.Null(DifferentialComparer.Compare(interpreter, new Regex(pattern, RegexOptions.IgnoreCase), "Ж1"));
        Assert.NotNull(DifferentialComparer.Compare(interpreter, new Regex("1"), "Ж1"));
    }

    [Fact]
    public void WhereTheEnginesAgreeOnALazyLoopTheInterpreterJudges()
    {
        var interpreter = new BclRegex("(a|)+?b");
        Assert.Same(interpreter, DifferentialComparer.OracleFor(interpreter, "aab", [(0, 3)]));
    }

    [Theory]
    [InlineData(@"a\b", RegexOptions.None, @"a(?!(?!\b))")]
    [InlineData(@"[\b]\B", RegexOptions.None, @"[\b](?!(?!\B))")]
    [InlineData(@"[]\b][^]\b]\\b", RegexOptions.None, null)]
    [InlineData(@"[a-[\b]]\b", RegexOptions.None, @"[a-[\b]](?!(?!\b))")]
    [InlineData(@"(?#\b)x", RegexOptions.None, null)]
    [InlineData("x # \\b\n\\b", RegexOptions.IgnorePatternWhitespace, "x # \\b\n(?!(?!\\b))")]
    public void TheShieldRewritesOnlyWordBoundaries(string pattern, RegexOptions options, string? expected)
    {
        Assert.Equal(expected, WordBoundaryShield.TryShield(pattern, options));
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
