using System.Globalization;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Unicode;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Unicode;

public class CaseEquivalencesTests
{
    /// <summary>Invariant, a non-Turkish culture, a Turkish one, and the current culture (if it is not one of these).</summary>
    public static TheoryData<string> Cultures => [.. new[] { "", "en-US", "tr-TR", CultureInfo.CurrentCulture.Name }.Distinct()];

    public static TheoryData<string> MoreCultures => ["", "en-US", "tr-TR", "az-Latn-AZ", "fr-FR"];

    /// <summary>
    /// For every unit c, the units the BCL matches with the pattern c under IgnoreCase in <paramref name="cultureName"/>
    /// equal our equivalence class of c (or just c when it has none).
    /// </summary>
    [Theory]
    [MemberData(nameof(Cultures))]
    public void EveryUnitMatchesTheBclEquivalences(string cultureName)
    {
        var culture = CultureInfo.GetCultureInfo(cultureName);
        CaseBehavior behavior = CaseBehaviors.For(culture);
        WithCurrentCulture(culture, () =>
        {
            for (int c = 0; c <= char.MaxValue; c++)
            {
                var regex = new Bcl.Regex(Bcl.Regex.Escape(((char)c).ToString()), Bcl.RegexOptions.IgnoreCase);
                var bcl = new List<char>();
                foreach (Bcl.ValueMatch m in regex.EnumerateMatches(BclCharSets.AllUnits)) bcl.Add((char)m.Index);

                ReadOnlySpan<char> ours = CaseEquivalences.TryGet((char)c, behavior, out ReadOnlySpan<char> eq) ? eq : [(char)c];
                char[] sorted = ours.ToArray();
                Array.Sort(sorted);
                Assert.True(bcl.SequenceEqual(sorted),
                    $"U+{c:X4} in '{cultureName}': BCL [{Hex(bcl)}], ours [{Hex(sorted)}]");
            }
        });
    }

    /// <summary>Random class ranges under IgnoreCase: our closure equals the BCL's class (seeded; the seed is in the message).</summary>
    [Theory]
    [MemberData(nameof(MoreCultures))]
    public void ClosureOfRandomRangesMatchesBcl(string cultureName)
    {
        const int seed = 20261121;
        var random = new Random(seed);
        var culture = CultureInfo.GetCultureInfo(cultureName);
        CaseBehavior behavior = CaseBehaviors.For(culture);
        WithCurrentCulture(culture, () =>
        {
            for (int i = 0; i < 40; i++)
            {
                char first = (char)(random.Next(4) == 0 ? random.Next(0x10000) : random.Next(0x600));
                char last = (char)Math.Min(char.MaxValue, first + random.Next(i % 2 == 0 ? 4 : 300));
                var set = CharRangeSet.FromRanges([new CharRange(first, last)]);
                string pattern = $"[\\u{(int)first:X4}-\\u{(int)last:X4}]";
                BclCharSets.AssertSame(
                    BclCharSets.MatchedBy(pattern, Bcl.RegexOptions.IgnoreCase),
                    CaseEquivalences.Close(set, behavior),
                    $"seed {seed}, {pattern} in '{cultureName}'");
            }
        });
    }

    [Theory]
    [InlineData("", 'i', "Ii")]
    [InlineData("en-US", 'i', "Ii\u0130")]
    [InlineData("tr-TR", 'i', "i\u0130")]
    [InlineData("tr-TR", 'I', "I\u0131")]
    [InlineData("az", '\u0131', "I\u0131")]
    [InlineData("", 'k', "Kk\u212A")]
    public void KnownEquivalences(string cultureName, char c, string expected)
    {
        Assert.True(CaseEquivalences.TryGet(c, CaseBehaviors.For(CultureInfo.GetCultureInfo(cultureName)), out ReadOnlySpan<char> eq));
        char[] sorted = eq.ToArray();
        Array.Sort(sorted);
        Assert.Equal(expected, new string(sorted));
    }

    private static void WithCurrentCulture(CultureInfo culture, Action action)
    {
        CultureInfo saved = CultureInfo.CurrentCulture;
        CultureInfo.CurrentCulture = culture;
        try { action(); }
        finally { CultureInfo.CurrentCulture = saved; }
    }

    private static string Hex(IEnumerable<char> units) => string.Join(" ", units.Select(u => $"U+{(int)u:X4}"));
}
