using System.Text;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Tests.LazyDfa;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>Every strategy, forced, must enumerate exactly the BCL's matches and groups.</summary>
public class StrategyDifferentialTests
{
    private static readonly RegexOptions[] s_options =
        [RegexOptions.None, RegexOptions.IgnoreCase, RegexOptions.Multiline, RegexOptions.Singleline, RegexOptions.ECMAScript];

    // Strategy kinds as ints: the enum is internal and xunit theories must be public.
    public static TheoryData<int, int> Cases()
    {
        var data = new TheoryData<int, int>();
        foreach (StrategyKind kind in new[] { StrategyKind.Auto, StrategyKind.Dfa, StrategyKind.Literal, StrategyKind.AnchoredLiteral, StrategyKind.RunSequence, StrategyKind.ClassRun, StrategyKind.ClassSequence, StrategyKind.Delimited, StrategyKind.ShortestSpan, StrategyKind.DotStarLine })
        {
            for (int seed = 1; seed <= 3; seed++) data.Add((int)kind, seed);
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void RandomPatternsAgreeWithTheBcl(int kindNumber, int seed)
    {
        var kind = (StrategyKind)kindNumber;
        var random = new Random(seed * 100 + (int)kind);
        for (int round = 0; round < 150; round++)
        {
            string pattern = random.Next(3) == 0 ? LiteralAlternation(random) : RandomPatterns.Pattern(random, random.Next(1, 6));
            RegexOptions options = s_options[random.Next(s_options.Length)];
            string input = RandomPatterns.Haystack(random, random.Next(0, 40));
            CompareAll(pattern, options, input, kind, $"{kind} seed {seed} round {round}");
        }
    }

    [Theory]
    [InlineData("Sherlock|Holmes|Watson")]
    [InlineData("a|ab|abc")]
    [InlineData("abc|ab|a")]
    [InlineData("(?:ab|a)(?:c|bcd)")]
    [InlineData("[Ss]herlock")]
    [InlineData("é|ée|x")]
    public void LiteralSetsMatchLikeTheBclInBothEncodings(string pattern)
    {
        RegexHir hir = RegexTranslator.Translate(pattern, RegexOptions.None);
        Strategy strategy = StrategyBuilder.Build(hir, RegexSettings.Default, StrategyKind.Literal);
        Assert.IsType<LiteralStrategy>(strategy);
        string input = "xx Sherlock abcd sherlock éée abbcd Watson a ab abc Holmes";
        CompareAll(pattern, RegexOptions.None, input, StrategyKind.Literal, pattern);

        StrategyCache cache = strategy.CreateCache();
        byte[] utf8 = Encoding.UTF8.GetBytes(input);
        int position = 0;
        foreach (System.Text.RegularExpressions.Match expected in new BclRegex(pattern).Matches(input))
        {
            Assert.True(strategy.TryFindSpan(utf8, position, cache, out int start, out int end), pattern);
            Assert.Equal(Encoding.UTF8.GetByteCount(input.AsSpan(0, expected.Index)), start);
            Assert.Equal(Encoding.UTF8.GetByteCount(input.AsSpan(0, expected.Index + expected.Length)), end);
            position = end;
        }
        Assert.False(strategy.TryFindSpan(utf8, position, cache, out _, out _));
    }

    // Groups inside a literal set: the literal search finds the match and the DFA resolves its groups from its start.
    [Theory]
    [InlineData(@"slave(client|result)\.cc")]
    [InlineData("(a)|(ab)")]
    [InlineData("(?<x>ab|a)(c|bcd)")]
    [InlineData("x(é|ée)")]
    public void LiteralSetsWithGroupsMatchLikeTheBcl(string pattern)
    {
        Assert.IsType<LiteralStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));
        string[] pieces = ["slave", "client", "result", ".cc", "a", "ab", "c", "bcd", "x", "é", "ée", " "];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 4242, rounds: 300, maxPieces: 12);
    }

    // Every ASCII case spelling of one word is searched as the word ignoring case; the regex's classes for i, s and k
    // hold no U+0131, U+017F or U+212A either (with IgnoreCase k is [Kk\u212A], which is not this shape).
    [Theory]
    [InlineData("(?i)error")]
    [InlineData("(?i)sis")]
    [InlineData("(?i)kiss")]
    [InlineData("[Ee][Rr]1[Oo]")]
    [InlineData("(?i)is|IS|iS|Is")]
    [InlineData("error|Error|ERROR")]
    public void CaseSpellingsOfOneWordMatchLikeTheBcl(string pattern)
    {
        Assert.IsType<LiteralStrategy>(Build(pattern));
        string[] pieces = ["error", "ERROR", "eRrOr", "err", "or", "er1o", "ER1O", "sis", "SIS", "s\u0131s", "\u017Fi\u017F", "\u017FI", "kiss", "\u212Aiss", "KI\u017F\u017F", "is", " ", "x"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 17, rounds: 300, maxPieces: 8);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.CultureInvariant, pieces, seed: 18, rounds: 100, maxPieces: 8);
    }

    // What the case-spellings search relies on: under OrdinalIgnoreCase, no unit outside ASCII equals an ASCII letter.
    [Fact]
    public void NoUnitOutsideAsciiMatchesAnAsciiLetterIgnoringCase()
    {
        string outside = new([.. Enumerable.Range(0x80, 0x10000 - 0x80).Select(c => (char)c)]);
        foreach (char letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        {
            Assert.Equal(-1, outside.IndexOf(letter.ToString(), StringComparison.OrdinalIgnoreCase));
            Assert.Equal(-1, new Hotpath.Text.SubstringSearcher(letter.ToString(), StringComparison.OrdinalIgnoreCase).IndexOf(outside));
        }
    }

    [Fact]
    public void BuilderPicksTheCheapestStrategy()
    {
        Assert.IsType<LiteralStrategy>(Build("Sherlock|Watson"));
        Assert.True(Build(@"\b\w+ing\b") is DfaStrategy { IsLineScoped: true });
        Assert.True(Build(@"\b[\w\n]+ing\b") is DfaStrategy { IsLineScoped: false });
        Assert.IsType<ClassRunStrategy>(Build(@"\b\w+\b"));
        Assert.IsType<LiteralStrategy>(Build("(Sherlock)|Watson")); // groups are resolved by the DFA within the match
        Assert.IsType<AnchoredLiteralStrategy>(Build(@"\bthe\b"));
        Assert.IsType<RunSequenceStrategy>(Build(@"\d+\.\d+"));
        Assert.True(Build(@":(\d+)\}$") is DfaStrategy { SearchesFromEnd: true });
        Assert.IsType<PikeVmStrategy>(Build(@"(a*)*b"));
        Assert.IsType<PikeVmStrategy>(Build(@"\Gfoo"));
        Assert.IsType<RunSequenceStrategy>(Build("Holmes[a-z]+"));
        Assert.NotNull(((DfaStrategy)Build("Holmes[a-z]+s")).Prefilter);
    }

    // A literal of units as common as line feeds (spaces) leads the first pattern: the lines are searched, not the literal;
    // a literal with a rare unit (the capital F) is still searched for. Either way every match is the BCL's, on indented
    // lines where the literal also occurs inside lines and deeper in the indentation.
    [Theory]
    [InlineData(@"(?m)^(?: {4})+", true)]
    [InlineData(@"(?m)^(?:From )+\w", false)]
    public void LineStartPatternsLedByACommonLiteralSearchTheLines(string pattern, bool searchesLines)
    {
        var strategy = Assert.IsType<DfaStrategy>(Build(pattern));
        Assert.Equal(searchesLines, strategy.Prefilter is RegularExpressions.Prefilters.LineStartPrefilter);
        var random = new Random(6011);
        string[] pieces = ["    ", "  ", "\t", "From ", "x", "def f():", " = 1", "\n", "\n", "\n"];
        for (int round = 0; round < 300; round++)
        {
            string input = string.Concat(Enumerable.Range(0, random.Next(0, 40)).Select(_ => pieces[random.Next(pieces.Length)]));
            CompareAll(pattern, RegexOptions.None, input, StrategyKind.Auto, $"seed 6011 round {round}");
        }
    }

    private static Strategy Build(string pattern) =>
        StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default);

    private static string LiteralAlternation(Random random)
    {
        string[] words = ["a", "ab", "b", "ba", "abc", "c", "é"];
        return string.Join("|", Enumerable.Range(0, random.Next(1, 4)).Select(_ => words[random.Next(words.Length)]));
    }

    private static void CompareAll(string pattern, RegexOptions options, string input, StrategyKind kind, string label)
    {
        BclRegex bcl;
        RegexHir hir;
        try
        {
            bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
            hir = RegexTranslator.Translate(pattern, options);
        }
        catch (Exception e) when (e is ArgumentException or RegexUnsupportedException)
        {
            return;
        }
        Strategy strategy = StrategyBuilder.Build(hir, RegexSettings.Default, kind);
        StrategyCache cache = strategy.CreateCache();
        bcl = DifferentialComparer.OracleFor(bcl, input, Spans(strategy, input, cache));
        string context = $"{label}: /{pattern}/ {options} [{strategy.GetType().Name}] on '{input.Replace("\n", "\\n")}'";
        Span<int> slots = stackalloc int[strategy.SlotCount];
        SearchStart start = 0;
        foreach (System.Text.RegularExpressions.Match expected in bcl.Matches(input))
        {
            Assert.True(strategy.IsMatch(input, start, cache), context + $" IsMatch from {start.Position}");
            Assert.True(strategy.TryFindSpan(input, start, cache, out int spanStart, out int spanEnd), context + " span");
            Assert.True((expected.Index, expected.Index + expected.Length) == (spanStart, spanEnd),
                context + $" expected [{expected.Index},{expected.Index + expected.Length}) got [{spanStart},{spanEnd})");
            Assert.True(strategy.TryFindCaptures(input, start, cache, slots), context + " captures");
            for (int g = 0; g < hir.GroupNumbers.Length; g++)
            {
                System.Text.RegularExpressions.Group group = expected.Groups[hir.GroupNumbers[g]];
                (int, int) want = group.Success ? (group.Index, group.Index + group.Length) : (-1, -1);
                Assert.True(want == (slots[2 * g], slots[2 * g + 1]), context + $" group {hir.GroupNumbers[g]} expected {want} got ({slots[2 * g]},{slots[2 * g + 1]})");
            }
            start = expected.Length == 0 ? SearchStart.AfterEmptyMatch(spanEnd) : spanEnd;
            if (start.Position > input.Length) return;
        }
        Assert.False(strategy.IsMatch(input, start, cache), context + $" no more matches from {start.Position}");
        Assert.False(strategy.TryFindSpan(input, start, cache, out _, out _), context);
        // A strategy that counts in one pass (the DFA by match ends alone) must count what iterating finds.
        if (strategy.TryCountAll(input, 0, cache, out int counted)) Assert.True(bcl.Count(input) == counted, context + $" counted {counted}");
    }

    // Every match the strategy finds, advancing as the public API does.
    private static List<(int, int)> Spans(Strategy strategy, string input, StrategyCache cache)
    {
        var spans = new List<(int, int)>();
        SearchStart start = 0;
        while (start.Position <= input.Length && strategy.TryFindSpan(input, start, cache, out int spanStart, out int spanEnd))
        {
            spans.Add((spanStart, spanEnd));
            start = spanStart == spanEnd ? SearchStart.AfterEmptyMatch(spanEnd) : spanEnd;
        }
        return spans;
    }
}
