using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// The vectorized class-run scan against a unit-by-unit walk with the class's own membership test, over units that
/// stress the narrowing: non-ASCII members and non-members, units whose low byte is an ASCII member (<c>š</c> is
/// 0x161), and units from 0x8000 up (surrogates, U+FFFF), which a signed pack would turn into NUL.
/// </summary>
public class ClassRunScanTests
{
    private static readonly char[] Units =
    [
        'a', 'b', 'Z', '0', '9', '.', '-', '+', '_', ' ', '\t', '\n', '\0', '@', '/', '\u007F', '\u0080', '\u00A0', 'é', 'ж',
        '\u0161', '\u0100', '\u1E61', '\u2028', '\u3000', '\uD83D', '\uDE00', '\uFFFF',
        // The quotes and dashes of prose, which IndexOfMember passes over in vectors, and the members and non-members at
        // the edges of the stretches around them without members: \d (U+1C59 | U+1C5A … U+A61F | U+A620, with U+0660 and
        // U+FF10 beyond), \w (U+200D | U+200E … U+203E | U+203F), \s (U+200A | U+200B … U+2027 | U+2028).
        '\u2018', '\u2019', '\u201C', '\u201D', '\u2014', '\u0660', '\uFF10', '\u1C59', '\u1C5A', '\uA61F', '\uA620',
        '\u200D', '\u200E', '\u203E', '\u203F', '\u200A', '\u200B', '\u2027',
        // The edges of the wide ranges the scan tests by compares (CJK ideographs, Hangul syllables).
        '\u4DFF', '\u4E00', '\u4E2D', '\u9FFF', '\uA000', '\uABFF', '\uAC00', '\uD7A3', '\uD7A4',
    ];

    [Theory]
    [InlineData(@"[\w.+-]")]
    [InlineData(@"\w")]
    [InlineData(@"[^\s]")]
    [InlineData(@"[a-c.]")]
    [InlineData(@"[^a]")]
    [InlineData(@"\d")]
    [InlineData(@"[\0-\x7F]")]
    [InlineData(@"[\u0080-\uFFFF]")]
    [InlineData(@"[\u4E00-\u9FFF\uAC00-\uD7A3.]")]
    public void FindsTheEndsOfRunsAsAUnitByUnitWalk(string classPattern)
    {
        CharRangeSet set = ClassOf(classPattern);
        var scan = new ClassRunScan(set);
        var random = new Random(4711);
        for (int round = 0; round < 2000; round++)
        {
            string input = RandomInput(random, set);
            int position = random.Next(input.Length + 1);
            int limit = random.Next(position, input.Length + 1);
            int expectedEnd = position;
            while (expectedEnd < limit && set.Contains(input[expectedEnd])) expectedEnd++;
            Assert.True(expectedEnd == scan.RunEnd(input, position, limit), $"seed 4711 round {round}: {classPattern} forward from {position} to {limit}");
            int floor = random.Next(position + 1);
            int expectedStart = position;
            while (expectedStart > floor && set.Contains(input[expectedStart - 1])) expectedStart--;
            Assert.True(expectedStart == scan.RunStart(input, position, floor), $"seed 4711 round {round}: {classPattern} back from {position} to {floor}");
        }
    }

    [Theory]
    [InlineData(@"[\w.+-]")]
    [InlineData(@"\w")]
    [InlineData(@"\d")]
    [InlineData(@"\s")]
    [InlineData(@"[a-c.]")]
    [InlineData(@"[\u0080-\uFFFF]")]
    [InlineData(@"[\u2019a]")]
    public void FindsTheFirstMemberAsAUnitByUnitSearch(string classPattern)
    {
        CharRangeSet set = ClassOf(classPattern);
        var scan = new ClassRunScan(set);
        var random = new Random(4712);
        char[] nonMembers = Array.FindAll(Units, u => !set.Contains(u));
        for (int round = 0; round < 2000; round++)
        {
            // Gaps of non-members (many above 127), long enough to cross whole vectors, with a member now and then.
            string input = new([.. Enumerable.Range(0, random.Next(0, 160)).Select(_ => random.Next(40) == 0 ? Units[random.Next(Units.Length)] : nonMembers[random.Next(nonMembers.Length)])]);
            int position = random.Next(input.Length + 1);
            AssertFindsFirstMember(scan, set, input, position, $"seed 4712 round {round}: {classPattern} from {position}");
        }
    }

