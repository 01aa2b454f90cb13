using System.Text;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Tests.Prefilters;

/// <summary>The line-start candidates: exactly the line starts at or after the search start whose unit can begin a match.</summary>
public class LineStartPrefilterTests
{
    // One rare unit ("#", "Ж") is searched for after a line feed as a pair; a space, as line feeds.
    public static IEnumerable<object?[]> FirstClasses => [[null], ["0-9"], ["a-zA-Z_"], ["\u0410-\u044F"], ["\u4E00-\u9FFF#"], ["#"], ["Ж"], [" "]];

    [Theory]
    [MemberData(nameof(FirstClasses))]
    public void CandidatesAreTheLineStartsWhoseUnitCanBeginAMatch(string? ranges)
    {
        CharRangeSet? first = ranges is null ? null : ParseRanges(ranges);
        var prefilter = new LineStartPrefilter(first);
        string[] pieces = ["\n", "\n", "7", "x", "_", "Ж", "中", "#", " ", "\r\n", "ab"];
        var random = new Random(ranges?.Length ?? 0);
        for (int round = 0; round < 400; round++)
        {
            // Some texts long enough for the searches' vector steps.
            int count = round % 10 == 0 ? random.Next(100, 400) : random.Next(0, 30);
            string text = string.Concat(Enumerable.Range(0, count).Select(_ => pieces[random.Next(pieces.Length)]));
            for (int start = 0; start <= text.Length; start++)
            {
                int expected = Naive(text, start, first);
                bool found = prefilter.TryFind(text, start, out int index, out _);
                Assert.True(expected == (found ? index : -1), $"class {ranges ?? "none"}, '{text.Replace("\n", "\\n")}' from {start}: expected {expected}, got {(found ? index : -1)}");
            }
            // Over UTF-8 a candidate on a non-ASCII unit is kept when the class has non-ASCII members (the DFA decides):
            // the byte candidates are the UTF-8 offsets of the UTF-16 ones, plus those.
            byte[] utf8 = Encoding.UTF8.GetBytes(text);
            for (int start = 0; start <= utf8.Length; start++)
            {
                int expected = NaiveUtf8(utf8, start, first);
                bool found = prefilter.TryFind(utf8, start, out int index, out _);
                Assert.True(expected == (found ? index : -1), $"UTF-8, class {ranges ?? "none"}, '{text.Replace("\n", "\\n")}' from byte {start}");
            }
        }
    }

    [Fact]
    public void AMatchThatCanBeEmptyMayStartAtTheEndAfterAFinalLineFeed()
    {
        var prefilter = new LineStartPrefilter(first: null);
        Assert.True(prefilter.TryFind("a\n", 1, out int index, out _));
        Assert.Equal(2, index);
        Assert.False(new LineStartPrefilter(CharRangeSet.Single('a')).TryFind("a\n", 1, out _, out _));
    }

    private static int Naive(string text, int start, CharRangeSet? first)
    {
        for (int position = start; position <= text.Length; position++)
        {
            bool lineStart = position == 0 || text[position - 1] == '\n';
            if (lineStart && (first is null || position < text.Length && first.Contains(text[position]))) return position;
        }
        return -1;
    }

    private static int NaiveUtf8(byte[] text, int start, CharRangeSet? first)
    {
        bool nonAscii = first is not null && first.Ranges[^1].Last >= 0x80;
        for (int position = start; position <= text.Length; position++)
        {
            bool lineStart = position == 0 || text[position - 1] == '\n';
            bool canBegin = first is null || position < text.Length && (text[position] < 0x80 ? first.Contains((char)text[position]) : nonAscii);
            if (lineStart && canBegin) return position;
        }
        return -1;
    }

    // "a-z0-9_" style: ranges and single units.
    private static CharRangeSet ParseRanges(string ranges)
    {
        var list = new List<CharRange>();
        for (int i = 0; i < ranges.Length; i++)
        {
            if (i + 2 < ranges.Length && ranges[i + 1] == '-')
            {
                list.Add(new CharRange(ranges[i], ranges[i + 2]));
                i += 2;
            }
            else list.Add(new CharRange(ranges[i], ranges[i]));
        }
        return CharRangeSet.FromRanges(list);
    }
}
