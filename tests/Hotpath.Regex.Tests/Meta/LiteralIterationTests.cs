using System.Text;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// A literal regex's enumeration goes on from what its previous search left (matches collected ahead, a set searcher's
/// cursor; see LiteralIteration), and so does a word literal's (occurrences collected ahead). Over texts dense in matches (many more than one collection holds) every way of
/// iterating must still give the BCL's matches: enumerations from any start, UTF-8, counts, replace, split, Match and
/// NextMatch, enumerations stopped early, and enumerations of other texts interleaved with one.
/// </summary>
public class LiteralIterationTests
{
    // Single literals compared whole, one that is not (longer than the whole-needle scan takes), ASCII case
    // spellings, and sets whose matches overlap in the text.
    public static TheoryData<string, bool> Patterns() => new()
    {
        { "ab", false }, { "aba", false }, { "a a", false }, { " ", false }, { "abab", false }, { "aaaaaaab", false },
        { "ab", true }, { "ba a", true }, { "ab|ba", false }, { "aba|ab|b", false }, { "a|aa", false }, { "bb|abb|a b", false },
        { "ab|ba", true },
        // Needles of common units only, whose matches the three-probe scan collects ahead.
        { "a a a", false }, { "a a a", true }, { "a  a b a", false },
        // Word literals: occurrences that fail a boundary are skipped between matches (disjoint ones collected ahead;
        // "aba" and "a a" overlap themselves, so they are searched one occurrence at a time).
        { @"\bab\b", false }, { @"\bab", false }, { @"b\b", false }, { @"\bab\b", true }, { @"\ba b\b", false },
        { @"\baba\b", false }, { @"\ba a\b", false },
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void EnumerationsOfDenseTextsAgreeWithTheBcl(string pattern, bool ignoreCase)
    {
        RegexOptions options = (ignoreCase ? RegexOptions.IgnoreCase : RegexOptions.None) | RegexOptions.CultureInvariant;
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default);
        Assert.True(strategy is LiteralStrategy or AnchoredLiteralStrategy, strategy.GetType().Name);
        var regex = new Regex(pattern, options);
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
        var random = new Random(pattern.Length * 31 + (ignoreCase ? 7 : 0));
        for (int round = 0; round < 40; round++)
        {
            string text = DenseText(random, random.Next(0, 3_000), ignoreCase);
            int startat = random.Next(4) == 0 ? random.Next(text.Length + 1) : 0;
            string context = $"/{pattern}/ {options} round {round} from {startat}";
            (int, int)[] expected = [.. bcl.Matches(text, startat).Select(m => (m.Index, m.Length))];

            Assert.True(expected.SequenceEqual(Enumerate(regex, text, startat)), context);
            Assert.True(expected.SequenceEqual(EnumerateUtf8(regex, Encoding.ASCII.GetBytes(text[startat..])).Select(m => (m.Item1 + startat, m.Item2))), context + " UTF-8");
            Assert.True(bcl.Count(text) == regex.Count(text.AsSpan(), new CancellationTokenSource().Token), context + " count between matches");
            Assert.True(bcl.Replace(text, "<$0>") == regex.Replace(text, "<$0>"), context + " replace");
            Assert.True(bcl.Split(text).SequenceEqual(regex.Split(text)), context + " split");
            Assert.True(expected.SequenceEqual(MatchChain(regex, text, startat)), context + " NextMatch");
        }
    }

    [Theory]
    [MemberData(nameof(Patterns))]
    public void EnumerationsOfOtherTextsInterleavedWithOneAgreeWithTheBcl(string pattern, bool ignoreCase)
    {
        RegexOptions options = (ignoreCase ? RegexOptions.IgnoreCase : RegexOptions.None) | RegexOptions.CultureInvariant;
        var regex = new Regex(pattern, options);
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
        var random = new Random(pattern.Length * 17 + (ignoreCase ? 3 : 0));
        string outerText = DenseText(random, 2_000, ignoreCase);
        string innerText = DenseText(random, 500, ignoreCase);
        int innerExpected = bcl.Count(innerText);
        var outer = new List<(int, int)>();
        foreach (ValueMatch match in regex.EnumerateMatches(outerText.AsSpan()))
        {
            outer.Add((match.Index, match.Length));
            // Between two searches of the outer enumeration: a whole enumeration of another text, then one stopped
            // after a few matches, whose scratch is handed back holding matches it collected ahead.
            int inner = 0;
            foreach (ValueMatch _ in regex.EnumerateMatches(innerText.AsSpan())) inner++;
            Assert.Equal(innerExpected, inner);
            int stopAfter = outer.Count % 5;
            foreach (ValueMatch _ in regex.EnumerateMatches(Encoding.ASCII.GetBytes(innerText)))
            {
                if (stopAfter-- == 0) break;
            }
        }
        Assert.Equal(bcl.Matches(outerText).Select(m => (m.Index, m.Length)), outer);
    }

