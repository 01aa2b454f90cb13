using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using static Hotpath.RegularExpressions.Tests.Literals.H;

namespace Hotpath.RegularExpressions.Tests.Literals;

public class LeadingClassTests
{
    [Fact]
    public void SkipsAssertionsAndUnionsOptionalParts() =>
        Assert.Equal("[0-9a]", LeadingClass.Compute(Cat(Look(LookKind.WordBoundary), Star(Lit("a")), Plus(Range('0', '9'))))!.ToString());

    [Fact]
    public void AlternationUnionsBranches() =>
        Assert.Equal("[a-cx]", LeadingClass.Compute(Alt(Range('a', 'c'), Lit("xyz")))!.ToString());

    [Fact]
    public void NullWhenAMatchCanBeEmpty()
    {
        Assert.Null(LeadingClass.Compute(Star(Lit("a"))));
        Assert.Null(LeadingClass.Compute(Alt(Lit("a"), HirEmpty.Instance)));
    }
}
