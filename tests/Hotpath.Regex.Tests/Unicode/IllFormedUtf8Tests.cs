using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Unicode;

/// <summary>
/// UTF-8 input with ill-formed bytes means the text <c>Encoding.UTF8</c> decodes it to (one U+FFFD per maximal ill-formed
/// subpart), with match bounds mapped back to bytes (docs/regex.md, "Semantics"). Every strategy that searches UTF-8,
/// forced, must find exactly the BCL's matches over that text.
/// </summary>
public sealed class IllFormedUtf8Tests
{
    // Patterns of each strategy's shape, so that forcing the kind reaches it (checked below), with the ill-formed input's
    // U+FFFD and the bytes around it in their classes, literals and boundaries.
    private static readonly Dictionary<StrategyKind, string[]> s_patterns = new()
    {
        [StrategyKind.Literal] = ["ab", "é", "ab|ba|é", "a€b", "€|ЖЖ", "(?i)ab", "(é)|x"],
        [StrategyKind.AnchoredLiteral] = [@"\bab\b", @"\bé", @"a\b", @"(?i)\bab\b", @"\bé\b", @"\bx", @"(?m)^a", @"(?m)é$", @"\Bb", @"\b(?:a|ab|é)\b"],
        [StrategyKind.ClassRun] = [@"\w+", @"[^a]+", @"\W+", ".", @"\b\w+\b", @"[^\x00-\x7F]", @"\p{So}+", @"\S+", @"[a-z]{2,}"],
        [StrategyKind.Delimited] = ["\"[^\"]*\"", "a[^b]*b", @"x([^-]*)-", @"\uFFFD[^a]*a"],
        [StrategyKind.RunSequence] = [@"[a-z]+[0-9]", @"\w+ \w+", @"\S+ ", @"\d+\.\d+", @"\b[A-Z]\w*", @"^\w+", @"(\w+)-(\d+)", @"[^a]+a"],
        [StrategyKind.ClassSequence] = [@"(?i)ab", @"\d{2}-\d", @"[aé][b ]", "(?i)é\uFFFD", @"\uFFFD\W\w"],
        [StrategyKind.DotStarLine] = [".*a.*", "a.*", "é.*", ".*\uFFFD.*", ".*x.*"],
        [StrategyKind.Dfa] = [@"(a|é)+b", @"\w+a\b", @"[^a]*\d$", @"\uFFFD+\B", @"(?:\W|b)+\uFFFD", @"\b\w*\uFFFD", @"a\W*$", @"^.{2,4}", @"[^\n]{3}\z"],
        [StrategyKind.PikeVm] = [@"(a*)*b", @"\Gab", @"(\W|é)*\b", @"(\uFFFD|a)+?\B", @"()+?\W", @".\b."],
        [StrategyKind.Auto] = [@"\D{3,5}?\B{3,21}?", @"(?i)\uFFFD|é", @"\p{L}+", @"[\s\S]", @"$", @"\B", @"(?m)^\W"],
    };

    public static TheoryData<int> Kinds => [.. s_patterns.Keys.Select(kind => (int)kind)];

    // Issue 38's item 5: bytes 80 BD 20 C1 decode to "\uFFFD\uFFFD \uFFFD". On that text the BCL's backtracking engines
    // find [0,4) and NonBacktracking [0,3): the \B deviation (BclDeviationTests), not an ill-formed-input one. Over the
    // bytes Hotpath finds the same [0,3) as over the text, in bytes [0,3).
    [Fact]
    public void TheIssuesCaseMatchesAsOverTheDecodedText()
    {
        const string pattern = @"\D{3,5}?\B{3,21}?";
        byte[] bytes = [0x80, 0xBD, 0x20, 0xC1];
        var decoded = new DecodedUtf8(bytes);
        Assert.Equal("\uFFFD\uFFFD \uFFFD", decoded.Text);
        Assert.Equal(3, new BclRegex(pattern, System.Text.RegularExpressions.RegexOptions.NonBacktracking).Match(decoded.Text).Length);
        var regex = new Regex(pattern);
        Assert.Equal((0, 3), (regex.Match(decoded.Text).Index, regex.Match(decoded.Text).Length));
        var spans = new List<(int, int)>();
        foreach (ValueMatch match in regex.EnumerateMatches(bytes)) spans.Add((match.Index, match.Length));
        Assert.Equal([(0, 3)], spans);
        Assert.Null(Utf8Differential.Compare(new BclRegex(pattern), regex, decoded, out bool compared));
        Assert.True(compared);
    }

