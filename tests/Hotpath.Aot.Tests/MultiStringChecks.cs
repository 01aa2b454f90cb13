using System.Buffers;
using System.Text;
using Hotpath.Text;
using BclRegex = System.Text.RegularExpressions.Regex;
using BclRegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.Aot.Tests;

/// <summary>
/// <see cref="MultiStringSearcher"/> and <see cref="Utf8MultiStringSearcher"/> (leftmost-first) against the BCL: the
/// match list against a <see cref="BclRegex"/> alternation of the escaped patterns, as the xunit tests build their
/// oracle (ignoring case with IgnoreCase | CultureInvariant, which agrees with OrdinalIgnoreCase only on ASCII text, so
/// only there); elsewhere a reference search that steps with the runtime's <see cref="SearchValues{T}"/> of strings
/// and picks the first pattern equal at each start. The first match start is checked against
/// <c>IndexOfAny(SearchValues&lt;string&gt;)</c> everywhere. Every set runs through Auto, Auto with a memory budget
/// that leaves the Aho-Corasick DFA out, and every algorithm forced (those that refuse a set are skipped, as the xunit
/// tests skip them); UTF-8 results are the UTF-16 ones in byte offsets.
/// </summary>
internal static class MultiStringChecks
{
    public const int Seed = 2_000_000;
    private const string Section = "multi";

    // Below 48 units Auto answers with Rabin-Karp per call (for sets on Teddy or SharedSubstring; the Algorithm property
    // still names the main engine, so those searches are counted apart); 64 is the widest vector block.
    private const int ShortHaystack = 48;
    private static int s_shortAutoSearches;
    private static readonly int[] s_lengths = [0, 7, 30, 47, 48, 49, 64, 200, 1000, 3000];

    private static readonly MultiStringAlgorithm[] s_forced = [.. Enum.GetValues<MultiStringAlgorithm>().Where(a => a != MultiStringAlgorithm.Auto)];

    private const string Lower = "abcdefghijklmnopqrstuvwxyz";
    private const string Mixed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    // Letters with case partners of other byte lengths or three-member classes, and ones OrdinalIgnoreCase leaves alone.
    private const string NonAscii = "ae\u00E9\u00C9s\u017Fk\u212A\u0448\u0428\u03C3\u03C2\u03A3\u0250\u2C6F";

    // (encoding and how the searcher was asked for, the algorithm it runs) → searchers built; printed per variant.
    private static readonly SortedDictionary<string, int> s_algorithms = new(StringComparer.Ordinal);

