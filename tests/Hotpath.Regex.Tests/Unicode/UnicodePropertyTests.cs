using Hotpath.RegularExpressions.Translation;
using Hotpath.RegularExpressions.Unicode;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Unicode;

public class UnicodePropertyTests
{
    public static TheoryData<string> AllNames => [.. GeneralCategoryNames.Names.Concat(NamedBlocks.Names)];

    [Theory]
    [MemberData(nameof(AllNames))]
    public void PropertyEqualsBcl(string name)
    {
        Assert.True(UnicodeProperty.TryResolve(name, out UnicodeProperty? property));
        BclCharSets.AssertSame(BclCharSets.MatchedBy($"\\p{{{name}}}"), property!.GetSet(ignoreCase: false), name);
    }

    [Theory]
    [MemberData(nameof(AllNames))]
    public void IgnoreCasePropertyEqualsBcl(string name)
    {
        const Bcl.RegexOptions options = Bcl.RegexOptions.IgnoreCase | Bcl.RegexOptions.CultureInvariant;
        foreach (string pattern in (string[])[$"\\p{{{name}}}", $"\\P{{{name}}}"])
        {
            var hir = RegexTranslator.Translate(pattern, (Hotpath.RegularExpressions.RegexOptions)(options));
            BclCharSets.AssertSame(BclCharSets.MatchedBy(pattern, options), SetOf(hir.Root), pattern + " ignoring case");
        }
    }

    [Theory]
    [InlineData("isgreek")]
    [InlineData("IsNKo")]
    [InlineData("IsCyrillicSupplementary")]
    [InlineData("IsLatinExtended-C")]
    [InlineData("LC")]
    [InlineData("L&")]
    [InlineData("lu")]
    [InlineData("")]
    public void UnknownNamesAreRejectedLikeBcl(string name)
    {
        Assert.False(UnicodeProperty.TryResolve(name, out _));
        Assert.ThrowsAny<ArgumentException>(() => new Bcl.Regex($"\\p{{{name}}}"));
    }

    internal static Hir.CharRangeSet SetOf(Hir.HirNode node) => node switch
    {
        Hir.HirClass c => c.Set,
        Hir.HirLiteral { Units.Length: 1 } l => Hir.CharRangeSet.Single(l.Units[0]),
        _ => throw new InvalidOperationException($"Not a one-unit node: {node.Kind}"),
    };
}
