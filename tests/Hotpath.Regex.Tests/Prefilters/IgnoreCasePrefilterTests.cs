using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;
using HotRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

public class IgnoreCasePrefilterTests
{
    private const string Names = "Sherlock Holmes|John Watson|Irene Adler|Inspector Lestrade|Professor Moriarty";
    private const string RussianNames = "Шерлок Холмс|Джон Уотсон|Ирен Адлер|инспектор Лестрейд|σοφια";

    [Fact]
    public void KelvinSignEndsTheFoldedPrefix() =>
        Assert.Equal<string[]?>(["SHERLOC"], Fold("Sherlock Holmes", RegexOptions.IgnoreCase));

    [Fact]
    public void AlternationsGiveOnePrefixPerBranch() =>
        Assert.Equal<string[]?>(["JOHN", "JANE"], Fold(@"(?:John|Jane)\s+\w+", RegexOptions.IgnoreCase));

    [Fact]
    public void ShortOrUnboundedStartsGiveNoPrefixes()
    {
        Assert.Null(Fold("(?:ab)*cdef", RegexOptions.IgnoreCase));
        Assert.Null(Fold("(?:ab){0,2}cdef", RegexOptions.IgnoreCase));
        Assert.Null(Fold("Sherlock|Jo", RegexOptions.IgnoreCase));
        Assert.Null(Fold("[a-z]bcdef", RegexOptions.IgnoreCase));
        // Five letters in both cases are too many branches; a letter with only one case does not fold.
        Assert.Null(Fold("<(?:a|b|c|d|e)x", RegexOptions.IgnoreCase));
        Assert.Null(Fold("<[Aab]xy", RegexOptions.None));
    }

    [Fact]
    public void AnOptionalPartGivesStartsWithAndWithoutIt() =>
        Assert.Equal<string[]?>(["CDEF", "ABCDEF"], Fold("(?:ab)?cdef", RegexOptions.IgnoreCase));

    [Fact]
    public void OneLetterBranchesIgnoringCaseBranchTheirPrefixes() =>
        // `a|p` ignoring case is the one class [AaPp]: a start per letter.
        Assert.Equal(["</A", "</DIV", "</P", "<A", "<DIV", "<P"],
            FoldedPrefixes.Compute(RegexTranslator.Translate(@"</?(?:div|a|p)\b", RegexOptions.IgnoreCase).Root, minLength: 2)!.Order(StringComparer.Ordinal));

