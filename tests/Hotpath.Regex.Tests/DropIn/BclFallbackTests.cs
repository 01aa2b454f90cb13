using System.Text;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.DropIn;

/// <summary>Patterns outside the regular subset (RightToLeft among them) give exactly the BCL's answers through every API.</summary>
public class BclFallbackTests
{
    private const RegexOptions IssueOptions = RegexOptions.IgnoreCase | RegexOptions.Multiline | RegexOptions.RightToLeft | RegexOptions.CultureInvariant;

    private static readonly string[] s_patterns =
    [
        @"|\e\0(?#note)", "", "a", @"\w+", @"(\w)(\d)?", @"(?<x>a|b)+", @"\b", "$", "^", @"(a)\1", @"(?<=a)b", @"(?!a)\w",
        @"(?>a+)b", @"(?(a)ab|c)", @"(?<o>\()|(?<-o>\))", @"\G\w", @"[^\p{L}]+", @".", @"a*?", @"(?:ab)*",
    ];

    private static readonly RegexOptions[] s_options = [RegexOptions.RightToLeft, IssueOptions, RegexOptions.None, RegexOptions.IgnoreCase | RegexOptions.RightToLeft | RegexOptions.Singleline];

    [Fact]
    public void TheIssuesRightToLeftPatternCountsAsTheBclDoes()
    {
        const string input = "ab\u00e9\u0416x\u3042 1\n\u05d0\u0001\0";
        var bcl = new Bcl.Regex(@"|\e\0(?#note)", (Bcl.RegexOptions)IssueOptions);
        var hotpath = new Regex(@"|\e\0(?#note)", IssueOptions);
        Assert.False(hotpath.IsLinear);
        Assert.True(hotpath.RightToLeft);
        Assert.Equal(bcl.Count(input), hotpath.Count(input));
        Assert.Equal(bcl.Replace(input, "<$0>"), hotpath.Replace(input, "<$0>"));
        Assert.Equal(bcl.Split(input), hotpath.Split(input));
        Assert.Equal(bcl.Matches(input).Select(m => m.Index), hotpath.Matches(input).Select(m => m.Index));
    }

    [Theory]
    [InlineData(@"(?=(a))\P{L}x\P{L}", "\u200dA0AA")]
    [InlineData(@"\w+", "ж\nж\naİ")]
    [InlineData(@"(?>\w*)\W", "aжé KK")]
    public void RightToLeftOverUtf8StartsAtTheEndOfTheDecodedText(string pattern, string text)
    {
        // The UTF-8 forms decode first: the start is the text's length in chars, not the input's length in bytes.
        var bcl = new Bcl.Regex(pattern, Bcl.RegexOptions.RightToLeft);
        var hotpath = new Regex(pattern, RegexOptions.RightToLeft);
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        Assert.True(utf8.Length > text.Length);
        Assert.Equal(bcl.IsMatch(text), hotpath.IsMatch(utf8));
        Assert.Equal(bcl.Count(text), hotpath.Count(utf8));
    }

    [Fact]
    public void EveryApiAgreesWithTheBclOnSeededInputs()
    {
        const int seed = 3802;
        var random = new Random(seed);
        const string units = "aAb1 \n()\u00e9\u0416\u3042\u0000\u001b.";
        foreach (string pattern in s_patterns)
        {
            foreach (RegexOptions options in s_options)
            {
                var bcl = new Bcl.Regex(pattern, (Bcl.RegexOptions)options);
                var hotpath = new Regex(pattern, options);
                for (int i = 0; i < 12; i++)
                {
                    var builder = new StringBuilder();
                    int length = random.Next(0, 14);
                    for (int j = 0; j < length; j++) builder.Append(units[random.Next(units.Length)]);
                    string input = builder.ToString();
                    int startat = random.Next(input.Length + 1);
                    Assert.True(Describe(bcl, input, startat) == Describe(hotpath, input, startat), $"seed {seed}, pattern {pattern} ({options}), input {input}, startat {startat}");
                }
            }
        }
    }

    private static string Describe(Bcl.Regex regex, string input, int startat)
    {
        var text = new StringBuilder();
        text.Append(regex.IsMatch(input)).Append(regex.IsMatch(input.AsSpan(), startat)).Append(regex.Count(input)).Append(regex.Count(input.AsSpan())).Append('|');
        for (Bcl.Match m = regex.Match(input, startat); m.Success; m = m.NextMatch())
        {
            foreach (Bcl.Group g in m.Groups) text.Append(g.Name).Append(':').Append(g.Success).Append(g.Index).Append(',').Append(g.Length).Append(string.Join("/", g.Captures.Select(c => c.Index))).Append(';');
        }
        foreach (Bcl.ValueMatch m in regex.EnumerateMatches(input)) text.Append(m.Index).Append(',').Append(m.Length).Append(';');
        text.Append('|').Append(regex.Replace(input, "<$1$0>")).Append('|').Append(regex.Replace(input, m => m.Index.ToString(), 2, startat));
        text.Append('|').Append(string.Join("/", regex.Split(input))).Append('|').Append(string.Join("/", regex.Split(input, 3, startat)));
        return text.ToString();
    }

    private static string Describe(Regex regex, string input, int startat)
    {
        var text = new StringBuilder();
        text.Append(regex.IsMatch(input)).Append(regex.IsMatch(input.AsSpan(), startat)).Append(regex.Count(input)).Append(regex.Count(input.AsSpan())).Append('|');
        for (Match m = regex.Match(input, startat); m.Success; m = m.NextMatch())
        {
            foreach (Group g in m.Groups) text.Append(g.Name).Append(':').Append(g.Success).Append(g.Index).Append(',').Append(g.Length).Append(string.Join("/", g.Captures.Select(c => c.Index))).Append(';');
        }
        foreach (ValueMatch m in regex.EnumerateMatches(input)) text.Append(m.Index).Append(',').Append(m.Length).Append(';');
        text.Append('|').Append(regex.Replace(input, "<$1$0>")).Append('|').Append(regex.Replace(input, m => m.Index.ToString(), 2, startat));
        text.Append('|').Append(string.Join("/", regex.Split(input))).Append('|').Append(string.Join("/", regex.Split(input, 3, startat)));
        return text.ToString();
    }
}
