using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// The compare-based scan of classes of two to four ranges against the class's own membership test, unit by unit: inputs
/// of every length around the vector widths (the last vector overlaps the one before), members at the ranges' edges and
/// the units just outside them, and units from 0x8000 up, where a signed compare would go wrong.
/// </summary>
public class FewRangeScanTests
{
    [Theory]
    [InlineData("[a-zA-Z]")]
    [InlineData("[0-9a-fA-F]")]
    [InlineData("[а-яё]")]
    [InlineData("[А-ЯЁ]")]
    [InlineData("[a-zA-Zа-яё]")]
    [InlineData(@"[\uD800-\uDBFF\uFFF0-\uFFFF]")]
    [InlineData(@"[\x00-\x10\xFF]")]
    public void FindsTheFirstMemberAndNonMemberAsAUnitByUnitTest(string classPattern)
    {
        CharRangeSet set = ClassOf(classPattern);
        FewRangeScan scan = FewRangeScan.TryCreate(set) ?? throw new InvalidOperationException("Needs vectors.");
        char[] units = EdgeUnits(set);
        var random = new Random(4721);
        for (int round = 0; round < 3000; round++)
        {
            var input = new StringBuilder();
            int length = random.Next(0, 70);
            // Runs of members broken now and then, or sparse members, so that both searches stop anywhere in a vector.
            bool mostlyMembers = random.Next(2) == 0;
            for (int i = 0; i < length; i++)
            {
                char unit = units[random.Next(units.Length)];
                if (mostlyMembers != set.Contains(unit) && random.Next(length + 1) != 0) unit = units[random.Next(units.Length)];
                input.Append(unit);
            }
            string text = input.ToString();
            int firstMember = text.AsSpan().IndexOfAny(set.Members());
            int firstNonMember = Array.FindIndex(text.ToCharArray(), c => !set.Contains(c));
            Assert.True(firstMember == scan.IndexOfMember(text), $"seed 4721 round {round}: {classPattern} first member in \"{Escape(text)}\"");
            Assert.True(firstNonMember == scan.IndexOfNonMember(text), $"seed 4721 round {round}: {classPattern} first non-member in \"{Escape(text)}\"");
        }
    }

    [Theory]
    [InlineData("[a-z]")]
    [InlineData(@"\w")]
    [InlineData("[a-e0-4A-Cx-z_]")]
    public void TakesOnlyClassesOfTwoToFourRanges(string classPattern) =>
        Assert.Null(FewRangeScan.TryCreate(ClassOf(classPattern)));

    // Each range's first and last units and their outer neighbours, and a few units of other kinds.
    private static char[] EdgeUnits(CharRangeSet set)
    {
        var units = new HashSet<char> { 'a', ' ', '\0', 'é', 'ж', '\u4E2D', '\uD83D', '\uFFFF', '\u8000' };
        foreach (CharRange range in set.Ranges)
        {
            units.UnionWith([range.First, range.Last, (char)((range.First + range.Last) / 2)]);
            if (range.First > 0) units.Add((char)(range.First - 1));
            if (range.Last < char.MaxValue) units.Add((char)(range.Last + 1));
        }
        return [.. units];
    }

    private static string Escape(string text) => string.Concat(text.Select(c => c is >= ' ' and < '\u007F' ? c.ToString() : $"\\u{(int)c:X4}"));

    private static CharRangeSet ClassOf(string pattern) => Assert.IsType<HirClass>(RegexTranslator.Translate(pattern, RegexOptions.None).Root).Set;
}