    public static void Run(Harness harness)
    {
        int seed = Seed;
        // Small alphabets (not the lone-surrogate one: UTF-8 needs well-formed text): short patterns that overlap.
        foreach (string[] alphabet in Inputs.Alphabets.Where(a => !a.Contains("\uDC00")))
        {
            foreach (int size in new[] { 1, 5, 50 })
            {
                var random = new Random(seed);
                int count = size == 5 ? random.Next(2, 9) : size;
                string[] patterns = Distinct(count, () => Inputs.WellFormed(Inputs.FromAlphabet(random, alphabet, random.Next(1, 6))));
                CheckSet(harness, seed++, random, "alphabet", patterns, (r, n) => Inputs.FromAlphabet(r, alphabet, n), longHaystack: false);
            }
        }
        // Random words of 1, 2–8, ~50 and ~500 patterns: Substring, Teddy, then Aho-Corasick as the set grows.
        foreach (string letters in new[] { Lower, Mixed, NonAscii })
        {
            foreach (int size in new[] { 1, 5, 50, 500 })
            {
                // Non-ASCII ignoring case expands into every UTF-8 spelling of every pattern: keep those sets smaller.
                if (letters == NonAscii && size == 500) continue;
                var random = new Random(seed);
                int count = size switch { 5 => random.Next(2, 9), 50 => random.Next(45, 56), 500 => random.Next(480, 521), _ => 1 };
                int maxLength = letters == NonAscii ? 6 : 10;
                string[] patterns = Distinct(count, () => Word(random, letters, random.Next(2, maxLength + 1)));
                CheckSet(harness, seed++, random, "words", patterns, (r, n) => Filler(r, letters, n), longHaystack: size >= 50);
            }
        }
        // Slices of English-like text, some upper-cased: realistic sets with spaces and punctuation.
        foreach (int size in new[] { 5, 50, 500 })
        {
            var random = new Random(seed);
            string corpus = Inputs.WellFormed(Inputs.English(random, 20_000));
            string[] patterns = Distinct(size == 5 ? random.Next(2, 9) : size, () =>
            {
                string slice = Inputs.WellFormed(Inputs.Cut(random, corpus, random.Next(2, 13)));
                return random.Next(3) == 0 ? slice.ToUpperInvariant() : slice;
            });
            CheckSet(harness, seed++, random, "slices", patterns, Inputs.English, longHaystack: true);
        }
        // Sets that steer Auto to particular engines (see docs/text.md): a shared run ("day", SharedSubstring without
        // AVX-512 VBMI), rare units at common offsets (RareProbes on AVX2), all ASCII spellings of one word (a single
        // case-insensitive Substring search), Cyrillic (Teddy on low bytes), ideographs (Aho-Corasick with a start-unit
        // skip without AVX-512), surrogate pairs (expanded into spellings when ignoring case), and an empty pattern.
        string[][] fixedSets =
        [
            ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
            ["looking", "feeling"],
            ["Holmes", "Watson"],
            [.. Spellings("error")],
            ["\u0428\u0435\u0440\u043B\u043E\u043A", "\u0425\u043E\u043B\u043C\u0441", "\u0412\u0430\u0442\u0441\u043E\u043D", "\u0418\u0440\u0435\u043D", "\u0410\u0434\u043B\u0435\u0440"],
            ["\u590F\u6D1B\u514B", "\u798F\u5C14\u6469\u65AF", "\u534E\u751F", "\u827E\u7433", "\u827E\u5FB7\u52D2"],
            ["\uD801\uDC00a", "\uD801\uDC28b", "ab"],
            ["ab", "", "b"],
        ];
        foreach (string[] patterns in fixedSets)
        {
            var random = new Random(seed);
            CheckSet(harness, seed++, random, "fixed", patterns, (r, n) => Mix(r, patterns, n), longHaystack: true);
        }
    }

    /// <summary>One line per encoding: which algorithms the searchers ran, by how they were asked for.</summary>
    public static IEnumerable<string> AlgorithmSummary() =>
        s_algorithms.GroupBy(e => e.Key[..e.Key.IndexOf(' ')])
            .Select(g => $"multi {g.Key} searchers: " + string.Join(", ", g.Select(e => $"{e.Key[(e.Key.IndexOf(' ') + 1)..]} {e.Value}")))
            .Append($"multi: {s_shortAutoSearches} UTF-16 Auto searches of haystacks under {ShortHaystack} units on Teddy/SharedSubstring sets (answered by Rabin-Karp)");

