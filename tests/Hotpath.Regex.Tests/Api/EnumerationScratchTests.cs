using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Api;

/// <summary>
/// Enumerations keep the regex's scratch from one match to the next: stopping early, nesting enumerations of one
/// regex and enumerating from several threads must all still give the BCL's matches.
/// </summary>
public class EnumerationScratchTests
{
    private const string Pattern = @"\b\w+ing\b";
    private const string Text = "reading and writing, singing while going; nothing ringing: bring king sing";

    [Fact]
    public void AnEnumerationStoppedEarlyLeavesTheRegexUsable()
    {
        var regex = new Regex(Pattern);
        int expected = new Bcl.Regex(Pattern).Count(Text);
        for (int stopAfter = 0; stopAfter < 4; stopAfter++)
        {
            int seen = 0;
            foreach (ValueMatch _ in regex.EnumerateMatches(Text.AsSpan()))
            {
                if (seen++ == stopAfter) break;
            }
            foreach (ValueMatch _ in regex.EnumerateMatches("x reading"u8))
            {
                break;
            }
            Assert.Equal(expected, regex.Count(Text.AsSpan()));
        }
    }

    [Fact]
    public void NestedEnumerationsOfOneRegexAgreeWithTheBcl()
    {
        var regex = new Regex(Pattern);
        var bcl = new Bcl.Regex(Pattern);
        var outer = new List<int>();
        foreach (ValueMatch match in regex.EnumerateMatches(Text.AsSpan()))
        {
            outer.Add(match.Index);
            int inner = 0;
            foreach (ValueMatch _ in regex.EnumerateMatches(Text.AsSpan(match.Index))) inner++;
            Assert.Equal(bcl.Count(Text[match.Index..]), inner);
        }
        Assert.Equal(bcl.Matches(Text).Select(m => m.Index), outer);
    }

    [Fact]
    public void ThreadsEnumeratingOneRegexAgreeWithTheBcl()
    {
        var regex = new Regex(Pattern);
        string text = string.Concat(Enumerable.Repeat(Text + "\n", 200));
        int expected = new Bcl.Regex(Pattern).Count(text);
        int[] counts = new int[4];
        Parallel.For(0, counts.Length, t =>
        {
            for (int round = 0; round < 20; round++)
            {
                int count = 0;
                foreach (ValueMatch _ in regex.EnumerateMatches(text.AsSpan())) count++;
                counts[t] = count;
                Assert.Equal(expected, count);
            }
        });
        Assert.All(counts, c => Assert.Equal(expected, c));
    }
}
