using System.Text;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>Class runs between optional word boundaries: the shape is recognized, and every result equals the BCL's.</summary>
public class ClassRunStrategyTests
{
    public static TheoryData<string, RegexOptions> RunPatterns => new()
    {
        { "[a-z]+", RegexOptions.None },
        { "[a-z]+", RegexOptions.IgnoreCase },
        { @"\b\w+\b", RegexOptions.None },
        { @"\b[0-9]+\b", RegexOptions.None },
        { @"\b[0-9A-Za-z_]+\b", RegexOptions.None },
        { @"\d{3,}", RegexOptions.None },
        { @"\b\w{4,}\b", RegexOptions.None },
        { @"\b[a-z]+", RegexOptions.None },
        { @"[a-z]+\b", RegexOptions.None },
        { @"(\w+)", RegexOptions.None },
        { @"[^ \n]+", RegexOptions.None },
        { @"\b\p{L}+\b", RegexOptions.None },
        // A minimum length: gaps crossed with windows of that many members in a row (at most four).
        { "[A-Z]{2,}", RegexOptions.None },
        { @"\b[a-z]{4,}\b", RegexOptions.None },
        { "[a-z]{6,}", RegexOptions.None },
        // One unit of a class: listed members, a class searched past the units it leaves out, and one too large for either.
        { @"\d", RegexOptions.None },
        { @"[^\x00-\x7F]", RegexOptions.None },
        { @"[^ .]", RegexOptions.None },
        { @".", RegexOptions.None },
        { @"\s", RegexOptions.None },
        { @"\p{Lu}", RegexOptions.IgnoreCase },
        // One unit of a class of up to four ranges, counted by range comparisons (one, two, three and four ranges, ASCII
        // and beyond), and of more, counted by the nibble lookup.
        { @"[\u4E00-\u9FFF]", RegexOptions.None },
        { "[q7]", RegexOptions.None },
        { "[a-z0-9é]", RegexOptions.None },
        { "[aqZ_]", RegexOptions.None },
        { "[^q]", RegexOptions.None },
        { "[aqZ_7.]", RegexOptions.None },
    };

