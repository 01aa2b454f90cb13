using Hotpath.Analyzers.Patterns;
using Hotpath.RegularExpressions;

namespace Hotpath.Analyzers.Tests;

public class PatternScannerTests
{
    private static readonly RegexSettings s_noFallback = new() { BacktrackingFallback = false };

    [Theory]
    [InlineData(@"(a)\1", RegexOptions.None, "backreference", 3)]
    [InlineData(@"(?<w>\w)\k<w>", RegexOptions.None, "backreference", 8)]
    [InlineData(@"(?<w>\w)\k'w'", RegexOptions.None, "backreference", 8)]
    [InlineData(@"(?<w>\w)\<w>", RegexOptions.None, "backreference", 8)]
    [InlineData(@"(?=a)b", RegexOptions.None, "lookahead", 0)]
    [InlineData(@"a(?!b)", RegexOptions.None, "negative lookahead", 1)]
    [InlineData(@"(?<=a)b", RegexOptions.None, "lookbehind", 0)]
    [InlineData(@"(?<!a)b", RegexOptions.None, "negative lookbehind", 0)]
    [InlineData(@"(?>a+)b", RegexOptions.None, "atomic group", 0)]
    [InlineData(@"(a)?(?(1)b|c)", RegexOptions.None, "conditional", 4)]
    [InlineData(@"(?(a)b|c)", RegexOptions.None, "conditional", 0)]
    [InlineData(@"(?<o>\()(?<-o>\))", RegexOptions.None, "balancing group", 8)]
    [InlineData(@"(?<o>a)(?<c-o>b)", RegexOptions.None, "balancing group", 7)]
    [InlineData(@"abc", RegexOptions.RightToLeft, "the RightToLeft option", 0)]
    [InlineData(@"a{10001}", RegexOptions.None, "a repetition count above the limit of 10000", 1)]
    [InlineData(@"x[(?=]\(?=y(?!z)", RegexOptions.None, "negative lookahead", 11)]
    [InlineData("# (?=\n(?=x)", RegexOptions.IgnorePatternWhitespace, "lookahead", 6)]
    [InlineData("(?x)# (?=\n(?=x)", RegexOptions.None, "lookahead", 10)]
    [InlineData(@"(a)(?#(?=)\1", RegexOptions.None, "backreference", 10)]
    [InlineData(@"[a-z-[(?=]](?=x)", RegexOptions.None, "lookahead", 11)]
    [InlineData(@"\c[(?=x)", RegexOptions.None, "lookahead", 3)]
    [InlineData(@"(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10", RegexOptions.None, "backreference", 30)]
    [InlineData(@"(a)\1", RegexOptions.ECMAScript, "backreference", 3)]
    public void FindsTheFirstConstruct(string pattern, RegexOptions options, string construct, int offset)
    {
        NonLinearConstruct? found = PatternScanner.FindFirst(pattern, (int)options);
        Assert.NotNull(found);
        Assert.Equal((construct, offset), (found.Name, found.Offset));
        Assert.Equal((construct, offset), HotpathVerdict(pattern, options));
    }

    [Theory]
    [InlineData(@"\d+(\.\d+)?")]
    [InlineData(@"\(?=")]
    [InlineData(@"[(?=][(?<!][(?>]")]
    [InlineData(@"(?#(?=x))abc")]
    [InlineData(@"\1")]
    [InlineData(@"(a)\11")]
    [InlineData(@"\<w>")]
    [InlineData(@"(?<name>x)(?:y)(?i:z)(?-i)")]
    [InlineData(@"a{10000}")]
    [InlineData(@"a{1,}")]
    [InlineData(@"a{x}")]
    [InlineData(@"\x28?=\u0028?!")]
    public void LinearPatternsHaveNoConstruct(string pattern)
    {
        Assert.Null(PatternScanner.FindFirst(pattern, 0));
        if (IsValid(pattern, RegexOptions.None)) Assert.Null(HotpathVerdict(pattern, RegexOptions.None));
    }

    [Fact]
    public void WhitespaceCommentsHideConstructsOnlyUnderTheOption()
    {
        const string pattern = "a # (?=b)\n c";
        Assert.Null(PatternScanner.FindFirst(pattern, (int)RegexOptions.IgnorePatternWhitespace));
        Assert.Equal("lookahead", PatternScanner.FindFirst(pattern, 0)?.Name);
        Assert.Null(PatternScanner.FindFirst("(?x: # (?=b)\n c)", 0));
        Assert.Equal("lookahead", PatternScanner.FindFirst("(?x: c)# (?=b)", 0)?.Name);
    }

