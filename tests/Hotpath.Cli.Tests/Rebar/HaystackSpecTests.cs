using Hotpath.Cli.Rebar.Definitions;

namespace Hotpath.Cli.Tests.Rebar;

public class HaystackSpecTests
{
    [Fact]
    public void ShapingFollowsRebarsOrder()
    {
        var spec = new HaystackSpec { Trim = true, LineStart = 1, LineEnd = 3, Repeat = 2, Prepend = "<", Append = ">" };
        Assert.Equal("<b\nc\nb\nc\n>", spec.Shape("  a\nb\nc\nd  "));
    }

    [Fact]
    public void LineRangeBeyondTheEndKeepsWhatExists()
    {
        Assert.Equal("c", new HaystackSpec { LineStart = 2 }.Shape("a\nb\nc"));
        Assert.Equal("", new HaystackSpec { LineStart = 5 }.Shape("a\nb\nc"));
        Assert.Equal("a\nb\nc", new HaystackSpec { LineEnd = 99 }.Shape("a\nb\nc"));
    }

    [Fact]
    public void FilesMustExistAndBeUtf8UnlessLossy()
    {
        using var dir = new TempDirectory();
        File.WriteAllBytes(Path.Combine(dir.Path, "bad.txt"), [(byte)'a', 0xFF, (byte)'b']);

        Assert.Null(new HaystackSpec { Path = "missing.txt" }.TryLoad(dir.Path, out string? missing));
        Assert.Contains("missing", missing, StringComparison.Ordinal);
        Assert.Null(new HaystackSpec { Path = "bad.txt" }.TryLoad(dir.Path, out string? invalid));
        Assert.Contains("UTF-8", invalid, StringComparison.Ordinal);
        Assert.Equal("a\uFFFDb", new HaystackSpec { Path = "bad.txt", Utf8Lossy = true }.TryLoad(dir.Path, out _));
    }
}
