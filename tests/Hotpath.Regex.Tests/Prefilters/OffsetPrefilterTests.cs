using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

/// <summary>
/// Literals a fixed number of units into every match (<see cref="OffsetPrefilter"/>): where the builder takes them, that
/// the scan reports the first possible start, and that regexes led by it find the BCL's matches.
/// </summary>
public class OffsetPrefilterTests
{
    private static Prefilter? PrefilterOf(string pattern) => PrefilterBuilder.ForPrefix(RegexTranslator.Translate(pattern, RegexOptions.None).Root);

    [Theory]
    [InlineData(@"([A-Za-z]erica|[A-Za-z]ress)\s", 1)]
    [InlineData(@"\w(?:ing|ed)\b", 1)]
    [InlineData(@"\b\w\w(?:ness|less)\b", 2)]
    [InlineData(@"[a-z]tion|[a-z]ment", 1)]
    [InlineData(@".y", 1)]
    [InlineData(@"\w[""']", 1)]
    public void TakenWhenTheStartIsACommonClass(string pattern, int offset)
    {
        var prefilter = Assert.IsType<OffsetPrefilter>(PrefilterOf(pattern));
        Assert.Contains($"{offset} unit", prefilter.Describe());
    }

    [Theory]
    // A start class rare in text (Unicode's \d) is scanned for by the DFA's start candidates instead.
    [InlineData(@"\d(?:st|nd|rd|th)\b")]
    // Pairs of the commonest letters (th) stop the search about as often as the class would.
    [InlineData(@"[A-Z][a-z]ll|[A-Z][a-z]th")]
    [InlineData(@".e")]
    // Nothing fixed-width before the literal, or no literal within reach.
    [InlineData(@"[a-z]+tion")]
    [InlineData(@"[a-z]{5}tion")]
    public void NotTakenOtherwise(string pattern) => Assert.IsNotType<OffsetPrefilter>(PrefilterOf(pattern));

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void ReportsTheFirstStartWhoseLiteralFollowsAtTheOffset(int seed)
    {
        var random = new Random(seed);
        for (int round = 0; round < 300; round++)
        {
            int offset = random.Next(1, 5);
            string needle = random.Next(2) == 0 ? "ab" : "ba";
            var prefilter = new OffsetPrefilter(new SingleLiteralPrefilter(needle, ExtractionSide.Prefix), offset);
            string haystack = new([.. Enumerable.Range(0, random.Next(0, 30)).Select(_ => "abc"[random.Next(3)])]);
            int start = random.Next(0, haystack.Length + 1);
            int expected = -1;
            for (int i = start; i + offset + needle.Length <= haystack.Length; i++)
            {
                if (haystack.AsSpan(i + offset).StartsWith(needle)) { expected = i; break; }
            }
            bool found = prefilter.TryFind(haystack, start, out int index, out int length);
            string context = $"seed {seed} round {round}: '{needle}' at +{offset} in '{haystack}' from {start}";
            Assert.True(found == expected >= 0, context);
            if (found) Assert.Equal((expected, offset + needle.Length), (index, length));
        }
    }

    [Theory]
    [InlineData(@"([A-Za-z]erica|[A-Za-z]ress)\s")]
    [InlineData(@"\w(?:ing|ed)\b")]
    [InlineData(@"\b\w\w(?:ness|less)\b")]
    [InlineData(@"(\w)(ing|ed)")]
    [InlineData(@".{2}(?:ab|ba)c")]
    [InlineData(@".y")]
    [InlineData(@"\w[""']")]
    [InlineData(@"[a-z]ing|[a-z]ed")]
    public void RegexesLedByItFindTheBclsMatches(string pattern)
    {
        Assert.IsType<OffsetPrefilter>(PrefilterOf(pattern));
        var random = new Random(pattern.Length);
        string[] words = ["America", "Press", "press ", "jumping", "walked", "ed", "ing", "kindness", "helpless", "ness", "abc", "bac", "xabc", "\n", " ", "é", "Жed", "y", "\ny", "'", "\"", "a'"];
        var bcl = new BclRegex(pattern);
        var regex = new Regex(pattern);
        for (int round = 0; round < 200; round++)
        {
            string input = string.Concat(Enumerable.Range(0, random.Next(0, 20)).Select(_ => words[random.Next(words.Length)] + (random.Next(3) == 0 ? " " : "")));
            Assert.Null(DifferentialComparer.Compare(bcl, regex, input));
        }
    }
}
