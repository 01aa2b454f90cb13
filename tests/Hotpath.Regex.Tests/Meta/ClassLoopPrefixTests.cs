using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// The reverse-inner search whose prefix is one class repeated: the walk back over the class, and spans and groups
/// equal to the BCL's when the suffix DFA finds the end from the literal.
/// </summary>
public class ClassLoopPrefixTests
{
    [Theory]
    [InlineData(@"[\w\.+-]+@[\w\.-]+\.[\w\.-]+", 1, HirRepeat.Unbounded)]
    [InlineData(@"[\w]+://[^/\s?#]+[^\s?#]+(?:\?[^\s#]*)?(?:#[^\s]*)?", 1, HirRepeat.Unbounded)]
    [InlineData(@"(\d+)==(\w+)", 1, HirRepeat.Unbounded)]
    [InlineData(@"[^@!]*@[^!]*!", 0, HirRepeat.Unbounded)]
    [InlineData(@"([a-z]{2,4}?)@[xy]", 2, 4)]
    [InlineData(@"[ab]@@c", 1, 1)]
    public void QualifiesPrefixesThatAreOneClassRepeated(string pattern, int min, int max)
    {
        InnerLiteralSearch search = CreateSearch(pattern);
        Assert.NotNull(search.ClassLoop);
        Assert.NotNull(search.BuildSuffixForward);
        // The bounds show in where the walk stops: a run of max + 2 class units before the occurrence.
        string input = new string(ClassUnit(pattern), (max == HirRepeat.Unbounded ? 5 : max) + 2) + search.Literal;
        int occurrence = input.Length - search.Literal.Length;
        int expected = max == HirRepeat.Unbounded ? 0 : occurrence - max;
        Assert.Equal(expected, search.ClassLoop.LeftmostStart(input, occurrence, lowerBound: 0));
        Assert.Equal(min == 0 ? occurrence : -1, search.ClassLoop.LeftmostStart(input, occurrence, lowerBound: occurrence));
    }

    [Theory]
    [InlineData(@"\b[a-z]+@@[a-z]*\b")] // an assertion before the class
    [InlineData(@"(?:ab|b)+@(a|b)")] // a repeated sequence, not a class
    [InlineData(@"[a-z]+\d@[xy]")] // two parts before the literal
    public void KeepsTheReverseDfaForOtherPrefixes(string pattern)
    {
        InnerLiteralSearch search = CreateSearch(pattern);
        Assert.Null(search.ClassLoop);
        Assert.Null(search.BuildSuffixForward);
    }

    [Fact]
    public void WalksBackToTheLowerBoundOrTheFirstUnitOutsideTheClass()
    {
        ClassLoopPrefix walk = ClassLoopPrefix.TryCreate(new HirRepeat(new HirClass(CharRangeSet.FromUnits("ab")), 2, HirRepeat.Unbounded, greedy: true))!;
        //                    0123456789
        const string input = "xab ba@aab@";
        Assert.Equal(4, walk.LeftmostStart(input, 6, lowerBound: 0));
        Assert.Equal(-1, walk.LeftmostStart(input, 6, lowerBound: 5)); // one unit is below the minimum
        Assert.Equal(7, walk.LeftmostStart(input, 10, lowerBound: 7));
        Assert.Equal(8, walk.LeftmostStart(input, 10, lowerBound: 8));
        Assert.Equal(-1, walk.LeftmostStart(input, 10, lowerBound: 9));
        Assert.Equal(1, walk.LeftmostStart(input, 3, lowerBound: 0));
    }

