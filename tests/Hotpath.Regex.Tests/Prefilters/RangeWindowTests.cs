using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

/// <summary>The window search against a unit-by-unit reference, at every length and start, so the vector steps, the overlapping last step and the scalar tail are all reached.</summary>
public class RangeWindowTests
{
    // Units inside and just outside the ranges below, units the subtraction wraps (below the range), and non-ASCII.
    private const string Alphabet = "aAzZ @[`{09:\u00E9\uFFFF\0";

    private static readonly CharRange[] Ranges = [new('a', 'z'), new(' ', ' '), new('A', 'Z'), new('0', '9'), new('\0', '\uFFFF'), new('\u00E0', '\u00FF')];

    [Theory]
    [InlineData(2, 31)]
    [InlineData(3, 32)]
    [InlineData(4, 33)]
    public void FindsTheFirstWindowWhereEveryRangeHolds(int length, int seed)
    {
        var random = new Random(seed);
        for (int round = 0; round < 3000; round++)
        {
            CharRange[] ranges = [.. Enumerable.Range(0, length).Select(_ => Ranges[random.Next(Ranges.Length)])];
            var window = new RangeWindow(ranges);
            // Mostly units that fit, so windows that fit are common enough to land in every lane and in the tail.
            string input = new([.. Enumerable.Range(0, random.Next(0, 90)).Select(_ => random.Next(3) == 0 ? Alphabet[random.Next(Alphabet.Length)] : "az AZ"[random.Next(5)])]);
            int from = random.Next(0, input.Length + 1);
            Assert.True(Reference(input, from, ranges) == window.IndexOf(input, from), $"seed {seed} round {round}: [{string.Join(", ", ranges)}] from {from} in \"{input}\"");
        }
    }

    [Fact]
    public void FindsAWindowEndingTheInputAfterEveryStart()
    {
        var window = new RangeWindow([new('a', 'z'), new(' ', ' '), new('A', 'Z'), new('a', 'z')]);
        for (int length = 4; length < 70; length++)
        {
            string input = new string('.', length - 4) + "a Ab";
            for (int from = 0; from <= length; from++) Assert.Equal(from <= length - 4 ? length - 4 : -1, window.IndexOf(input, from));
        }
    }

    [Fact]
    public void RejectsWindowsOfOneUnitOrMoreThanFour()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new RangeWindow([new('a', 'z')]));
        Assert.Throws<ArgumentOutOfRangeException>(() => new RangeWindow([.. Enumerable.Repeat(new CharRange('a', 'z'), RangeWindow.MaxLength + 1)]));
    }

    private static int Reference(string input, int from, CharRange[] ranges)
    {
        for (int i = from; i + ranges.Length <= input.Length; i++)
        {
            if (Enumerable.Range(0, ranges.Length).All(k => input[i + k] >= ranges[k].First && input[i + k] <= ranges[k].Last)) return i;
        }
        return -1;
    }
}