    [Theory]
    // The case spellings of `we ` are cut at three units; the folded words run on through the alternation.
    [InlineData(@"\bwe (?:will|must|can)\b", new[] { "WE WILL", "WE MUST", "WE CAN" })]
    // Dozens of case spellings of every tag, opening and closing, against a few folded starts.
    [InlineData(@"</?(?:div|span|a|p)\b", new[] { "<DIV", "<SPAN", "<A", "<P", "</DIV", "</SPAN", "</A", "</P" })]
    public void FoldedStartsReplaceCaseSpellingsCutShort(string pattern, string[] needles)
    {
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.IgnoreCase), RegexSettings.Default, StrategyKind.Dfa);
        var prefilter = Assert.IsType<IgnoreCasePrefilter>(Assert.IsType<DfaStrategy>(strategy).Prefilter);
        Assert.Equal(needles.Order(StringComparer.Ordinal), prefilter.Needles.Order(StringComparer.Ordinal));
        const string text = "We must <P>go</p><DIV>, <span> or <a href> then WE WILL <abbr></Div> </pre> we can't";
        Assert.Equal(BclRegex.Count(text, pattern, System.Text.RegularExpressions.RegexOptions.IgnoreCase), new HotRegex(pattern, RegexOptions.IgnoreCase).Count(text));
    }

    [Fact]
    public void AsciiPrefixesUseTheIgnoreCaseSearch()
    {
        foreach (string pattern in new[] { Names, "Sherlock Holmes" })
        {
            // Forced onto the DFA strategy: on its own this shape is served by ClassSequenceStrategy over the same prefilter.
            Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.IgnoreCase), RegexSettings.Default, StrategyKind.Dfa);
            Assert.IsType<IgnoreCasePrefilter>(Assert.IsType<DfaStrategy>(strategy).Prefilter);
        }
    }

    // Words whose non-ASCII letters follow at least two ASCII ones are searched by those heads; a word that begins
    // otherwise leaves them all to the probe scan over their classes.
    [Theory]
    [InlineData("naïve|façade|café", new[] { "NA", "FA", "CAF" })]
    [InlineData("josé|maría|garcía", new[] { "JOS", "MAR", "GARC" })]
    [InlineData("façade|ñandú", null)]
    [InlineData("naïve|résumé", null)]
    public void NonAsciiWordsAreSearchedByTheirAsciiHeads(string pattern, string[]? heads)
    {
        Prefilter? prefilter = PrefilterBuilder.ForPrefix(RegexTranslator.Translate(pattern, RegexOptions.IgnoreCase).Root);
        if (heads is null)
        {
            Assert.IsNotType<IgnoreCasePrefilter>(prefilter);
            return;
        }
        Assert.Equal(heads, Assert.IsType<IgnoreCasePrefilter>(prefilter).Needles);
        const string text = "NAÏVE naive Façade FAÇADE café CAFÉ cafe José MARÍA maria garcÍa nandú ÑANDÚ";
        Assert.Equal(BclRegex.Count(text, pattern, System.Text.RegularExpressions.RegexOptions.IgnoreCase), new HotRegex(pattern, RegexOptions.IgnoreCase).Count(text));
    }

    [Fact]
    public void OneStartGoesOnPastItsFoldedPrefixWithItsKLeftOpen()
    {
        Assert.Equal(("SHERLOC? HOLMES", 1UL << 7), AsciiPattern("Sherlock Holmes", RegexOptions.IgnoreCase));
        // Nothing fixed follows the k, or there are several starts: the folded prefixes are all there is.
        Assert.Null(AsciiPattern("Sherlock", RegexOptions.IgnoreCase));
        Assert.Null(AsciiPattern("Sherlock Holmes|John Watson", RegexOptions.IgnoreCase));
        // A non-ASCII class is left open too; a start with fewer fixed units than its folded prefix keeps the prefix.
        Assert.Equal(("SHERLOC??OLMES", 0b11UL << 7), AsciiPattern("Sherlock\u0416olmes", RegexOptions.IgnoreCase));
        Assert.Null(AsciiPattern("\u0416\u0416\u0416ok", RegexOptions.IgnoreCase));

        var prefilter = PrefilterBuilder.ForPrefix(RegexTranslator.Translate("Sherlock Holmes", RegexOptions.IgnoreCase).Root);
        Assert.True(prefilter is IgnoreCasePrefilter { SupportsUtf8: true }, prefilter?.GetType().Name);
        string haystack = "SHERLOCK HOLMEZ sherlo\u212A holmes, Sherlock HOLMES";
        Assert.True(prefilter!.TryFind(haystack, 0, out int index, out _));
        Assert.Equal(haystack.IndexOf("Sherlock", StringComparison.Ordinal), index);
    }

    [Fact]
    public void NonAsciiCaseClassesFoldToo() =>
        Assert.Equal<string[]?>(["ШЕРЛОК ХОЛМС", "ΣΟΦΙΑ"], Fold("Шерлок Холмс|σοφια", RegexOptions.IgnoreCase));

    [Theory]
    [InlineData("john", "sherloc")]
    [InlineData("джон", "шерлок")]
    [InlineData("шерлок", null)]
    public void PrefilterReportsTheFirstFoldedOccurrence(string first, string? second)
    {
        string[] needles = second is null ? [first] : [first, second];
        string haystack = $"xx {(second ?? first).ToUpperInvariant()}K {first.ToUpperInvariant()[..2]}{first[2..]}";
        var prefilter = new IgnoreCasePrefilter(needles);
        Assert.True(prefilter.TryFind(haystack, 0, out int index, out _));
        Assert.Equal(3, index);
        int later = haystack.Length - first.Length;
        Assert.True(prefilter.TryFind(haystack, 4, out index, out _));
        Assert.Equal(later, index);
        Assert.False(prefilter.TryFind(haystack, later + 1, out _, out _));
    }

    // Several non-ASCII starts are searched over UTF-8 by their first letters, in every case spelling: a start is
    // never missed, and a candidate is where a start's first letters occur.
    [Fact]
    public void SeveralNonAsciiStartsHaveAUtf8FormOnTheirFirstLetters()
    {
        var prefilter = new IgnoreCasePrefilter(["джон", "шерлок"]);
        Assert.True(prefilter.SupportsUtf8);
        byte[] haystack = Encoding.UTF8.GetBytes("xx ДЖо ШеРлок");
        Assert.True(prefilter.TryFind(haystack, 0, out int index, out _));
        Assert.Equal(Encoding.UTF8.GetByteCount("xx "), index);
        Assert.True(prefilter.TryFind(haystack, index + 1, out index, out _));
        Assert.Equal(Encoding.UTF8.GetByteCount("xx ДЖо "), index);
        Assert.False(prefilter.TryFind(haystack, index + 1, out _, out _));

        var probe = PrefilterBuilder.ForPrefix(RegexTranslator.Translate("Джон|Шерлок", RegexOptions.IgnoreCase).Root);
        Assert.True(probe is FoldedProbePrefilter { SupportsUtf8: true }, probe?.GetType().Name);
        Assert.True(probe!.TryFind(haystack, 0, out index, out _));
        Assert.Equal(Encoding.UTF8.GetByteCount("xx "), index);
    }

    /// <summary>Haystacks full of near misses: other cases, the Kelvin sign, long s, dotted and dotless i.</summary>
    [Theory]
    [InlineData("", 1)]
    [InlineData("tr-TR", 2)]
    [InlineData("en-US", 3)]
    public void MatchesAgreeWithTheBclUnderEachCulture(string culture, int seed)
    {
        CultureInfo saved = CultureInfo.CurrentCulture;
        try
        {
            CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo(culture);
            string[] patterns = [Names, RussianNames, "Шерлок Холмс", "Sherlock Holmes", @"\bJohn\s+Wat(son)?", "(?:Irene|Inspector) [a-z]+", "SHERLOCK|WATSON|moriarty!"];
            string[] pieces = ["Sherlock", "SHERLOC\u212A", "sherlock", " Holmes", " HOLMES", "John", " Watson", "\u0130rene", "\u0131rene", "Irene",
                " Adler", "Inspector", "\u0130nspector", " Lestrade", "Professor", " Moriarty", "Wat", "s\u017Fon", " ", "\n", "x", "!",
                "Шерлок", "ШЕРЛОК", "шерлок", " Холмс", " холмС", "Джон", " уотсон", "ИНСПЕКТОР", " Лестрейд", "σοφια", "ΣΟΦΙΑ", "ςοφια"];
            var random = new Random(seed);
            for (int round = 0; round < 200; round++)
            {
                var input = new StringBuilder();
                // Every tenth haystack is long enough for the vector scans (a single name's is at least 32 windows on AVX2).
                for (int i = random.Next(0, round % 10 == 0 ? 400 : 16); i > 0; i--) input.Append(pieces[random.Next(pieces.Length)]);
                string pattern = patterns[random.Next(patterns.Length)];
                string text = input.ToString();
                string[] expected = [.. new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(RegexOptions.IgnoreCase)).Matches(text).Select(m => $"{m.Index}:{m.Value}")];
                var regex = new HotRegex(pattern, RegexOptions.IgnoreCase);
                string[] actual = [.. regex.Matches(text).Select(m => $"{m.Index}:{m.Value}")];
                Assert.True(expected.SequenceEqual(actual), $"seed {seed} round {round} culture '{culture}': /{pattern}/ on '{text}'");
                Assert.True(expected.SequenceEqual(Utf8Matches(regex, text)), $"UTF-8: seed {seed} round {round} culture '{culture}': /{pattern}/ on '{text}'");
            }
        }
        finally
        {
            CultureInfo.CurrentCulture = saved;
        }
    }

    // The matches in the text's UTF-8 bytes, described in UTF-16 terms (the pieces hold no surrogates).
    private static string[] Utf8Matches(HotRegex regex, string text)
    {
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        var matches = new List<string>();
        foreach (ValueMatch m in regex.EnumerateMatches(utf8))
        {
            matches.Add($"{Encoding.UTF8.GetCharCount(utf8, 0, m.Index)}:{Encoding.UTF8.GetString(utf8, m.Index, m.Length)}");
        }
        return [.. matches];
    }

    private static (string, ulong)? AsciiPattern(string pattern, RegexOptions options)
    {
        HirNode root = RegexTranslator.Translate(pattern, options).Root;
        return Fold(pattern, options) is [string prefix] ? FoldedPrefixes.ComputeAsciiPattern(root, prefix.Length) : null;
    }

    private static string[]? Fold(string pattern, RegexOptions options) =>
        FoldedPrefixes.Compute(RegexTranslator.Translate(pattern, options).Root, PrefilterBuilder.MinFoldedPrefixLength);
}
