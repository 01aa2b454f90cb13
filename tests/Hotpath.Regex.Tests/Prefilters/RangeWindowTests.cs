using System.Runtime.Intrinsics;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

/// <summary>
/// The window search against a unit-by-unit reference, at every length and start, so the vector steps, the overlapping
/// last step and the scalar tail are all reached; classes of several ranges are tested loosely, never missing a fit.
/// </summary>
/// <remarks>
/// The 128-bit steps test one position alone first, leaving out its class's widest gap, so there the search may pass a
/// loose fit by that gap: what it finds lies between the first loose fit and the first exact one, and fits loosely. The
/// same holds where 256-bit steps narrow units to bytes, whose loose test differs: a class of several ranges passes every
/// unit from U+00FF up, and a class of one range never passes U+FFFF.
/// </remarks>
public class RangeWindowTests
{
    // Units inside and just outside the ranges below, units the subtraction wraps (below the range), and non-ASCII:
    // digits of other scripts and units in the gaps between them (a curly quote, a CJK ideograph).
    // U+00FF and a Cyrillic letter lie where narrowed units and the unnarrowed loose test part.
    private const string Alphabet = "aAzZ @[`{09:\u00E9\uFFFF\0\u0665\uFF15\u2019\u4E2D\uFF1A\u00FF\u0416";

    private static readonly CharRangeSet[] Classes =
    [
        Range('a', 'z'), Range(' ', ' '), Range('A', 'Z'), Range('0', '9'), Range('\0', '\uFFFF'), Range('\u00E0', '\u00FF'),
        // Several ranges: ASCII digits and U+00E9 (tested as [0-9] or at least U+00E9), letters, a space or a colon.
        CharRangeSet.FromRanges([new('0', '9'), new('\u00E9', '\u00E9')]), CharRangeSet.FromRanges([new('A', 'Z'), new('a', 'z')]),
        CharRangeSet.FromRanges([new(' ', ' '), new(':', ':')]),
        // Digits of three scripts: the widest gap above the second range is U+066A to U+FF0F.
        CharRangeSet.FromRanges([new('0', '9'), new('\u0660', '\u0669'), new('\uFF10', '\uFF19')]),
    ];

    [Theory]
    [InlineData(2, 31)]
    [InlineData(3, 32)]
    [InlineData(4, 33)]
    public void FindsTheFirstWindowWhereEveryRangeHolds(int length, int seed)
    {
        var random = new Random(seed);
        for (int round = 0; round < 3000; round++)
        {
            CharRangeSet[] classes = [.. Enumerable.Range(0, length).Select(_ => Classes[random.Next(Classes.Length)])];
            var window = new RangeWindow(classes);
            // Mostly units that fit, so windows that fit are common enough to land in every lane and in the tail.
            string input = RandomInput(random, random.Next(0, 90));
            int from = random.Next(0, input.Length + 1);
            int found = window.IndexOf(input, from);
            string context = $"seed {seed} round {round}: {string.Join(" ", classes.Select(c => c.ToString()))} from {from} in \"{input}\"";
            bool loose = classes.Any(c => c.Ranges.Length > 1);
            bool narrows = window.TestsNarrowedUnits && Vector256.IsHardwareAccelerated;
            // Only the 128-bit steps test one position alone, and only narrowed steps test otherwise loosely; the others
            // find exactly the first loose fit.
            bool pretestsAlone = loose && !Vector256.IsHardwareAccelerated && Vector128.IsHardwareAccelerated;
            if (!pretestsAlone && !narrows) Assert.True(found == Reference(input, from, [.. classes.Select(c => Loosely(c, loose))]), context);
            AssertBetweenLooseAndExact(classes, narrows, input, from, found, context);
        }
    }

    [Theory]
    [InlineData(2, 41)]
    [InlineData(3, 42)]
    [InlineData(4, 43)]
    public void AnswersEverySearchOfOneInputThroughItsCursor(int length, int seed)
    {
        // Long inputs where windows fit densely or seldom: the narrowed steps' first test passing densely hands the rest
        // to 16-unit steps, and searches from just after a fit are answered from the cursor's last step.
        var random = new Random(seed);
        for (int round = 0; round < 300; round++)
        {
            CharRangeSet[] classes = [.. Enumerable.Range(0, length).Select(_ => Classes[random.Next(Classes.Length)])];
            var window = new RangeWindow(classes);
            string input = RandomInput(random, random.Next(100, 1500), fitting: random.Next(1, 4));
            bool narrows = window.TestsNarrowedUnits && Vector256.IsHardwareAccelerated;
            var cursor = default(WindowCursor);
            for (int from = random.Next(0, 40); from <= input.Length;)
            {
                int found = window.IndexOf(input, from, ref cursor);
                AssertBetweenLooseAndExact(classes, narrows, input, from, found, $"seed {seed} round {round}: {string.Join(" ", classes.Select(c => c.ToString()))} from {from}");
                if (found < 0) break;
                from = found + 1 + random.Next(0, 3);
            }
        }
    }

