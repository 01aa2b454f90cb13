using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

/// <summary>
/// The window search against a unit-by-unit reference, at every length and start, so the vector steps, the overlapping
/// last step and the scalar tail are all reached; classes of several ranges are tested loosely, never missing a fit.
/// </summary>
public class RangeWindowTests
{
    // Units inside and just outside the ranges below, units the subtraction wraps (below the range), and non-ASCII.
    private const string Alphabet = "aAzZ @[`{09:\u00E9\uFFFF\0";

    private static readonly CharRangeSet[] Classes =
    [
        Range('a', 'z'), Range(' ', ' '), Range('A', 'Z'), Range('0', '9'), Range('\0', '\uFFFF'), Range('\u00E0', '\u00FF'),
        // Several ranges: ASCII digits and U+00E9 (tested as [0-9] or at least U+00E9), letters, a space or a colon.
        CharRangeSet.FromRanges([new('0', '9'), new('\u00E9', '\u00E9')]), CharRangeSet.FromRanges([new('A', 'Z'), new('a', 'z')]),
        CharRangeSet.FromRanges([new(' ', ' '), new(':', ':')]),
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
            string input = new([.. Enumerable.Range(0, random.Next(0, 90)).Select(_ => random.Next(3) == 0 ? Alphabet[random.Next(Alphabet.Length)] : "az AZ"[random.Next(5)])]);
            int from = random.Next(0, input.Length + 1);
            int found = window.IndexOf(input, from);
            string context = $"seed {seed} round {round}: {string.Join(" ", classes.Select(c => c.ToString()))} from {from} in \"{input}\"";
            // Exactly where the loose tests first pass, which is never after the first exact fit.
            bool loose = classes.Any(c => c.Ranges.Length > 1);
            Assert.True(Reference(input, from, [.. classes.Select(c => Loosely(c, loose))]) == found, context);
            int exact = Reference(input, from, classes);
            Assert.True(exact < 0 || found >= 0 && found <= exact, context);
        }
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

    [Fact]
    public void RejectsWindowsOfOneUnitOrMoreThanFour()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new RangeWindow([Range('a', 'z')]));
        Assert.Throws<ArgumentOutOfRangeException>(() => new RangeWindow([.. Enumerable.Repeat(Range('a', 'z'), RangeWindow.MaxLength + 1)]));
        Assert.Throws<ArgumentException>(() => new RangeWindow([Range('a', 'z'), CharRangeSet.Empty]));
    }

    private static CharRangeSet Range(char first, char last) => CharRangeSet.FromRanges([new CharRange(first, last)]);

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
