using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>The reverse-inner search: which literals qualify, and results equal to the BCL's where it runs.</summary>
public class ReverseInnerTests
{
    [Theory]
    [InlineData(@"[\w\.+-]+@[\w\.-]+\.[\w\.-]+", "@")]
    [InlineData(@"[\w]+://[^/\s?#]+[^\s?#]+(?:\?[^\s#]*)?(?:#[^\s]*)?", "://")]
    [InlineData(@"(\d+)==(\w+)", "==")]
    public void FindsALiteralThePrefixCannotContain(string pattern, string expected)
    {
        InnerLiteral? inner = InnerLiteral.Find(RegexTranslator.Translate(pattern, RegexOptions.None).Root);
        Assert.NotNull(inner);
        Assert.Equal(expected, inner.Literal);
    }

    [Theory]
    [InlineData(@"\w+\s+Holmes\s+\w+")] // the prefix can contain "Holmes"
    [InlineData(@".*@x")] // `.` can be `@`
    [InlineData(@"Holmes@x")] // all one literal: a prefix, not an inner literal
    [InlineData(@"[a-z]+ (?:is|was) [a-z]+ing")] // a space is too common to search for
    public void RefusesLiteralsThePrefixCouldContainOrThatAreNotWorthIt(string pattern) =>
        Assert.Null(InnerLiteral.Find(RegexTranslator.Translate(pattern, RegexOptions.None).Root));

    public static TheoryData<string> Patterns => new()
    {
        @"[\w\.+-]+@[\w\.-]+\.[\w\.-]+",
        @"\w+@\w+",
        @"[a-z]+://[^ ]+",
        @"(\d+)==(\w+)",
        @"[^@!]*@[^!]*!",
        @"\b[a-z]+@@[a-z]*\b",
        @"(?:ab|b)+@(a|b)",
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void AgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["a", "b", "z", "1", "@", "@@", "==", "://", " ", ".", "!", "\n", "é", "x@y.z", "http://a.b"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 4242, rounds: 120, maxPieces: 29);
    }
}