    // A pattern that is not regular runs on the BCL over the decoded text; its bounds map back through the bytes, where
    // an ill-formed subpart of one or two bytes decodes to a U+FFFD that would re-encode in three.
    [Theory]
    [InlineData(@"()+\Z\1", "C2A049E28241E2822020205F73E282")]
    [InlineData(@"(?=\u0131)*?\p{Ll}", "0A5FBDE284AA6249E2824B6161622020")]
    [InlineData(@"\P{L}??(?<=\tk)*", "C10D0A616162")]
    [InlineData(@"(?<=\uFFFD)\w+|(a)\1", "80616180C16161FF")]
    public void PatternsThatAreNotRegularMapTheirBoundsBackToTheBytes(string pattern, string hex)
    {
        var input = new DecodedUtf8(Convert.FromHexString(hex));
        var regex = new Regex(pattern);
        Assert.False(regex.IsLinear);
        Assert.Null(Utf8Differential.Compare(new BclRegex(pattern), regex, input, out bool compared));
        Assert.True(compared);
        var strategy = new BclFallbackStrategy(pattern, RegexOptions.None, Regex.InfiniteMatchTimeout);
        Assert.Null(Utf8Differential.Compare(new BclRegex(pattern), strategy, input, out compared));
        Assert.True(compared);
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public void EveryStrategyMatchesTheDecodedText(int kindNumber)
    {
        var kind = (StrategyKind)kindNumber;
        var random = new Random(3800 + kindNumber);
        var notReached = new List<string>();
        foreach (string pattern in s_patterns[kind])
        {
            var bcl = new BclRegex(pattern);
            Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default, kind);
            if (!Reaches(kind, strategy)) { notReached.Add($"/{pattern}/ forced to {kind} built {strategy.GetType().Name}"); continue; }
            var regex = new Regex(pattern);
            for (int round = 0; round < 60; round++)
            {
                var input = new DecodedUtf8(IllFormedUtf8Generator.Next(random, round % 10 == 9 ? 40 : 8));
                string? difference = Utf8Differential.Compare(bcl, strategy, input, out _) ?? Utf8Differential.Compare(bcl, regex, input, out _);
                if (difference is not null) { notReached.Add($"{kind} /{pattern}/ [{strategy.GetType().Name}] on bytes {input.Hex} ('{DifferentialComparer.Escape(input.Text)}'): {difference}"); break; }
            }
        }
        Assert.Empty(notReached);
    }

    private static bool Reaches(StrategyKind kind, Strategy strategy) => kind switch
    {
        StrategyKind.Literal => strategy is LiteralStrategy,
        StrategyKind.AnchoredLiteral => strategy is AnchoredLiteralStrategy,
        StrategyKind.ClassRun => strategy is ClassRunStrategy,
        StrategyKind.Delimited => strategy is DelimitedStrategy,
        StrategyKind.RunSequence => strategy is RunSequenceStrategy,
        StrategyKind.ClassSequence => strategy is ClassSequenceStrategy,
        StrategyKind.DotStarLine => strategy is DotStarLineStrategy,
        StrategyKind.Dfa => strategy is DfaStrategy,
        StrategyKind.PikeVm => strategy is PikeVmStrategy,
        _ => true,
    };
}
