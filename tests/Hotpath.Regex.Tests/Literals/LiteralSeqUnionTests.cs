using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using static Hotpath.RegularExpressions.Tests.Literals.H;

namespace Hotpath.RegularExpressions.Tests.Literals;

public class LiteralSeqUnionTests
{
    [Fact]
    public void LargeAlternationsOfWordsStayExactAndInOrder()
    {
        string[] words = [.. Enumerable.Range(0, 5_000).Select(i => $"w{i:x}q")];
        var limits = new LiteralLimits { MaxLiteralCount = 100_000 };
        LiteralSeq seq = LiteralExtractor.Extract(Alt([.. words.Select(Lit)]), ExtractionSide.Prefix, limits);
        Assert.True(seq.IsExact);
        Assert.Equal(words, seq.Literals.ToArray().Select(l => l.Units));
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public void UnionAllFindsTheSameCandidatesAsPairwiseUnions(int seed)
    {
        var random = new Random(seed);
        var limits = new LiteralLimits { MaxLiteralCount = 8 };
        for (int round = 0; round < 200; round++)
        {
            LiteralSeq[] parts = [.. Enumerable.Range(0, random.Next(1, 12)).Select(_ => RandomSeq(random))];
            LiteralSeq pairwise = parts.Skip(1).Aggregate(parts[0], (acc, next) => acc.Union(next, ExtractionSide.Prefix, limits));
            LiteralSeq all = LiteralSeq.UnionAll(parts, ExtractionSide.Prefix, limits);
            string context = $"seed {seed} round {round}: {string.Join(" | ", parts.Select(p => p.ToString()))}";
            Assert.True(pairwise.IsFinite == all.IsFinite, context);
            if (!all.IsFinite) continue;
            Assert.True(all.Count <= limits.MaxLiteralCount, context);
            // Every literal of the exact union must be found by some literal of the fitted one (a prefix of it).
            foreach (Literal literal in parts.SelectMany(p => p.Literals.ToArray()))
            {
                Assert.True(all.Literals.ToArray().Any(l => literal.Units.StartsWith(l.Units, StringComparison.Ordinal)), context + $" lost {literal}");
            }
        }
    }

    private static LiteralSeq RandomSeq(Random random)
    {
        if (random.Next(20) == 0) return LiteralSeq.Infinite;
        return LiteralSeq.Of(Enumerable.Range(0, random.Next(1, 4)).Select(_ =>
            new Literal(new string([.. Enumerable.Range(0, random.Next(1, 7)).Select(_ => (char)('a' + random.Next(3)))]), random.Next(2) == 0)));
    }
}
