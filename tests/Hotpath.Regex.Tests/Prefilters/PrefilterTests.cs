using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Prefilters;
using static Hotpath.RegularExpressions.Tests.Literals.H;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

public class PrefilterTests
{
    [Fact]
    public void BuilderPicksSingleLiteral() =>
        Assert.IsType<SingleLiteralPrefilter>(PrefilterBuilder.ForPrefix(Cat(Lit("holmes"), Plus(Range('a', 'z')))));

    [Fact]
    public void BuilderPicksLiteralSet() =>
        Assert.IsType<LiteralSetPrefilter>(PrefilterBuilder.ForPrefix(Alt(Lit("sherlock"), Lit("watson"))));

    // Needles of one and two units (`-?(?:0|[1-9]\d*)` starts with "-0" to "-9" and "0" to "9"): the class of their first
    // units, whose scan costs a fraction of the set search's and stops at few more places. Without a one-unit needle, or
    // with a longer one, the set is searched.
    [Fact]
    public void BuilderScansTheFirstUnitsOfOneAndTwoUnitNeedles()
    {
        HirNode number = Cat(Rep(Lit("-"), 0, 1), Alt(Lit("0"), Cat(Range('1', '9'), Star(Range('0', '9')))));
        var firsts = Assert.IsType<CharClassPrefilter>(PrefilterBuilder.ForPrefix(number));
        Assert.Equal("a unit of [-0-9]", firsts.Describe());
        Assert.IsType<LiteralSetPrefilter>(PrefilterBuilder.ForPrefix(Alt(Lit("-x"), Lit("+y"), Lit("#z"))));
        Assert.IsType<LiteralSetPrefilter>(PrefilterBuilder.ForPrefix(Cat(Alt(Lit("-"), Lit("+-"), Lit("#--")), Range('a', 'z'))));
        const string text = "id -7, - 12 and -0.5 x-1";
        string pattern = @"-?(?:0|[1-9]\d*)";
        Assert.Equal(System.Text.RegularExpressions.Regex.Count(text, pattern), new Regex(pattern).Count(text));
    }

    [Fact]
    public void BuilderFallsBackToLeadingClass() =>
        Assert.IsType<CharClassPrefilter>(PrefilterBuilder.ForPrefix(Cat(Look(LookKind.WordBoundary), Plus(Range('0', '9')), Lit("x"), Range('a', 'z'))));

    [Fact]
    public void BuilderGivesUpOnEmptyOrHugeStarts()
    {
        Assert.Null(PrefilterBuilder.ForPrefix(Star(Lit("a"))));
        Assert.Null(PrefilterBuilder.ForPrefix(Plus(Range('\0', '\uFFFF'))));
    }

    [Fact]
    public void Utf8NeedlesRefuseReplacementCharAndTrimSplitPairsAtTheInnerEnd()
    {
        Assert.Null(Utf8Needles.TryEncode("a\uFFFDb", ExtractionSide.Prefix));
        Assert.Equal("a"u8.ToArray(), Utf8Needles.TryEncode("a\uD83D", ExtractionSide.Prefix));
        Assert.Null(Utf8Needles.TryEncode("a\uD83D", ExtractionSide.Suffix));
        Assert.Equal("\U0001F600x"u8.ToArray(), Utf8Needles.TryEncode("\U0001F600x", ExtractionSide.Suffix));
    }

    /// <summary>Every prefilter must report exactly the first position where one of its needles occurs.</summary>
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void LiteralPrefiltersAgreeWithNaiveSearch(int seed)
    {
        var random = new Random(seed);
        for (int round = 0; round < 200; round++)
        {
            string[] needles = [.. Enumerable.Range(0, random.Next(1, 5)).Select(_ => RandomText(random, random.Next(1, 4), "abé\U0001F600"))];
            needles = [.. needles.Where(n => !needles.Any(o => o.Length < n.Length && n.StartsWith(o, StringComparison.Ordinal))).Distinct()];
            Prefilter prefilter = needles.Length == 1
                ? new SingleLiteralPrefilter(needles[0], ExtractionSide.Prefix)
                : new LiteralSetPrefilter(needles, ExtractionSide.Prefix);
            string haystack = RandomText(random, random.Next(0, 40), "abcé\U0001F600");
            int start = random.Next(0, haystack.Length + 1);
            string context = $"seed {seed} round {round}: needles [{string.Join(",", needles)}] haystack '{haystack}' start {start}";

            (int index, int length) expected = NaiveFind(haystack, start, needles);
            bool found = prefilter.TryFind(haystack, start, out int index, out int length);
            Assert.True(found == expected.index >= 0, context);
            if (found) Assert.True((index, length) == expected, context + $" got ({index},{length})");

            Assert.True(prefilter.SupportsUtf8, context);
            byte[] utf8 = Encoding.UTF8.GetBytes(haystack);
            int byteStart = Encoding.UTF8.GetByteCount(haystack.AsSpan(0, start - (start > 0 && start < haystack.Length && char.IsLowSurrogate(haystack[start]) ? 1 : 0)));
            bool foundUtf8 = prefilter.TryFind(utf8, byteStart, out int byteIndex, out int byteLength);
            int alignedStart = Encoding.UTF8.GetString(utf8, 0, byteStart).Length;
            (int index, int length) expectedUtf8 = NaiveFind(haystack, alignedStart, needles);
            Assert.True(foundUtf8 == expectedUtf8.index >= 0, context + " (UTF-8)");
            if (foundUtf8)
            {
                Assert.Equal(Encoding.UTF8.GetByteCount(haystack.AsSpan(0, expectedUtf8.index)), byteIndex);
                Assert.Equal(Encoding.UTF8.GetByteCount(haystack.AsSpan(expectedUtf8.index, expectedUtf8.length)), byteLength);
            }
        }
    }

