using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>Sequences of class runs whose neighbours share no unit: the shape is recognized, and matches equal the BCL's.</summary>
public class RunSequenceStrategyTests
{
    public static TheoryData<string> RunSequencePatterns => new()
    {
        "[A-Z][a-z]+",
        "[A-Z][a-z]+ [A-Z][a-z]+",
        @"\d+\.\d+",
        @"[a-z]+\.",
        @"[a-z]+\.[0-9]{2}",
        "[A-Z]{2}[a-z]+",
        @"(\d+:\d+)",
        @"[a-z]+@[a-z]+\.com",
        @"x[0-9]+Y[a-z]+Z",
        @"\((\d+\.\d+)\)",
        @"(\w+):(\d+)",
        @"(?<num>\d+)-(?<word>[a-z]+)(!)",
        @"^(\S+) (\S+) (\w\d): \[(\d+):(\d+):\((\d+)\)\]: \(([^)]+)\): (.*)$",
        @"^(\w+)=(.*)$",
        @"^\s*(\d+)\s*\z",
        @"^a*b*\Z",
        "Holmes[a-z]+",
        @"ab(cd)e[0-9]+",
        // Anchored on a window around a later unit: the space after a lower-case run, even when the first run is too
        // common to search for; a window running into a fixed-length part and a literal; a literal merged from the first units.
        "[a-z]+ [A-Z][a-z]+",
        "[a-z]+ [A-Z]{2}[0-9]+",
        "([a-z]+) Ab[0-9]+",
        "Ab[a-z]+ [a-z]+",
        // Windows of classes of several ranges, tested loosely (\d as [0-9] or at least U+0660).
        @"(\d+)\.(\d+)",
        @"[a-z]+\s\d+",
        // \b beside parts of word characters: before the first, after the last (never empty, or after a part never empty).
        @"\b[A-Z]\w*",
        @"\b[A-Z]\w*\b",
        @"\b\d+\.\d+\b",
        @"\b(\w+):(\d+)\b",
        @"[a-z]+\.[0-9]{2}\b",
        @"^\b\w+\b",
        @"\b[A-Z][a-z]+ [A-Z][a-z]+\b",
        @"\b[0-9]+[a-z]+",
        // Runs up to a bound, alone or among others; fixed sequences with groups.
        @"\b[0-9A-F]{4,6}\b",
        @"[a-z]{2,4}\d{1,3}",
        @"\b(?:\d{1,3}\.){3}\d{1,3}\b",
        @"(\d{2})/(\w{3})/(\d{4}):(\d{2})",
        @"app\.([0-9a-f]{6,8})\.js",
        @"y[0-9]{1,3}x{0,2}",
        // A bounded first run inside a longer one: the next start is the bound's length before the run's end.
        @"[0-9]{1,3}\.x",
        @"[a-z]{2,3}!",
        // A later anchor whose class the parts after it hold a few times: versions, times, addresses.
        @"\d+\.\d+\.\d+",
        @"(\d+):(\d+):(\d+)",
        @"\b\d+\.\d+\.\d+\.\d+\b",
        @"[a-z]+@[a-z]+@[a-z@]{1,2}",
        // A later anchor that the last run may hold any number of times: a walk fails there only within its first units.
        @"\w+=\S+",
        @"(\w+)=(\S+)",
        @"[a-z]+@[a-z@]{1,9}",
        @"[a-z]+@[a-z@]{2,}",
        // An optional group last, tried after the parts: numbers with an optional fraction (alone, or between word
        // boundaries, where the end after the group can fail and the end before it pass), a URL's optional path, a
        // capitalized word and an optional second one, an optional tail of a fixed part and a bounded run.
        @"\d+(?:\.\d+)?",
        @"\b\d+(?:\.\d+)?\b",
        @"\$\d+(?:\.\d{2})?",
        @"https?://[\w.-]+(?:/[\w./?%&=#-]*)?",
        @"\b[A-Z][a-z]+(?: [A-Z][a-z]+)?\b",
        @"(\w+)=(\d+)(?:\.[0-9a-f]{2,4})?",
        @"x[0-9]+(?:Y[a-z]+Z)?",
        // An optional unit first, anchored with the units either part begins with: signed numbers, with groups.
        @"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?",
        @"[+-]?\d+",
        @"-?\d+\.\d+",
        @"a?b+",
        @"(-?)(\d+)",
        // Several optional groups last, each walked or skipped in the backtracker's order.
        @"\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b",
        @"\d+(?:\.\d+)?(?:[eE][+-]?\d+)?",
        @"[a-z]+(?:-[a-z]+)?(?:_[0-9]+)?(?:\.[a-z]{2,3})?",
        // Fixed sequences of two parts or more that the class-sequence strategy declines (too short or too common for its
        // scan): a surrogate pair, a window of one range, a window of common classes.
        @"[\uD800-\uDBFF][\uDC00-\uDFFF]",
        "[a-z][a-z][a-z]",
        "[A-Z][A-Z]",
        @"\d\d",
        @"\p{Lu}\p{Ll}",
    };

