using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using static Hotpath.RegularExpressions.Tests.Literals.H;

namespace Hotpath.RegularExpressions.Tests.Literals;

public class LiteralExtractorTests
{
    private static string Prefix(HirNode node, LiteralLimits? limits = null) =>
        LiteralExtractor.Extract(node, ExtractionSide.Prefix, limits).ToString();

    private static string Suffix(HirNode node, LiteralLimits? limits = null) =>
        LiteralExtractor.Extract(node, ExtractionSide.Suffix, limits).ToString();

    [Fact]
    public void LiteralIsExact() => Assert.Equal("[E(sherlock)]", Prefix(Lit("sherlock")));

    [Fact]
    public void ConcatenationCrossesParts()
    {
        Assert.Equal("[E(ac), E(bc)]", Prefix(Cat(Cls("ab"), Lit("c"))));
        Assert.Equal("[E(ac), E(bc)]", Suffix(Cat(Cls("ab"), Lit("c"))));
    }

    [Fact]
    public void AlternationKeepsBranchOrder() =>
        Assert.Equal("[E(foo), E(bar), E(baz)]", Prefix(Alt(Lit("foo"), Lit("bar"), Lit("baz"))));

    [Fact]
    public void AlternationPreservesLeftmostFirstOrderAcrossConcatenation() =>
        // (a|ab)(c|bcd): the backtracker tries branch combinations in exactly this order.
        Assert.Equal("[E(ac), E(abcd), E(abc), E(abbcd)]", Prefix(Cat(Alt(Lit("a"), Lit("ab")), Alt(Lit("c"), Lit("bcd")))));

    [Fact]
    public void DuplicateKeepsFirstPlaceAndBecomesInexactIfAnyCopyIs() =>
        Assert.Equal("[I(ab), E(c)]", Prefix(Alt(Lit("ab"), Lit("c"), Cat(Lit("ab"), Plus(Range('a', 'z'))))));

    [Fact]
    public void LargeClassEndsThePrefix()
    {
        Assert.Equal("[I(foo)]", Prefix(Cat(Lit("foo"), Range('a', 'z'), Lit("bar"))));
        Assert.Equal("[I(bar)]", Suffix(Cat(Lit("foo"), Range('a', 'z'), Lit("bar"))));
    }

    [Fact]
    public void LargeClassAtTheStartIsInfinite() => Assert.Equal("∞", Prefix(Cat(Range('a', 'z'), Lit("bar"))));

    [Fact]
    public void StarMakesOptionalPrefixWithEmptyAlternative()
    {
        Assert.Equal("[I(a), E(b)]", Prefix(Cat(Star(Lit("a")), Lit("b"))));
        Assert.Equal("[E(b), I(a)]", Prefix(Cat(Star(Lit("a"), greedy: false), Lit("b"))));
    }

    [Fact]
    public void PlusIsInexactAfterOneCopy() => Assert.Equal("[I(ab)]", Prefix(Cat(Plus(Lit("ab")), Lit("c"))));

    [Fact]
    public void CountedRepetitionExpands()
    {
        Assert.Equal("[E(ababab)]", Prefix(Rep(Lit("ab"), 3, 3)));
        Assert.Equal("[I(abab)]", Prefix(Rep(Lit("ab"), 2, 5)));
    }

    [Fact]
    public void ZeroWidthAssertionsAreTransparent() =>
        Assert.Equal("[E(foo)]", Prefix(Cat(Look(LookKind.WordBoundary), Lit("foo"), Look(LookKind.WordBoundary))));

    [Fact]
    public void CaptureIsTransparent() => Assert.Equal("[E(xy)]", Prefix(Cat(Group(Lit("x")), Lit("y"))));

    [Fact]
    public void CaseInsensitiveWordExpandsWithinTheCountLimit()
    {
        LiteralSeq seq = LiteralExtractor.Extract(IgnoreCase("sherlock"), ExtractionSide.Prefix);
        Assert.True(seq.IsFinite);
        Assert.Equal(64, seq.Count);
        Assert.All(seq.Literals.ToArray(), l => Assert.Equal(6, l.Length));
        Assert.All(seq.Literals.ToArray(), l => Assert.False(l.IsExact));
    }

    [Fact]
    public void LongLiteralIsCut()
    {
        var limits = new LiteralLimits { MaxLiteralLength = 3 };
        Assert.Equal("[I(abc)]", Prefix(Lit("abcdef"), limits));
        Assert.Equal("[I(def)]", Suffix(Lit("abcdef"), limits));
    }

    [Fact]
    public void OversizedUnionIsShortenedThenGivenUp()
    {
        var limits = new LiteralLimits { MaxLiteralCount = 3 };
        Assert.Equal("[I(abcd), I(abce)]", Prefix(Alt(Lit("abcdx"), Lit("abcdy"), Lit("abcex"), Lit("abcey")), limits));
        Assert.Equal("∞", Prefix(Alt(Lit("a"), Lit("b"), Lit("c"), Lit("d")), limits));
    }

    [Fact]
    public void ClassThatCannotMatchYieldsNothing() =>
        Assert.Equal("[]", Prefix(Cat(Lit("a"), new HirClass(CharRangeSet.Empty))));

    [Fact]
    public void MinimizeDropsLiteralsCoveredByShorterOnes()
    {
        LiteralSeq seq = LiteralExtractor.Extract(Alt(Lit("abc"), Lit("ab"), Lit("xab")), ExtractionSide.Prefix);
        Assert.Equal("[I(ab), I(xab)]", seq.MinimizeForPrefilter(ExtractionSide.Prefix).ToString());
        LiteralSeq suffixes = LiteralExtractor.Extract(Alt(Lit("abc"), Lit("bc"), Lit("bcx")), ExtractionSide.Suffix);
        Assert.Equal("[I(bc), I(bcx)]", suffixes.MinimizeForPrefilter(ExtractionSide.Suffix).ToString());
    }
}
