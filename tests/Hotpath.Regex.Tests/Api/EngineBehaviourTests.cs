using System.Text;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Api;

/// <summary>Timeouts, allocation-free searches, the static cache, fallback and unsupported patterns.</summary>
public sealed class EngineBehaviourTests
{
    [Fact]
    public void ATinyTimeoutFiresOnALargeInput()
    {
        // The deadline is read from the millisecond clock, as the BCL reads it, so the search must outlast a few
        // milliseconds: "abab…" alternates two DFA states, which no vectorized skip crosses.
        var regex = new Regex(@"(?:a|b|ab)*c", RegexOptions.None, TimeSpan.FromTicks(1));
        string input = string.Concat(Enumerable.Repeat("ab", 10_000_000));
        var e = Assert.Throws<RegexMatchTimeoutException>(() => regex.IsMatch(input));
        Assert.Equal(@"(?:a|b|ab)*c", e.Pattern);
        Assert.Same(input, e.Input);
        Assert.Equal(TimeSpan.FromTicks(1), e.MatchTimeout);
        Assert.Throws<RegexMatchTimeoutException>(() => regex.Count(input.AsSpan()));
    }

    [Fact]
    public void ATimeoutAfterTheFirstMatchStillNamesTheInput()
    {
        // The first match ends before any timeout check; the second search crosses the huge "abab…" run and fires.
        const string pattern = @"x|(?:a|b|ab)*c";
        // The search's code is compiled first, without a timeout: run alone, the first match otherwise spent the 1 ms
        // deadline, which its first state build starts, on compiling the code that builds the next states.
        Assert.Equal(2, new Regex(pattern).Count("xababc"));
        Assert.Equal("ababc", new Regex(pattern).Match("xababc").NextMatch().Value);
        var regex = new Regex(pattern, RegexOptions.None, TimeSpan.FromTicks(1));
        string input = "x" + string.Concat(Enumerable.Repeat("ab", 10_000_000));
        // The deadline starts at the first search's first clock read; on a loaded machine a preemption before its second
        // read can spend the 100 ns deadline inside the first search too, so that search may be retried.
        Match? first = null;
        for (int attempt = 0; first is null && attempt < 50; attempt++)
        {
            try
            {
                first = regex.Match(input);
            }
            catch (RegexMatchTimeoutException)
            {
            }
        }
        Assert.NotNull(first);
        Assert.Equal("x", first.Value);
        var e = Assert.Throws<RegexMatchTimeoutException>(() => first.NextMatch());
        Assert.Same(input, e.Input);
    }

    // One pattern per search strategy: lazy DFA with captures, literal set, single literal, ignore-case prefix
    // prefilter, rest-of-input, anchored alternation, and a non-ASCII literal.
    [Theory]
    [InlineData(@"(\w+)@(\w+)\.com", "mail alice@example.com or bob@test.com now", 2)]
    [InlineData("Sherlock|Holmes|Watson", "Sherlock Holmes met Watson; Holmes", 4)]
    [InlineData("Holmes", "Sherlock Holmes met Watson; Holmes", 2)]
    [InlineData("(?i)sherlock holmes", "SHERLOCK HOLMES and Sherlock Holmes", 2)]
    [InlineData(@"([\s\S]*)", "anything at all", 2)]
    [InlineData("^abc|^def", "def abc", 1)]
    [InlineData("Шерлок|Холмс", "Шерлок Холмс", 2)]
    public void SpanAndUtf8SearchesDoNotAllocateAfterWarmUp(string pattern, string text, int expected)
    {
        var regex = new Regex(pattern);
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        Search();
        Search();

        long before = GC.GetAllocatedBytesForCurrentThread();
        (bool found, int count, int enumerated, bool utf8Found, int utf8Count, int utf8Enumerated) = Search();
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;

        Assert.Equal((true, expected, expected, true, expected, expected), (found, count, enumerated, utf8Found, utf8Count, utf8Enumerated));
        Assert.Equal(0, allocated);

        (bool, int, int, bool, int, int) Search()
        {
            int enumerated = 0, utf8Enumerated = 0;
            foreach (ValueMatch _ in regex.EnumerateMatches(text.AsSpan())) enumerated++;
            foreach (ValueMatch _ in regex.EnumerateMatches(utf8)) utf8Enumerated++;
            return (regex.IsMatch(text.AsSpan()), regex.Count(text.AsSpan()), enumerated, regex.IsMatch(utf8), regex.Count(utf8), utf8Enumerated);
        }
    }

