using System.Text;

namespace Hotpath.RegularExpressions.Tests.Engines;

/// <summary>UTF-8 input: decoded on the fly with UTF-16 semantics and byte offsets.</summary>
public sealed class Utf8HaystackTests
{
    [Theory]
    [InlineData("é+", "xéé!", 1, 5)]
    [InlineData("\\w+", "ab\u00e9c d", 0, 5)]
    [InlineData("b$", "a\u20acb", 4, 5)]
    [InlineData("\\bb", "\u00e9b b", 4, 5)]
    public void MatchesAreReportedInBytes(string pattern, string text, int start, int end)
    {
        var harness = new PikeVmHarness(pattern);
        int[]? slots = harness.FindUtf8(Encoding.UTF8.GetBytes(text));
        Assert.NotNull(slots);
        Assert.Equal((start, end), (slots[0], slots[1]));
    }

    [Fact]
    public void ASupplementaryScalarIsTwoUnitsAndSplitBoundariesWiden()
    {
        // "." matches one UTF-16 unit: the high surrogate alone. In UTF-8 the end widens to the scalar.
        var harness = new PikeVmHarness(".");
        int[]? slots = harness.FindUtf8(Encoding.UTF8.GetBytes("\U0001F600"));
        Assert.Equal("0,4", Show(slots));

        // Two units: ".." covers the scalar exactly.
        Assert.Equal("0,4", Show(new PikeVmHarness("^..$").FindUtf8(Encoding.UTF8.GetBytes("\U0001F600"))));
    }

    [Fact]
    public void InvalidBytesReadAsReplacementCharacters()
    {
        byte[] bytes = [(byte)'a', 0xFF, 0xC3, (byte)'b'];
        Assert.Equal("1,3", Show(new PikeVmHarness("\uFFFD+").FindUtf8(bytes)));
        Assert.Equal("3,4", Show(new PikeVmHarness("b").FindUtf8(bytes)));
    }

    [Fact]
    public void RegexCountsAndEnumeratesUtf8LikeUtf16WhenNoScalarIsSplit()
    {
        string text = "h\u00e9llo w\u00f6rld, caf\u00e9 \u20ac5 \U0001F600 end";
        byte[] utf8 = Encoding.UTF8.GetBytes(text);
        var regex = new Regex("\\w+|\\p{So}");
        Assert.Equal(regex.Count(text), regex.Count(utf8));
        var expected = new List<(int, int)>();
        foreach (ValueMatch m in regex.EnumerateMatches(text.AsSpan()))
        {
            int byteStart = Encoding.UTF8.GetByteCount(text.AsSpan(0, m.Index));
            expected.Add((byteStart, Encoding.UTF8.GetByteCount(text.AsSpan(m.Index, m.Length))));
        }
        var actual = new List<(int, int)>();
        foreach (ValueMatch m in regex.EnumerateMatches(utf8)) actual.Add((m.Index, m.Length));
        Assert.Equal(expected, actual);
        Assert.True(regex.IsMatch(utf8));
    }

    private static string Show(int[]? slots) => slots is null ? "no match" : string.Join(",", slots);
}
