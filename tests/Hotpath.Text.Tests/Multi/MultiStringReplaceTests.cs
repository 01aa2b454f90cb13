using System.Buffers;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>Replace-all: in memory, into spans and buffer writers, and streaming with tiny buffers.</summary>
public sealed class MultiStringReplaceTests
{
    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 25));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void AllReplaceForms_MatchReference(int seed)
    {
        var random = new RandomPatterns(seed);
        string alphabet = seed % 2 == 0 ? "abc" : "aAbB\r\n";
        string[] patterns = random.Patterns(alphabet, 1 + random.Next(6), seed % 4 == 0 ? 0 : 1, 5);
        string[] replacements = patterns.Select((_, i) => new string((char)('0' + i % 10), i % 3)).ToArray();
        string input = random.Text(alphabet, random.Next(400));
        foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
        {
            var searcher = new MultiStringSearcher(patterns, new() { MatchKind = kind, IgnoreCase = seed % 3 == 0 });
            string expected = ReferenceSearch.Replace(input, patterns, replacements, kind, searcher.Options.IgnoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal);
            string context = $"seed {seed}, kind {kind}";
            Assert.True(expected == searcher.Replace(input, replacements), context);

            var writer = new ArrayBufferWriter<char>();
            Assert.Equal(expected.Length, searcher.Replace(input, replacements, writer));
            Assert.True(expected == writer.WrittenSpan.ToString(), context);

            var exact = new char[expected.Length];
            Assert.True(searcher.TryReplace(input, replacements, exact, out int written), context);
            Assert.Equal(expected.Length, written);
            if (expected.Length > 0) Assert.False(searcher.TryReplace(input, replacements, new char[expected.Length - 1], out written), context);

            foreach (int bufferSize in new[] { 1, 7, 64, 4096 })
            {
                var output = new StringWriter();
                searcher.Replace(new ChunkedReader(input, 1 + seed % 5), output, replacements, bufferSize);
                Assert.True(expected == output.ToString(), $"{context}, streaming buffer {bufferSize}");
            }
        }
    }

    [Fact]
    public void Replace_ReturnsInputWhenNothingMatchesAndValidatesReplacements()
    {
        var searcher = new MultiStringSearcher(["x", "y"]);
        string input = "abc";
        Assert.Same(input, searcher.Replace(input, ["1", "2"]));
        Assert.Throws<ArgumentException>(() => searcher.Replace(input, ["1"]));
        Assert.Throws<ArgumentNullException>(() => searcher.Replace(input, ["1", null!]));
        Assert.Throws<ArgumentNullException>(() => searcher.Replace(input, null!));
    }

    /// <summary>A reader that hands out at most a few chars per call, to exercise every chunk boundary.</summary>
    private sealed class ChunkedReader(string text, int chunk) : TextReader
    {
        private int _position;

        public override int Read(char[] buffer, int index, int count) => Read(buffer.AsSpan(index, count));

        public override int Read(Span<char> buffer)
        {
            int n = Math.Min(Math.Min(chunk, buffer.Length), text.Length - _position);
            text.AsSpan(_position, n).CopyTo(buffer);
            _position += n;
            return n;
        }
    }
}
