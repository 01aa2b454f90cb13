using System.Text;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Runs one (pattern, options, input) through the BCL and through Hotpath and describes the first
/// difference in any public result: every match with every group and its captures, Count, IsMatch, Replace, Split.
/// </summary>
internal static class DifferentialComparer
{
    private static readonly TimeSpan s_bclTimeout = TimeSpan.FromSeconds(2);

    /// <summary>
    /// The first difference, or null when all results agree: with any of <see cref="Oracles"/> of <paramref name="bcl"/>,
    /// or with <paramref name="bcl"/> itself when <paramref name="oracleMayDiffer"/> is false (a regex on the backtracking
    /// fallback runs that very engine).
    /// </summary>
    public static string? Compare(BclRegex bcl, Regex hotpath, string input, bool oracleMayDiffer = true)
    {
        string? difference = CompareWith(bcl, hotpath, input);
        if (difference is null || !oracleMayDiffer) return difference;
        foreach (BclRegex oracle in Oracles(bcl))
        {
            if (!ReferenceEquals(oracle, bcl) && TryCompareWith(oracle, hotpath, input) is null) return null;
        }
        return difference;
    }

    /// <summary>
    /// The BCL engines whose answers are the regex's meaning, the first of them the one to report differences against.
    /// That is <paramref name="bcl"/> (the interpreter) but for two known ways in which the BCL's engines go wrong
    /// (docs/regex.md, "Semantics"; <c>BclDeviationTests</c> pins both):
    /// <list type="bullet">
    /// <item>Word boundaries: the backtracking engines' optimizer makes a loop atomic before <c>\b</c> or <c>\B</c> where
    /// giving a unit back would have matched (<c>\W{1,3}\B</c> finds nothing in "a  a", where [1,2) matches;
    /// <c>([^a]{1,3})\b</c>). The oracle is then the same interpreter on the pattern with each boundary written as a
    /// double negative lookahead (<c>(?!(?!\b))</c>, the same assertion), which the optimizer does not look through.</item>
    /// <item>A lazy quantifier after a group: when such a loop's iteration matches empty, the interpreter can leave an
    /// extra mark on its stack that the enclosing group, or the match, reads as its start (<c>a()+?b</c> on "ab" gives
    /// [1,1]; <c>a|()+?0</c> on "0" gives index 1, length 2, out of the input), and the Compiled engine, the same
    /// algorithm, keeps the start; yet on other such patterns Compiled is the one that errs (<c>\B[^a]|(a*)??\G|</c>),
    /// so both are oracles.</item>
    /// </list>
    /// </summary>
    public static IReadOnlyList<BclRegex> Oracles(BclRegex bcl)
    {
        RegexOptions options = (RegexOptions)bcl.Options;
        if ((options & RegexOptions.RightToLeft) != 0) return [bcl];
        string pattern = bcl.ToString();
        BclRegex meaning = WordBoundaryShield.TryShield(pattern, options) is { } shielded && TryCreate(shielded, bcl.Options, bcl.MatchTimeout) is { } regex
            ? regex
            : bcl;
        if (!HasLazyQuantifierAfterGroup(pattern)) return [meaning];
        // Patterns with an unbounded lazy loop after a group, on which Compiled can spin, never get here (TryCreateBcl).
        return TryCreate(meaning.ToString(), meaning.Options | System.Text.RegularExpressions.RegexOptions.Compiled, bcl.MatchTimeout) is { } compiled
            ? [meaning, compiled]
            : [meaning];
    }

    /// <summary>
    /// <paramref name="bcl"/> or the oracle (<see cref="Oracles"/>) whose matches on <paramref name="input"/> are
    /// <paramref name="found"/>, else the first oracle: the one a search that found <paramref name="found"/> is to be
    /// checked against in every other detail.
    /// </summary>
    public static BclRegex OracleFor(BclRegex bcl, string input, IEnumerable<(int Start, int End)> found)
    {
        string wanted = string.Join(" ", found.Select(span => $"{span.Start}+{span.End - span.Start}"));
        // The regex itself first: the other oracles are built only where its answer differs.
        if (TrySpans(bcl, input) == wanted) return bcl;
        IReadOnlyList<BclRegex> oracles = Oracles(bcl);
        foreach (BclRegex oracle in oracles)
        {
            if (TrySpans(oracle, input) == wanted) return oracle;
        }
        return oracles[0];
    }

