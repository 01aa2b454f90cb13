using System.Buffers;
using System.Text;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// The Aho-Corasick construction paths (breadth-first numbering from the ordinal order, the DFA reading failure
/// links off its rows, the NFA walking them, the sort by packed leading units) on sets larger than the seeded
/// differential tests use: thousands to 100,000 patterns with shared prefixes, duplicates and prefix relations,
/// given sorted, shuffled and reversed. Oracles: <see cref="SearchValues{T}"/> for where the first match starts,
/// and a dictionary of the pattern texts for which pattern wins there.
/// </summary>
public sealed class AutomatonConstructionTests
{
    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 12));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void LargeSets_DfaAndNfa_MatchOracle(int seed)
    {
        var random = new Random(seed);
        // Small alphabets and short words make shared prefixes, prefix pairs ("ab", "abc") and duplicates common.
        string alphabet = seed % 3 == 0 ? "ab" : seed % 3 == 1 ? "abcdefgh" : "aAbBcC\u00e9\u00c9\u03c3\u03a3\u212a";
        int count = 200 + random.Next(3000);
        string[] patterns = RandomWords(random, alphabet, count, 1, 3 + random.Next(8));
        Arrange(patterns, seed % 4, random);
        string haystack = Haystack(random, alphabet, patterns, 4000);
        foreach (bool ignoreCase in new[] { false, true })
            foreach (MultiStringAlgorithm algorithm in new[] { MultiStringAlgorithm.Auto, MultiStringAlgorithm.AhoCorasickDfa, MultiStringAlgorithm.AhoCorasickNfa })
                AssertLeftmostFirst(patterns, haystack, ignoreCase, new() { IgnoreCase = ignoreCase, Algorithm = algorithm }, $"seed {seed}, {algorithm}, ignoreCase {ignoreCase}, {count} patterns over \"{alphabet}\"");
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void PatternOrder_DoesNotChangeTheAutomaton(int seed)
    {
        // The same texts in sorted, shuffled and reversed order: matches agree once pattern indexes are mapped back to texts.
        var random = new Random(seed);
        string[] sorted = [.. RandomWords(random, "abcd", 500 + random.Next(500), 1, 7).Distinct().Order(StringComparer.Ordinal)];
        string haystack = Haystack(random, "abcd", sorted, 3000);
        List<(int Index, string Text)> expected = Spans(new MultiStringSearcher(sorted, new() { MatchKind = MultiStringMatchKind.LeftmostLongest }), sorted, haystack);
        for (int arrangement = 1; arrangement < 4; arrangement++)
        {
            string[] patterns = [.. sorted];
            Arrange(patterns, arrangement, random);
            foreach (MultiStringAlgorithm algorithm in new[] { MultiStringAlgorithm.AhoCorasickDfa, MultiStringAlgorithm.AhoCorasickNfa })
            {
                var searcher = new MultiStringSearcher(patterns, new() { MatchKind = MultiStringMatchKind.LeftmostLongest, Algorithm = algorithm });
                Assert.True(expected.SequenceEqual(Spans(searcher, patterns, haystack)), $"seed {seed}, arrangement {arrangement}, {algorithm}");
            }
        }
    }

    [Fact]
    public void HundredThousandPatterns_DfaAndNfa_MatchOracle()
    {
        const int Seed = 100_000;
        var random = new Random(Seed);
        string[] patterns = RandomWords(random, "abcdefghij", 100_000, 2, 9);
        string haystack = Haystack(random, "abcdefghij", patterns, 20_000);
        foreach (MultiStringAlgorithm algorithm in new[] { MultiStringAlgorithm.Auto, MultiStringAlgorithm.AhoCorasickNfa })
            AssertLeftmostFirst(patterns, haystack, ignoreCase: false, new() { Algorithm = algorithm }, $"seed {Seed}, {algorithm}");
    }

    // With DeferDfa, Auto's DFA waits until searches have read as many units as its table has cells: short searches run
    // on the NFA, a long one builds the DFA, and every answer before, across and after the switch is the oracle's.
    // Without it, construction builds the DFA.
    [Fact]
    public void DeferredDfa_IsBuiltByLongSearches_AndAnswersAlike()
    {
        var random = new Random(31);
        string[] patterns = RandomWords(random, "abcdefgh", 300, 3, 8);
        string haystack = Haystack(random, "abcdefgh", patterns, 200_000);
        var eager = new MultiStringSearcher(patterns, new() { Algorithm = MultiStringAlgorithm.AhoCorasickDfa });
        var nfa = new MultiStringSearcher(patterns, new() { Algorithm = MultiStringAlgorithm.AhoCorasickNfa });
        var deferred = new MultiStringSearcher(patterns, new() { DeferDfa = true });
        Assert.Equal(eager.MemoryBytes, new MultiStringSearcher(patterns).MemoryBytes);
        Assert.Equal(nfa.MemoryBytes, deferred.MemoryBytes);
        for (int at = 0; at + 40 <= 4000; at += 40)
        {
            ReadOnlySpan<char> piece = haystack.AsSpan(at, 40);
            Assert.Equal(eager.TryFind(piece, out StringMatch expected), deferred.TryFind(piece, out StringMatch actual));
            Assert.Equal(expected, actual);
        }
        Assert.Equal(nfa.MemoryBytes, deferred.MemoryBytes);
        Assert.Equal(Spans(eager, patterns, haystack), Spans(deferred, patterns, haystack));
        Assert.Equal(eager.MemoryBytes, deferred.MemoryBytes);
        Assert.Equal(eager.Count(haystack.AsSpan(0, 5000)), deferred.Count(haystack.AsSpan(0, 5000)));
    }

    // Threads racing through the switch all get the oracle's answers (the DFA is published once; the unit count is a hint).
    [Fact]
    public void DeferredDfa_SwitchesSafelyUnderConcurrentSearches()
    {
        var random = new Random(32);
        string[] patterns = RandomWords(random, "abcdefgh", 300, 3, 8);
        string haystack = Haystack(random, "abcdefgh", patterns, 20_000);
        var eager = new MultiStringSearcher(patterns, new() { Algorithm = MultiStringAlgorithm.AhoCorasickDfa });
        int expected = eager.Count(haystack);
        for (int round = 0; round < 5; round++)
        {
            var deferred = new MultiStringSearcher(patterns, new() { DeferDfa = true });
            int[] counts = new int[8];
            Parallel.For(0, counts.Length, i =>
            {
                for (int k = 0; k < 20; k++) counts[i] = deferred.Count(haystack);
            });
            Assert.All(counts, count => Assert.Equal(expected, count));
            Assert.Equal(eager.MemoryBytes, deferred.MemoryBytes);
        }
    }

    [Fact]
    public void OverBudget_FallsBackToTheNfa_ThenThrows()
    {
        var random = new Random(7);
        string[] patterns = RandomWords(random, "abcdefghijklmnop", 5000, 4, 10);
        string haystack = Haystack(random, "abcdefghijklmnop", patterns, 5000);
        var dfa = new MultiStringSearcher(patterns, new() { Algorithm = MultiStringAlgorithm.AhoCorasickDfa });
        var nfa = new MultiStringSearcher(patterns, new() { Algorithm = MultiStringAlgorithm.AhoCorasickNfa });
        Assert.Equal(MultiStringAlgorithm.AhoCorasickDfa, new MultiStringSearcher(patterns).Algorithm);
        Assert.True(nfa.MemoryBytes < dfa.MemoryBytes, $"NFA {nfa.MemoryBytes} bytes, DFA {dfa.MemoryBytes}");

        // A budget between the two: Auto takes the NFA, a forced DFA refuses, and the NFA finds what the DFA finds.
        long between = (nfa.MemoryBytes + dfa.MemoryBytes) / 2;
        var fallback = new MultiStringSearcher(patterns, new() { MemoryBudgetBytes = between });
        Assert.Equal(MultiStringAlgorithm.AhoCorasickNfa, fallback.Algorithm);
        Assert.Equal(Spans(dfa, patterns, haystack), Spans(fallback, patterns, haystack));
        var forced = Assert.Throws<ArgumentException>(() => new MultiStringSearcher(patterns, new() { MemoryBudgetBytes = between, Algorithm = MultiStringAlgorithm.AhoCorasickDfa }));
        Assert.Contains("MemoryBudgetBytes", forced.Message);

        // Below the NFA too: Auto throws rather than exceed the budget.
        var over = Assert.Throws<ArgumentException>(() => new MultiStringSearcher(patterns, new() { MemoryBudgetBytes = nfa.MemoryBytes / 2 }));
        Assert.Contains("MemoryBudgetBytes", over.Message);
    }

    [Fact]
    public void TeddyFingerprints_SixteenDistinctFit_SeventeenDoNot()
    {
        // Four-unit fingerprints: 16 distinct ones fit Teddy's buckets; a 17th (distinct in the first three units too) does not.
        string[] sixteen = [.. Enumerable.Range(0, 16).Select(i => $"q{(char)('a' + i)}xyz")];
        string[] seventeen = [.. sixteen, "qzxyz"];
        Assert.Equal(MultiStringAlgorithm.Teddy, new MultiStringSearcher(sixteen).Algorithm);
        Assert.NotEqual(MultiStringAlgorithm.Teddy, new MultiStringSearcher(seventeen).Algorithm);
        string haystack = string.Concat(Enumerable.Repeat("..qzxyz..qpxyz..qaxy", 10));
        var bcl = SearchValues.Create(seventeen, StringComparison.Ordinal);
        foreach (string[] patterns in new[] { sixteen, seventeen })
        {
            var searcher = new MultiStringSearcher(patterns);
            for (int start = 0; start < haystack.Length; start += 7)
            {
                int expected = haystack.AsSpan(start).IndexOfAny(patterns == sixteen ? SearchValues.Create(sixteen, StringComparison.Ordinal) : bcl);
                Assert.Equal(expected < 0 ? -1 : start + expected, searcher.TryFind(haystack, start, out StringMatch match) ? match.Index : -1);
            }
        }
    }

    [Theory]
    [MemberData(nameof(Seeds))]
    public void Utf8_LargeSets_AgreeWithUtf16(int seed)
    {
        // ASCII patterns and text: byte and char offsets coincide, so both searchers must report the same matches.
        var random = new Random(seed);
        string[] patterns = RandomWords(random, "abcdefg", 300 + random.Next(2000), 1, 8);
        Arrange(patterns, seed % 4, random);
        string haystack = Haystack(random, "abcdefg", patterns, 3000);
        byte[] bytes = Encoding.ASCII.GetBytes(haystack);
        foreach (MultiStringAlgorithm algorithm in new[] { MultiStringAlgorithm.AhoCorasickDfa, MultiStringAlgorithm.AhoCorasickNfa })
        {
            var utf16 = new MultiStringSearcher(patterns, new() { Algorithm = algorithm });
            var utf8 = new Utf8MultiStringSearcher(patterns, new() { Algorithm = algorithm });
            var expected = new List<StringMatch>();
            foreach (StringMatch match in utf16.EnumerateMatches(haystack)) expected.Add(match);
            var actual = new List<StringMatch>();
            foreach (StringMatch match in utf8.EnumerateMatches(bytes)) actual.Add(match);
            Assert.True(expected.SequenceEqual(actual), $"seed {seed}, {algorithm}: {expected.Count} UTF-16 matches, {actual.Count} UTF-8");
        }
    }

    /// <summary>
    /// Every leftmost-first match of <paramref name="patterns"/>: each starts where <see cref="SearchValues{T}"/> finds
    /// the next match, and is the earliest listed pattern equal (under the comparison) to some text starting there.
    /// </summary>
    private static void AssertLeftmostFirst(string[] patterns, string haystack, bool ignoreCase, MultiStringSearchOptions options, string context)
    {
        var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
        SearchValues<string> bcl = SearchValues.Create(patterns, comparison);
        var earliest = new Dictionary<string, int>(ignoreCase ? StringComparer.OrdinalIgnoreCase : StringComparer.Ordinal);
        for (int p = patterns.Length - 1; p >= 0; p--) earliest[patterns[p]] = p;
        int longest = patterns.Max(p => p.Length);
        var searcher = new MultiStringSearcher(patterns, options);
        int position = 0, matches = 0;
        foreach (StringMatch match in searcher.EnumerateMatches(haystack))
        {
            int next = haystack.AsSpan(position).IndexOfAny(bcl);
            Assert.True(next >= 0 && position + next == match.Index, $"match {matches}: expected a start at {(next < 0 ? -1 : position + next)}, got {match}; {context}");
            int winner = int.MaxValue;
            for (int length = 1; length <= longest && match.Index + length <= haystack.Length; length++)
                if (earliest.TryGetValue(haystack.Substring(match.Index, length), out int p)) winner = Math.Min(winner, p);
            Assert.True(winner == match.PatternIndex && patterns[winner].Length == match.Length, $"match {matches} at {match.Index}: expected pattern {winner}, got {match}; {context}");
            position = match.End;
            matches++;
        }
        Assert.True(haystack.AsSpan(position).IndexOfAny(bcl) < 0, $"missed a match after {position}; {context}");
        Assert.True(matches > 0, $"the haystack was built to contain matches; {context}");
    }

    private static List<(int Index, string Text)> Spans(MultiStringSearcher searcher, string[] patterns, string haystack)
    {
        var spans = new List<(int, string)>();
        foreach (StringMatch match in searcher.EnumerateMatches(haystack)) spans.Add((match.Index, patterns[match.PatternIndex]));
        return spans;
    }

    private static string[] RandomWords(Random random, string alphabet, int count, int minLength, int maxLength) =>
        [.. Enumerable.Range(0, count).Select(_ => new string(Enumerable.Range(0, random.Next(minLength, maxLength + 1)).Select(_ => alphabet[random.Next(alphabet.Length)]).ToArray()))];

    /// <summary>0: as generated; 1: ordinal order (the no-sort path); 2: reversed ordinal order; 3: shuffled.</summary>
    private static void Arrange(string[] patterns, int arrangement, Random random)
    {
        if (arrangement is 1 or 2) Array.Sort(patterns, StringComparer.Ordinal);
        if (arrangement == 2) Array.Reverse(patterns);
        if (arrangement == 3) random.Shuffle(patterns);
    }

    /// <summary>Random text over the alphabet with whole patterns planted in it.</summary>
    private static string Haystack(Random random, string alphabet, string[] patterns, int length)
    {
        var text = new StringBuilder(length + 64);
        while (text.Length < length)
        {
            if (random.Next(3) == 0) text.Append(patterns[random.Next(patterns.Length)]);
            else text.Append(alphabet[random.Next(alphabet.Length)]);
        }
        return text.ToString();
    }
}
