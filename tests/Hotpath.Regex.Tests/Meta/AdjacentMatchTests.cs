using System.Text;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Tests.Differential;
using Hotpath.RegularExpressions.Translation;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// Matches that follow each other without a gap are found by an anchored forward search from the last match's end
/// (DfaStrategy.TryMatchAdjacent): every public result must stay the BCL's, over UTF-16 and UTF-8, where matches run
/// together, where they can be empty, and where a gap breaks the run.
/// </summary>
public class AdjacentMatchTests
{
    public static TheoryData<string, int> Patterns => new()
    {
        { @"(?:^|,)(?:""(?:[^""]|"""")*""|[^,\r\n]*)", (int)RegexOptions.None },
        { @"(?:^|,)(?:""(?:[^""]|"""")*""|[^,\r\n]*)", (int)RegexOptions.Multiline },
        { @"([^,\n]*),([^,\n]*),", (int)RegexOptions.None },
        { @"[^,]*", (int)RegexOptions.None },
        { @"(\w+|[^\w\s]+)\s*", (int)RegexOptions.None },
        { @"(a+|ab)(c|bcd)?", (int)RegexOptions.None },
        { @"\b[ab]+\B|b", (int)RegexOptions.None },
        { @"(?:é|😀)+|x?", (int)RegexOptions.IgnoreCase },
    };

    private static readonly string[] s_pieces = ["a", "b", "ab", "abcd", ",", "\"", "\"\"", "\n", "\r\n", " ", "é", "É", "😀", "x", "_"];

    [Theory]
    [MemberData(nameof(Patterns))]
    public void AdjacentMatchesAgreeWithTheBcl(string pattern, int optionBits)
    {
        var options = (RegexOptions)optionBits;
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, options), RegexSettings.Default);
        Assert.True(strategy is DfaStrategy, $"{pattern}: {strategy.GetType().Name}");
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)options);
        var hotpath = new Regex(pattern, options);
        var random = new Random(pattern.Length * 31 + optionBits);
        for (int round = 0; round < 400; round++)
        {
            string input = string.Concat(Enumerable.Range(0, random.Next(0, 30)).Select(_ => s_pieces[random.Next(s_pieces.Length)]));
            string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
            Assert.True(difference is null, $"/{pattern}/ on '{DifferentialComparer.Escape(input)}': {difference}");
        }
    }

    [Fact]
    public void FieldsOfALineAreFoundWithoutTheReverseDfa()
    {
        // The first field's start comes from the reverse DFA; every field after it starts where the one before ended.
        const string pattern = @"(?:^|,)(?:""(?:[^""]|"""")*""|[^,\r\n]*)";
        string line = string.Join(",", Enumerable.Range(0, 50).Select(i => i % 3 == 0 ? $"\"q,{i}\"" : $"field{i}"));
        Strategy strategy = StrategyBuilder.Build(RegexTranslator.Translate(pattern, RegexOptions.None), RegexSettings.Default);
        StrategyCache cache = strategy.CreateCache();
        cache.BeginSearch(BclRegex.InfiniteMatchTimeout, pattern, line);
        var expected = new BclRegex(pattern).Matches(line);
        int position = 0;
        foreach (System.Text.RegularExpressions.Match match in expected)
        {
            Assert.True(strategy.TryFindSpan(line, position, cache, out int start, out int end));
            Assert.Equal((match.Index, match.Index + match.Length), (start, end));
            position = end;
        }
        Assert.Equal(50, expected.Count);
        // Only the first search reads backwards: one match of at most a few units.
        Assert.InRange(DfaStrategy.ReverseUnitsScanned(cache), 0, 10);

        // A new call starts without the run: its first match's start comes from the reverse DFA again.
        cache.BeginSearch(BclRegex.InfiniteMatchTimeout, pattern, line);
        long before = DfaStrategy.ReverseUnitsScanned(cache);
        Assert.True(strategy.TryFindSpan(line, 8, cache, out int nextStart, out _));
        Assert.Equal(line.IndexOf(',', 8), nextStart);
        Assert.True(DfaStrategy.ReverseUnitsScanned(cache) > before);
    }

    [Fact]
    public void Utf8FieldsAgreeWithTheBclWhereAScalarPrecedesTheSearchStart()
    {
        // Fields of multi-byte scalars: each search starts on a scalar boundary, after the last match's final scalar.
        const string pattern = @"[^,]*";
        string line = "é😀,,😀é,x,,é";
        var hotpath = new Regex(pattern);
        byte[] utf8 = Encoding.UTF8.GetBytes(line);
        var found = new List<(int, int)>();
        foreach (ValueMatch m in hotpath.EnumerateMatches(utf8))
        {
            found.Add((Encoding.UTF8.GetCharCount(utf8.AsSpan(0, m.Index)), Encoding.UTF8.GetCharCount(utf8.AsSpan(m.Index, m.Length))));
        }
        Assert.Equal(new BclRegex(pattern).Matches(line).Select(m => (m.Index, m.Length)), found);
    }
}
