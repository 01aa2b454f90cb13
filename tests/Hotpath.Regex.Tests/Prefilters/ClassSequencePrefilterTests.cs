using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Prefilters;
using static Hotpath.RegularExpressions.Tests.Literals.H;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

// Toggles a static switch, so it must not run beside other tests that use this prefilter.
[Collection(nameof(ClassSequencePrefilterTests))]
public class ClassSequencePrefilterTests
{
    [Fact]
    public void SequenceCoversTheFixedWidthStart()
    {
        CharRangeSet[] sequence = LeadingClassSequence.Compute(Cat(IgnoreCase("ab"), Look(LookKind.WordBoundary), Rep(Lit("c"), 2, 2), Plus(Lit("d")), Lit("e")));
        Assert.Equal("[Aa] [Bb] [c] [c] [d]", string.Join(" ", sequence.Select(s => s.ToString())));
        Assert.Empty(LeadingClassSequence.Compute(Star(Lit("a"))));
    }

    [Theory]
    [InlineData(false, 21)]
    [InlineData(true, 22)]
    public void FindsTheFirstPositionWhereEveryClassHolds(bool scalar, int seed)
    {
        var random = new Random(seed);
        bool saved = ClassSequencePrefilter.DisableVectorization;
        ClassSequencePrefilter.DisableVectorization = scalar;
        try
        {
            for (int round = 0; round < 300; round++)
            {
                CharRangeSet[] sequence = [.. Enumerable.Range(0, random.Next(2, 6)).Select(_ => RandomClass(random))];
                var prefilter = new ClassSequencePrefilter(sequence);
                string haystack = new([.. Enumerable.Range(0, random.Next(0, 80)).Select(_ => "abcABC \u212A"[random.Next(8)])]);
                int start = random.Next(0, haystack.Length + 1);
                int expected = -1;
                for (int i = start; i + sequence.Length <= haystack.Length && expected < 0; i++)
                {
                    if (Enumerable.Range(0, sequence.Length).All(k => sequence[k].Contains(haystack[i + k]))) expected = i;
                }
                bool found = prefilter.TryFind(haystack, start, out int index, out _);
                Assert.True(expected == (found ? index : -1),
                    $"seed {seed} round {round}: [{string.Join("", sequence.Select(s => s.ToString()))}] in '{haystack}' from {start}: expected {expected} got {index}");
            }
        }
        finally
        {
            ClassSequencePrefilter.DisableVectorization = saved;
        }
    }

    private static CharRangeSet RandomClass(Random random)
    {
        string members = new([.. Enumerable.Range(0, random.Next(1, 4)).Select(_ => "abcABC \u212A"[random.Next(8)])]);
        return CharRangeSet.FromRanges(members.Select(c => new CharRange(c, c)));
    }
}