    [Theory]
    [InlineData(@"\d+\.\d+\.\d+", 1)]
    [InlineData(@"\d+\.\d+\.\d+\.\d+", 1)]
    [InlineData(@"[a-z]+@[a-z]+@[a-z@]{1,2}", 1)]
    [InlineData(@"[a-z]+@[a-z@]{1,9}", 1)] // the last part: a walk fails in its first unit or not at all
    [InlineData(@"\w+=\S+", 1)]
    [InlineData(@"[a-z]+@[a-z@]{5,9}", 0)] // a walk could cross more occurrences than MaxOccurrencesCrossed before failing
    [InlineData(@"[a-z]+@[a-z@]+!", 0)] // or any number of them
    public void AnchorsOnALaterUnitOnlyWhereTheWalksCrossFewOccurrences(string pattern, int anchorPart)
    {
        var strategy = Assert.IsType<RunSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));
        Assert.Equal(anchorPart, strategy.AnchorPart);
    }

    [Theory]
    [MemberData(nameof(RunSequencePatterns))]
    public void RecognizesTheShape(string pattern) =>
        Assert.IsType<RunSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [InlineData(@"H\w+s")] // the run holds what follows it: the backtracker gives units back
    [InlineData(@"\w+\s+Holmes")] // every anchor is as common as a word unit
    [InlineData("[a-z]+?x")] // lazy
    [InlineData("[a-z]{2,5}x")] // bounded
    [InlineData("[a-z]*x")] // can be empty
    [InlineData("([a-z]+)(x)")] // inner groups
    [InlineData("[A-Z]{3}")] // no run
    [InlineData(@"-[a-z]*\b")] // \b after a run that can be empty after a non-word unit: a shorter end can pass
    [InlineData(@"\b-[a-z]+")] // \b before a non-word unit
    [InlineData(@"[a-z]+\B")] // \B
    [InlineData(@"\d+(?:\d\.)?")] // the parts' run takes what the optional group starts with
    [InlineData(@"\d+(?:\.\d+)?$")] // an optional group before an end look
    [InlineData(@"\d+(?:\.(\d+))?")] // a group inside the optional one
    [InlineData(@"[a-z]+(?:\.\d*)?\b")] // \b after an optional group whose last run can be empty
    [InlineData(@"[a-z]+(?:-1)?(?:b-)?")] // without the first optional group, the run would meet what the second starts with
    [InlineData(@"a+(?:bb)?(?:cc)?(?:dd)?(?:ee)?")] // more optional groups than MaxTails
    public void LeavesOtherShapesAlone(string pattern) =>
        Assert.IsNotType<RunSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [MemberData(nameof(RunSequencePatterns))]
    public void AgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["A", "Ab", "abc", "AB", " ", "  ", "1", "12", ".", "..", ":", "@", "com", ".com", "x", "Y", "Z", "x1Y", "é", "\u0660",
            "\U0001F600", "\n", "Holmes", "ab.12", "a.1", "(", ")", "(1.5)", "w:1", "-", "!", "_", "=", "x=1", "Holmes", "cd", "abcde1",
            "2022/06/17 ", "06:25:22 ", "I4: [", "17936:1402:(17998)]: (8fb0-c7): ", "Searching {/a.cc:F():40}", "[", "]", "b", "\t",
            "a A", "ab Cd", "b AB1", "c Ab2", "Deadline Exceeded", "1.\u0660", "\u06F1.2", "10.0.0.1", "ab\u00A01", "a\u20001",
            "McD", "IBM", "\u200C", "\u200D", "-abC", "1.2a", "0041", "1F600", "ABCDEFG", "10/Oct/2023:13", "app.1a2b3c4.js", "y12xx", "y1234x", "192.168.0.1",
            "1.2.3", "1.2.3.4.5", "1..2", "12:34:56", "1:2:3:4", "a@b@c", "a@b@@@", "@@", "ab@cd@e@f", "1.5x", "-2.25", "http://a.b/c?d=1",
            "https://x.y", "a=12.0f", "Ab Cd", "x12Yab", "x12YabZ", "$5", "$12.50", "$3.5", "1e5", "2.5E-3", "1.e5", "3E+", "4e", "ab-cd_12.com", "a_1.x", "a-b.cd", "ab.", "x12x3", "-", "--1", "+-2", "-x1", "aab", "ba", "-1.5e-3"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 9191, rounds: 400, maxPieces: 14);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 9192, rounds: 30, maxPieces: 300);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.IgnoreCase, pieces, seed: 9193, rounds: 100, maxPieces: 14);
    }

    [Theory]
    [InlineData(@"</\w+>")]
    [InlineData(@"""[a-z]+""")]
    [InlineData(@""" (\d{3}) (\d+) """)]
    [InlineData(@"ab\d+")]
    [InlineData(@"aa\d+")] // occurrences overlap: searched one by one
    public void AnchorOccurrencesCollectedAheadGiveTheBclsMatches(string pattern)
    {
        // Thousands of occurrences (several collecting scans), matches that cover later occurrences (the closing quote,
        // `ab` inside a number's run is not, but `aaa1` holds two), and occurrences whose walks fail.
        var strategy = Assert.IsType<RunSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));
        Assert.StartsWith("part 1", strategy.Explain().Single(line => line.Aspect == "anchor").Detail);
        string[] pieces = ["</a>", "</", "<b>", "\"", "\"ab\"", "\"x1\"", " 200 12 ", " 404 ", "ab1", "ab", "aa", "aaa1", "a", "1", " ", "\n", "é"];
        var random = new Random(pattern.Length);
        var text = new System.Text.StringBuilder();
        while (text.Length < 40_000) text.Append(pieces[random.Next(pieces.Length)]);
        var bcl = new System.Text.RegularExpressions.Regex(pattern);
        var hotpath = new Regex(pattern);
        Assert.Equal(bcl.Count(text.ToString()), hotpath.Count(text.ToString()));
        Assert.Null(DifferentialComparer.Compare(bcl, hotpath, text.ToString()));
    }

    [Fact]
    public void AOneCallCountHonoursTheTimeout()
    {
        const string pattern = "[A-Z][a-z]+";
        Assert.IsType<RunSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));
        LoopTimeout.AssertCountTimesOut(pattern, "Ab ");
    }

    [Fact]
    public void ASearchOverManyFailedAnchorsHonoursTheTimeout()
    {
        // Every capital starts a walk that fails at the space (the colons keep a required-unit check from ruling the
        // whole input out at once): the anchor loop reads the clock across them.
        const string pattern = "[A-Z][a-z]+:";
        Assert.IsType<RunSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));
        LoopTimeout.AssertSearchTimesOut(pattern, "Ab :");
    }

    // Under Multiline: walks from line starts (found by their line feeds, or by a leading literal of two units or more),
    // and a `$` that holds before any line feed.
    public static TheoryData<string> LinePatterns => new()
    {
        @"^[0-9.]+ - - \[[^\]]+\]",
        @"^([0-9A-F]+);([^;]*);Lu;",
        @"^using [\w.]+;$",
        @"^\s*//.*$",
        @"^[a-z]+$",
        @"^(\w+)=(\S*)$",
        @"^[a-z]*\d+",
        @"^\b[A-Z]\w*",
        @"[a-z]+ \d+$",
        @"[a-z]+\.[a-z]+$",
        @"^ab[0-9]+",
        // Empty at blank lines: a count goes on one unit after each, in place.
        @"^ *",
        @"^\d*$",
        @"^[^,\n]*,?",
        // Found back from the line ends: a line's tail whose first part is common or alone.
        @"[ \t]+$",
        @"\d+$",
        @"[a-z]+;[0-9]+$",
        @"\b[a-z]+ \d+$",
        @"(\w+)=(\d+)$",
    };

    [Theory]
    [MemberData(nameof(LinePatterns))]
    public void RecognizesLineShapes(string pattern) =>
        Assert.IsType<RunSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.Multiline), RegexSettings.Default));

    [Theory]
    [InlineData(@"^a[^;]*$")] // the run holds the line feed a shorter end would stop before
    [InlineData(@"^[a-z\n]+$")]
    public void LeavesLineEndsAfterRunsOverLineFeedsAlone(string pattern) =>
        Assert.IsNotType<RunSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.Multiline), RegexSettings.Default));

    [Theory]
    [MemberData(nameof(LinePatterns))]
    [InlineData(@"^a[^;]*$")]
    public void LineShapesAgreeWithTheBcl(string pattern)
    {
        string[] pieces = ["\n", "\n", "\r\n", " \n", "\t", "  ", "x=12", "ab;7", "12.0.0.1", " - - [", "10/Oct/2023:13:55:36", "]", "0041", ";", "LATIN", ";Lu;", "using", " ", "System.Text",
            "//", " x", "ab", "ab12", "=", "v1", "A", "Ab", "7", "é", "Ж", "\t", "a.b", "ab;", "\U0001F600", "_"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.Multiline, pieces, seed: 9195, rounds: 400, maxPieces: 16);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.Multiline, pieces, seed: 9196, rounds: 30, maxPieces: 300);
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.Multiline | RegexOptions.IgnoreCase, pieces, seed: 9197, rounds: 100, maxPieces: 16);
    }

    // Anchors common enough that most walks fail (every word of prose): the automata take over for the rest of the call,
    // from the first start not yet ruled out (the anchor itself, or for a later anchor just after the one before it).
    [Theory]
    [InlineData(@"([a-z]+)[0-9]{3}")]
    [InlineData(@"(\w+)\s(\d+)")]
    [InlineData(@"([A-Za-z]+)=(\d+)")]
    [InlineData(@"\b[a-z]+:[0-9]+\b")]
    public void WalksThatFailDenselyHandOverWithTheSameResults(string pattern)
    {
        Assert.IsType<RunSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));
        var random = new Random(pattern.Length);
        string[] words = ["the", "house", "was", "quiet", "abc123d", "x 42", "key=7", "port:80", "Ab", "\n", "é", "A1"];
        string text = string.Join(" ", Enumerable.Range(0, 70_000).Select(_ => words[random.Next(words.Length)]));
        var bcl = new System.Text.RegularExpressions.Regex(pattern);
        var hotpath = new Regex(pattern);
        Assert.Equal(bcl.Count(text), hotpath.Count(text));
        Assert.Equal(string.Join(",", bcl.Matches(text).Select(m => $"{m.Index}+{m.Length}:{m.Groups[^1].Index}")),
            string.Join(",", hotpath.Matches(text).Select(m => $"{m.Index}+{m.Length}:{m.Groups[m.Groups.Count - 1].Index}")));
    }

    // Shapes beside the ones taken, which the walk would get wrong: the automata must serve them.
    [Theory]
    [InlineData(@"-[a-z]*\b")]
    [InlineData(@"\b-[a-z]+")]
    [InlineData(@"[a-z]+\B")]
    [InlineData(@"\B[a-z]+\.\d+")]
    public void NearShapesAgreeWithTheBcl(string pattern)
    {
        string[] pieces = ["-", "a", "ab", "C", " ", "1", ".", "é", "\u200D", "_", "-abC"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 9194, rounds: 300, maxPieces: 12);
    }
}
