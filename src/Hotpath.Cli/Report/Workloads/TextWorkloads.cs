using System.Buffers;
using System.Text;
using System.Text.RegularExpressions;
using Hotpath.Cli.Data;
using Hotpath.Text;

namespace Hotpath.Cli.Report.Workloads;

/// <summary>
/// The text-search rows: single-needle search from the .NET 7 post (Sherlock Holmes), multi-needle search from
/// the .NET 9 post (weekdays in War and Peace) and rebar-style dictionaries, each against the BCL API a
/// developer would reach for.
/// </summary>
internal static class TextWorkloads
{
    private const string System = "text";

    /// <summary>Every text workload over <paramref name="corpora"/>.</summary>
    public static IEnumerable<Workload> Create(Corpora corpora)
    {
        string sherlock = corpora.Sherlock;
        string war = corpora.WarAndPeace;

        // .NET 7 post: counting a needle with repeated IndexOf, ordinal and ignoring case.
        foreach ((string needle, StringComparison comparison) in new[]
        {
            ("Sherlock", StringComparison.Ordinal),
            ("Sherlock", StringComparison.OrdinalIgnoreCase),
            ("elementary", StringComparison.Ordinal),
            ("elementary", StringComparison.OrdinalIgnoreCase),
            // First and last chars among the most common in English defeat first/last-char filters.
            ("there", StringComparison.Ordinal),
            ("and the", StringComparison.OrdinalIgnoreCase),
        })
        {
            string name = $"count \"{needle}\" {ComparisonName(comparison)}";
            yield return new Workload(System, name, () =>
            {
                var searcher = new SubstringSearcher(needle, comparison);
                return Pair("span.IndexOf(string, " + ComparisonName(comparison) + ") loop", () => CountWithIndexOf(sherlock, needle, comparison),
                    "SubstringSearcher.Count", () => searcher.Count(sherlock));
            });
        }

        yield return new Workload(System, "count \"Sherlock\" Ordinal UTF-8", () =>
        {
            byte[] haystack = Encoding.UTF8.GetBytes(sherlock);
            byte[] needle = "Sherlock"u8.ToArray();
            var searcher = new Utf8SubstringSearcher("Sherlock");
            return Pair("span.IndexOf(ReadOnlySpan<byte>) loop", () => CountWithIndexOf(haystack, needle),
                "Utf8SubstringSearcher.Count", () => searcher.Count(haystack));
        });

        yield return new Workload(System, "one-shot count \"Holmes\" Ordinal", () =>
            Pair("span.IndexOf(string, Ordinal) loop", () => CountWithIndexOf(sherlock, "Holmes", StringComparison.Ordinal),
                "TextSearch.Count", () => TextSearch.Count(sherlock, "Holmes")));

        // .NET 9 post: weekday names, ignoring case, in War and Peace.
        yield return new Workload(System, "weekdays ContainsAny OrdinalIgnoreCase", () =>
        {
            SearchValues<string> values = SearchValues.Create(WordSets.Weekdays, StringComparison.OrdinalIgnoreCase);
            var searcher = new MultiStringSearcher(WordSets.Weekdays, new MultiStringSearchOptions { IgnoreCase = true });
            return Pair("span.ContainsAny(SearchValues<string>)", () => war.AsSpan().ContainsAny(values) ? 1 : 0,
                "MultiStringSearcher.ContainsAny", () => searcher.ContainsAny(war) ? 1 : 0);
        });
        yield return MultiStringCount("weekdays count OrdinalIgnoreCase", war, WordSets.Weekdays, ignoreCase: true);
        yield return FindAllWithIdentity("weekdays find-all with pattern index OrdinalIgnoreCase", war, WordSets.Weekdays, ignoreCase: true);

        // rebar's aho-corasick/teddy sherlock5-nocase-ascii set: all 32 ASCII case spellings of "sherl".
        yield return MultiStringCount("rebar teddy sherlock5-nocase-ascii (32 spellings) count", sherlock, WordSets.CaseSpellings("sherl"), ignoreCase: false);

        // rebar-style dictionaries of growing size.
        foreach ((string size, int count) in new[] { ("small", 12), ("hundreds", 300), ("thousands", 3000) })
        {
            yield return MultiStringCount($"dictionary {size} ({count} words) count", sherlock, WordSets.FromText(sherlock, count, minLength: 5), ignoreCase: false);
        }
        if (RebarDictionary(corpora.DataRoot) is { } rebar)
        {
            yield return MultiStringCount($"rebar aho-corasick/dictionary/english-15 ({rebar.Words.Length} words) count", rebar.Haystack, rebar.Words, ignoreCase: false);
        }
        // Names in Russian and Chinese subtitles (rebar's literal-alternate sets): units beyond Latin-1, which Teddy looks
        // up by their low bytes.
        foreach ((string language, string file, string[] names, bool ignoreCase) in new[]
        {
            ("Russian", "ru-sampled.txt", WordSets.RussianNames, false),
            ("Russian", "ru-sampled.txt", WordSets.RussianNames, true),
            ("Chinese", "zh-sampled.txt", WordSets.ChineseNames, false),
        })
        {
            if (Subtitles(corpora.DataRoot, file) is not { } subtitles) continue;
            string comparison = ignoreCase ? "OrdinalIgnoreCase" : "Ordinal";
            yield return MultiStringCount($"rebar names in {language} subtitles (5) count {comparison}", subtitles, names, ignoreCase);
        }
        yield return FindAllWithIdentity("dictionary hundreds find-all with pattern index", sherlock, WordSets.FromText(sherlock, 300, minLength: 5), ignoreCase: false);

        yield return Construction("construct dictionary hundreds", sherlock, "new MultiStringSearcher", new MultiStringSearchOptions());
        // The same build for a searcher meant for a few short inputs: the DFA waits until searching needs it.
        yield return Construction("construct dictionary hundreds (DeferDfa)", sherlock, "new MultiStringSearcher (DeferDfa)", new MultiStringSearchOptions { DeferDfa = true });
    }

