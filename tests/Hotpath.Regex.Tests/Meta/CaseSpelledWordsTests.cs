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
        // One word is the single ignore-case search's, not this one's.
        { ["AB", "Ab", "aB", "ab"], null },
        // A spelling missing, or the spellings of two words interleaved: no longer the words ignoring case.
        { ["AB", "Ab", "aB", "X1", "x1"], null },
        { ["AB", "X1", "Ab", "x1", "aB", "ab"], null },
        // Case-sensitive words.
        { ["abc", "xyz"], null },
    };

    [Theory]
    [MemberData(nameof(Sets))]
    public void FindsTheWordsOfCompleteRunsOfSpellings(string[] literals, string[]? expected) =>
        Assert.Equal(expected, LiteralStrategy.CaseSpelledWords(literals));

    [Theory]
    [InlineData("(?i)error|warn|fatal", true)]
    [InlineData("(?i)\"(?:id|name|email)\"", true)]
    [InlineData("(?i)public|private|static|void", true)]
    // Words that prefix each other: the first in priority order wins where both occur.
    [InlineData("(?i)ab|abc", true)]
    [InlineData("(?i)abc|ab", true)]
    [InlineData("(?i)get|post|put|404", true)]
    // `k` also matches the Kelvin sign: its spellings are not ASCII, and the set is searched exactly.
    [InlineData("(?i)kb|mb", false)]
    public void AgreesWithTheBclOnMixedCaseText(string pattern, bool searchesWords)
    {
        var strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default);
        Assert.Equal(searchesWords, strategy is LiteralStrategy { SearchesWordsIgnoringCase: true });
        var bcl = new BclRegex(pattern, BclRegexOptions.CultureInvariant);
        var hotpath = new Regex(pattern, RegexOptions.CultureInvariant);
        string[] words = [.. pattern[4..].Replace("\"(?:", "").Replace(")\"", "").Split('|'), "\"id\"", "\u0131d", "\u017Ftatic", "\u212Ab", "x", " ", "\n", "ERRORwarn"];
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