    [Fact]
    public void TellsWhetherMatchingIgnoresCase()
    {
        Assert.True(PatternScanner.Scan("abc", (int)RegexOptions.IgnoreCase).IgnoresCase);
        Assert.True(PatternScanner.Scan("a(?i)bc", 0).IgnoresCase);
        Assert.True(PatternScanner.Scan("a(?i:b)c", 0).IgnoresCase);
        Assert.False(PatternScanner.Scan("a(?-i:b)c", 0).IgnoresCase);
        Assert.False(PatternScanner.Scan(@"\(?i\)[(?i)]", 0).IgnoresCase);
    }

    /// <summary>
    /// Random patterns over the tokens that decide the verdict: every one the BCL accepts gets the scanner's verdict
    /// compared with Hotpath's own (construct and offset), so the scanner keeps following Hotpath's parser.
    /// </summary>
    [Fact]
    public void AgreesWithHotpathOnGeneratedPatterns()
    {
        RegexOptions[] optionSets = [RegexOptions.None, RegexOptions.IgnorePatternWhitespace, RegexOptions.ExplicitCapture, RegexOptions.ECMAScript];
        var random = new Random(34);
        int compared = 0, nonLinear = 0;
        for (int i = 0; i < 20_000; i++)
        {
            var builder = new System.Text.StringBuilder();
            AppendSequence(builder, random, depth: 0);
            string pattern = builder.ToString();
            RegexOptions options = optionSets[random.Next(optionSets.Length)];
            if (!IsValid(pattern, options)) continue;
            NonLinearConstruct? found = PatternScanner.FindFirst(pattern, (int)options);
            (string, int)? scanned = found is null ? null : (found.Name, found.Offset);
            Assert.True(
                HotpathVerdict(pattern, options) == scanned,
                $"pattern {Escape(pattern)} with {options}: Hotpath {HotpathVerdict(pattern, options)}, scanner {found?.Name} at {found?.Offset}");
            compared++;
            if (found is not null) nonLinear++;
        }
        Assert.True(compared > 5_000 && nonLinear > 1_000, $"only {compared} generated patterns were valid, {nonLinear} of them not linear");
    }

    private static readonly string[] s_atoms =
    [
        "a", "b", ".", "^", "$", "\\b", "\\1", "\\2", "\\12", "\\k<n>", "\\k'm'", "\\<n>", "\\(", "\\[", "\\)", "#", " ", "\n",
        "\\p{L}", "\\x28", "\\c[", "\\0", "[a(?=]", "[^)]", "[a-[b]]", "[]a]", "[\\]]", "(?#c)", "(?#(?=)", "(?x)", "(?-x)", "(?n)", "(?i)", "{", "}",
    ];

    private static readonly string[] s_openers =
    [
        "(", "(", "(?:", "(?=", "(?!", "(?<=", "(?<!", "(?>", "(?<n>", "(?'m'", "(?<n-m>", "(?<-n>", "(?(1)", "(?(n)", "(?(a)",
        "(?x:", "(?i:", "(?<2>",
    ];

    private static readonly string[] s_quantifiers = ["*", "+?", "{2}", "{2,3}", "?", "{10001}", "{1,}"];

    private static void AppendSequence(System.Text.StringBuilder builder, Random random, int depth)
    {
        for (int n = random.Next(1, 5); n > 0; n--)
        {
            if (depth < 3 && random.Next(3) == 0)
            {
                builder.Append(s_openers[random.Next(s_openers.Length)]);
                AppendSequence(builder, random, depth + 1);
                builder.Append(')');
            }
            else
            {
                builder.Append(s_atoms[random.Next(s_atoms.Length)]);
            }
            if (random.Next(4) == 0) builder.Append(s_quantifiers[random.Next(s_quantifiers.Length)]);
            if (random.Next(8) == 0) builder.Append('|');
        }
    }

    /// <summary>What Hotpath reports for the pattern without the fallback: the construct and offset, or null when it is linear.</summary>
    private static (string, int)? HotpathVerdict(string pattern, RegexOptions options)
    {
        try
        {
            _ = new Regex(pattern, options, s_noFallback);
            return null;
        }
        catch (RegexUnsupportedException e)
        {
            return (e.Construct, e.Offset);
        }
    }

    private static bool IsValid(string pattern, RegexOptions options)
    {
        try
        {
            _ = new System.Text.RegularExpressions.Regex(pattern, (System.Text.RegularExpressions.RegexOptions)options);
            return true;
        }
        catch (Exception e) when (e is ArgumentException or IndexOutOfRangeException)
        {
            // The BCL reads past the end of an ECMAScript pattern ending in "[^".
            return false;
        }
    }

    private static string Escape(string pattern) => pattern.Replace("\n", "\\n");
}