    private static void CheckSet(Harness harness, int seed, Random random, string kind, string[] patterns, Func<Random, int, string> filler, bool longHaystack)
    {
        var haystacks = new List<string>();
        foreach (int length in s_lengths) haystacks.Add(Haystack(random, patterns, filler, length));
        if (longHaystack) haystacks.Add(Haystack(random, patterns, filler, 100_000));
        string subject = $"{kind} set of {patterns.Length}: [{Harness.Escape(string.Join("|", patterns.Take(12)))}{(patterns.Length > 12 ? "|…" : "")}]";

        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            var oracle = new Oracle(patterns, comparison);
            var expected = haystacks.ConvertAll(oracle.Matches);
            var searchers = new List<(string How, MultiStringSearcher? Chars, Utf8MultiStringSearcher? Bytes)>();
            var where = new Where(Section, subject, seed, "", ignoreCase ? "IgnoreCase" : "Ordinal");
            harness.Guard(where, "construction", () => searchers.AddRange(Searchers(patterns, ignoreCase)));
            foreach ((string how, MultiStringSearcher? chars, Utf8MultiStringSearcher? bytes) in searchers)
            {
                if (chars is not null) Tally($"UTF-16 {how}→{chars.Algorithm}");
                if (bytes is not null) Tally($"UTF-8 {how}→{bytes.Algorithm}");
                for (int h = 0; h < haystacks.Count; h++)
                {
                    string haystack = haystacks[h];
                    List<(int, int, int)> matches = expected[h];
                    if (chars is not null)
                    {
                        var at = where with { Input = haystack, Detail = $"{where.Detail}, UTF-16, {how}→{chars.Algorithm}" };
                        if (how == "Auto" && haystack.Length < ShortHaystack && chars.Algorithm is MultiStringAlgorithm.Teddy or MultiStringAlgorithm.SharedSubstring)
                            Interlocked.Increment(ref s_shortAutoSearches);
                        harness.Guard(at, "UTF-16 search", () => CheckChars(harness, at, chars, haystack, matches, oracle, random));
                    }
                    if (bytes is not null)
                    {
                        var at = where with { Input = haystack, Detail = $"{where.Detail}, UTF-8, {how}→{bytes.Algorithm}" };
                        harness.Guard(at, "UTF-8 search", () => CheckBytes(harness, at, bytes, haystack, matches, oracle, random));
                    }
                }
            }
        }
    }

    // Auto; Auto with a budget the Aho-Corasick DFA does not fit but the NFA does (for sets that reach the automaton);
    // then every algorithm forced, skipping those that refuse the set with the documented ArgumentException.
    private static IEnumerable<(string, MultiStringSearcher?, Utf8MultiStringSearcher?)> Searchers(string[] patterns, bool ignoreCase)
    {
        var options = new MultiStringSearchOptions { IgnoreCase = ignoreCase };
        var auto = new MultiStringSearcher(patterns, options);
        yield return ("Auto", auto, new Utf8MultiStringSearcher(patterns, options));
        // Per encoding: the UTF-8 automaton of a set is not the UTF-16 one, and either may fit where the other does not.
        MultiStringSearcher? smallChars = SmallBudget(o => new MultiStringSearcher(patterns, o), s => s.MemoryBytes, s => s.Algorithm, options);
        Utf8MultiStringSearcher? smallBytes = SmallBudget(o => new Utf8MultiStringSearcher(patterns, o), s => s.MemoryBytes, s => s.Algorithm, options);
        if (smallChars is not null || smallBytes is not null) yield return ("Auto, small budget", smallChars, smallBytes);
        foreach (MultiStringAlgorithm algorithm in s_forced)
        {
            MultiStringSearcher? chars = Forced(() => new MultiStringSearcher(patterns, options with { Algorithm = algorithm }), algorithm);
            Utf8MultiStringSearcher? bytes = Forced(() => new Utf8MultiStringSearcher(patterns, options with { Algorithm = algorithm }), algorithm);
            if (chars is not null || bytes is not null) yield return ($"forced {algorithm}", chars, bytes);
        }
    }

    // A searcher with the algorithm forced; null when the algorithm is one the documentation lets refuse a set (the
    // automata and Rabin-Karp take every set) and it refused this one with an ArgumentException.
    private static T? Forced<T>(Func<T> build, MultiStringAlgorithm algorithm) where T : class
    {
        try
        {
            return build();
        }
        catch (ArgumentException) when (algorithm is MultiStringAlgorithm.Teddy or MultiStringAlgorithm.Substring or MultiStringAlgorithm.SharedSubstring or MultiStringAlgorithm.RareProbes)
        {
            return null;
        }
    }

    // Where Auto builds the Aho-Corasick DFA: Auto again with the smallest of a few budgets, from the NFA's own size up,
    // under which it builds the NFA instead; null when Auto does not reach the DFA or no budget tried gives the NFA.
    private static T? SmallBudget<T>(Func<MultiStringSearchOptions, T> build, Func<T, long> memory, Func<T, MultiStringAlgorithm> algorithm, MultiStringSearchOptions options)
        where T : class
    {
        if (algorithm(build(options)) != MultiStringAlgorithm.AhoCorasickDfa) return null;
        long nfa = memory(build(options with { Algorithm = MultiStringAlgorithm.AhoCorasickNfa }));
        foreach (long budget in new[] { nfa, nfa * 2, nfa * 4, nfa * 8 })
        {
            T searcher;
            try { searcher = build(options with { MemoryBudgetBytes = budget }); }
            catch (ArgumentException) { continue; }
            if (algorithm(searcher) == MultiStringAlgorithm.AhoCorasickNfa) return searcher;
        }
        return null;
    }

    private static void CheckChars(Harness harness, in Where where, MultiStringSearcher searcher, string haystack, List<(int, int, int)> expected, Oracle oracle, Random random)
    {
        harness.Equal(where, "IndexOfAny", haystack.AsSpan().IndexOfAny(oracle.Values), searcher.IndexOfAny(haystack));
        harness.Equal(where, "ContainsAny", expected.Count > 0, searcher.ContainsAny(haystack));
        harness.Equal(where, "TryFind", expected.Count > 0 ? expected[0] : (-1, -1, -1), searcher.TryFind(haystack, out StringMatch m) ? (m.PatternIndex, m.Index, m.Length) : (-1, -1, -1));
        harness.Equal(where, "Count", expected.Count, searcher.Count(haystack));
        var actual = new List<(int, int, int)>();
        foreach (StringMatch match in searcher.EnumerateMatches(haystack)) actual.Add((match.PatternIndex, match.Index, match.Length));
        harness.Same(where, "EnumerateMatches", expected, actual);
        // From a start inside the text: a match may begin inside an earlier one, so this is a search of its own.
        int start = random.Next(haystack.Length + 1);
        if (start < haystack.Length && char.IsLowSurrogate(haystack[start])) start--;
        harness.Equal(where, $"TryFind from {start}", oracle.FindFrom(haystack, start) ?? (-1, -1, -1),
            searcher.TryFind(haystack, start, out m) ? (m.PatternIndex, m.Index, m.Length) : (-1, -1, -1));
    }

    private static void CheckBytes(Harness harness, in Where where, Utf8MultiStringSearcher searcher, string haystack, List<(int, int, int)> expected, Oracle oracle, Random random)
    {
        byte[] bytes = Encoding.UTF8.GetBytes(haystack);
        int[] offsets = Inputs.Utf8Offsets(haystack);
        (int, int, int) ToBytes((int P, int I, int L) match) => (match.P, offsets[match.I], offsets[match.I + match.L] - offsets[match.I]);
        List<(int, int, int)> inBytes = expected.ConvertAll(ToBytes);
        int first = haystack.AsSpan().IndexOfAny(oracle.Values);
        harness.Equal(where, "UTF-8 IndexOfAny", first < 0 ? -1 : offsets[first], searcher.IndexOfAny(bytes));
        harness.Equal(where, "UTF-8 ContainsAny", expected.Count > 0, searcher.ContainsAny(bytes));
        harness.Equal(where, "UTF-8 Count", expected.Count, searcher.Count(bytes));
        var actual = new List<(int, int, int)>();
        foreach (StringMatch match in searcher.EnumerateMatches(bytes)) actual.Add((match.PatternIndex, match.Index, match.Length));
        harness.Same(where, "UTF-8 EnumerateMatches", inBytes, actual);
        int start = random.Next(haystack.Length + 1);
        if (start < haystack.Length && char.IsLowSurrogate(haystack[start])) start--;
        (int, int, int)? from = oracle.FindFrom(haystack, start);
        harness.Equal(where, $"UTF-8 TryFind from {offsets[start]}", from is { } f ? ToBytes(f) : (-1, -1, -1),
            searcher.TryFind(bytes, offsets[start], out StringMatch m) ? (m.PatternIndex, m.Index, m.Length) : (-1, -1, -1));
    }

    /// <summary>The BCL's answers for one pattern set and comparison: (pattern index, start, length) per match.</summary>
    private sealed class Oracle
    {
        private readonly string[] _patterns;
        private readonly StringComparison _comparison;
        private readonly BclRegex? _alternation;

        public Oracle(string[] patterns, StringComparison comparison)
        {
            _patterns = patterns;
            _comparison = comparison;
            Values = SearchValues.Create(patterns, comparison);
            bool ignoreCase = comparison == StringComparison.OrdinalIgnoreCase;
            // Regex folds the Kelvin sign and long s onto k and s; OrdinalIgnoreCase does not. Ignoring case, the
            // alternation is the oracle for ASCII sets over ASCII text only (checked per haystack in Matches).
            if (!ignoreCase || patterns.All(p => Ascii.IsValid(p)))
                _alternation = new BclRegex(string.Join("|", patterns.Select(BclRegex.Escape)), ignoreCase ? BclRegexOptions.IgnoreCase | BclRegexOptions.CultureInvariant : BclRegexOptions.None);
        }

        public SearchValues<string> Values { get; }

        /// <summary>Leftmost-first non-overlapping matches; after an empty match the next search starts one unit on.</summary>
        public List<(int, int, int)> Matches(string haystack)
        {
            var matches = new List<(int, int, int)>();
            if (_alternation is not null && (_comparison == StringComparison.Ordinal || Ascii.IsValid(haystack)))
            {
                // The alternation gives each match's span; the pattern is the first one equal there, which is the
                // branch the alternation took (a literal alternation tries its branches in order at each start).
                foreach (System.Text.RegularExpressions.ValueMatch m in _alternation.EnumerateMatches(haystack))
                    matches.Add((PatternAt(haystack, m.Index, m.Length), m.Index, m.Length));
                return matches;
            }
            for (int position = 0; position <= haystack.Length && FindFrom(haystack, position) is { } match;)
            {
                matches.Add(match);
                position = match.Item2 + Math.Max(match.Item3, 1);
            }
            return matches;
        }

        /// <summary>The leftmost-first match at or after <paramref name="start"/>: the runtime's search values find the start.</summary>
        public (int, int, int)? FindFrom(string haystack, int start)
        {
            int found = haystack.AsSpan(start).IndexOfAny(Values);
            if (found < 0) return null;
            int index = start + found;
            int pattern = PatternAt(haystack, index, -1);
            return (pattern, index, pattern < 0 ? 0 : _patterns[pattern].Length);
        }

        // The first pattern equal to the text at `index` (of `length` units, or any length when -1); -1 when none is.
        private int PatternAt(string haystack, int index, int length)
        {
            for (int p = 0; p < _patterns.Length; p++)
            {
                string pattern = _patterns[p];
                if ((length < 0 || pattern.Length == length) && pattern.Length <= haystack.Length - index &&
                    haystack.AsSpan(index, pattern.Length).Equals(pattern, _comparison))
                    return p;
            }
            return -1;
        }
    }

    private static void Tally(string key)
    {
        lock (s_algorithms) s_algorithms[key] = s_algorithms.GetValueOrDefault(key) + 1;
    }

    // `count` distinct patterns from `next` (distinct so that the set's size is what its name says).
    private static string[] Distinct(int count, Func<string> next)
    {
        var set = new List<string>();
        var seen = new HashSet<string>(StringComparer.Ordinal);
        for (int tries = 0; set.Count < count && tries < count * 20; tries++)
        {
            string pattern = next();
            if (pattern.Length > 0 && seen.Add(pattern)) set.Add(pattern);
        }
        return [.. set];
    }

    private static string Word(Random random, string letters, int length)
    {
        var chars = new char[length];
        for (int i = 0; i < length; i++) chars[i] = letters[random.Next(letters.Length)];
        return new string(chars);
    }

    // Text between inserted patterns: short runs of the same letters with spaces, so near-misses are common.
    private static string Filler(Random random, string letters, int length)
    {
        var chars = new char[length];
        for (int i = 0; i < length; i++) chars[i] = random.Next(6) == 0 ? ' ' : letters[random.Next(letters.Length)];
        return new string(chars);
    }

    // For the fixed sets: the patterns' own units, shuffled, between copies of the patterns.
    private static string Mix(Random random, string[] patterns, int length)
    {
        string units = string.Concat(patterns) + " ";
        return Inputs.WellFormed(Filler(random, units, length));
    }

    // About a third patterns (half of those with their case scrambled, which only the ignore-case search finds), the
    // rest filler; cut to `length` and made well-formed for UTF-8.
    private static string Haystack(Random random, string[] patterns, Func<Random, int, string> filler, int length)
    {
        var builder = new StringBuilder(length + 16);
        while (builder.Length < length)
        {
            if (random.Next(3) == 0)
            {
                string pattern = patterns[random.Next(patterns.Length)];
                builder.Append(random.Next(2) == 0 ? Inputs.ScrambleCase(random, pattern) : pattern);
            }
            else
            {
                builder.Append(filler(random, 1 + random.Next(8)));
            }
        }
        builder.Length = length;
        return Inputs.WellFormed(builder.ToString());
    }

    // Every ASCII case spelling of `word`.
    private static IEnumerable<string> Spellings(string word)
    {
        for (int mask = 0; mask < 1 << word.Length; mask++)
        {
            char[] chars = word.ToCharArray();
            for (int i = 0; i < chars.Length; i++) if ((mask >> i & 1) != 0) chars[i] = char.ToUpperInvariant(chars[i]);
            yield return new string(chars);
        }
    }
}