    // `)` followed by a lazy quantifier: `()+?`, `(a|)*?`, `(?:x)??`, `(b){1,3}?`.
    private static bool HasLazyQuantifierAfterGroup(string pattern) =>
        System.Text.RegularExpressions.Regex.IsMatch(pattern, @"\)(?:[*+?]|\{\d+(?:,\d*)?\})\?");

    private static BclRegex? TryCreate(string pattern, System.Text.RegularExpressions.RegexOptions options, TimeSpan timeout)
    {
        try
        {
            return new BclRegex(pattern, options, timeout);
        }
        catch (Exception e) when (e is ArgumentException or NotSupportedException)
        {
            return null;
        }
    }

    // An oracle's difference, or null; an engine that throws cannot judge: the Compiled engine has been seen to throw
    // ArgumentOutOfRangeException from its generated code (`(?:){1,3}(...(\b){3,21}?(...)\G){0,}\e\0` with IgnoreCase
    // over "Ж1") where the interpreter answers.
    private static string? TryCompareWith(BclRegex oracle, Regex hotpath, string input)
    {
        try
        {
            return CompareWith(oracle, hotpath, input);
        }
        catch (Exception e) when (e is ArgumentOutOfRangeException or IndexOutOfRangeException or System.Text.RegularExpressions.RegexMatchTimeoutException)
        {
            return "the oracle threw";
        }
    }

    private static string? TrySpans(BclRegex regex, string input)
    {
        try
        {
            return Spans(regex, input);
        }
        catch (Exception e) when (e is ArgumentOutOfRangeException or IndexOutOfRangeException or System.Text.RegularExpressions.RegexMatchTimeoutException)
        {
            return null;
        }
    }

    private static string Spans(BclRegex regex, string input) => string.Join(" ", regex.Matches(input).Select(m => $"{m.Index}+{m.Length}"));

    private static string Matches(BclRegex regex, string input) =>
        DescribeMatches(regex.Matches(input).Select(m => Describe(m, regex.GetGroupNumbers())));