    [Fact]
    public void AnEnumerationStoppedEarlyLeavesNothingForTheNextInput()
    {
        var regex = new Regex("ab");
        var bcl = new BclRegex("ab");
        string first = string.Concat(Enumerable.Repeat("ab ", 200));
        string second = string.Concat(Enumerable.Repeat(" ab", 200));
        for (int stopAfter = 2; stopAfter < 70; stopAfter += 17)
        {
            int seen = 0, resumeAt = 0;
            foreach (ValueMatch match in regex.EnumerateMatches(first.AsSpan()))
            {
                resumeAt = match.Index + match.Length;
                if (++seen == stopAfter) break;
            }
            // The stopped enumeration handed its scratch back holding matches of the first text; the next enumeration,
            // of another text from the very position where the stopped one would have searched next, starts afresh.
            Assert.Equal(bcl.Matches(second, resumeAt).Select(m => (m.Index, m.Length)), Enumerate(regex, second, resumeAt));
        }
    }

    [Theory]
    [InlineData("aba")]
    [InlineData("aba|bab")]
    public void ASearchOfTheSameCallFromElsewhereThanTheLastMatchEndStartsAfresh(string pattern)
    {
        string text = string.Concat(Enumerable.Repeat("ab", 300));
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default);
        Assert.IsType<LiteralStrategy>(strategy);
        var bcl = new BclRegex(pattern);
        StrategyCache cache = strategy.CreateCache();
        cache.BeginSearch(BclRegex.InfiniteMatchTimeout, pattern, text);
        int from = 0;
        for (int k = 0; k < 100; k++)
        {
            Assert.True(strategy.TryFindSpan(text, from, cache, out int start, out int end));
            var expected = bcl.Match(text, from);
            Assert.True((expected.Index, expected.Index + expected.Length) == (start, end), $"/{pattern}/ search {k} from {from}");
            // Mostly where an enumeration goes on (the second such search collects ahead); every third search from
            // inside the match just found, where the matches overlap those collected.
            from = k % 3 == 2 ? start + 1 : end;
        }
    }

    [Theory]
    [InlineData("the", false, true)]
    [InlineData("ab", false, true)]
    [InlineData("a", false, true)]
    [InlineData("aba", false, false)]
    [InlineData("abab", false, false)]
    [InlineData("a a", false, false)]
    [InlineData("Aba", false, true)]
    [InlineData("Aba", true, false)]
    [InlineData("errorE", true, false)]
    public void OnlyLiteralsWithoutABorderHaveDisjointOccurrences(string literal, bool ignoreCase, bool disjoint) =>
        Assert.Equal(disjoint, AnchoredLiteralStrategy.CannotOverlapItself(literal, ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal));

    // Text of a few units, so that the patterns match densely and overlap; case-mixed when the regex ignores case.
    private static string DenseText(Random random, int length, bool mixCase)
    {
        const string units = "aab  b-";
        var text = new char[length];
        for (int i = 0; i < length; i++)
        {
            char unit = units[random.Next(units.Length)];
            text[i] = mixCase && random.Next(2) == 0 ? char.ToUpperInvariant(unit) : unit;
        }
        return new string(text);
    }

    private static List<(int, int)> Enumerate(Regex regex, string text, int startat)
    {
        var matches = new List<(int, int)>();
        foreach (ValueMatch match in regex.EnumerateMatches(text.AsSpan(), startat)) matches.Add((match.Index, match.Length));
        return matches;
    }

    private static List<(int, int)> EnumerateUtf8(Regex regex, byte[] utf8)
    {
        var matches = new List<(int, int)>();
        foreach (ValueMatch match in regex.EnumerateMatches(utf8)) matches.Add((match.Index, match.Length));
        return matches;
    }

    private static List<(int, int)> MatchChain(Regex regex, string text, int startat)
    {
        var matches = new List<(int, int)>();
        for (Match match = regex.Match(text, startat); match.Success; match = match.NextMatch()) matches.Add((match.Index, match.Length));
        return matches;
    }
}
