using System.Globalization;
using Hotpath.RegularExpressions.Translation;

namespace Hotpath.RegularExpressions.Tests.Translation;

public class RegexTranslatorTests
{
    private static string Hir(string pattern, RegexOptions options = RegexOptions.None, string? culture = null) =>
        HirPrinter.Print(RegexTranslator.Translate(pattern, options, culture is null ? CultureInfo.InvariantCulture : CultureInfo.GetCultureInfo(culture)).Root);

    [Theory]
    [InlineData("", "ε")]
    [InlineData("abc", "'abc'")]
    [InlineData("a(?:bc)d", "'abcd'")]
    [InlineData(@"a\x41\u0042\0", @"'aAB\u0000'")]
    [InlineData("a{1}", "'a'")]
    [InlineData("a{1,1}?", "'a'")]
    [InlineData("(a){0}b", "'b'")]
    [InlineData("a{0,0}", "ε")]
    [InlineData("(?:){5}", "ε")]
    [InlineData("a{,2}", "'a{,2}'")]
    [InlineData("a{2,}?", "Rep('a',2,∞,lazy)")]
    [InlineData("ab*", "Cat('a', Rep('b',0,∞))")]
    [InlineData("a|b|c", "[a-c]")]
    [InlineData("a|[bc]|xy|d|e", "Alt([a-c], 'xy', [d-e])")]
    [InlineData("(?:a|b)|c", "[a-c]")]
    [InlineData("(a)|b", "Alt(Cap1('a'), 'b')")]
    [InlineData("a||b", "Alt('a', ε, 'b')")]
    [InlineData("[a]", "'a'")]
    [InlineData(".", @"[\u0000-\u0009\u000B-\uFFFF]")]
    [InlineData("^$", "Cat(Start, EndZ)")]
    [InlineData(@"\A\z\Z\G\b\B", "Cat(Start, End, EndZ, SearchStart, WordBoundary, NonWordBoundary)")]
    [InlineData("(?<n>a)(b)", "Cat(Cap2('a'), Cap1('b'))")]
    [InlineData("(?<n>a)(?<n>b)", "Cat(Cap1('a'), Cap1('b'))")]
    [InlineData("[a-z-[aeiou]]", "[b-df-hj-np-tv-z]")]
    [InlineData("[^a]", @"[\u0000-`b-\uFFFF]")]
    [InlineData("a # x\n b", "'a # x\\u000A b'")]
    [InlineData("(?x)a # x\n b", "'ab'")]
    [InlineData("(?x)[ #]", "[ #]")]
    [InlineData("(?i:k)k", @"Cat([Kk\u212A], 'k')")]
    [InlineData("(?i)1", "'1'")]
    [InlineData("(?n)(a)(?<x>b)", "Cat('a', Cap1('b'))")]
    public void TranslatesTo(string pattern, string expected) => Assert.Equal(expected, Hir(pattern));

    [Theory]
    [InlineData("^$", RegexOptions.Multiline, "Cat(LineStart, LineEnd)")]
    [InlineData(".", RegexOptions.Singleline, @"[\u0000-\uFFFF]")]
    [InlineData(@"\b\B", RegexOptions.ECMAScript, "Cat(EcmaWordBoundary, NonEcmaWordBoundary)")]
    [InlineData(@"\d", RegexOptions.ECMAScript, "[0-9]")]
    [InlineData("(a)", RegexOptions.ExplicitCapture, "'a'")]
    [InlineData("k", RegexOptions.IgnoreCase, @"[Kk\u212A]")]
    [InlineData("(?-i)k", RegexOptions.IgnoreCase, "'k'")]
    [InlineData(@"\w", RegexOptions.IgnoreCase, null)] // \w is not case-folded; just must translate
    public void OptionsApply(string pattern, RegexOptions options, string? expected)
    {
        string actual = Hir(pattern, options);
        if (expected is not null) Assert.Equal(expected, actual);
    }

