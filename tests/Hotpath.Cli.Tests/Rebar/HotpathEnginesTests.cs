using Hotpath.Cli.Rebar.Engines;

namespace Hotpath.Cli.Tests.Rebar;

public class HotpathEnginesTests
{
    // Non-ASCII text makes UTF-8 byte offsets differ from UTF-16 offsets; the supplementary-plane emoji
    // takes two UTF-16 units and four bytes.
    private const string Definitions = """
        [[bench]]
        model = "count-spans"
        name = "spans"
        regex = '\w+'
        haystack = "héllo wörld 😀 naïve\r\nlast"
        count = 19
        engines = ['dotnet/compiled']

        [[bench]]
        model = "grep"
        name = "grep"
        regex = 'ö|ï'
        haystack = "héllo\r\nwörld\u2028x\nnaïve\n"
        count = 2
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count"
        name = "count-casei"
        regex = 'WÖRLD'
        case-insensitive = true
        haystack = "wörld Wörld"
        count = 2
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count-captures"
        name = "captures"
        regex = '(h)|(w)'
        haystack = "hw"
        count = 4
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count"
        name = "dot-on-emoji"
        regex = '.'
        haystack = "😀"
        count = 2
        engines = ['dotnet/compiled']

        [[bench]]
        model = "count"
        name = "backreference"
        regex = '(l)\1'
        haystack = "hello"
        count = 1
        engines = ['dotnet/compiled']
        """;

    [Fact]
    public void HotpathEnginesAgreeWithTheExpectedDotNetCounts()
    {
        var rows = RebarRunnerTests.Run(Definitions, [HotpathEngine.Instance, HotpathUtf8Engine.Instance], out _, out string stderr);

        foreach (string engine in new[] { "hotpath", "hotpath-utf8" })
        {
            foreach (string bench in new[] { "spans", "grep", "count-casei" })
            {
                string[] row = rows[($"tiny/group/{bench}", engine)];
                Assert.True(row[3] == "ok", $"{bench} on {engine}: {string.Join(',', row)}\n{stderr}");
            }
            // Backreferences are not regular: Hotpath rejects them with a NotSupportedException.
            Assert.Equal("unsupported", rows[("tiny/group/backreference", engine)][3]);
        }
        // .NET's '.' matches each UTF-16 surrogate; UTF-8 cannot address half a scalar, so the byte search
        // finds one match where .NET finds two, and the runner must say so.
        Assert.Equal("ok", rows[("tiny/group/dot-on-emoji", "hotpath")][3]);
        Assert.Equal(["wrong-count", "1", "2"], rows[("tiny/group/dot-on-emoji", "hotpath-utf8")][3..6]);
        Assert.Equal("ok", rows[("tiny/group/captures", "hotpath")][3]);
        Assert.Equal("unsupported", rows[("tiny/group/captures", "hotpath-utf8")][3]);
    }

    [Fact]
    public void ByteOffsetsMapToUtf16Offsets()
    {
        var haystack = new RebarHaystack("aé😀b");
        // Bytes: a(1) é(2) 😀(4) b(1); chars: a(1) é(1) 😀(2) b(1).
        Assert.Equal([0, 1, -1, 2, -1, -1, -1, 4, 5], haystack.Utf16OffsetOfByte);
    }

    [Fact]
    public void Utf8LinesFollowEnumerateLines()
    {
        var haystack = new RebarHaystack("é\r\nab\u2028c\n");
        // Lines: "é" (bytes 0-1), "ab" (4-5), "c" (9), "" (after the final \n at 10).
        Assert.Equal([(0, 2), (4, 2), (9, 1), (11, 0)], haystack.Utf8Lines);
    }
}
