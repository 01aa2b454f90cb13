using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Api;

/// <summary>Match, Matches, IsMatch and group access edge cases, checked against the BCL.</summary>
public sealed class MatchApiTests
{
    [Theory]
    [InlineData(@"\Gb", "abb", 1)]
    [InlineData(@"\bb", "ab b", 1)]
    [InlineData(@"^b", "ab", 1)]
    [InlineData(@"(?m)^b", "a\nb", 2)]
    [InlineData(@"a*", "baa", 1)]
    [InlineData(@"$", "ab\n", 3)]
    public void StartatKeepsTheTextBeforeItVisible(string pattern, string input, int startat)
    {
        Bcl.Match expected = new Bcl.Regex(pattern).Match(input, startat);
        Match actual = new Regex(pattern).Match(input, startat);
        Assert.Equal((expected.Success, expected.Index, expected.Length), (actual.Success, actual.Index, actual.Length));
        Assert.Equal(new Bcl.Regex(pattern).IsMatch(input, startat), new Regex(pattern).IsMatch(input, startat));
    }

    [Theory]
    [InlineData(@"^b", "abc", 1, 1)]
    [InlineData(@"b$", "abc", 0, 2)]
    [InlineData(@"\bb", "abc", 1, 2)]
    [InlineData(@"\Gc", "abc", 2, 1)]
    [InlineData(@"a|c", "abc", 1, 1)]
    public void BeginningAndLengthActAsTheWholeInput(string pattern, string input, int beginning, int length)
    {
        Bcl.Match expected = new Bcl.Regex(pattern).Match(input, beginning, length);
        Match actual = new Regex(pattern).Match(input, beginning, length);
        Assert.Equal((expected.Success, expected.Index, expected.Length), (actual.Success, actual.Index, actual.Length));
        Assert.Equal(Describe(expected.NextMatch()), Describe(actual.NextMatch()));
    }

    [Theory]
    [InlineData("a*", "")]
    [InlineData("a*", "baaab")]
    [InlineData("|b", "abc")]
    [InlineData(@"\b", "ab cd")]
    [InlineData(@"\G|a", "aab")]
    [InlineData(@"\Ga*", "aab")]
    [InlineData("(?m)$", "a\nb\n")]
    public void EmptyMatchesAdvanceOneUnitLikeTheBcl(string pattern, string input)
    {
        string expected = string.Join(" ", new Bcl.Regex(pattern).Matches(input).Select(m => $"{m.Index}+{m.Length}"));
        string actual = string.Join(" ", new Regex(pattern).Matches(input).Select(m => $"{m.Index}+{m.Length}"));
        Assert.Equal(expected, actual);
        Assert.Equal(new Bcl.Regex(pattern).Count(input), new Regex(pattern).Count(input));
    }

    [Fact]
    public void GroupsAreReachableByNumberAndName()
    {
        Match match = new Regex(@"(?<year>\d{4})-(\d\d)(?<7>x)?").Match("on 2024-05!");
        Assert.True(match.Success);
        Assert.Equal("2024-05", match.Value);
        Assert.Equal("2024", match.Groups["year"].Value);
        Assert.Equal("05", match.Groups[1].Value);
        Assert.False(match.Groups[7].Success);
        Assert.Equal("2024", match.Groups[2].Value);
        Assert.False(match.Groups["missing"].Success);
        Assert.False(match.Groups[42].Success);
        Assert.Equal(4, match.Groups.Count);
        // Named groups take the lowest free numbers (year is 2); keys go through numbers 0..Count-1, and no group is 3.
        Assert.Equal(new Bcl.Regex(@"(?<year>\d{4})-(\d\d)(?<7>x)?").Match("on 2024-05!").Groups.Keys, match.Groups.Keys);
        Assert.Equal(["0", "1", "year", ""], match.Groups.Keys);
        Assert.True(match.Groups.TryGetValue("year", out Group? year) && year.Index == 3);
        Assert.Equal("year", match.Groups["year"].Name);
    }

    [Theory]
    [InlineData(@"(a)(?<n>b)(c)")]
    [InlineData(@"(?<5>a)(b)(?<x>c)")]
    [InlineData(@"(?<2>a)(?<x>b)(c)")]
    [InlineData(@"abc")]
    public void GroupTablesMatchTheBcl(string pattern)
    {
        var expected = new Bcl.Regex(pattern);
        var actual = new Regex(pattern);
        Assert.Equal(expected.GetGroupNames(), actual.GetGroupNames());
        Assert.Equal(expected.GetGroupNumbers(), actual.GetGroupNumbers());
        for (int i = -1; i < 8; i++) Assert.Equal(expected.GroupNameFromNumber(i), actual.GroupNameFromNumber(i));
        foreach (string name in new[] { "0", "1", "2", "5", "x", "n", "zz", "7" })
        {
            Assert.Equal(expected.GroupNumberFromName(name), actual.GroupNumberFromName(name));
        }
    }

