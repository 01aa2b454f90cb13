using System.Text.RegularExpressions;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Construction;

/// <summary>
/// <see cref="InnerLiteral.Find"/> asks, per candidate literal, whether the parts before it can consume its first
/// unit; it must choose what uniting those parts' sets would choose.
/// </summary>
public class InnerLiteralReferenceTests
{
    private static readonly string[] s_parts =
    [
        @"\w+", @"[\w.+-]+", @"\s*", "(?:ab|cd)", "x?", @"\d{2,3}", "@", "://", "Result", "ing", "#", "(Holmes)", @"[^@]+", @"\b", "a{0}",
    ];

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void FindChoosesWhatTheUnionOfPrefixSetsChooses(int seed)
    {
        var random = new Random(seed);
        for (int i = 0; i < 400; i++)
        {
            string pattern = string.Concat(Enumerable.Range(0, random.Next(1, 6)).Select(_ => s_parts[random.Next(s_parts.Length)]));
            HirNode root = RegexTranslator.Translate(pattern, RegexOptions.None).Root;
            InnerLiteral? actual = InnerLiteral.Find(root);
            (string Literal, int PrefixParts)? expected = Reference(root);
            string context = $"seed {seed} pattern /{pattern}/";
            Assert.True(expected?.Literal == actual?.Literal, $"{context}: {actual?.Literal ?? "none"}, expected {expected?.Literal ?? "none"}");
            if (actual is not null) Assert.True(expected!.Value.PrefixParts == ((HirConcat)actual.Prefix).Parts.Length, $"{context}: prefix length");
        }
    }

    // The definition: the longest worthwhile literal part whose first unit no earlier part can consume.
    private static (string Literal, int PrefixParts)? Reference(HirNode root)
    {
        List<HirNode> parts = RequiredLiteral.TopLevelParts(root);
        (string Literal, int PrefixParts)? best = null;
        CharRangeSet before = CharRangeSet.Empty;
        for (int i = 0; i < parts.Count; i++)
        {
            if (i > 0 && parts[i] is HirLiteral literal && RequiredLiteral.IsWorthSearching(literal.Units)
                && !before.Contains(literal.Units[0]) && literal.Units.Length > (best?.Literal.Length ?? 0))
            {
                best = (literal.Units, i);
            }
            before = CharRangeSet.FromRanges(before.Ranges.ToArray().Concat(Consumed(parts[i]).Ranges.ToArray()));
        }
        return best;
    }

    private static CharRangeSet Consumed(HirNode node) => node switch
    {
        HirLiteral literal => CharRangeSet.FromUnits(literal.Units),
        HirClass cls => cls.Set,
        HirCapture capture => Consumed(capture.Sub),
        HirRepeat repeat => repeat.Max == 0 ? CharRangeSet.Empty : Consumed(repeat.Sub),
        HirConcat concat => CharRangeSet.FromRanges(concat.Parts.SelectMany(p => Consumed(p).Ranges.ToArray())),
        HirAlternation alternation => CharRangeSet.FromRanges(alternation.Branches.SelectMany(b => Consumed(b).Ranges.ToArray())),
        _ => CharRangeSet.Empty,
    };
}