    public static TheoryData<string> Patterns => new()
    {
        @"[\w\.+-]+@[\w\.-]+\.[\w\.-]+",
        @"[\w]+://[^/\s?#]+[^\s?#]+(?:\?[^\s#]*)?(?:#[^\s]*)?",
        @"\w+@\w+",
        @"(\d+)==(\w+)",
        @"[^@!]*@[^!]*!",
        @"([a-z]{2,4}?)@(x|xy)",
        @"[ab]@@c?",
        @"[a-z]*@$",
        @"\w+@[xy]\b",
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void FindsTheBclSpansAndGroups(string pattern)
    {
        DfaStrategy strategy = BuildWithClassLoop(pattern);
        var bcl = new BclRegex(pattern);
        var random = new Random(9191);
        string[] pieces = ["a", "b", "x", "y", "z", "1", "@", "@@", "==", "://", " ", ".", "-", "!", "\n", "é", "joe.bloggs@example.com", "http://a.b/c?d#e"];
        for (int round = 0; round < 300; round++)
        {
            var builder = new StringBuilder();
            int count = random.Next(0, 24);
            for (int i = 0; i < count; i++) builder.Append(pieces[random.Next(pieces.Length)]);
            string input = builder.ToString();
            string expected = string.Join(" ", bcl.Matches(input).Select(Describe));
            Assert.True(expected == Spans(strategy, pattern, input), $"seed 9191 round {round}: /{pattern}/ on '{DifferentialComparer.Escape(input)}': BCL {expected}, Hotpath {Spans(strategy, pattern, input)}");
        }
    }

    [Theory]
    [MemberData(nameof(Patterns))]
    public void AgreesWithTheBclThroughThePublicApi(string pattern)
    {
        string[] pieces = ["a", "b", "x", "1", "@", "@@", "==", "://", " ", ".", "!", "\n", "é", "joe.bloggs@example.com", "http://a.b/c?d#e"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 5151, rounds: 120, maxPieces: 25);
    }

    [Theory]
    [InlineData("a@x", 0, 3)]
    [InlineData("@x", -1, -1)]
    [InlineData("aaaa@", -1, -1)]
    [InlineData("aaaa@x", 0, 6)]
    [InlineData(" a@x ", 1, 3)]
    public void FindsMatchesAtTheInputsBounds(string input, int start, int length)
    {
        const string pattern = @"[a-z]+@[xy]";
        DfaStrategy strategy = BuildWithClassLoop(pattern);
        string expected = start < 0 ? "" : $"[{start},{start + length})";
        Assert.Equal(expected, Spans(strategy, pattern, input).Split(' ')[0].Split('{')[0]);
        Assert.Equal(new BclRegex(pattern).Count(input), new Regex(pattern).Count(input));
    }

    private static string Describe(System.Text.RegularExpressions.Match match)
    {
        var groups = new StringBuilder();
        for (int g = 1; g < match.Groups.Count; g++)
        {
            System.Text.RegularExpressions.Group group = match.Groups[g];
            groups.Append(group.Success ? $"({group.Index},{group.Index + group.Length})" : "(-)");
        }
        return $"[{match.Index},{match.Index + match.Length}){{{groups}}}";
    }

    // Every match, as spans and, through TryFindCaptures at the span's search start, groups.
    private static string Spans(DfaStrategy strategy, string pattern, string input)
    {
        StrategyCache cache = strategy.CreateCache();
        cache.BeginSearch(System.Text.RegularExpressions.Regex.InfiniteMatchTimeout, pattern, input);
        var found = new List<string>();
        Span<int> slots = stackalloc int[strategy.SlotCount];
        SearchStart next = 0;
        while (strategy.TryFindSpan(input, next, cache, out int start, out int end))
        {
            Assert.True(strategy.TryFindCaptures(input, next, cache, slots));
            Assert.Equal((start, end), (slots[0], slots[1]));
            var groups = new StringBuilder();
            for (int g = 1; g < strategy.SlotCount / 2; g++) groups.Append(slots[2 * g] < 0 ? "(-)" : $"({slots[2 * g]},{slots[2 * g + 1]})");
            found.Add($"[{start},{end}){{{groups}}}");
            if (!SearchStart.TryResume(start, end, input.Length, out next)) break;
        }
        return string.Join(" ", found);
    }

    internal static InnerLiteralSearch CreateSearch(string pattern)
    {
        RegexHir hir = RegexTranslator.Translate(pattern, RegexOptions.None);
        InnerLiteral inner = InnerLiteral.Find(hir.Root) ?? throw new InvalidOperationException($"/{pattern}/ has no inner literal.");
        return InnerLiteralSearch.Create(hir, inner, RegexSettings.Default.DfaCacheCapacityBytes);
    }

    // The strategy StrategyBuilder makes for a reverse-inner regex, checked to use the class-loop search.
    private static DfaStrategy BuildWithClassLoop(string pattern)
    {
        Assert.NotNull(CreateSearch(pattern).ClassLoop);
        return Assert.IsType<DfaStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default, StrategyKind.Dfa));
    }

    private static char ClassUnit(string pattern) => pattern.Contains(@"\d") ? '1' : 'a';
}