    [Theory]
    [MemberData(nameof(RunPatterns))]
    public void RecognizesTheShape(string pattern, RegexOptions options) =>
        Assert.IsType<ClassRunStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default));

    [Theory]
    [InlineData(@"[a-z]+?")]
    [InlineData(@"\b[^ ]+\b")]
    [InlineData(@"[a-z]*")]
    [InlineData(@"[a-z]{2,5}")]
    [InlineData(@"\B[a-z]+")]
    [InlineData(@"(\w)+")]
    [InlineData(@"(?:\w+)(\d)")]
    public void LeavesOtherShapesToTheAutomata(string pattern) =>
        Assert.IsNotType<ClassRunStrategy>(StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default));

    [Theory]
    [MemberData(nameof(RunPatterns))]
    public void AgreesWithTheBcl(string pattern, RegexOptions options)
    {
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
        var hotpath = new Regex(pattern, options);
        const int seed = 77;
        var random = new Random(seed);
        for (int round = 0; round < 80; round++)
        {
            string input = Haystack(random, random.Next(0, 60), withSurrogates: round % 4 == 3);
            string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
            Assert.True(difference is null, $"seed {seed} round {round}: /{pattern}/ on '{DifferentialComparer.Escape(input)}': {difference}");
        }
    }

    [Theory]
    [MemberData(nameof(RunPatterns))]
    public void InvalidUtf8MatchesLikeThePikeVm(string pattern, RegexOptions options)
    {
        (Strategy run, StrategyCache runCache, Strategy vm, StrategyCache vmCache) = RunAndPikeVm(pattern, options);
        const int seed = 78;
        var random = new Random(seed);
        byte[][] pieces = [[0x61], [0x31], [0x20], [0xC3, 0xA9], [0xD0, 0xB6], [0xC3], [0x80], [0xE2, 0x80, 0x8D], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0x5F]];
        for (int round = 0; round < 200; round++)
        {
            byte[] utf8 = [.. Enumerable.Range(0, random.Next(0, 16)).SelectMany(_ => random.Next(10) == 0 ? Enumerable.Repeat((byte)0x20, 20) : pieces[random.Next(pieces.Length)])];
            for (int start = 0; start <= utf8.Length; start++)
            {
                bool expected = vm.TryFindSpan(utf8, start, vmCache, out int vmStart, out int vmEnd);
                bool actual = run.TryFindSpan(utf8, start, runCache, out int runStart, out int runEnd);
                // Out values are unspecified when nothing is found.
                if (!expected) (vmStart, vmEnd) = (-1, -1);
                if (!actual) (runStart, runEnd) = (-1, -1);
                Assert.True((expected, vmStart, vmEnd) == (actual, runStart, runEnd),
                    $"seed {seed} round {round}: /{pattern}/ on {Convert.ToHexString(utf8)} from {start}: expected {(expected, vmStart, vmEnd)} got {(actual, runStart, runEnd)}");
            }
        }
    }

    // Counting one unit of a class in one pass over UTF-8 (decoded when the class has non-ASCII members) gives the
    // PikeVM's match-by-match count.
    [Theory]
    [MemberData(nameof(RunPatterns))]
    public void Utf8CountsLikeThePikeVm(string pattern, RegexOptions options)
    {
        (Strategy run, StrategyCache runCache, Strategy vm, StrategyCache vmCache) = RunAndPikeVm(pattern, options);
        const int seed = 79;
        var random = new Random(seed);
        for (int round = 0; round < 100; round++)
        {
            byte[] utf8 = Encoding.UTF8.GetBytes(Haystack(random, random.Next(0, 60), withSurrogates: round % 2 == 1));
            if (round % 3 == 2 && utf8.Length > 0) utf8[random.Next(utf8.Length)] = 0x80;
            if (!run.TryCountAll(utf8, 0, runCache, out int counted)) continue;
            int expected = 0;
            for (int from = 0; vm.TryFindSpan(utf8, new SearchStart(from, from), vmCache, out _, out int end); from = end) expected++;
            Assert.True(expected == counted, $"seed {seed} round {round}: /{pattern}/ on {Convert.ToHexString(utf8)}: expected {expected} got {counted}");
        }
    }

    // The strategy the builder picks (the class run) and the PikeVM for the same pattern, each with its cache.
    private static (Strategy Run, StrategyCache RunCache, Strategy Vm, StrategyCache VmCache) RunAndPikeVm(string pattern, RegexOptions options)
    {
        Strategy run = StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default);
        Strategy vm = StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default, StrategyKind.PikeVm);
        return (run, run.CreateCache(), vm, vm.CreateCache());
    }

    // A class of one range crosses gaps with Hotpath.Text's aligned range scan, which takes over from 256 units left:
    // gaps of up to 700 units (spaces, dots, or a wide unit the scan's narrowing saturates), over UTF-16 and, where the
    // text is ASCII, over its UTF-8 bytes.
    [Theory]
    [InlineData(@"\b[0-9]+\b")]
    [InlineData("[a-z]+")]
    [InlineData("[0-9]")]
    [InlineData("[a-z]{2,}")]
    [InlineData("[A-Z]{5,}")]
    public void OneRangeClassesCrossLongGapsLikeTheBcl(string pattern)
    {
        var bcl = new BclRegex(pattern);
        var hotpath = new Regex(pattern);
        const int seed = 83;
        var random = new Random(seed);
        string[] pieces = ["7", "42", "abc", "_9", "x", "Z", "ZZZZ", "ZZZZZ", "\u0130"];
        for (int round = 0; round < 60; round++)
        {
            var builder = new StringBuilder();
            for (int i = random.Next(1, 10); i > 0; i--)
            {
                builder.Append(" .\uFF10"[random.Next(round % 2 == 0 ? 2 : 3)], random.Next(0, 700));
                builder.Append(pieces[random.Next(round % 2 == 0 ? pieces.Length - 1 : pieces.Length)]);
            }
            string input = builder.ToString();
            string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
            Assert.True(difference is null, $"seed {seed} round {round}: /{pattern}/: {difference}");
            if (!Ascii.IsValid(input)) continue;
            string expected = string.Join(",", bcl.Matches(input).Select(m => $"{m.Index}+{m.Length}"));
            var actual = new List<string>();
            foreach (ValueMatch m in hotpath.EnumerateMatches(Encoding.ASCII.GetBytes(input))) actual.Add($"{m.Index}+{m.Length}");
            Assert.True(expected == string.Join(",", actual), $"UTF-8: seed {seed} round {round}: /{pattern}/");
        }
    }

    // Runs of at least two members of a class of several ranges are found by a search for two members in a row, past the
    // lone members between (single spaces, one period, a CJK ideograph between letters), with the scalar probe switching
    // on where pairs come close: gaps short and long, and pairs across every vector lane.
    [Theory]
    [InlineData(@"\s{2,}")]
    [InlineData(@"[.!?]{2,}")]
    [InlineData(@"[^\w\s]{2,}")]
    [InlineData(@"\p{Lo}{2,}")]
    [InlineData(@"\b\d{3,}\b")]
    public void RunsOfTwoOrMoreAreFoundPastLoneMembersLikeTheBcl(string pattern)
    {
        var bcl = new BclRegex(pattern);
        var hotpath = new Regex(pattern);
        const int seed = 84;
        var random = new Random(seed);
        string[] pieces = [" ", "  ", "\t\n", ".", "?!", "...", "+=", "a", "word", "7", "42", "123", "你", "你好", "ж", "\u3000", "\u2028 "];
        for (int round = 0; round < 80; round++)
        {
            var builder = new StringBuilder();
            int gap = random.Next(1, 3 * ClassRunStrategy.ScalarProbe);
            for (int i = random.Next(1, 60); i > 0; i--)
            {
                builder.Append('x', random.Next(gap));
                builder.Append(pieces[random.Next(pieces.Length)]);
            }
            string input = builder.ToString();
            string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
            Assert.True(difference is null, $"seed {seed} round {round}: /{pattern}/: {difference}");
        }
    }

    // Letters, digits, `_`, spaces, accented Latin, Cyrillic, ZWJ (a word unit for \b), long gaps and, optionally, a
    // surrogate pair.
    private static string Haystack(Random random, int length, bool withSurrogates)
    {
        string[] pieces = ["a", "Z", "q", "7", "0", "_", " ", " ", "\n", "é", "ж", "\u200D", "-", ".", "中"];
        var builder = new StringBuilder();
        for (int i = 0; i < length; i++)
        {
            builder.Append(withSurrogates && random.Next(10) == 0 ? "\U0001F600" : pieces[random.Next(pieces.Length)]);
            // Gaps longer than the scalar probe, crossed with the vectorized search.
            if (random.Next(8) == 0) builder.Append(random.Next(2) == 0 ? ' ' : '.', random.Next(ClassRunStrategy.ScalarProbe, 3 * ClassRunStrategy.ScalarProbe));
        }
        return builder.ToString();
    }

    // The range count sums its lanes in 16-bit counters, added up every 65,535 vectors: an input of several such stretches
    // whose members make up most of it, counted from several starts, over UTF-16 and UTF-8.
    [Theory]
    [InlineData("[ab]")]
    [InlineData("[a-z]")]
    [InlineData("[aqZ_7.]")]
    public void LongDenseCountsAgreeWithTheBcl(string pattern)
    {
        var random = new Random(80);
        string input = string.Create(2_200_011, random, (units, r) =>
        {
            for (int i = 0; i < units.Length; i++) units[i] = r.Next(8) == 0 ? ' ' : (char)('a' + r.Next(2));
        });
        var bcl = new BclRegex(pattern);
        var hotpath = new Regex(pattern);
        byte[] utf8 = Encoding.UTF8.GetBytes(input);
        foreach (int start in new[] { 0, 1, 17, 1_048_561 })
        {
            int expected = bcl.Count(input[start..]);
            Assert.Equal(expected, hotpath.Count(input[start..]));
            Assert.Equal(expected, hotpath.Count(utf8.AsSpan(start)));
        }
    }

    [Fact]
    public void AMatchByMatchCountHonoursTheTimeout()
    {
        // Runs are counted by the regex's shared loop, a search per match: the loop reads the clock across matches.
        const string pattern = @"\b[a-z]+\b";
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default);
        Assert.IsType<ClassRunStrategy>(strategy);
        Assert.False(strategy.TryCountAll("ab ab", 0, strategy.CreateCache(), out _));
        LoopTimeout.AssertCountTimesOut(pattern, "ab ");
    }
}