    private static string? CompareWith(BclRegex bcl, Regex hotpath, string input)
    {
        string expected = Matches(bcl, input);
        string actual = DescribeMatches(hotpath.Matches(input).Select(m => Describe(m, hotpath.GetGroupNumbers())));
        if (expected != actual) return $"Matches: expected {expected} but got {actual}";
        string expectedGroups = DescribeGroupCollection(bcl.Match(input));
        string actualGroups = DescribeGroupCollection(hotpath.Match(input));
        if (expectedGroups != actualGroups) return $"Groups: expected {expectedGroups} but got {actualGroups}";

        if (bcl.Count(input) != hotpath.Count(input)) return $"Count(string): expected {bcl.Count(input)} but got {hotpath.Count(input)}";
        if (bcl.Count(input.AsSpan()) != hotpath.Count(input.AsSpan())) return "Count(span) differs";
        if (bcl.IsMatch(input) != hotpath.IsMatch(input)) return $"IsMatch: expected {bcl.IsMatch(input)}";
        if (bcl.IsMatch(input.AsSpan()) != hotpath.IsMatch(input.AsSpan())) return "IsMatch(span) differs";

        string spans = string.Join(",", EnumerateBcl(bcl, input));
        string ours = string.Join(",", EnumerateHotpath(hotpath, input));
        if (spans != ours) return $"EnumerateMatches: expected {spans} but got {ours}";

        // Templates copying the text around each match grow quadratically with the match count: short inputs only.
        if (!input.Any(char.IsSurrogate))
        {
            // Without surrogates no boundary can split a scalar, so UTF-8 results map one to one.
            string utf8 = string.Join(",", EnumerateUtf8(hotpath, input));
            if (spans != utf8) return $"EnumerateMatches(UTF-8): expected {spans} but got {utf8}";
            if (bcl.IsMatch(input) != hotpath.IsMatch(Encoding.UTF8.GetBytes(input))) return "IsMatch(UTF-8) differs";
            if (bcl.Count(input) != hotpath.Count(Encoding.UTF8.GetBytes(input))) return $"Count(UTF-8): expected {bcl.Count(input)} but got {hotpath.Count(Encoding.UTF8.GetBytes(input))}";
        }

        foreach (string template in input.Length <= 1_000 ? s_templates : s_linearTemplates)
        {
            string e = bcl.Replace(input, template), a = hotpath.Replace(input, template);
            if (e != a) return $"Replace({Escape(template)}): expected '{Escape(e)}' but got '{Escape(a)}'";
        }
        string evaluatorExpected = bcl.Replace(input, m => $"<{m.Index}:{m.Length}>");
        string evaluatorActual = hotpath.Replace(input, m => $"<{m.Index}:{m.Length}>");
        if (evaluatorExpected != evaluatorActual) return $"Replace(evaluator): expected '{Escape(evaluatorExpected)}' but got '{Escape(evaluatorActual)}'";

        string splitExpected = string.Join("|", bcl.Split(input).Select(Escape));
        string splitActual = string.Join("|", hotpath.Split(input).Select(Escape));
        if (splitExpected != splitActual) return $"Split: expected '{splitExpected}' but got '{splitActual}'";

        for (int startat = 1; startat <= input.Length; startat += Math.Max(3, input.Length / 8))
        {
            string e = Describe(bcl.Match(input, startat), bcl.GetGroupNumbers());
            string a = Describe(hotpath.Match(input, startat), hotpath.GetGroupNumbers());
            if (e != a) return $"Match(input, {startat}): expected {e} but got {a}";
        }
        if (input.Length >= 2)
        {
            string e = Describe(bcl.Match(input, 1, input.Length - 2), bcl.GetGroupNumbers());
            string a = Describe(hotpath.Match(input, 1, input.Length - 2), hotpath.GetGroupNumbers());
            if (e != a) return $"Match(input, 1, {input.Length - 2}): expected {e} but got {a}";
        }
        return null;
    }

