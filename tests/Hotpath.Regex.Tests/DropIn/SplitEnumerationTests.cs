using System.Text;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.DropIn;

/// <summary>EnumerateSplits and Count(span, startat) on the linear engine give the BCL's ranges and counts, allocation-free.</summary>
public class SplitEnumerationTests
{
    private static readonly string[] s_patterns = [@"\s+", "", "a|", @"\d", @"(?:ab)*", @"\b", "x+", "$"];

    [Fact]
    public void RangesAndCountsAreTheBclsOnSeededInputs()
    {
        const int seed = 3407;
        var random = new Random(seed);
        const string units = "ab1 x\n\u00e9";
        foreach (string pattern in s_patterns)
        {
            var bcl = new Bcl.Regex(pattern);
            var hotpath = new Regex(pattern);
            Assert.True(hotpath.IsLinear);
            for (int i = 0; i < 40; i++)
            {
                var builder = new StringBuilder();
                int length = random.Next(0, 16);
                for (int j = 0; j < length; j++) builder.Append(units[random.Next(units.Length)]);
                string input = builder.ToString();
                int count = random.Next(0, 4), startat = random.Next(input.Length + 1);
                string because = $"seed {seed}, pattern {pattern}, input {input}, count {count}, startat {startat}";
                string expected = Ranges(bcl.EnumerateSplits(input, count, startat));
                // The BCL's enumerator throws ArgumentOutOfRangeException (from System.Index) for some count-1 calls with a start;
                // there Hotpath yields the whole input, as Split(input, 1, startat) does.
                if (expected.StartsWith("throws", StringComparison.Ordinal))
                {
                    Assert.True(count == 1 && Ranges(hotpath.EnumerateSplits(input, count, startat)) == $"0..{input.Length};", because);
                    continue;
                }
                Assert.True(expected == Ranges(hotpath.EnumerateSplits(input, count, startat)), because);
                Assert.True(Ranges(bcl.EnumerateSplits(input)) == Ranges(hotpath.EnumerateSplits(input)), because);
                Assert.True(bcl.Count(input.AsSpan(), startat) == hotpath.Count(input.AsSpan(), startat), because);
            }
        }
    }

    [Fact]
    public void EnumeratingSplitsAllocatesNothing()
    {
        var regex = new Regex(@"\s+");
        string text = string.Concat(Enumerable.Repeat("one two  three\n", 200));
        Sum(regex, text);
        long before = GC.GetAllocatedBytesForCurrentThread();
        long sum = Sum(regex, text);
        Assert.Equal(0, GC.GetAllocatedBytesForCurrentThread() - before);
        Assert.Equal(text.Length - new Bcl.Regex(@"\s+").Matches(text).Sum(m => m.Length), sum);
    }

    private static long Sum(Regex regex, string text)
    {
        long sum = 0;
        foreach (Range piece in regex.EnumerateSplits(text)) sum += piece.End.Value - piece.Start.Value;
        return sum;
    }

    private static string Ranges(Bcl.Regex.ValueSplitEnumerator splits)
    {
        var text = new StringBuilder();
        try
        {
            foreach (Range range in splits) text.Append(range).Append(';');
        }
        catch (ArgumentOutOfRangeException e)
        {
            return "throws " + e.Message;
        }
        return text.ToString();
    }

    private static string Ranges(Regex.ValueSplitEnumerator splits)
    {
        var text = new StringBuilder();
        foreach (Range range in splits) text.Append(range).Append(';');
        return text.ToString();
    }
}
