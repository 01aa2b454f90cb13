using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Prefilters;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;

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

    [Theory]
    [InlineData("(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) @ (.*)", RegexOptions.IgnoreCase, " @ ")]
    [InlineData("(?:Sherlock|Holmes|Watson|Irene|Adler) ; [a-z]+", RegexOptions.None, " ; ")]
    public void ARareInnerLiteralReplacesAPrefixSetSearch(string pattern, RegexOptions options, string expected)
    {
        var root = RegexTranslator.Translate(pattern, options).Root;
        // The builder takes the rare literal only over a string-set search of the prefixes.
        Assert.True(PrefilterBuilder.ForPrefix(root) is { IsStringSetSearch: true });
        Assert.Equal(expected, InnerLiteral.FindRare(root)?.Literal);
    }

    [Theory]
    [InlineData("(?:Sherlock|Holmes|Watson|Irene|Adler), [a-z]+")] // a comma is common in prose
    [InlineData("(?:Sherlock|Holmes|Watson|Irene|Adler) the")] // so are letters and spaces
    [InlineData("(?:Sherlock|Holmes|Watson|Irene|Adler)=[a-z]+")] // one rare unit alone: common in code
    public void CommonInnerLiteralsLeaveThePrefixSetSearch(string pattern) =>
        Assert.Null(InnerLiteral.FindRare(RegexTranslator.Translate(pattern, RegexOptions.None).Root));

    [Theory]
    [InlineData(@"\d+\.\d+", ".")] // a dot is common in prose, but rarer than the digits every match starts with
    [InlineData(@"[a-z]+,[a-z]+", ",")]
    [InlineData(@"\w+:\d+", ":")]
    public void FindsACommonUnitRarerThanTheStarts(string pattern, string expected)
    {
        var root = RegexTranslator.Translate(pattern, RegexOptions.None).Root;
        Assert.Null(InnerLiteral.Find(root));
        Assert.Equal(expected, InnerLiteral.FindRarerThan(root, UnitRarity.Weight(LeadingClass.Compute(root)!, 1024))?.Literal);
    }

    [Theory]
    [InlineData(@"(?m)^([\w.]+Exception): (.*)$", ": ", "Exception")]
    [InlineData(@"(\w+Error)@(\d+)", "@", "Error")] // a group splits the literal text
    [InlineData(@"\w+=(\d+)", "=", "")] // nothing literal just before the literal
    public void SearchesTheLiteralTextBeforeTheLiteralWithIt(string pattern, string literal, string context)
    {
        var root = RegexTranslator.Translate(pattern, RegexOptions.None).Root;
        InnerLiteral? inner = InnerLiteral.Find(root) ?? InnerLiteral.FindRarerThan(root, UnitRarity.Weight(LeadingClass.Compute(root)!, 1024));
        Assert.Equal((literal, context), (inner?.Literal, inner?.Context));
    }

    [Fact]
    public void TheSearchWithContextAgreesWithTheBcl()
    {
        // The literal alone ("@", ": "), with part of its context, overlapping contexts, and the context without it.
        string[] pieces = ["Error", "Err", "rror", "@", "@@", "1", "12", "a", "x", " ", "\n", "Error@", "ErrorError@1", "Exception", "tion: ", ": ", "."];
        ConcatenationDifferential.AssertAgrees(@"(\w+Error)@(\d+)", RegexOptions.None, pieces, seed: 5151, rounds: 200, maxPieces: 30);
        Assert.Contains("inner literal \"Exception: \"", new Regex(@"(?m)^([\w.]+Exception): (.*)$").Explain());
        ConcatenationDifferential.AssertAgrees(@"(?m)^([\w.]+Exception): (.*)$", RegexOptions.None, pieces, seed: 5152, rounds: 200, maxPieces: 30);
        ConcatenationDifferential.AssertAgrees(@"[a-z]+ab:(b|c)", RegexOptions.None, ["a", "b", "ab", "ab:", ":", "aab:b", "c", " "], seed: 5153, rounds: 200, maxPieces: 40);
    }

    [Theory]
    [InlineData(@"[a-z]+ (?:is|was) [a-z]+ing")] // a space is far too common
    [InlineData(@"[#]\w*\.x")] // the start is as rare as the dot
    public void LeavesUnitsThatAreNotRarerThanTheStarts(string pattern)
    {
        var root = RegexTranslator.Translate(pattern, RegexOptions.None).Root;
        Assert.Null(InnerLiteral.FindRarerThan(root, UnitRarity.Weight(LeadingClass.Compute(root)!, 1024)));
    }

    [Fact]
    public void TheRareInnerLiteralSearchAgreesWithTheBcl()
    {
        string[] pieces = ["monday", "SUNDAY", "Friday", "day", "frida", " @ ", "@", " ", "x", "\n", "é", " @ Sunday @ "];
        ConcatenationDifferential.AssertAgrees("(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) @ (.*)", RegexOptions.IgnoreCase, pieces, seed: 7171, rounds: 300, maxPieces: 20);
        ConcatenationDifferential.AssertAgrees("(?:Sherlock|Holmes|Watson);;([a-z]*)", RegexOptions.None, ["Sherlock", "Holmes", "Watson", ";", "Wat", "a", ";;", " "], seed: 7172, rounds: 300, maxPieces: 20);
    }

    public static TheoryData<string> Patterns => new()
    {
        @"[\w\.+-]+@[\w\.-]+\.[\w\.-]+",
        @"\w+@\w+",
        @"[a-z]+://[^ ]+",
        @"(\d+)==(\w+)",
        @"[^@!]*@[^!]*!",
        @"\b[a-z]+@@[a-z]*\b",
        @"(?:ab|b)+@(a|b)",
        @"\d+\.\d+",
        @"\w+\.\w+",
        @"[a-z]+,[a-z]+",
    };

    [Theory]
    [MemberData(nameof(Patterns))]
    public void AgreesWithTheBcl(string pattern)
    {
        string[] pieces = ["a", "b", "z", "1", "@", "@@", "==", "://", " ", ".", "!", "\n", "é", "x@y.z", "http://a.b", "...", "1.2", ",", "a,b"];
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, pieces, seed: 4242, rounds: 120, maxPieces: 29);
        // Long inputs where attempts keep reading past the next occurrence ("a.a.a", "..."): past the re-read
        // budget's slack the search goes on in the unanchored DFA.
        ConcatenationDifferential.AssertAgrees(pattern, RegexOptions.None, ["a.", ".", "1.", "a@", "@", "a,", ",", "a", " "], seed: 4243, rounds: 40, maxPieces: 400);
    }
}
