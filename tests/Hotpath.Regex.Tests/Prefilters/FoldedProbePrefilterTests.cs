using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Translation;
using Hotpath.Testing;
using BclRegex = System.Text.RegularExpressions.Regex;
using HotRegex = Hotpath.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

// Toggles a static switch, so it must not run beside other tests that use this prefilter.
[Collection(nameof(FoldedProbePrefilterTests))]
public class FoldedProbePrefilterTests
{
    private const string Names = "Sherlock Holmes|John Watson|Irene Adler|Inspector Lestrade|Professor Moriarty";
    private const string RussianNames = "Шерлок Холмс|Джон Уотсон|Ирен Адлер|инспектор Лестрейд|профессор Мориарти";

    // Units that fold together under bit 0x20 without being case variants, and .NET's special equivalences.
    private const string Alphabet = "aAbB@`kK\u212A iI\u0130\u0131шШрРsS\u017F";

    [Fact]
    public void ClassSequencesKeepTheKelvinSign()
    {
        CharRangeSet[][]? starts = FoldedPrefixes.ComputeClasses(RegexTranslator.Translate("Sherlock", RegexOptions.IgnoreCase).Root, 3);
        Assert.NotNull(starts);
        CharRangeSet[] only = Assert.Single(starts);
        Assert.Equal(8, only.Length);
        Assert.True(only[7].Contains('\u212A'));
    }

    [Fact]
    public void SeveralNonAsciiCaseInsensitiveStartsUseTheProbeScan()
    {
        foreach (string pattern in new[] { RussianNames, "Kirk Kelvin|Istanbul Izmir", "Sherlock Holmes|Шерлок Холмс" })
        {
            // Forced onto the DFA strategy: on its own this shape is served by ClassSequenceStrategy over the same prefilter.
            Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.IgnoreCase), RegexSettings.Default, StrategyKind.Dfa);
            Assert.IsType<FoldedProbePrefilter>(Assert.IsType<DfaStrategy>(strategy).Prefilter);
        }
    }

    [Theory]
    [InlineData(false, 31)]
    [InlineData(true, 32)]
    public void FindsTheFirstPositionWhereASequenceOccurs(bool scalar, int seed)
    {
        var random = new Random(seed);
        bool saved = FoldedProbePrefilter.DisableVectorization;
        FoldedProbePrefilter.DisableVectorization = scalar;
        try
        {
            for (int round = 0; round < 400; round++)
            {
                CharRangeSet[][] sequences = [.. Enumerable.Range(0, random.Next(1, 4))
                    .Select(_ => Enumerable.Range(0, random.Next(2, 7)).Select(_ => RandomClass(random)).ToArray())];
                if (FoldedProbePrefilter.TryCreate(sequences) is not { } prefilter) continue;
                string haystack = new([.. Enumerable.Range(0, random.Next(0, 120)).Select(_ => Alphabet[random.Next(Alphabet.Length)])]);
                int start = random.Next(0, haystack.Length + 1);
                int expected = -1;
                for (int i = start; i < haystack.Length && expected < 0; i++)
                {
                    if (sequences.Any(s => i + s.Length <= haystack.Length && Enumerable.Range(0, s.Length).All(k => s[k].Contains(haystack[i + k])))) expected = i;
                }
                bool found = prefilter.TryFind(haystack, start, out int index, out _);
                Assert.True(expected == (found ? index : -1),
                    $"seed {seed} round {round}: {Describe(sequences)} in '{haystack}' from {start}: expected {expected} got {index}");
            }
        }
        finally
        {
            FoldedProbePrefilter.DisableVectorization = saved;
        }
    }

    /// <summary>Kelvin sign, long s and the four i letters, under the invariant culture, Turkish and English.</summary>
    [Theory]
    [InlineData("", 41)]
    [InlineData("tr-TR", 42)]
    [InlineData("en-US", 43)]
    public void SpecialEquivalencesAgreeWithTheBcl(string culture, int seed)
    {
        string[] patterns = ["Kirk Kelvin|Istanbul Izmir", "kask|sIsk", "ISIK|\u0131\u015f\u0131k"];
        string[] pieces = ["Kirk", "KIRK", "\u212Airk", "kirk", " Kelvin", " \u212AELVIN", "Istanbul", "\u0130stanbul", "\u0131stanbul",
            " Izmir", " \u0130zmir", "kask", "KAS\u212A", "sIsk", "\u017FIsk", "S\u0130SK", "I\u015eIK", "\u0131\u015f\u0131k", "\u0130\u015f\u0131k", " ", "x", "@"];
        CultureInfo saved = CultureInfo.CurrentCulture;
        try
        {
            CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo(culture);
            var random = new Random(seed);
            for (int round = 0; round < 200; round++)
            {
                var input = new StringBuilder();
                for (int i = random.Next(0, 24); i > 0; i--) input.Append(pieces[random.Next(pieces.Length)]);
                string pattern = patterns[random.Next(patterns.Length)];
                foreach (RegexOptions options in new[] { RegexOptions.IgnoreCase, RegexOptions.IgnoreCase | RegexOptions.CultureInvariant })
                {
                    AssertSameMatches(pattern, options, input.ToString(), $"seed {seed} round {round} culture '{culture}'");
                }
            }
        }
        finally
        {
            CultureInfo.CurrentCulture = saved;
        }
    }

    [DataFact]
    public void CorporaAgreeWithTheBcl()
    {
        string english = File.ReadAllText(SharedData.PathOf("rebar/haystacks/opensubtitles/en-sampled.txt"));
        string russian = File.ReadAllText(SharedData.PathOf("rebar/haystacks/opensubtitles/ru-sampled.txt"));
        CultureInfo saved = CultureInfo.CurrentCulture;
        try
        {
            foreach (string culture in new[] { "", "tr-TR" })
            {
                CultureInfo.CurrentCulture = CultureInfo.GetCultureInfo(culture);
                foreach (RegexOptions options in new[] { RegexOptions.IgnoreCase, RegexOptions.IgnoreCase | RegexOptions.CultureInvariant })
                {
                    AssertSameMatches(Names, options, english, $"culture '{culture}'");
                    AssertSameMatches("Sherlock Holmes", options, english, $"culture '{culture}'");
                    AssertSameMatches(RussianNames, options, russian, $"culture '{culture}'");
                    AssertSameMatches("Шерлок Холмс", options, russian, $"culture '{culture}'");
                }
            }
        }
        finally
        {
            CultureInfo.CurrentCulture = saved;
        }
    }

    private static void AssertSameMatches(string pattern, RegexOptions options, string text, string context)
    {
        string[] expected = [.. new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options)).Matches(text).Select(m => $"{m.Index}:{m.Value}")];
        string[] actual = [.. new HotRegex(pattern, options).Matches(text).Select(m => $"{m.Index}:{m.Value}")];
        Assert.True(expected.SequenceEqual(actual), $"{context}: /{pattern}/ ({options}) found {actual.Length} matches, the BCL {expected.Length}"
            + (text.Length < 400 ? $" in '{text}'" : ""));
    }

    private static CharRangeSet RandomClass(Random random)
    {
        string members = new([.. Enumerable.Range(0, random.Next(1, 4)).Select(_ => Alphabet[random.Next(Alphabet.Length)])]);
        return CharRangeSet.FromRanges(members.Select(c => new CharRange(c, c)));
    }

    private static string Describe(CharRangeSet[][] sequences) =>
        string.Join(" | ", sequences.Select(s => string.Concat(s.Select(c => c.ToString()))));
}