    [Fact]
    public void EmptyMatchIsUnsuccessfulAndStaysSo()
    {
        Assert.False(Match.Empty.Success);
        Assert.Equal("", Match.Empty.Value);
        Assert.False(Match.Empty.NextMatch().Success);
        Assert.Single(Match.Empty.Groups);
        Assert.False(new Regex("x").Match("abc").Success);
    }

    [Fact]
    public void MatchCollectionIsLazyAndIndexable()
    {
        MatchCollection matches = new Regex(@"\d").Matches("a1b2c3");
        Assert.Equal("2", matches[1].Value);
        Assert.Equal(3, matches.Count);
        Assert.Equal(["1", "2", "3"], matches.Select(m => m.Value));
        Assert.Throws<ArgumentOutOfRangeException>(() => matches[3]);
    }

    [Fact]
    public void ArgumentsAreValidated()
    {
        var regex = new Regex("a");
        Assert.Throws<ArgumentNullException>(() => new Regex(null!));
        Assert.Throws<ArgumentNullException>(() => regex.IsMatch((string)null!));
        Assert.Throws<ArgumentOutOfRangeException>(() => regex.Match("abc", 4));
        Assert.Throws<ArgumentOutOfRangeException>(() => regex.Match("abc", 1, 3));
        Assert.Throws<ArgumentOutOfRangeException>(() => new Regex("a", (Hotpath.RegularExpressions.RegexOptions)(Bcl.RegexOptions.None), TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>(() => regex.Replace("a", "b", -2));
        Assert.Equal("a", regex.ToString());
    }

    private static string Describe(Bcl.Match m) => m.Success ? $"{m.Index}+{m.Length}" : "none";

    private static string Describe(Match m) => m.Success ? $"{m.Index}+{m.Length}" : "none";
    [Theory]
    [InlineData("aa", "aaaaa")] // overlapping occurrences: counted non-overlapping, left to right
    [InlineData("abab", "abababab ababab")]
    [InlineData("the", "the theatre, then the end")]
    [InlineData("Шерлок Холмс", "Шерлок Холмс и Шерлок Холмс; шерлок холмс")]
    [InlineData("Sherlock|Holmes|Watson|Irene|Adler|Lestrade|Mycroft|Hudson|Moriarty|Gregson|Hopkins|Baskerville|Stapleton|Mortimer|Barrymore|Frankland|Jabez|Wilson|Ross|Duncan|Vincent|Spaulding|Merryweather|Jones|Clay|Archie|Hosmer|Angel|Windibank|Sutherland|Hardy|McCarthy|Turner|Openshaw|Elias|Joseph|Prendergast|Whitney|Isa|Kate|Neville|Clair|Boone|Peterson|Henry|Baker|Breckinridge|Ryder|Horner|Morcar|Roylott|Helen|Julia|Stoner|Hatherley|Lysander|Stark|Ferguson|Becher|Simon|Hatty|Doran|Moulton|Flora|Millar|Holder|Arthur|Mary|Burnwell|Violet|Hunter|Rucastle|Toller|Alice|Fowler|Carlo|Sherlockian", "Sherlock Holmes met Watson, Irene Adler and Lestrade.")]
    [InlineData(@"\s", "a b  c\t\n d\u00A0e ")] // one unit of a class
    [InlineData(@"\b\w+\b", "one two  three_3 é ж4 ")] // maximal runs between boundaries
    [InlineData(@"\d{3,}", "1 22 333 4444 55555a666")] // runs too short are skipped
    [InlineData(@"[a-z]", "abc DEF ghi jk")] // ASCII members, counted over UTF-8 in one pass too
    public void CountInOnePassEqualsCountingMatchByMatch(string pattern, string input)
    {
        // Count without a token may count in one pass; with a token it goes match by match, checking it in between.
        using var source = new CancellationTokenSource();
        int expected = new Bcl.Regex(pattern).Count(input);
        Assert.Equal(expected, new Regex(pattern).Count(input));
        Assert.Equal(expected, new Regex(pattern).Count(input.AsSpan(), source.Token));
        Assert.Equal(expected, new Regex(pattern).Count(input.AsSpan()));
        // UTF-8: one pass against the enumerator, match by match.
        byte[] utf8 = System.Text.Encoding.UTF8.GetBytes(input);
        int enumerated = 0;
        foreach (ValueMatch _ in new Regex(pattern).EnumerateMatches(utf8)) enumerated++;
        Assert.Equal(expected, enumerated);
        Assert.Equal(expected, new Regex(pattern).Count(utf8));
    }

    [Fact]
    public void ACountInOnePassHonoursTheTimeout()
    {
        // A one-unit class count crosses a huge input in one pass; it reads the clock as the searches do.
        var regex = new Regex(@"\s", (Hotpath.RegularExpressions.RegexOptions)(System.Text.RegularExpressions.RegexOptions.None), TimeSpan.FromMilliseconds(1));
        string input = string.Concat(Enumerable.Repeat("ab ", 20_000_000));
        Assert.Throws<RegexMatchTimeoutException>(() => regex.Count(input));
    }
}