    /// <summary>
    /// Creates the BCL regex, or null when the BCL rejects the pattern or cannot be trusted to return: with an
    /// unbounded lazy loop after a group (<see cref="HasUnboundedLazyLoopAfterGroup"/>) the backtracking engines can loop
    /// without end, past their timeout, growing their stack until the process runs out of memory (<c>(?:a|)+?\Z|b</c>
    /// over ""; docs/regex.md, "Semantics"), and NonBacktracking is no oracle for them either: it treats empty loop
    /// iterations unlike the backtracking engines (<c>(?:\.{0,2}|\S){3,21}[\w\s]\P{L}</c>). Such patterns are skipped;
    /// <c>BclDeviationTests</c> pins Hotpath's answers on them.
    /// </summary>
    public static BclRegex? TryCreateBcl(string pattern, RegexOptions options)
    {
        if (HasUnboundedLazyLoopAfterGroup(pattern)) return null;
        try
        {
            return new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)options, s_bclTimeout);
        }
        catch (ArgumentException)
        {
            return null;
        }
    }

    /// <summary>Whether a group, or a group's close, is followed by <c>*?</c>, <c>+?</c> or <c>{n,}?</c>.</summary>
    public static bool HasUnboundedLazyLoopAfterGroup(string pattern) =>
        System.Text.RegularExpressions.Regex.IsMatch(pattern, @"\)(?:[*+]|\{\d+,\})\?");

    /// <summary>Escapes control characters so failure messages stay on one line.</summary>
    public static string Escape(string text) => text.Replace("\n", "\\n").Replace("\r", "\\r");

    private static readonly string[] s_templates = ["[$1]", "<$0>", "$$-${g0}-$2", "$`|$'", "$+$_", "${1}x$10"];

    private static readonly string[] s_linearTemplates = ["[$1]", "<$0>", "$$-${g0}-$2", "$+", "${1}x$10"];

    private static IEnumerable<string> EnumerateBcl(BclRegex regex, string input)
    {
        var list = new List<string>();
        foreach (System.Text.RegularExpressions.ValueMatch m in regex.EnumerateMatches(input)) list.Add($"{m.Index}+{m.Length}");
        return list;
    }

    private static IEnumerable<string> EnumerateHotpath(Regex regex, string input)
    {
        var list = new List<string>();
        foreach (ValueMatch m in regex.EnumerateMatches(input.AsSpan())) list.Add($"{m.Index}+{m.Length}");
        return list;
    }

    // Hotpath's UTF-8 matches, converted back to UTF-16 offsets.
    private static IEnumerable<string> EnumerateUtf8(Regex regex, string input)
    {
        byte[] bytes = Encoding.UTF8.GetBytes(input);
        var list = new List<string>();
        foreach (ValueMatch m in regex.EnumerateMatches(bytes))
        {
            int index = Encoding.UTF8.GetCharCount(bytes.AsSpan(0, m.Index));
            list.Add($"{index}+{Encoding.UTF8.GetCharCount(bytes.AsSpan(m.Index, m.Length))}");
        }
        return list;
    }

    // The group collection as a user walks it: Count, then each enumerated key with its group's name and success, and
    // each group reached by name from GetGroupNames.
    private static string DescribeGroupCollection(System.Text.RegularExpressions.Match match)
    {
        System.Text.RegularExpressions.GroupCollection groups = match.Groups;
        var builder = new StringBuilder().Append(groups.Count).Append(':');
        foreach (KeyValuePair<string, System.Text.RegularExpressions.Group> pair in (IEnumerable<KeyValuePair<string, System.Text.RegularExpressions.Group>>)groups)
        {
            builder.Append($" {pair.Key}={pair.Value.Name}/{pair.Value.Success}");
        }
        builder.Append(" |").AppendJoin(',', groups.Keys).Append(" |").AppendJoin(',', groups.Cast<System.Text.RegularExpressions.Group>().Select(g => g.Name));
        return builder.ToString();
    }

    private static string DescribeGroupCollection(Match match)
    {
        GroupCollection groups = match.Groups;
        var builder = new StringBuilder().Append(groups.Count).Append(':');
        foreach (KeyValuePair<string, Group> pair in (IEnumerable<KeyValuePair<string, Group>>)groups)
        {
            builder.Append($" {pair.Key}={pair.Value.Name}/{pair.Value.Success}");
        }
        builder.Append(" |").AppendJoin(',', groups.Keys).Append(" |").AppendJoin(',', groups.Cast<Group>().Select(g => g.Name));
        return builder.ToString();
    }

    private static string DescribeMatches(IEnumerable<string> matches) => "[" + string.Join(" ", matches) + "]";

    private static string Describe(System.Text.RegularExpressions.Match match, int[] numbers)
    {
        if (!match.Success) return "none";
        var builder = new StringBuilder();
        foreach (int n in numbers)
        {
            System.Text.RegularExpressions.Group g = match.Groups[n];
            builder.Append(g.Success ? $"({g.Index},{g.Length})" : "(-)");
            builder.Append('[').AppendJoin(' ', g.Captures.Select(c => $"{c.Index}+{c.Length}")).Append(']');
        }
        return builder.ToString();
    }

    private static string Describe(Match match, int[] numbers)
    {
        if (!match.Success) return "none";
        var builder = new StringBuilder();
        foreach (int n in numbers)
        {
            Group g = match.Groups[n];
            builder.Append(g.Success ? $"({g.Index},{g.Length})" : "(-)");
            builder.Append('[').AppendJoin(' ', g.Captures.Select(c => $"{c.Index}+{c.Length}")).Append(']');
        }
        return builder.ToString();
    }
}
