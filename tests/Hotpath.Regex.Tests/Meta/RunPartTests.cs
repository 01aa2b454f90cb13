using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// Where a run part's run ends, against the class's own membership test unit by unit, for classes of many ranges whose
/// runs start with a look at one vector of their ASCII members (<c>\d</c>, <c>\w</c>, <c>\s</c>): runs that end inside
/// and past that vector, on an ASCII non-member, on a non-member beyond ASCII, and runs whose first units beyond ASCII are
/// members (Arabic-Indic digits, Cyrillic letters), from every start position.
/// </summary>
public class RunPartTests
{
    [Theory]
    [InlineData(@"\d")]
    [InlineData(@"\w")]
    [InlineData(@"\s")]
    [InlineData(@"[\d\p{Lu}]")]
    [InlineData(@"[\w.-]")]
    public void FindsTheRunEndAsAUnitByUnitTest(string classPattern)
    {
        CharRangeSet set = Assert.IsType<HirClass>(RegexTranslator.Translate(classPattern, RegexOptions.None).Root).Set;
        var part = new RunPart(set, Min: 1, Unbounded: true);
        // Any strategy's cache serves: a run reads only its clock, and only past LazyDfa.TimeoutCheckUnits units.
        StrategyCache cache = StrategyBuilder.Build(RegexTranslator.Translate("a", RegexOptions.None), RegexSettings.Default).CreateCache();
        char[] members = [.. set.Members().Where(c => c < 0x80).Take(8), .. set.Members().Where(c => c >= 0x80).Take(40)];
        char[] others = ['a', 'Z', '_', ' ', '.', '-', '\n', '\u00E9', '\u0436', '\u4E2D', '\u0663', '\u2028', '\u00A0', '\uD83D'];
        char[] nonMembers = [.. others.Where(c => !set.Contains(c))];
        var random = new Random(5113);
        for (int round = 0; round < 4000; round++)
        {
            var input = new StringBuilder();
            int length = random.Next(0, 70);
            // Members mostly, so that runs reach past the first vector; one non-member now and then, ASCII or not.
            int stopEvery = random.Next(2, 40);
            bool beyondAsciiMembers = random.Next(3) == 0;
            for (int i = 0; i < length; i++)
            {
                char[] pool = random.Next(stopEvery) == 0 ? nonMembers : members;
                char unit = pool[random.Next(pool.Length)];
                if (!beyondAsciiMembers && unit >= 0x80 && set.Contains(unit)) unit = members[random.Next(Math.Min(8, members.Length))];
                input.Append(unit);
            }
            string text = input.ToString();
            for (int start = 0; start <= text.Length; start++)
            {
                int expected = start;
                while (expected < text.Length && set.Contains(text[expected])) expected++;
                Assert.True(expected == part.RunEnd(text, start, text.Length, cache),
                    $"seed 5113 round {round}: {classPattern} run from {start} in \"{Escape(text)}\"");
            }
        }
    }

    private static string Escape(string text) => string.Concat(text.Select(c => c is >= ' ' and < '\u007F' ? c.ToString() : $"\\u{(int)c:X4}"));
}
