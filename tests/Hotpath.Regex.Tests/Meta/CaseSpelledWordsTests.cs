using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;
using BclRegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// A literal set made of every ASCII case spelling of a few words (a case-insensitive alternation of words) is searched as
/// the words ignoring case: which sets qualify, and that every result equals the BCL's over text in mixed case, with the
/// non-ASCII letters whose case relates to ASCII ones (dotless i, long s, Kelvin sign) and words that prefix each other.
/// </summary>
public class CaseSpelledWordsTests
{
    public static TheoryData<string[], string[]?> Sets => new()
    {
        { ["AB", "Ab", "aB", "ab", "X1", "x1"], ["AB", "X1"] },
        // A word without letters is its own run; a set of such words alone is left to the exact searches.
        { ["OK", "Ok", "oK", "ok", "200"], ["OK", "200"] },
        { ["200", "404"], null },
        // An empty literal (an optional start's) is no word.
        { ["AB", "Ab", "aB", "ab", ""], null },
        // One word is the single ignore-case search's, not this one's.
        { ["AB", "Ab", "aB", "ab"], null },
        // A spelling missing: no longer the word ignoring case.
        { ["AB", "Ab", "aB", "X1", "x1"], null },
        // Spellings of words that never occur at one position may interleave (`</?[ap]` lists `</A`, `</P`, `</a`, `</p`)…
        { ["AB", "X1", "Ab", "x1", "aB", "ab"], ["AB", "X1"] },
        // …but not those of a word and its prefix, whose priority then differs from spelling to spelling.
        { ["A", "AB", "a", "Ab", "aB", "ab"], null },
        { ["AB", "Ab", "aB", "ab", "A", "a"], ["AB", "A"] },
        // Case-sensitive words.
        { ["abc", "xyz"], null },
    };

    [Theory]
    [MemberData(nameof(Sets))]
    public void FindsTheWordsOfCompleteRunsOfSpellings(string[] literals, string[]? expected) =>
        Assert.Equal(expected, LiteralStrategy.CaseSpelledWords(literals));

    [Theory]
    [InlineData("(?i)error|warn|fatal", true, "error warn fatal errorwarn")]
    [InlineData("(?i)\"(?:id|name|email)\"", true, "\"id\" \"name\" \"email\" \" id name")]
    [InlineData("(?i)public|private|static|void", true, "public private static void")]
    // Words that prefix each other: the first in priority order wins where both occur.
    [InlineData("(?i)ab|abc", true, "ab abc a c")]
    [InlineData("(?i)abc|ab", true, "ab abc a c")]
    [InlineData("(?i)get|post|put|404", true, "get post put 404 40")]
    [InlineData("(?i)</?(?:div|span|a|p)>", true, "<div> </div> <span> <a> </a> <p> </p> < > / div")]
    [InlineData("(?i)colou?r|hue", true, "colour color colr hue")]
    // The spellings of `abd` and its prefix `ab` interleave (`[Aa]` is crossed first): searched exactly.
    [InlineData("(?i)a(?:b|bc)?d?", false, "a ab abc abd abcd ad d c")]
    // `k` also matches the Kelvin sign: its spellings are not ASCII, and the set is searched exactly.
    [InlineData("(?i)kb|mb", false, "kb mb k b")]
    public void AgreesWithTheBclOnMixedCaseText(string pattern, bool searchesWords, string pieces)
    {
        var strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default);
        Assert.Equal(searchesWords, strategy is LiteralStrategy { SearchesWordsIgnoringCase: true });
        var bcl = new BclRegex(pattern, BclRegexOptions.CultureInvariant);
        var hotpath = new Regex(pattern, RegexOptions.CultureInvariant);
        // Non-ASCII letters whose case relates to ASCII ones: dotless i, long s, the Kelvin sign.
        string[] words = [.. pieces.Split(' '), "\u0131d", "\u017Ftatic", "\u212Ab", "x", " ", "\n"];
        var random = new Random(37);
        for (int round = 0; round < 80; round++)
        {
            var text = new System.Text.StringBuilder();
            for (int piece = random.Next(0, 120); piece > 0; piece--)
            {
                foreach (char unit in words[random.Next(words.Length)]) text.Append(random.Next(2) == 0 ? char.ToUpperInvariant(unit) : unit);
            }
            string input = text.ToString();
            string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
            Assert.True(difference is null, $"round {round}: /{pattern}/ on '{DifferentialComparer.Escape(input)}': {difference}");
        }
    }
}
