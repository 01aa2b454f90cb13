namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Cases where the BCL's engines disagree among themselves, the backtracking one returning an impossible result, and
/// Hotpath returns the result the pattern's semantics give (docs/regex.md, "Semantics"). Each test asserts the BCL
/// still misbehaves (so the test notices when the BCL is fixed), what its other engines return, and what Hotpath returns.
/// </summary>
public sealed class BclDeviationTests
{
    // A lazy loop whose iteration matches empty and holds a group: the BCL's interpreter (RegexOptions.None) leaves an extra
    // mark on its stack and reads it as the start of the match, which then no longer holds what it consumed, or lies
    // outside the input (index 1, length 2 in a one-unit input: its Value throws). The Compiled engine, the same
    // backtracking algorithm, and NonBacktracking keep the start; Hotpath answers as they do (issue 38, item 4).
    [Theory]
    [InlineData("a()+?b", "ab", 1, 1, 0, 2)]
    [InlineData("a(b?)+?c", "ac", 1, 1, 0, 2)]
    [InlineData("(a)()+?b", "ab", 1, 1, 0, 2)]
    [InlineData(@"()+?\P{L}|()", "\n", 1, 2, 0, 1)]
    [InlineData("a|()+?0", "0", 1, 2, 0, 1)]
    [InlineData("x|()+?0", "0", 1, 2, 0, 1)]
    public void LazyLoopOverAnEmptyGroupKeepsTheMatchStart(string pattern, string input, int interpreterIndex, int interpreterLength, int index, int length)
    {
        System.Text.RegularExpressions.Match interpreter = System.Text.RegularExpressions.Regex.Match(input, pattern);
        Assert.Equal((interpreterIndex, interpreterLength), (interpreter.Index, interpreter.Length));
        foreach (System.Text.RegularExpressions.RegexOptions engine in new[] { System.Text.RegularExpressions.RegexOptions.Compiled, System.Text.RegularExpressions.RegexOptions.NonBacktracking })
        {
            System.Text.RegularExpressions.Match other = System.Text.RegularExpressions.Regex.Match(input, pattern, engine);
            Assert.Equal((index, length), (other.Index, other.Length));
        }

        Match match = new Regex(pattern).Match(input);
        Assert.True(match.Success);
        Assert.Equal((index, length), (match.Index, match.Length));
        Assert.Equal(input.Substring(index, length), match.Value);
    }

    // The backtracking engines (interpreter and Compiled alike) mishandle \B after some loops: their auto-atomicity pass
    // makes a loop of non-word units atomic before \B, so \W{1,3}\B keeps both spaces of "a  a" and fails where giving
    // one back matches [1,2); a loop of \D before \B (lazy or not) is cut short or skipped the same way, though \D holds
    // word units too; a group around the loop changes nothing. NonBacktracking finds what the pattern means, and so do
    // Hotpath and the interpreter itself once the boundary sits in a double negative lookahead, which the optimizer does
    // not look through (the differential oracle, WordBoundaryShield). The \D{3,5}?\B{3,21}? case is issue 38's item 5
    // (bytes 80 BD 20 C1 decode to the text here), a \B case, not a UTF-8 one: see IllFormedUtf8Tests.
    [Theory]
    [InlineData(@"\W{1,3}\B", "a  a", "", "1+1")]
    [InlineData(@"\D{3,5}?\B", "... ", "0+4", "0+3")]
    [InlineData(@"\D{3,5}?\B", "ab cd", "", "0+4")]
    [InlineData(@"\D+?\B", "abcdef", "", "0+1 1+1 2+1 3+1 4+1")]
    [InlineData(@"\D{3,5}\B", "ab cd", "", "0+4")]
    [InlineData(@"\D{3,5}?\B{3,21}?", "\uFFFD\uFFFD \uFFFD", "0+4", "0+3")]
    [InlineData(@"((?:\W{1,3}))\B", "Ж\uFFFD\uFFFDé", "", "1+1")]
    public void LoopsBeforeANonBoundaryMatchWhatThePatternMeans(string pattern, string input, string backtracking, string meaning)
    {
        foreach (System.Text.RegularExpressions.RegexOptions engine in new[] { System.Text.RegularExpressions.RegexOptions.None, System.Text.RegularExpressions.RegexOptions.Compiled })
        {
            Assert.Equal(backtracking, Spans(new System.Text.RegularExpressions.Regex(pattern, engine).Matches(input)));
        }
        Assert.Equal(meaning, Spans(new System.Text.RegularExpressions.Regex(pattern, System.Text.RegularExpressions.RegexOptions.NonBacktracking).Matches(input)));
        Assert.Equal(meaning, Spans(new System.Text.RegularExpressions.Regex(WordBoundaryShield.TryShield(pattern, RegexOptions.None)!).Matches(input)));
        Assert.Equal(meaning, string.Join(" ", new Regex(pattern).Matches(input).Select(m => $"{m.Index}+{m.Length}")));
    }

    // An unbounded lazy loop over a group that matches empty, with an alternative after it: over the empty input the BCL's
    // interpreter never returns (it loops past its match timeout, its stack growing until the process runs out of
    // memory), so it cannot be asked here; the differential fuzzers skip such patterns (DifferentialComparer.TryCreateBcl).
    // Hotpath answers at once, as NonBacktracking does (the spans here are NonBacktracking's, checked live).
    [Theory]
    [InlineData(@"(?:a|)+?\Z|b", "", "0+0")]
    [InlineData(@"(?:a|)+?\Z|b", "a", "0+1 1+0")]
    [InlineData(@"(a|)+?(|a)|b", "", "0+0")]
    [InlineData(@"(a|)+?(|a){2}?|b", "ab", "0+1 1+0 2+0")]
    [InlineData(@"(a|)+?\Z{3}(|a){2}?|ab\S", "", "0+0")]
    public void UnboundedLazyLoopsOverEmptyGroupsAnswerAtOnce(string pattern, string input, string spans)
    {
        Assert.Equal(spans, Spans(new System.Text.RegularExpressions.Regex(pattern, System.Text.RegularExpressions.RegexOptions.NonBacktracking).Matches(input)));
        var regex = new Regex(pattern);
        Assert.True(regex.IsLinear);
        Assert.Equal(spans, string.Join(" ", regex.Matches(input).Select(m => $"{m.Index}+{m.Length}")));
        Assert.Equal(spans.Split(' ', StringSplitOptions.RemoveEmptyEntries).Length, regex.Count(System.Text.Encoding.UTF8.GetBytes(input)));
    }

    private static string Spans(System.Text.RegularExpressions.MatchCollection matches) => string.Join(" ", matches.Select(m => $"{m.Index}+{m.Length}"));
}