    // Building a searcher for 300 words of the text, against SearchValues.Create; each side answers one short search so
    // the build cannot be skipped.
    private static Workload Construction(string name, string text, string hotpathApi, MultiStringSearchOptions options) => new(System, name, () =>
    {
        string[] words = WordSets.FromText(text, 300, minLength: 5);
        string probe = "zzzz " + words[^1];
        return Pair("SearchValues.Create(string[], Ordinal)", () => probe.AsSpan().IndexOfAny(SearchValues.Create(words, StringComparison.Ordinal)),
            hotpathApi, () => new MultiStringSearcher(words, options).IndexOfAny(probe));
    });

    // rebar's aho-corasick/dictionary english-15 benchmark: 2,663 fifteen-letter words over a subtitle sample.
    private static (string[] Words, string Haystack)? RebarDictionary(string? dataRoot)
    {
        if (dataRoot is null) return null;
        string words = Path.Combine(dataRoot, "rebar", "regexes", "dictionary", "english", "length-15.txt");
        string haystack = Path.Combine(dataRoot, "rebar", "haystacks", "opensubtitles", "en-medium.txt");
        if (!File.Exists(words) || !File.Exists(haystack)) return null;
        return (File.ReadAllLines(words).Where(w => w.Length > 0).ToArray(), File.ReadAllText(haystack));
    }

    // One of rebar's opensubtitles haystacks, or null without the shared data.
    private static string? Subtitles(string? dataRoot, string file)
    {
        string? path = dataRoot is null ? null : Path.Combine(dataRoot, "rebar", "haystacks", "opensubtitles", file);
        return path is not null && File.Exists(path) ? File.ReadAllText(path) : null;
    }