    [Fact]
    public void ClassPrefilterFindsFirstMember()
    {
        var prefilter = new CharClassPrefilter(CharRangeSet.FromRanges([new CharRange('0', '9')]));
        Assert.True(prefilter.TryFind("ab12", 0, out int index, out int length));
        Assert.Equal((2, 1), (index, length));
        Assert.True(prefilter.TryFind("ab12"u8, 3, out index, out _));
        Assert.Equal(3, index);
        Assert.False(prefilter.TryFind("abcd", 0, out _, out _));
        Assert.False(new CharClassPrefilter(CharRangeSet.Single('é')).SupportsUtf8);
    }

    [Fact]
    public void TrackerSwitchesOffWhenCandidatesAreDenseAndTriesAgainFurtherOn()
    {
        PrefilterTracker dense = PrefilterTracker.Start();
        int at = 0;
        // Off verdicts in a row keep it off for doubling stretches, up to ReprobeUnits.
        for (int stretch = PrefilterTracker.MinReprobeUnits, round = 0; round < 6; round++, stretch = Math.Min(2 * stretch, PrefilterTracker.ReprobeUnits))
        {
            for (int i = 0; i < PrefilterTracker.MinCandidates; i++) dense.Record(1, ++at);
            Assert.False(dense.IsActiveAt(at + 1));
            Assert.False(dense.IsActiveAt(at + stretch - 1));
            Assert.True(dense.IsActiveAt(at + stretch));
            at += stretch;
        }
        // A new window: sparse candidates keep it on, and the next dense window is off for the shortest stretch again.
        for (int i = 0; i < PrefilterTracker.MinCandidates; i++) dense.Record(PrefilterTracker.MinAverageSkip, at += 100);
        Assert.True(dense.IsActiveAt(at + 1));
        for (int i = 0; i < PrefilterTracker.MinCandidates; i++) dense.Record(1, ++at);
        Assert.True(dense.IsActiveAt(at + PrefilterTracker.MinReprobeUnits));

        PrefilterTracker sparse = PrefilterTracker.Start();
        for (int i = 0; i < 10 * PrefilterTracker.MinCandidates; i++) sparse.Record(PrefilterTracker.MinAverageSkip, 100 * i);
        Assert.True(sparse.IsActiveAt(100_000));
    }

    [Fact]
    public void TrackerKeepsAClassScanOnAtSkipsTooShortForOtherPrefilters()
    {
        var classScan = new CharClassPrefilter(CharRangeSet.FromRanges([new CharRange('A', 'Z')]));
        var literals = new LiteralSetPrefilter(["GET", "POST", "PUT"], ExtractionSide.Prefix);
        Assert.True(classScan.MinAverageSkip < literals.MinAverageSkip);
        // Candidates every MinAverageSkipOfClassScan units: enough for the class scan, too few for the literal set.
        int skip = PrefilterTracker.MinAverageSkipOfClassScan;
        PrefilterTracker forClass = PrefilterTracker.Start(), forLiterals = PrefilterTracker.Start();
        for (int i = 1; i <= PrefilterTracker.MinCandidates; i++)
        {
            forClass.Record(skip, skip * i, classScan.MinAverageSkip);
            forLiterals.Record(skip, skip * i, literals.MinAverageSkip);
        }
        int last = skip * PrefilterTracker.MinCandidates;
        Assert.True(forClass.IsActiveAt(last + 1));
        Assert.False(forLiterals.IsActiveAt(last + 1));
        // One unit fewer per candidate and the class scan goes off too.
        for (int i = 1; i <= PrefilterTracker.MinCandidates; i++) forClass.Record(skip - 1, last + (skip - 1) * i, classScan.MinAverageSkip);
        Assert.False(forClass.IsActiveAt(last + (skip - 1) * PrefilterTracker.MinCandidates + 1));
    }

    private static (int, int) NaiveFind(string haystack, int start, string[] needles)
    {
        for (int i = start; i < haystack.Length; i++)
        {
            foreach (string needle in needles.OrderByDescending(n => n.Length))
            {
                if (haystack.AsSpan(i).StartsWith(needle, StringComparison.Ordinal)) return (i, needle.Length);
            }
        }
        return (-1, 0);
    }

    private static string RandomText(Random random, int scalars, string alphabet)
    {
        string[] symbols = [.. EnumerateScalars(alphabet)];
        var builder = new StringBuilder();
        for (int i = 0; i < scalars; i++) builder.Append(symbols[random.Next(symbols.Length)]);
        return builder.ToString();
    }

    private static IEnumerable<string> EnumerateScalars(string text)
    {
        for (int i = 0; i < text.Length; i += char.IsHighSurrogate(text[i]) ? 2 : 1)
        {
            yield return text.Substring(i, char.IsHighSurrogate(text[i]) ? 2 : 1);
        }
    }
}
