using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using static Hotpath.RegularExpressions.Tests.Literals.H;

namespace Hotpath.RegularExpressions.Tests.Literals;

public class LeadingUnitDropTests
{
    // What the rest starts with, as its prefix literals.
    private static string[] PrefixesAfter(HirNode node, int count)
    {
        HirNode rest = LeadingUnitDrop.Drop(node, count) ?? throw new Xunit.Sdk.XunitException($"nothing left after {count} units");
        LiteralSeq literals = LiteralExtractor.Extract(rest, ExtractionSide.Prefix);
        return [.. literals.Literals.ToArray().Select(l => l.Units)];
    }

    [Fact]
    public void DropsAClassBeforeALiteral() => Assert.Equal(["tion"], PrefixesAfter(Cat(Range('a', 'z'), Lit("tion")), 1));

    [Fact]
    public void DropsIntoALiteralAndThroughGroupsAndAssertions() =>
        Assert.Equal(["cd"], PrefixesAfter(Cat(Look(LookKind.WordBoundary), Group(Cat(Range('a', 'z'), Lit("bcd")))), 2));

    [Fact]
    public void DropsTheSameCountFromEveryBranch() =>
        Assert.Equal(["erica", "ress"], PrefixesAfter(Group(Alt(Cat(Range('A', 'Z'), Lit("erica")), Cat(Range('a', 'z'), Lit("ress")))), 1));

    [Fact]
    public void UnrollsFixedRepetitions()
    {
        Assert.Equal(["ness"], PrefixesAfter(Cat(Rep(Range('a', 'z'), 2, 2), Lit("ness")), 2));
        // The copies left after the count runs out stay in front of the literal.
        Assert.Equal(["cabcabcx"], PrefixesAfter(Cat(Rep(Lit("abc"), 3, 3), Lit("x")), 2));
        Assert.Null(LeadingUnitDrop.Drop(Cat(Rep(Range('a', 'z'), 2, 2), Lit("ness")), 7));
    }

    [Fact]
    public void NullWhereTheStartIsNotFixedWidth()
    {
        Assert.Null(LeadingUnitDrop.Drop(Cat(Plus(Range('a', 'z')), Lit("x")), 1));
        Assert.Null(LeadingUnitDrop.Drop(Cat(Rep(Range('a', 'z'), 1, 2), Lit("x")), 1));
        Assert.Null(LeadingUnitDrop.Drop(Lit("ab"), 3));
        // A branch too short to lose the units, or one whose start varies.
        Assert.Null(LeadingUnitDrop.Drop(Alt(Lit("a"), Lit("bcd")), 2));
        Assert.Null(LeadingUnitDrop.Drop(Alt(Lit("ab"), Cat(Star(Lit("x")), Lit("cd"))), 1));
    }
}