    [Theory]
    [InlineData(@"\s")]
    [InlineData(@"[.!?]")]
    [InlineData(@"[^\w\s]")]
    [InlineData(@"\w")]
    [InlineData(@"\d")]
    [InlineData(@"\p{Lo}")]
    [InlineData(@"[\u2019a]")]
    [InlineData(@"[\u0080-\uFFFF]")]
    public void FindsTheFirstPairOfMembersAsAUnitByUnitSearch(string classPattern)
    {
        CharRangeSet set = ClassOf(classPattern);
        var scan = new ClassRunScan(set);
        var random = new Random(4715);
        char[] nonMembers = Array.FindAll(Units, u => !set.Contains(u));
        char[] members = [.. Array.FindAll(Units, set.Contains), .. Pageless.Where(set.Contains), .. Paged.Where(set.Contains)];
        for (int round = 0; round < 3000; round++)
        {
            // Lone members often, pairs seldom, units of many blocks: a pair may sit across a vector's last lane.
            int density = random.Next(2, 12);
            string input = new([.. Enumerable.Range(0, random.Next(0, 200)).Select(_ => random.Next(density) == 0 && members.Length > 0
                ? members[random.Next(members.Length)] : random.Next(30) == 0 ? Units[random.Next(Units.Length)] : nonMembers[random.Next(nonMembers.Length)])]);
            int position = random.Next(input.Length + 1);
            int expected = position;
            while (expected + 1 < input.Length && !(set.Contains(input[expected]) && set.Contains(input[expected + 1]))) expected++;
            if (expected + 1 >= input.Length) expected = -1;
            Assert.True(expected == scan.IndexOfPair(input, position), $"seed 4715 round {round}: {classPattern} from {position}");
        }
    }

    // Units of pages where the classes below have no member beyond ASCII (Hangul, CJK, emoji surrogates, Hebrew, the
    // variation selectors and U+FEFF), mixed unit by unit, and units of pages that do: members (Arabic-Indic, Devanagari
    // and fullwidth digits, Cyrillic and Greek capitals, math symbols) and non-members beside them (Arabic letters,
    // Cyrillic small letters), with the units at page edges (U+00FF, U+0100, U+FEFF, U+FF00).
    private static readonly string Pageless = "안녕하세요세계你好世界天气很好\uD83D\uDE00\uD83E\uDD26\uFE0F\u200Dשלוםעולם\uFEFF";
    private static readonly string Paged = "٠١٩مرحبا०९０９ДЖабвΓΔ∀∈≥⇒\u00FF\u0100\uFF00";

    [Theory]
    [InlineData(@"\d")]
    [InlineData(@"\p{Lu}")]
    [InlineData(@"\p{Sm}")]
    [InlineData(@"[^\p{IsCJKUnifiedIdeographs}\p{P}\s]")]
    [InlineData(@"[\u0660-\u0669x]")]
    public void FindsTheFirstMemberInTextThatChangesPageAtEveryUnit(string classPattern)
    {
        CharRangeSet set = ClassOf(classPattern);
        var scan = new ClassRunScan(set);
        var random = new Random(4714);
        for (int round = 0; round < 2000; round++)
        {
            var builder = new StringBuilder();
            for (int length = random.Next(0, 300); builder.Length < length;)
            {
                builder.Append(random.Next(60) == 0 ? Paged[random.Next(Paged.Length)] : random.Next(8) == 0 ? " ,.x"[random.Next(4)] : Pageless[random.Next(Pageless.Length)]);
            }
            string input = builder.ToString();
            int position = random.Next(input.Length + 1);
            AssertFindsFirstMember(scan, set, input, position, $"seed 4714 round {round}: {classPattern} from {position}");
        }
    }

    [Fact]
    public void UnitsOfPagesWithoutMembers_AreDecidedInTheVectors()
    {
        // \d has no member in the pages of Hangul, CJK, emoji or Hebrew: the search tests none of them alone, so it builds
        // no table for their blocks, however often the text changes block.
        var scan = new ClassRunScan(ClassOf(@"\d"));
        string text = string.Concat(Enumerable.Repeat(Pageless + " ", 40)) + "7";
        Assert.Equal(text.Length - 1, scan.IndexOfMember(text, 0));
        Assert.Equal(0, scan.BlocksBuilt);
    }

    [Theory]
    [InlineData(@"[\p{IsCJKUnifiedIdeographs}，。？！]", "的一是不了人我在有他这中大来上个们到说国和地也子时")]
    [InlineData(@"[\uAC00-\uD7A3a-z]", "한국어의문장은공백으로나뉜다")]
    public void UnitsOfAWideRange_AreDecidedInTheVectors(string classPattern, string script)
    {
        // The ideographs and syllables span hundreds of blocks, each unit usually in another than the one before: the
        // range compares decide them, so a run across them builds no block table. The run is a whole number of vector
        // steps, so that no unit of it is left to test alone.
        CharRangeSet set = ClassOf(classPattern);
        var scan = new ClassRunScan(set);
        string text = string.Concat(Enumerable.Repeat(script, 32)) + " ";
        Assert.Equal(text.Length - 1, scan.RunEnd(text, 0, text.Length));
        Assert.Equal(0, scan.RunStart(text, text.Length - 1, 0));
        Assert.Equal(0, scan.BlocksBuilt);
    }

