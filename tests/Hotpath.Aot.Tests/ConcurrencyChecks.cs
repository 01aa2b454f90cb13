using System.Collections.Concurrent;
using Hotpath.RegularExpressions;
using Hotpath.Text;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.Aot.Tests;

/// <summary>
/// One regex (and one multi-string searcher) built once and searched from several threads at once with
/// <see cref="Parallel.For(int, int, ParallelOptions, Action{int})"/>: both are documented thread-safe, with per-search
/// scratch pooled and lazily built parts (DFA states, the one-pass DFA, the compiled backtracker under the JIT, a
/// deferred Aho-Corasick DFA) published by whichever thread gets there first. Each answer is compared with the BCL's,
/// computed beforehand on one thread.
/// </summary>
internal static class ConcurrencyChecks
{
    public const int Seed = 5_000_000;
    private const string Section = "threads";
    private const int Iterations = 3000;
    private const int InputCount = 64;

    private static readonly ConcurrentDictionary<int, byte> s_threads = new();

    /// <summary>How many distinct threads ran the parallel loops.</summary>
    public static int ThreadsSeen => s_threads.Count;

    public static void Run(Harness harness)
    {
        // Fresh regexes, so that under the JIT the backtracker's compile (after 256 searches) happens mid-run, racing.
        foreach ((string pattern, Func<Random, string> input) in RegexRepeatChecks.Patterns.Take(2))
            CheckRegex(harness, pattern, input);
        CheckRegex(harness, @"(?<user>[\w.]+)@(?<host>\w+\.(?:com|org))|\b(?<word>[A-Z]\w+)", r => Inputs.English(r, r.Next(400)));
        CheckMultiString(harness);
    }

    private static void CheckRegex(Harness harness, string pattern, Func<Random, string> makeInput)
    {
        var bcl = new Bcl.Regex(pattern);
        var hotpath = new Regex(pattern);
        int[] numbers = bcl.GetGroupNumbers();
        var inputs = new string[InputCount];
        var groups = new List<string>[InputCount];
        var spans = new List<(int, int)>[InputCount];
        for (int i = 0; i < InputCount; i++)
        {
            inputs[i] = makeInput(new Random(Seed + i));
            groups[i] = RegexChecks.Describe(bcl.Match(inputs[i]), numbers);
            spans[i] = RegexChecks.BclSpans(bcl, inputs[i]);
        }
        string subject = $"pattern \"{Harness.Escape(pattern)}\"";
        Parallel.For(0, Iterations, Options(), i =>
        {
            s_threads.TryAdd(Environment.CurrentManagedThreadId, 0);
            int k = i % InputCount;
            string input = inputs[k];
            var where = new Where(Section, subject, Seed + k, input, $"iteration {i}");
            harness.Guard(where, "concurrent search", () =>
            {
                harness.Same(where, "Match/NextMatch groups", groups[k], RegexChecks.Describe(hotpath.Match(input), numbers));
                harness.Equal(where, "Count", spans[k].Count, hotpath.Count(input));
                var actual = new List<(int, int)>();
                foreach (ValueMatch m in hotpath.EnumerateMatches(input.AsSpan())) actual.Add((m.Index, m.Length));
                harness.Same(where, "EnumerateMatches", spans[k], actual);
            });
        });
    }

    // A searcher whose Aho-Corasick DFA is deferred (built by the first searches that need it, then published): the
    // threads race to build and publish it while others search on the NFA.
    private static void CheckMultiString(Harness harness)
    {
        var random = new Random(Seed);
        var words = new HashSet<string>(StringComparer.Ordinal);
        while (words.Count < 200)
        {
            var chars = new char[random.Next(2, 8)];
            for (int c = 0; c < chars.Length; c++) chars[c] = (char)('a' + random.Next(12));
            words.Add(new string(chars));
        }
        string[] patterns = [.. words];
        var searcher = new MultiStringSearcher(patterns, new MultiStringSearchOptions { DeferDfa = true });
        var alternation = new Bcl.Regex(string.Join("|", patterns.Select(Bcl.Regex.Escape)));
        var inputs = new string[InputCount];
        var expected = new List<(int, int)>[InputCount];
        for (int i = 0; i < InputCount; i++)
        {
            inputs[i] = Inputs.FromAlphabet(new Random(Seed + i), ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", " "], 2000);
            expected[i] = RegexChecks.BclSpans(alternation, inputs[i]);
        }
        string subject = $"DeferDfa set of {patterns.Length}: [{string.Join("|", patterns.Take(8))}|…]";
        Parallel.For(0, Iterations, Options(), i =>
        {
            s_threads.TryAdd(Environment.CurrentManagedThreadId, 0);
            int k = i % InputCount;
            string input = inputs[k];
            var where = new Where(Section, subject, Seed + k, input, $"iteration {i}");
            harness.Guard(where, "concurrent multi-string search", () =>
            {
                harness.Equal(where, "Count", expected[k].Count, searcher.Count(input));
                var actual = new List<(int, int)>();
                foreach (StringMatch m in searcher.EnumerateMatches(input)) actual.Add((m.Index, m.Length));
                harness.Same(where, "EnumerateMatches", expected[k], actual);
            });
        });
    }

    // At least two workers even on one core, so that searches overlap wherever the scheduler allows.
    private static ParallelOptions Options() => new() { MaxDegreeOfParallelism = Math.Max(2, Environment.ProcessorCount) };
}