    private static WorkloadSubjects Pair(string baselineApi, Func<long> baseline, string hotpathApi, Func<long> hotpath) =>
        new([new(baselineApi, baseline)], new(hotpathApi, hotpath));

    private static string ComparisonName(StringComparison comparison) => comparison.ToString();

    // The baseline every developer writes: find, count, continue after the match (non-overlapping). Ordinal and
    // OrdinalIgnoreCase matches always have the needle's length.
    private static long CountWithIndexOf(string haystack, string needle, StringComparison comparison)
    {
        ReadOnlySpan<char> rest = haystack;
        long count = 0;
        for (int i; (i = rest.IndexOf(needle, comparison)) >= 0; rest = rest[(i + needle.Length)..]) count++;
        return count;
    }

    private static long CountWithIndexOf(ReadOnlySpan<byte> haystack, ReadOnlySpan<byte> needle)
    {
        long count = 0;
        for (int i; (i = haystack.IndexOf(needle)) >= 0; haystack = haystack[(i + needle.Length)..]) count++;
        return count;
    }

    // SearchValues<string> reports where the leftmost match starts but not which needle matched, so the loop
    // restarts one char after each start; the Hotpath side runs the same first-match loop.
    private static Workload MultiStringCount(string name, string haystack, string[] words, bool ignoreCase) => new(System, name, () =>
    {
        StringComparison comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
        SearchValues<string> values = SearchValues.Create(words, comparison);
        var searcher = new MultiStringSearcher(words, new MultiStringSearchOptions { IgnoreCase = ignoreCase });
        return Pair($"span.IndexOfAny(SearchValues<string>, {comparison}) loop", () =>
        {
            ReadOnlySpan<char> span = haystack;
            long count = 0;
            for (int offset = 0, i; (i = span[offset..].IndexOfAny(values)) >= 0; offset += i + 1) count++;
            return count;
        },
        "MultiStringSearcher.TryFind loop", () =>
        {
            long count = 0;
            for (int start = 0; start <= haystack.Length && searcher.TryFind(haystack, start, out StringMatch match); start = match.Index + 1) count++;
            return count;
        });
    });

    // Which word matched, and where: the BCL needs a regex alternation (leftmost-first, like the searcher) and a
    // lookup from the matched text back to the word.
    // Under IgnoreCase the regex runs CultureInvariant, whose casing equals OrdinalIgnoreCase on these ASCII words
    // (the workload runner checks both sides agree before timing).
    private static Workload FindAllWithIdentity(string name, string haystack, string[] words, bool ignoreCase) => new(System, name, () =>
    {
        RegexOptions options = RegexOptions.Compiled | RegexOptions.CultureInvariant | (ignoreCase ? RegexOptions.IgnoreCase : RegexOptions.None);
        var regex = new Regex(string.Join('|', words.Select(Regex.Escape)), options);
        StringComparer comparer = ignoreCase ? StringComparer.OrdinalIgnoreCase : StringComparer.Ordinal;
        var indexOfWord = words.Select((w, i) => (w, i)).ToDictionary(p => p.w, p => p.i, comparer);
        var lookup = indexOfWord.GetAlternateLookup<ReadOnlySpan<char>>();
        var searcher = new MultiStringSearcher(words, new MultiStringSearchOptions { IgnoreCase = ignoreCase });
        return Pair("Regex.EnumerateMatches (Compiled alternation) + lookup", () =>
        {
            long checksum = 0;
            foreach (ValueMatch m in regex.EnumerateMatches(haystack)) checksum += Checksum(lookup[haystack.AsSpan(m.Index, m.Length)], m.Index);
            return checksum;
        },
        "MultiStringSearcher.EnumerateMatches", () =>
        {
            long checksum = 0;
            foreach (StringMatch m in searcher.EnumerateMatches(haystack)) checksum += Checksum(m.PatternIndex, m.Index);
            return checksum;
        });
    });

    private static long Checksum(int pattern, int index) => (long)index * 7919 + pattern;
}
