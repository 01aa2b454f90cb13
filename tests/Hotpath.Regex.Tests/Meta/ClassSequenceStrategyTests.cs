using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using Hotpath.Testing;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>Alternations of fixed class sequences (case-insensitive words): the shape is recognized, and results equal the BCL's.</summary>
public class ClassSequenceStrategyTests
{
    public static TheoryData<string, RegexOptions> SequencePatterns => new()
    {
        { "Sherlock Holmes", RegexOptions.IgnoreCase },
        { "Sherlock|Holmes|Watson|Irene|Adler", RegexOptions.IgnoreCase },
        { "[0-9][0-9]-[A-F][a-f]", RegexOptions.None },
        { "kelvin|ski", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant },
        { "Шерлок|Холмс", RegexOptions.IgnoreCase },
        { "naïve|façade|café", RegexOptions.IgnoreCase },
        // Past 16 and past 32 units: the second vector, and classes after the vectors' reach.
        { "Inspector Lestrade|Professor Moriarty", RegexOptions.IgnoreCase },
        { "the quick brown fox jumps over the lazy dog", RegexOptions.IgnoreCase },
        // Fixed repetitions of large classes: \d is every Unicode digit, checked by range for ASCII units.
        { @"\d{4}-\d{2}-\d{2}", RegexOptions.None },
        { @"\d\d:\d\d:\d\d", RegexOptions.None },
        { "[0-9a-f]{8}-[0-9a-f]{4}", RegexOptions.IgnoreCase },
        { @"\w{3}@[a-z]{2}\.com", RegexOptions.None },
        // Word-boundary assertions before and after: tokens of fixed length, and branches whose end the assertion picks.
        { @"\b[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b", RegexOptions.IgnoreCase },
        { @"\b\d{2}:\d{2}:\d{2}\b", RegexOptions.None },
        { @"\b\d{2}:\d{2}\b", RegexOptions.ECMAScript },
        { @"\B[a-f]{2}-\d\b", RegexOptions.None },
        { @"\b(?:ca[a-z]|cats)\b", RegexOptions.None },
        { @"[0-9]{2}-\d\b\B", RegexOptions.None },
        // Optional parts, inner alternations and short counted repetitions, expanded into branches in backtracking order.
        { @"</?(?:div|span|a|p)\b", RegexOptions.IgnoreCase },
        { @"\b(?:19|20)\d{2}\b", RegexOptions.None },
        { @"x\d{1,3}?-", RegexOptions.None },
        { @"x\d{1,3}?\d", RegexOptions.None },
        { @"x\d{1,3}\d", RegexOptions.None },
        { @"xa[ab]??[a-c]\d", RegexOptions.None },
        { @"x\d(?:Col|col)(?:ou|o)r", RegexOptions.None },
        { @"xa[bc]??\d", RegexOptions.None },
        { "x(?:ab|a){1,2}b[a-z]", RegexOptions.None },
        { "x(?:a|ab){1,2}b[a-z]", RegexOptions.None },
        { "x(?:ab|a){1,2}?b[a-z]", RegexOptions.None },
        { @"x(?:(?:a|b)c|d)?e\d", RegexOptions.None },
        // Every branch starts with a rare symbol: the scan is for that unit.
        { @"#(?:red|blue|green)\w", RegexOptions.None },
        { @"""(?:get|post|put) [a-z/]", RegexOptions.IgnoreCase },
        // A literal inside the sequence is searched for at its offset.
        { "[a-z]shing", RegexOptions.None },
        { @"\d{2}:00:\d{2}", RegexOptions.None },
    };

    // Words that all start with a rare symbol are found by a scan for it, as a candidate costs a few compares; words
    // starting with a letter, or two words starting with a symbol, keep the search for the words.
    [Theory]
    [InlineData(@"</?(?:div|span|a|p)\b", RegexOptions.IgnoreCase, "a unit of [<]")]
    [InlineData(@"#(?:red|blue|green)\w", RegexOptions.None, "a unit of [#]")]
    [InlineData(@"we (?:will|must|can) [a-z]", RegexOptions.IgnoreCase, "literals")]
    [InlineData(@"<(?:div|p) \w", RegexOptions.None, "literals")]
    public void WordsThatStartWithARareSymbolAreFoundByAScanForIt(string pattern, RegexOptions options, string prefilter)
    {
        string[] explained = new Regex(pattern, options).Explain().Split('\n');
        Assert.StartsWith("strategy: ClassSequence", explained.Single(line => line.StartsWith("strategy:", StringComparison.Ordinal)));
        Assert.Contains(prefilter, explained.First(line => line.StartsWith("prefilter:", StringComparison.Ordinal)));
    }

    [Theory]
    [MemberData(nameof(SequencePatterns))]
    public void RecognizesTheShape(string pattern, RegexOptions options) =>
        Assert.IsType<ClassSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default));

    [Theory]
    [InlineData("Sherlock|Holmes", RegexOptions.None)]
    [InlineData("(?i)(Sherlock)", RegexOptions.None)]
    [InlineData(@"(?i)Sher\block", RegexOptions.None)] // an assertion inside the sequence
    [InlineData(@"(?i)\bSherlock$", RegexOptions.None)] // an assertion other than a word boundary
    [InlineData("(?i)Sher+lock", RegexOptions.None)]
    [InlineData("(?i)x(?:a|)", RegexOptions.None)] // can match empty after x: the loop's empty iteration is not modelled
    [InlineData("(?i)x(?:ab|cd|ef|gh){5}", RegexOptions.None)] // more branches than the bound
    [InlineData("(?i)x(?:ab)*y", RegexOptions.None)]
    public void LeavesOtherShapesAlone(string pattern, RegexOptions options) =>
        Assert.IsNotType<ClassSequenceStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default));

    // Branch priorities where one branch is a prefix of another (these may be factored before they get here).
    public static TheoryData<string, RegexOptions> AllPatterns
    {
        get
        {
            TheoryData<string, RegexOptions> all = SequencePatterns;
            all.Add("ab|abc", RegexOptions.IgnoreCase);
            all.Add("abc|ab", RegexOptions.IgnoreCase);
            all.Add("Holmes|Sherlock Holmes", RegexOptions.IgnoreCase);
            all.Add(@"\b\d{2,4}\b", RegexOptions.None);
            return all;
        }
    }

    [Theory]
    [MemberData(nameof(AllPatterns))]
    public void AgreesWithTheBcl(string pattern, RegexOptions options)
    {
        string[] pieces = ["sherlock", "SHERLOCK ", "holmes", "Holmes", "watson", "ab", "ABC", "abc", "12-Ab", "99-fF", "\u212Aelvin", "SKI", "ſki", "шерлок", "ХОЛМС", " ", "x", "\n",
            "inspector lestrade", "PROFESSOR MORIARTY", "Professor Moriart", "the quick brown fox jumps over the lazy dog",
            "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG", "the quic\u212A brown fox jumpſ over the lazy dog", "the quick brown fox jumps over the lazy dot",
            "2024-03-17", "2024-3-17", "\u0662\u0660\u0662\u0664-\uFF10\uFF13-17", "12:44:01", "12:4:01", "deadBEEF-c0de", "deadbeef-c0d", "joe@ab.com", "jo@ab.com", "-", ":", "7", "f",
            "8fb074fc-c766-498b-b224-8b660126b2c0", "8FB074FC-C766-498B-B224-8B660126B2C0", "12:34:56", "12:34:567", "cat", "cats", "cab", "_", "é", "\u200D",
            "\u0661\u0662:\u0663\u0664", "ab-1", "xab-1", "ab-12", "<", "</", "DIV", "span", "a", "p", "P>", "1984", "2019", "1", "x1", "x12-", "x123-",
            "Color", "colour", "ac", "abc", "acc", "x", "b", "bce1", "de", "e7", "ababx", "abx", "12345", "xa", "xd", "xac", "xe", "x1color", "xaab", "xab", "x1234", "xaab1", "xababx", "NAÏVE", "naive", "Façade", "fAÇADE", "CAFÉ", "cafe", "caf", "shing", "ashing", "Shing", "12:00:34", "1:00:34", "12:00:3", "#", "#red", "green", "BLUE", "\"", "GET", "post", "/"];
        ConcatenationDifferential.AssertAgrees(pattern, options, pieces, seed: 91, rounds: 150, maxPieces: 11);
        // Long inputs: many candidates per call, taken from one iteration of the prefilter across its blocks.
        ConcatenationDifferential.AssertAgrees(pattern, options, pieces, seed: 92, rounds: 12, maxPieces: 300);
    }

    [Theory]
    [InlineData("[a-z]shing", "the literal \"shing\", 1 unit into the match")]
    [InlineData(@"\d{2}:00:\d{2}", "the literal \":00:\", 2 units into the match")]
    [InlineData(@"xyz\d{2}", "the literal \"xyz\"")]
    [InlineData(@"\d{4}-\d{2}-\d{2}", "a scan of 10 classes for [-] at offset 4 with [-] at offset 7 beside it where it comes densely")]
    public void SearchesForTheLongestLiteralInside(string pattern, string prefilter) =>
        Assert.Contains(("prefilter", prefilter), StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default).Explain());

    [Theory]
    [InlineData(@"\d{4}-\d{2}-\d{2}", RegexOptions.None)]
    [InlineData(@"\d\d:\d\d:\d\d", RegexOptions.None)]
    [InlineData("[0-9a-f]{8}-[0-9a-f]{4}", RegexOptions.IgnoreCase)]
    [InlineData("[0-9][0-9]-[A-F][a-f]", RegexOptions.None)]
    public void ScannedMatchesAnswerWithoutScratchLikeTheBcl(string pattern, RegexOptions options)
    {
        // Where the candidate scan's candidates are the matches, IsMatch and Count over UTF-16 take no scratch (and read
        // no clock) when the regex has no timeout; with one they take the scratch's path. Both must be the BCL's answers,
        // from any start.
        Assert.True(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default) is ClassSequenceStrategy { SearchesWithoutScratch: true });
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)options);
        var untimed = new Regex(pattern, options);
        var timed = new Regex(pattern, options, TimeSpan.FromMinutes(1));
        string[] pieces = ["2024-03-17", "2024-3-17", "\u0662\u0660\u0662\u0664-\uFF10\uFF13-17", "12:44:01", "12:4:01", "deadBEEF-c0de", "deadbeef-c0d", "12-Ab", "99-fF", "-", ":", "7", " ", "x", "\n", "é"];
        var random = new Random(pattern.Length);
        for (int round = 0; round < 300; round++)
        {
            string input = string.Concat(Enumerable.Range(0, random.Next(0, 12)).Select(_ => pieces[random.Next(pieces.Length)]));
            int startat = random.Next(input.Length + 1);
            string context = $"/{pattern}/ on '{DifferentialComparer.Escape(input)}' from {startat}";
            foreach (Regex regex in new[] { untimed, timed })
            {
                Assert.True(bcl.IsMatch(input) == regex.IsMatch(input), context);
                Assert.True(bcl.IsMatch(input) == regex.IsMatch(input.AsSpan()), context);
                Assert.True(bcl.IsMatch(input, startat) == regex.IsMatch(input, startat), context);
                Assert.True(bcl.IsMatch(input, startat) == regex.IsMatch(input.AsSpan(), startat), context);
                Assert.True(bcl.Count(input) == regex.Count(input), context);
                Assert.True(bcl.Count(input) == regex.Count(input.AsSpan()), context);
            }
        }
    }

    [Fact]
    public void AOneCallCountHonoursTheTimeout()
    {
        // Candidates that are the matches are counted in one call.
        const string pattern = "[0-9]{2}-[0-9]";
        Assert.True(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default) is ClassSequenceStrategy { CountsInOneCall: true });
        LoopTimeout.AssertCountTimesOut(pattern, "12-3");
    }

    [DataFact]
    public void CountsLikeTheBclOnSherlockHolmes()
    {
        string text = File.ReadAllText(SharedData.PathOf("corpora/sherlock-holmes-1661.txt"));
        foreach (string pattern in new[] { "Sherlock Holmes", "Sherlock|Holmes|Watson|Irene|Adler", "elementary" })
        {
            Assert.Equal(new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(RegexOptions.IgnoreCase)).Count(text), new Regex(pattern, RegexOptions.IgnoreCase).Count(text));
        }
    }
}
