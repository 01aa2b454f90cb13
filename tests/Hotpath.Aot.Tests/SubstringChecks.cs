using System.Text;
using Hotpath.Text;

namespace Hotpath.Aot.Tests;

/// <summary>
/// <see cref="SubstringSearcher"/> and <see cref="Utf8SubstringSearcher"/> against the BCL's span searches, Ordinal and
/// OrdinalIgnoreCase. Haystack lengths sit on both sides of the vector widths (16/32/64 units and their multiples) and
/// of the 512-unit line below which first-match searches go to the runtime, and a few are ~100 KB so that the vector
/// loops, the whole-needle scan and the Two-Way fallback run long enough to matter.
/// </summary>
internal static class SubstringChecks
{
    public const int Seed = 1_000_000;
    private const string Section = "substring";

    private static readonly int[] s_lengths =
    [
        0, 1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 49, 63, 64, 65, 95, 96, 97, 127, 128, 129,
        255, 256, 257, 511, 512, 513, 700, 1023, 1024, 1025, 2047, 2048, 2049, 3000,
    ];

    private static readonly StringComparison[] s_comparisons = [StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase];

    public static void Run(Harness harness)
    {
        int seed = Seed;
        // Every alphabet at every boundary length.
        foreach (string[] alphabet in Inputs.Alphabets)
        {
            foreach (int length in s_lengths)
            {
                var random = new Random(seed);
                Check(harness, seed++, random, Inputs.FromAlphabet(random, alphabet, length), alphabet);
            }
        }
        // Random lengths up to 3,000, English-like text among the alphabets.
        for (int i = 0; i < 1500; i++)
        {
            var random = new Random(seed);
            int length = random.Next(3001);
            int pick = random.Next(Inputs.Alphabets.Length + 3);
            string[]? alphabet = pick < Inputs.Alphabets.Length ? Inputs.Alphabets[pick] : null;
            Check(harness, seed++, random, alphabet is null ? Inputs.English(random, length) : Inputs.FromAlphabet(random, alphabet, length), alphabet);
        }
        // Long haystacks: the vector loops run for thousands of iterations, and dense needles switch scans mid-way.
        foreach (int pick in new[] { 0, 3, 8, -1, -1, -1 })
        {
            for (int i = 0; i < 3; i++)
            {
                var random = new Random(seed);
                int length = 100_000 + random.Next(64);
                string[]? alphabet = pick < 0 ? null : Inputs.Alphabets[pick];
                Check(harness, seed++, random, alphabet is null ? Inputs.English(random, length) : Inputs.FromAlphabet(random, alphabet, length), alphabet);
            }
        }
        // Periodic text ("aaa…ab…"): candidates that keep failing verification push the search to Two-Way (or to
        // Knuth-Morris-Pratt for needles that fold as scalars), which must find the same matches.
        for (int i = 0; i < 40; i++)
        {
            var random = new Random(seed);
            int length = i < 4 ? 100_000 : random.Next(500, 5000);
            int period = random.Next(2, 40);
            var builder = new StringBuilder(length);
            for (int u = 0; u < length; u++) builder.Append(u % period == period - 1 ? 'b' : 'a');
            string needle = new string('a', random.Next(1, 12)) + (random.Next(3) == 0 ? "" : "b");
            CheckPair(harness, seed++, builder.ToString(), needle);
        }
        // Ill-formed UTF-8: an ordinal byte search must only ever match the very same bytes.
        byte[] bytes = [(byte)'a', (byte)'b', 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xFF, 0x80, 0xC3];
        for (int i = 0; i < 120; i++)
        {
            var random = new Random(seed);
            var haystack = new byte[random.Next(s_lengths[^1])];
            for (int b = 0; b < haystack.Length; b++) haystack[b] = bytes[random.Next(bytes.Length)];
            var needle = new byte[random.Next(1, 7)];
            if (random.Next(2) == 0 && haystack.Length >= needle.Length) haystack.AsSpan(random.Next(haystack.Length - needle.Length + 1), needle.Length).CopyTo(needle);
            else for (int b = 0; b < needle.Length; b++) needle[b] = bytes[random.Next(bytes.Length)];
            var where = new Where(Section, "bytes " + Convert.ToHexString(needle), seed++, Convert.ToHexString(haystack), "UTF-8 Ordinal, ill-formed bytes; needle and input shown in hex");
            CheckUtf8Ordinal(harness, where, haystack, needle);
        }
    }

    // A needle cut from the haystack one time in three (so that matches exist), else drawn from the same alphabet
    // (English words for English text), 1 to 12 units; the ignore-case needle has its case scrambled.
    private static void Check(Harness harness, int seed, Random random, string haystack, string[]? alphabet)
    {
        int length = random.Next(1, 13);
        string needle = random.Next(3) == 0 && haystack.Length > 0 ? Inputs.Cut(random, haystack, length)
            : alphabet is null ? Inputs.English(random, length) : Inputs.FromAlphabet(random, alphabet, length);
        CheckPair(harness, seed, haystack, needle, Inputs.ScrambleCase(random, needle));
    }

