using Hotpath.RegularExpressions.Syntax;
using Hotpath.RegularExpressions.Translation;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Syntax;

public class ParserFuzzTests
{
    private static readonly Bcl.RegexOptions[] s_options =
    [
        Bcl.RegexOptions.None,
        Bcl.RegexOptions.IgnoreCase,
        Bcl.RegexOptions.Multiline | Bcl.RegexOptions.Singleline,
        Bcl.RegexOptions.ExplicitCapture,
        Bcl.RegexOptions.IgnorePatternWhitespace,
        Bcl.RegexOptions.IgnorePatternWhitespace | Bcl.RegexOptions.ExplicitCapture | Bcl.RegexOptions.IgnoreCase,
        Bcl.RegexOptions.ECMAScript,
        Bcl.RegexOptions.ECMAScript | Bcl.RegexOptions.IgnoreCase | Bcl.RegexOptions.Multiline,
        Bcl.RegexOptions.CultureInvariant | Bcl.RegexOptions.IgnoreCase,
    ];

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    public void ThrowsIffBclThrowsAndNumbersGroupsAlike(int seed)
    {
        var random = new Random(seed);
        int offsetsCompared = 0;
        for (int i = 0; i < 4000; i++)
        {
            string pattern = PatternGenerator.Next(random);
            Bcl.RegexOptions options = s_options[random.Next(s_options.Length)];
            CompareWithBcl(pattern, options, $"seed {seed}, iteration {i}", ref offsetsCompared);
        }
        Assert.True(offsetsCompared > 800, $"seed {seed}: only {offsetsCompared} rejected patterns; the generator is too tame");
    }

    [Theory]
    [InlineData(@"a{,2}")]
    [InlineData(@"a**")]
    [InlineData(@"*a")]
    [InlineData(@"(?#x)*")]
    [InlineData(@"a{2}{3}")]
    [InlineData(@"x(?i)*")]
    [InlineData(@"[a-z-[aeiou]]")]
    [InlineData(@"[a-z-[aeiou]x]")]
    [InlineData(@"(a)(?<n>b)(c)(?<2>d)(?<n>e)")]
    [InlineData(@"(?<5>a)(b)(?<x>c)(?<3>d)")]
    [InlineData(@"(?<1>a)(?<2>b)(c)")]
    [InlineData(@"(?(1)a|b)(x)")]
    [InlineData(@"(?(a)b|c|d)")]
    [InlineData(@"(?(?#c)a)")]
    [InlineData(@"\p{IsGreek}\P{L}[\p{Lu}-[A]]")]
    [InlineData(@"a # comment (
b")]
    [InlineData(@"[^")]
    [InlineData(@"\c")]
    [InlineData(@"\1(a)")]
    [InlineData(@"(a)\1")]
    [InlineData(@"(a)\2")]
    [InlineData(@"(a)\10")]
    [InlineData(@"(?<a>x)(?<b-a>y)")]
    [InlineData(@"(?<b-c>y)")]
    [InlineData(@"\k<x>(?<x>a)")]
    [InlineData(@"(?'a'x)(?'a-b'y)")]
    public void HandPickedPatternsAgreeWithBcl(string pattern)
    {
        int compared = 0;
        foreach (Bcl.RegexOptions options in s_options) CompareWithBcl(pattern, options, "hand-picked", ref compared);
    }

    private static void CompareWithBcl(string pattern, Bcl.RegexOptions options, string context, ref int offsetsCompared)
    {
        string where = $"{context}: pattern \"{Escape(pattern)}\" options {options}";
        Bcl.Regex? bcl = null;
        Exception? bclError = null;
        try { bcl = new Bcl.Regex(pattern, options); }
        catch (Exception e) { bclError = e; }

        Exception? ours = null;
        try { RegexTranslator.Translate(pattern, (Hotpath.RegularExpressions.RegexOptions)(options), limits: new RegexLimits { MaxRepetitionCount = int.MaxValue, MaxExpandedSize = int.MaxValue }); }
        catch (Exception e) { ours = e; }

        if (bclError is not null and not Bcl.RegexParseException)
        {
            // A crash inside the BCL (e.g. IndexOutOfRangeException from its optimizer on some valid patterns)
            // is a BCL bug, not a verdict on the syntax: nothing to compare.
            return;
        }

        if (bclError is not null)
        {
            Assert.True(ours is RegexSyntaxException, $"{where}: BCL threw {bclError.GetType().Name} ({bclError.Message}); we threw {ours?.GetType().Name ?? "nothing"}");
            var syntax = (RegexSyntaxException)ours!;
            var parse = (Bcl.RegexParseException)bclError;
            Assert.True(parse.Offset == syntax.Offset, $"{where}: BCL offset {parse.Offset}, ours {syntax.Offset}");
            Assert.True(parse.Error.ToString() == syntax.Error.ToString(), $"{where}: BCL error {parse.Error}, ours {syntax.Error}");
            offsetsCompared++;
            return;
        }

        Assert.True(ours is null or RegexUnsupportedException, $"{where}: BCL accepts, we threw {ours}");
        ParsedPattern parsed = RegexParser.Parse(pattern, (Hotpath.RegularExpressions.RegexOptions)(options), RegexLimits.Default);
        Assert.True(bcl!.GetGroupNumbers().SequenceEqual(parsed.Captures.Numbers),
            $"{where}: BCL numbers [{string.Join(",", bcl.GetGroupNumbers())}], ours [{string.Join(",", parsed.Captures.Numbers)}]");
        Assert.True(bcl.GetGroupNames().SequenceEqual(parsed.Captures.Names),
            $"{where}: BCL names [{string.Join(",", bcl.GetGroupNames())}], ours [{string.Join(",", parsed.Captures.Names)}]");
        foreach (string name in bcl.GetGroupNames())
        {
            Assert.True(parsed.Captures.NumberByName.TryGetValue(name, out int number) && number == bcl.GroupNumberFromName(name),
                $"{where}: group '{name}' is {bcl.GroupNumberFromName(name)} in the BCL");
        }
    }

    private static string Escape(string s) => s.Replace("\\", "\\\\").Replace("\n", "\\n").Replace("\t", "\\t");
}