    [Fact]
    public void NonRegularPatternsRunOnTheBclUnlessTheFallbackIsOff()
    {
        Assert.Throws<RegexUnsupportedException>(() => new Regex(@"(a)\1", RegexOptions.None, new RegexSettings { BacktrackingFallback = false }));
        Assert.True(new Regex(@"(a)\d").IsLinear);
        var fallback = new Regex(@"(a)\1");
        Assert.False(fallback.IsLinear);
        Match match = fallback.Match("xaa");
        Assert.Equal((1, 2, "a"), (match.Index, match.Length, match.Groups[1].Value));
        Assert.Equal(1, fallback.Count("aaa"));
        Assert.Equal(1, fallback.Count(Encoding.UTF8.GetBytes("\u00e9aa")));
        Assert.Equal("x<aa>", fallback.Replace("xaa", "<$0>"));
    }

    [Fact]
    public void OneInstanceServesManyThreads()
    {
        var regex = new Regex(@"(\w+)@(\w+)\.com|(?:a?)*x");
        string text = string.Concat(Enumerable.Repeat("mail alice@example.com, ax bob@test.com; ", 50));
        int expected = new Bcl.Regex(@"(\w+)@(\w+)\.com|(?:a?)*x").Count(text);
        string expectedLast = new Bcl.Regex(@"(\w+)@(\w+)\.com|(?:a?)*x").Matches(text)[^1].Groups[2].Value;
        Parallel.For(0, 64, _ =>
        {
            Assert.Equal(expected, regex.Count(text.AsSpan()));
            Assert.Equal(expectedLast, regex.Matches(text)[^1].Groups[2].Value);
        });
    }

    [Fact]
    public void SettingsValidateTheirValues()
    {
        Assert.Equal(2 * 1024 * 1024, RegexSettings.Default.DfaCacheCapacityBytes);
        Assert.True(RegexSettings.Default.BacktrackingFallback);
        Assert.Throws<ArgumentOutOfRangeException>(() => new RegexSettings { DfaCacheCapacityBytes = 0 });
    }

    [Fact]
    public void SettingsLimitsAreEnforcedWithAnErrorNamingTheLimit()
    {
        var tight = new RegexSettings { Limits = new RegexLimits { MaxRepetitionCount = 50 }, BacktrackingFallback = false };
        Assert.Equal(50, new Regex("a{50}", RegexOptions.None, tight).Match(new string('a', 60)).Length);
        var e = Assert.Throws<RegexUnsupportedException>(() => new Regex("xa{51}", RegexOptions.None, tight));
        Assert.Equal(2, e.Offset); // the quantifier
        Assert.Contains("50", e.Message);
        Assert.Throws<ArgumentOutOfRangeException>(() => new RegexLimits { MaxNestingDepth = 0 });
        Assert.Throws<ArgumentNullException>(() => new RegexSettings { Limits = null! });
    }
}

public sealed class StaticRegexCacheTests
{
    [Fact]
    public void StaticMethodsAgreeWithInstancesAndTheCacheIsBounded()
    {
        int original = Regex.CacheSize;
        try
        {
            Regex.CacheSize = 2;
            Assert.True(Regex.IsMatch("abc", "b"));
            Assert.Equal(2, Regex.Count("a1b2", @"\d"));
            Assert.Equal("a#b#", Regex.Replace("a1b2", @"\d", "#"));
            Assert.Equal(["a", "b"], Regex.Split("a,b", ","));
            Assert.Equal("1", Regex.Match("a1", @"\d").Value);
            Assert.Equal(2, Regex.Matches("a1b2", @"\d").Count);
            Assert.InRange(Caching.RegexCache.Count, 1, 2);

            Regex.CacheSize = 0;
            Assert.Equal(0, Caching.RegexCache.Count);
            Assert.True(Regex.IsMatch("abc", "c"));
            Assert.Equal(0, Caching.RegexCache.Count);
            Assert.Throws<ArgumentOutOfRangeException>(() => Regex.CacheSize = -1);
        }
        finally
        {
            Regex.CacheSize = original;
        }
    }
}
