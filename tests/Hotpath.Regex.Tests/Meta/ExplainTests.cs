using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary><see cref="Regex.Explain"/> names the strategy a regex got and how its search is led.</summary>
public class ExplainTests
{
    [Theory]
    [InlineData("Sherlock|Holmes", "Literal")]
    [InlineData(@"\bthe\b", "AnchoredLiteral")]
    [InlineData(@"\d+", "ClassRun")]
    // One class of several units: a unit-set search (the class run); a class of one unit is a literal.
    [InlineData("[，。：；？！「」『』]", "ClassRun")]
    [InlineData("([àé])", "ClassRun")]
    [InlineData("[ac]", "ClassRun")]
    [InlineData("[\"]", "Literal")]
    [InlineData("\"[^\"]*\"", "Delimited")]
    [InlineData(@"/\*[\s\S]*?\*/", "ShortestSpan")]
    [InlineData(@"[A-Z][a-z]+", "RunSequence")]
    [InlineData("(?i)sherlock holmes", "ClassSequence")]
    [InlineData(".*error.*", "DotStarLine")]
    [InlineData(@"[A-Z][a-z]+ing", "Dfa")]
    [InlineData(@"\G\w", "PikeVm")]
    public void NamesTheStrategyFirst(string pattern, string strategy)
    {
        string first = new Regex(pattern).Explain().Split('\n')[0];
        Assert.StartsWith($"strategy: {strategy}: ", first, StringComparison.Ordinal);
    }

    [Fact]
    public void SaysHowTheDfaSearchIsLed()
    {
        string suffix = new Regex(@"[A-Z][a-z]+ing").Explain();
        Assert.Contains("search: for the suffix literal \"ing\"", suffix, StringComparison.Ordinal);
        string prefix = new Regex(@"ab(c|d)+[0-9]").Explain();
        Assert.Contains("prefilter: one of 2 literals (\"abc\", \"abd\")", prefix, StringComparison.Ordinal);
        string utf8 = new Regex(@"/\*[\s\S]*?\*/").Explain();
        Assert.Contains("UTF-8 input: Dfa; ", utf8, StringComparison.Ordinal);
        Assert.Contains("prefilter: the literal \"/*\"", utf8, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(@"[.,]\w+", "anchor: part 1 of 2, a unit of [,.]: a walk from each")]
    [InlineData(@"\.\w+", "anchor: part 1 of 2, the literal \".\": a walk from each occurrence")]
    [InlineData(@"//.*", "anchor: part 1 of 2, the literal \"//\": a walk from each occurrence")]
    [InlineData(@"(?m)^ {4,}", "anchor: the line starts: a walk from each")]
    [InlineData(@"^\d+-\w+", "anchor: the search's start: one walk")]
    [InlineData(@"[ \t]+$", "anchor: the line ends: a walk back from each")]
    public void SaysWhereRunSequenceWalksStart(string pattern, string anchor)
    {
        string explained = new Regex(pattern, pattern.EndsWith('$') ? RegexOptions.Multiline : RegexOptions.None).Explain();
        Assert.StartsWith("strategy: RunSequence: ", explained, StringComparison.Ordinal);
        Assert.Contains("\n" + anchor + "\n", explained, StringComparison.Ordinal);
    }

    [Fact]
    public void SaysWhichLiteralSearchRuns()
    {
        string single = new Regex("Holmes").Explain();
        Assert.Contains("\nliterals: the literal \"Holmes\"\nsearch: Hotpath.Text's substring search\n", single, StringComparison.Ordinal);
        string prefixed = new Regex("status=(?:failed|retry)").Explain();
        Assert.Contains("\nsearch: for the prefix the literals share, then each literal in order\n", prefixed, StringComparison.Ordinal);
        string nonAscii = new Regex("Мария|Андрей").Explain();
        Assert.Contains("\nsearch: Hotpath.Text's multi-string search (", nonAscii, StringComparison.Ordinal);
    }

    [Fact]
    public void SaysWhetherTheSearchIsLinear()
    {
        Assert.EndsWith("\nlinear: yes: the time grows with the input's length alone", new Regex(@"\w+").Explain(), StringComparison.Ordinal);
        string backtracking = new Regex(@"(a)\1").Explain();
        Assert.StartsWith("strategy: BclFallback: ", backtracking, StringComparison.Ordinal);
        Assert.Contains("\nlinear: no: ", backtracking, StringComparison.Ordinal);
    }

    [Fact]
    public void TheCatalogListsEveryStrategy()
    {
        string[] strategies = [.. typeof(Strategy).Assembly.GetTypes()
            .Where(t => t.IsSubclassOf(typeof(Strategy)) && !t.IsAbstract)
            .Select(t => StrategyCatalog.ShortName(t, "Strategy"))];
        Assert.Equal(strategies.Order(), StrategyCatalog.Strategies.Select(s => s.Name).Order());
    }

    [Fact]
    public void QuotesEscapeWhatWouldBreakALine() =>
        Assert.Equal("\"a\\\"b\\\\c\\nd\\u0001\"", StrategyCatalog.Quote("a\"b\\c\nd\u0001"));
}