    [Fact]
    public void NarrowsUnitsOnlyWhereEveryTestReadsTheSameOnBytes()
    {
        CharRangeSet digits = Classes[^1];
        Assert.True(new RangeWindow([Range('a', 'z'), Range(' ', ' '), Range('A', 'Z')]).TestsNarrowedUnits);
        // `\w`-like: its second range starts below U+00FF, so 0xFF passes exactly.
        Assert.True(new RangeWindow([Classes[6], Classes[7]]).TestsNarrowedUnits);
        // Digits of other scripts pass as every unit from U+00FF up, which a class of one range still stops.
        Assert.True(new RangeWindow([digits, Range('.', '.'), digits]).TestsNarrowedUnits);
        Assert.False(new RangeWindow([digits, digits]).TestsNarrowedUnits);
        // A first range reaching U+00FF cannot be told from the units above it.
        Assert.False(new RangeWindow([Range('\u00E0', '\u00FF'), Range('a', 'z')]).TestsNarrowedUnits);
    }

    [Fact]
    public void FindsAWindowEndingTheInputAfterEveryStart()
    {
        var window = new RangeWindow([Range('a', 'z'), Range(' ', ' '), Range('A', 'Z'), Range('a', 'z')]);
        for (int length = 4; length < 70; length++)
        {
            string input = new string('.', length - 4) + "a Ab";
            for (int from = 0; from <= length; from++) Assert.Equal(from <= length - 4 ? length - 4 : -1, window.IndexOf(input, from));
        }
    }

    [Theory]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    public void FindsALoneWindowAtEveryPositionOfTextWhereNoneFits(int length)
    {
        // One window among units that fit none of its positions, so that a step's test of one position alone, or of one
        // half of a step, decides alone whether the window is seen (the steps of 8, 16, 32 and 64 windows, and the tail).
        CharRangeSet[] classes = [.. "0.9:"[..length].Select(unit => unit == '0' || unit == '9' ? Range('0', '9') : Range(unit, unit))];
        var window = new RangeWindow(classes);
        string fitting = "1.2:"[..length];
        const string Fillers = "a é中\uFFFF\u0100x";
        for (int textLength = length; textLength < 160; textLength += 7)
        {
            for (int at = 0; at + length <= textLength; at++)
            {
                var text = new System.Text.StringBuilder();
                for (int i = 0; i < textLength; i++) text.Append(Fillers[(i * 7 + at) % Fillers.Length]);
                text.Remove(at, length).Insert(at, fitting);
                string input = text.ToString();
                Assert.True(at == window.IndexOf(input, 0), $"window {fitting} at {at} of {textLength}");
                Assert.True(-1 == window.IndexOf(input, at + 1), $"window {fitting} at {at} of {textLength}, searched from {at + 1}");
            }
        }
    }

    [Theory]
    [InlineData(2, 51, false)]
    [InlineData(3, 52, false)]
    [InlineData(2, 53, true)]
    [InlineData(4, 54, true)]
    public void SearchesTheRarestPositionAloneUntilItsHitsComeDensely(int length, int seed, bool dense)
    {
        // Capitals of one range at every position of the window, over ideographs and lower-case letters: where capitals are
        // rare the search for the rarest position alone answers every search of the input; where they come every few
        // units its hits hand the rest to the window steps. Both must find exactly the windows the reference finds.
        CharRangeSet[] classes = [.. Enumerable.Range(0, length).Select(_ => Range('A', 'Z'))];
        var window = new RangeWindow(classes);
        var random = new Random(seed);
        for (int round = 0; round < 40; round++)
        {
            var text = new System.Text.StringBuilder();
            if (dense)
            {
                while (text.Length < 6000)
                {
                    int draw = random.Next(8);
                    text.Append(draw == 0 ? new string('Q', length + random.Next(0, 3)) : draw < 4 ? "K" : "ab");
                }
            }
            else
            {
                // One window and two lone capitals in 6000 ideographs: fewer hits than the rate is judged on.
                text.Append('\u4E2D', 6000);
                text.Insert(random.Next(6000), new string('Q', length)).Insert(random.Next(6000), 'K').Insert(random.Next(6000), 'K');
            }
            string input = text.ToString();
            var cursor = default(WindowCursor);
            for (int from = 0; from <= input.Length;)
            {
                int found = window.IndexOf(input, from, ref cursor);
                Assert.True(Reference(input, from, classes) == found, $"seed {seed} round {round} from {from}");
                if (found < 0) break;
                from = found + 1 + random.Next(0, 3);
            }
            if (Vector256.IsHardwareAccelerated) Assert.True(dense == cursor.RarestHitsDensely, $"seed {seed} round {round}");
        }
    }