    [Theory]
    [InlineData("", "[Ii]")]
    [InlineData("en-US", @"[Ii\u0130]")]
    [InlineData("tr-TR", @"[i\u0130]")]
    public void IgnoreCaseUsesTheCultureForI(string culture, string expected) =>
        Assert.Equal(expected, Hir("i", RegexOptions.IgnoreCase, culture));

    [Fact]
    public void CultureInvariantOverridesTheCulture() =>
        Assert.Equal("[Ii]", HirPrinter.Print(RegexTranslator.Translate("i", RegexOptions.IgnoreCase | RegexOptions.CultureInvariant, CultureInfo.GetCultureInfo("tr-TR")).Root));

    [Theory]
    [InlineData(@"(a)\1", "backreference", 3)]
    [InlineData(@"(?<n>a)\k<n>", "backreference", 7)]
    [InlineData("a(?=b)", "lookahead", 1)]
    [InlineData("a(?!b)", "negative lookahead", 1)]
    [InlineData("(?<=a)b", "lookbehind", 0)]
    [InlineData("(?<!a)b", "negative lookbehind", 0)]
    [InlineData("x(?>a)", "atomic group", 1)]
    [InlineData("(?<a>x)(?<b-a>y)", "balancing group", 7)]
    [InlineData("(a)(?(1)b|c)", "conditional", 3)]
    [InlineData("(?(a)b|c)", "conditional", 0)]
    public void NonRegularConstructsAreUnsupported(string pattern, string construct, int offset)
    {
        var e = Assert.Throws<RegexUnsupportedException>(() => RegexTranslator.Translate(pattern, RegexOptions.None));
        Assert.Equal(construct, e.Construct);
        Assert.Equal(offset, e.Offset);
        Assert.Contains(construct, e.Message);
    }

    [Fact]
    public void SyntaxErrorsWinOverUnsupportedConstructs()
    {
        var e = Assert.Throws<RegexSyntaxException>(() => RegexTranslator.Translate(@"(?=a)\q", RegexOptions.None));
        Assert.Equal(RegexSyntaxError.UnrecognizedEscape, e.Error);
        Assert.Equal(7, e.Offset);
        Assert.Contains("offset 7", e.Message);
    }

    [Fact]
    public void RightToLeftIsUnsupported()
    {
        var e = Assert.Throws<RegexUnsupportedException>(() => RegexTranslator.Translate("a", RegexOptions.RightToLeft));
        Assert.Contains("RightToLeft", e.Construct);
    }

    [Theory]
    [InlineData(RegexOptions.ECMAScript | RegexOptions.Singleline)]
    [InlineData(RegexOptions.NonBacktracking | RegexOptions.RightToLeft)]
    [InlineData((RegexOptions)(1 << 11))]
    public void InvalidOptionsThrowLikeTheBcl(RegexOptions options)
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new System.Text.RegularExpressions.Regex("a", (System.Text.RegularExpressions.RegexOptions)(options)));
        Assert.Throws<ArgumentOutOfRangeException>(() => RegexTranslator.Translate("a", options));
    }

    [Fact]
    public void NullPatternThrows() => Assert.Throws<ArgumentNullException>(() => RegexTranslator.Translate(null!, RegexOptions.None));

    [Fact]
    public void GroupTableMatchesTheBcl()
    {
        const string pattern = "(?<x>a)(b)(?<5>c)(?<y>d)(e)";
        var bcl = new System.Text.RegularExpressions.Regex(pattern);
        var hir = RegexTranslator.Translate(pattern, RegexOptions.None);
        Assert.Equal(bcl.GetGroupNumbers(), hir.GroupNumbers);
        Assert.Equal(bcl.GetGroupNames(), hir.GroupNames);
        foreach (string name in bcl.GetGroupNames()) Assert.Equal(bcl.GroupNumberFromName(name), hir.GroupNumberByName[name]);
    }
}
