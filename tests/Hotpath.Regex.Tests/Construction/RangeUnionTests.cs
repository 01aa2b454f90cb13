using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Tests.Construction;

/// <summary><see cref="CharRangeSet.Union"/> merges two canonical range lists in one pass; it must equal the set built from both.</summary>
public class RangeUnionTests
{
    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    public void UnionEqualsTheSetOfAllRanges(int seed)
    {
        var random = new Random(seed);
        for (int round = 0; round < 500; round++)
        {
            CharRange[] left = RandomRanges(random), right = RandomRanges(random);
            CharRangeSet a = CharRangeSet.FromRanges(left), b = CharRangeSet.FromRanges(right);
            CharRangeSet expected = CharRangeSet.FromRanges(left.Concat(right));
            CharRangeSet union = a.Union(b);
            Assert.True(expected.Equals(union), $"seed {seed} round {round}: {a} ∪ {b} = {union}, expected {expected}");
            Assert.True(expected.Equals(b.Union(a)), $"seed {seed} round {round}: union is not symmetric");
        }
    }

    [Fact]
    public void TouchingRangesJoinAndTheLastUnitIsKept()
    {
        CharRangeSet low = CharRangeSet.FromRanges([new('a', 'c')]), high = CharRangeSet.FromRanges([new('d', 'f'), new('\uFFFE', '\uFFFF')]);
        Assert.Equal("[a-f][\uFFFE-\uFFFF]", Describe(low.Union(high)));
        Assert.Same(low, low.Union(CharRangeSet.Empty));
        Assert.Same(high, CharRangeSet.Empty.Union(high));
    }

    private static string Describe(CharRangeSet set) =>
        string.Concat(set.Ranges.ToArray().Select(r => $"[{r.First}-{r.Last}]"));

    // Few ranges, clustered so that overlaps, touching ends and the top of the code-unit space all occur.
    private static CharRange[] RandomRanges(Random random)
    {
        int count = random.Next(0, 6);
        var ranges = new CharRange[count];
        for (int i = 0; i < count; i++)
        {
            int first = random.Next(4) == 0 ? char.MaxValue - random.Next(8) : random.Next(40);
            int last = Math.Min(char.MaxValue, first + random.Next(6));
            ranges[i] = new CharRange((char)first, (char)last);
        }
        return ranges;
    }
}