    // IndexOfMember against a unit-by-unit search with the class's own membership test.
    private static void AssertFindsFirstMember(ClassRunScan scan, CharRangeSet set, string input, int position, string because)
    {
        int expected = position;
        while (expected < input.Length && !set.Contains(input[expected])) expected++;
        Assert.True((expected == input.Length ? -1 : expected) == scan.IndexOfMember(input, position), because);
    }

    // Mostly members, in runs long enough to cross whole vectors, with a non-member now and then.
    private static string RandomInput(Random random, CharRangeSet set)
    {
        char[] members = Array.FindAll(Units, set.Contains);
        var builder = new StringBuilder();
        int length = random.Next(0, 160);
        for (int i = 0; i < length; i++)
        {
            builder.Append(members.Length > 0 && random.Next(12) != 0 ? members[random.Next(members.Length)] : Units[random.Next(Units.Length)]);
        }
        return builder.ToString();
    }

    // Text of one script at a time (the scan decides a block's units in vectors once it has met one): words of Cyrillic,
    // Greek, CJK or Latin with accents, ASCII punctuation between, a unit of another block now and then, and units at the
    // edges of blocks (U+047F, U+0480, U+4DFF, U+4E00).
    private static readonly string[] Scripts =
    [
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙ\u047F\u0480\u0481",
        "αβγδεζηθικλμνξοπρστυφχψωΑΒΓΔΕΖΗΘ\u0370\u03FF",
        "的一是不了人我在有他这中大来上个们到说国和地也子时\u4DFF\u4E00\u9FFF",
        "éèêëàâäôöûüçñÉÈÀÇ\u00FF\u0100\u017F",
        "한국어의문장은공백으로나뉜다\uABFF\uAC00\uD7A3\uD7A4，。？！",
    ];

    [Theory]
    [InlineData(@"\w")]
    [InlineData(@"\p{Lu}")]
    [InlineData(@"\p{Ll}")]
    [InlineData(@"[А-Яа-яЁё ,.!?-]")]
    [InlineData(@"\p{IsCJKUnifiedIdeographs}")]
    [InlineData(@"[^\s\p{P}]")]
    [InlineData(@"\d")]
    [InlineData(@"[\p{IsCJKUnifiedIdeographs}，。？！]")]
    [InlineData(@"[\uAC00-\uD7A3a-z]")]
    [InlineData(@"[\u4E00-\u9FFF\uAC00-\uD7A3\u0400-\u04FF\u3040-\u30FF\u0600-\u06FF]")]
    public void DecidesTheUnitsOfAScriptInVectorsAsAUnitByUnitWalk(string classPattern)
    {
        CharRangeSet set = ClassOf(classPattern);
        var scan = new ClassRunScan(set);
        var random = new Random(4713);
        for (int round = 0; round < 1500; round++)
        {
            var builder = new StringBuilder();
            string script = Scripts[random.Next(Scripts.Length)];
            while (builder.Length < random.Next(0, 200))
            {
                if (random.Next(10) == 0) script = Scripts[random.Next(Scripts.Length)];
                for (int i = random.Next(1, 12); i > 0; i--) builder.Append(script[random.Next(script.Length)]);
                builder.Append(random.Next(30) == 0 ? Units[random.Next(Units.Length)] : " ,.\n-"[random.Next(5)]);
            }
            string input = builder.ToString();
            int position = random.Next(input.Length + 1);
            int limit = random.Next(position, input.Length + 1);
            int expectedEnd = position;
            while (expectedEnd < limit && set.Contains(input[expectedEnd])) expectedEnd++;
            Assert.True(expectedEnd == scan.RunEnd(input, position, limit), $"seed 4713 round {round}: {classPattern} forward from {position} to {limit}");
            int floor = random.Next(position + 1);
            int expectedStart = position;
            while (expectedStart > floor && set.Contains(input[expectedStart - 1])) expectedStart--;
            Assert.True(expectedStart == scan.RunStart(input, position, floor), $"seed 4713 round {round}: {classPattern} back from {position} to {floor}");
            AssertFindsFirstMember(scan, set, input, position, $"seed 4713 round {round}: {classPattern} member from {position}");
        }
    }

    private static CharRangeSet ClassOf(string pattern) => Assert.IsType<HirClass>(RegexTranslator.Translate(pattern, RegexOptions.None).Root).Set;
}