    private static void CheckPair(Harness harness, int seed, string haystack, string needle, string? ignoreCaseNeedle = null)
    {
        foreach (StringComparison comparison in s_comparisons)
        {
            string n = comparison == StringComparison.OrdinalIgnoreCase && ignoreCaseNeedle is not null ? ignoreCaseNeedle : needle;
            var where = new Where(Section, $"needle \"{Harness.Escape(n)}\"", seed, haystack, $"UTF-16 {comparison}");
            harness.Guard(where, "UTF-16 searcher", () => CheckUtf16(harness, where, haystack, n, comparison));

            // UTF-8: well-formed text only, since lone surrogates have no UTF-8 form to compare offsets with.
            string text = Inputs.WellFormed(haystack), wellFormedNeedle = Inputs.WellFormed(n);
            if (wellFormedNeedle.Length == 0) continue;
            var utf8Where = where with { Input = text, Subject = $"needle \"{Harness.Escape(wellFormedNeedle)}\"", Detail = $"UTF-8 {comparison}" };
            if (comparison == StringComparison.Ordinal)
                harness.Guard(utf8Where, "UTF-8 searcher", () => CheckUtf8Ordinal(harness, utf8Where, Encoding.UTF8.GetBytes(text), Encoding.UTF8.GetBytes(wellFormedNeedle)));
            else
                harness.Guard(utf8Where, "UTF-8 searcher", () => CheckUtf8IgnoreCase(harness, utf8Where, text, wellFormedNeedle));
        }
    }

    private static void CheckUtf16(Harness harness, in Where where, string haystack, string needle, StringComparison comparison)
    {
        var searcher = new SubstringSearcher(needle, comparison);
        List<int> expected = Starts(haystack, needle, comparison);
        harness.Equal(where, "IndexOf", haystack.AsSpan().IndexOf(needle, comparison), searcher.IndexOf(haystack));
        harness.Equal(where, "LastIndexOf", haystack.AsSpan().LastIndexOf(needle, comparison), searcher.LastIndexOf(haystack));
        harness.Equal(where, "Contains", expected.Count > 0, searcher.Contains(haystack));
        harness.Equal(where, "Count", expected.Count, searcher.Count(haystack));
        var actual = new List<int>();
        foreach (int index in searcher.EnumerateMatches(haystack)) actual.Add(index);
        harness.Same(where, "EnumerateMatches", expected, actual);
    }

    /// <summary>
    /// The non-overlapping match starts that repeated BCL <c>IndexOf</c> calls find, each resuming at the previous
    /// match's end: what the searcher's <c>Count</c> documents ("as repeated IndexOf calls would find them").
    /// UTF-16 OrdinalIgnoreCase matches are as long as the needle (simple case mapping keeps every unit's width).
    /// </summary>
    private static List<int> Starts(string haystack, string needle, StringComparison comparison)
    {
        var starts = new List<int>();
        for (int from = 0; from <= haystack.Length;)
        {
            int found = haystack.AsSpan(from).IndexOf(needle, comparison);
            if (found < 0) break;
            starts.Add(from + found);
            from += found + needle.Length;
        }
        return starts;
    }

    // Ordinal UTF-8 is a byte search: the oracle is the runtime's byte span search.
    private static void CheckUtf8Ordinal(Harness harness, in Where where, byte[] haystack, byte[] needle)
    {
        var searcher = new Utf8SubstringSearcher(needle, StringComparison.Ordinal);
        var expected = new List<(int, int)>();
        for (int from = 0; from <= haystack.Length;)
        {
            int found = haystack.AsSpan(from).IndexOf(needle);
            if (found < 0) break;
            expected.Add((from + found, needle.Length));
            from += found + needle.Length;
        }
        int first = haystack.AsSpan().IndexOf(needle);
        harness.Equal(where, "IndexOf", first, searcher.IndexOf(haystack, out int length));
        if (first >= 0) harness.Equal(where, "IndexOf match length", needle.Length, length);
        harness.Equal(where, "LastIndexOf", haystack.AsSpan().LastIndexOf(needle), searcher.LastIndexOf(haystack));
        harness.Equal(where, "Count", expected.Count, searcher.Count(haystack));
        harness.Same(where, "EnumerateMatches", expected, Enumerate(searcher, haystack));
        harness.Equal(where, "TextSearch.Count", haystack.AsSpan().Count(needle), TextSearch.Count(haystack, needle));
    }

    // OrdinalIgnoreCase UTF-8 has no BCL byte search: the oracle is the UTF-16 search of the same text, with offsets
    // and match lengths converted to bytes (a match may differ from the needle in byte length, as Ɐ/ɐ do).
    private static void CheckUtf8IgnoreCase(Harness harness, in Where where, string text, string needle)
    {
        const StringComparison comparison = StringComparison.OrdinalIgnoreCase;
        byte[] haystack = Encoding.UTF8.GetBytes(text);
        int[] offsets = Inputs.Utf8Offsets(text);
        var searcher = new Utf8SubstringSearcher(needle, comparison);
        var expected = Starts(text, needle, comparison).ConvertAll(s => (offsets[s], offsets[s + needle.Length] - offsets[s]));
        int first = text.AsSpan().IndexOf(needle, comparison), last = text.AsSpan().LastIndexOf(needle, comparison);
        harness.Equal(where, "IndexOf", first < 0 ? -1 : offsets[first], searcher.IndexOf(haystack));
        harness.Equal(where, "LastIndexOf", last < 0 ? -1 : offsets[last], searcher.LastIndexOf(haystack, out int length));
        if (last >= 0) harness.Equal(where, "LastIndexOf match length", offsets[last + needle.Length] - offsets[last], length);
        harness.Equal(where, "Count", expected.Count, searcher.Count(haystack));
        harness.Same(where, "EnumerateMatches", expected, Enumerate(searcher, haystack));
        harness.Equal(where, "TextSearch.Count", needle.Length == 0 ? 0 : expected.Count, TextSearch.Count(haystack, Encoding.UTF8.GetBytes(needle), comparison));
    }

    private static List<(int, int)> Enumerate(Utf8SubstringSearcher searcher, byte[] haystack)
    {
        var matches = new List<(int, int)>();
        foreach (Utf8SubstringMatch match in searcher.EnumerateMatches(haystack)) matches.Add((match.Index, match.Length));
        return matches;
    }
}