    [Theory]
    [InlineData("1.2")]
    [InlineData("\u0663.\u0664")]
    [InlineData("1.\u0664")]
    [InlineData("\u0663.2")]
    [InlineData("\uFF11.\uFF12")]
    [InlineData("12")]
    [InlineData("\u0663\u0664")]
    [InlineData("\u06631")]
    [InlineData("7\uFF12")]
    public void FindsADigitWindowOfAnyScriptAtEveryPosition(string fitting)
    {
        // `\d\.\d` and `\d\d` (where a digit is the position the 128-bit steps test alone first) among ASCII fillers that
        // fit no position, every other one replaced by a unit beyond ASCII whose low byte is an ASCII digit (U+2030,
        // U+4E39, U+0131: the narrowed steps and any test of low bytes must not take them for digits, nor miss the digits
        // of other scripts for them), or by curly quotes and an ideograph (in the gap of `\d` the single-position test
        // leaves out), or by none. No two units beyond ASCII are neighbours, nor neighbour the window, where the window's
        // loose test (every unit from U+0660 up is a digit) would fit first. A digit of another script (U+0663, U+FF11)
        // must be found where it sits, at every position of every step width.
        CharRangeSet digit = ((HirClass)Hotpath.RegularExpressions.Translation.RegexTranslator.Translate(@"\d", RegexOptions.None).Root).Set;
        var window = new RangeWindow([.. fitting.Select(unit => unit == '.' ? Range('.', '.') : digit)]);
        int length = fitting.Length;
        const string Ascii = "ab ,-x";
        foreach (string beyondAscii in new[] { "", "\u2030\u4E39\u0131", "\u201C\u201D\u4E2D" })
        {
            for (int textLength = length; textLength < 120; textLength += 5)
            {
                for (int at = 0; at + length <= textLength; at++)
                {
                    char[] text = new char[textLength];
                    for (int i = 0; i < textLength; i++)
                    {
                        text[i] = i % 2 == 1 && beyondAscii.Length > 0 ? beyondAscii[(i + at) % beyondAscii.Length] : Ascii[(i * 5 + at) % Ascii.Length];
                    }
                    fitting.CopyTo(0, text, at, length);
                    if (at > 0) text[at - 1] = 'a';
                    if (at + length < textLength) text[at + length] = 'a';
                    string input = new(text);
                    Assert.True(at == window.IndexOf(input, 0), $"window {fitting} at {at} of {textLength} in '{input}'");
                    Assert.True(-1 == window.IndexOf(input, at + 1), $"window {fitting} at {at} of {textLength}, searched from {at + 1}");
                }
            }
        }
    }

    [Fact]
    public void RejectsWindowsOfOneUnitOrMoreThanFour()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new RangeWindow([Range('a', 'z')]));
        Assert.Throws<ArgumentOutOfRangeException>(() => new RangeWindow([.. Enumerable.Repeat(Range('a', 'z'), RangeWindow.MaxLength + 1)]));
        Assert.Throws<ArgumentException>(() => new RangeWindow([Range('a', 'z'), CharRangeSet.Empty]));
    }

    private static CharRangeSet Range(char first, char last) => CharRangeSet.FromRanges([new CharRange(first, last)]);

    // Mostly units that fit (one in `fitting + 1` from the alphabet), so windows that fit are common enough to land in
    // every lane and in the tail.
    private static string RandomInput(Random random, int length, int fitting = 2) =>
        new([.. Enumerable.Range(0, length).Select(_ => random.Next(fitting + 1) == 0 ? Alphabet[random.Next(Alphabet.Length)] : "az AZ"[random.Next(5)])]);

    // Never before the first fit of the loosest test or after the first exact one, and always a loose fit.
    private static void AssertBetweenLooseAndExact(CharRangeSet[] classes, bool narrows, string input, int from, int found, string context)
    {
        bool loose = classes.Any(c => c.Ranges.Length > 1);
        CharRangeSet[] loosest = [.. classes.Select(c => Loosely(c, loose))];
        if (narrows) loosest = [.. loosest.Zip(classes, (unnarrowed, c) => unnarrowed.Union(Narrowed(c)))];
        int firstLoose = Reference(input, from, loosest);
        Assert.True(found == -1 || found >= firstLoose && Reference(input, found, loosest) == found, context);
        int exact = Reference(input, from, classes);
        Assert.True(exact < 0 || found >= 0 && found <= exact, context);
    }

    // The test of a class on narrowed units: its first range, or, with several, every unit from the second range's first
    // or from U+00FF up, whichever is lower.
    private static CharRangeSet Narrowed(CharRangeSet set) =>
        set.Ranges.Length == 1 ? set
        : CharRangeSet.FromRanges([set.Ranges[0], new CharRange((char)Math.Min(set.Ranges[1].First, '\u00FF'), '\uFFFF')]);

    // The documented loose test of a class of several ranges: its first range, or any unit from its second range's first
    // up; in a window with such a class, a class of one range also passes U+FFFF.
    private static CharRangeSet Loosely(CharRangeSet set, bool windowIsLoose) =>
        set.Ranges.Length > 1 ? CharRangeSet.FromRanges([set.Ranges[0], new CharRange(set.Ranges[1].First, '\uFFFF')])
        : windowIsLoose ? CharRangeSet.FromRanges([set.Ranges[0], new CharRange('\uFFFF', '\uFFFF')])
        : set;

    private static int Reference(string input, int from, CharRangeSet[] classes)
    {
        for (int i = from; i + classes.Length <= input.Length; i++)
        {
            if (Enumerable.Range(0, classes.Length).All(k => classes[k].Contains(input[i + k]))) return i;
        }
        return -1;
    }
}
