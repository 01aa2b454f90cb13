using Hotpath.Cli.Data;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.Cli.Report.Workloads;

/// <summary>
/// The regex rows: the .NET 7 post's Regex benchmarks on Sherlock Holmes, the .NET 9 post's on War and Peace,
/// a few UTF-8 variants, everyday patterns (numbers, codes, names) over Sherlock Holmes, log search (one question per
/// line of a server log), and a quick subset of rebar's curated benchmarks when the shared data has them.
/// </summary>
internal static class RegexWorkloads
{
    /// <summary>The mariomka/regex-benchmark URL pattern the .NET 7 post uses.</summary>
    public const string UrlPattern = @"[\w]+://[^/\s?#]+[^\s?#]+(?:\?[^\s#]*)?(?:#[^\s]*)?";

    /// <summary>The mariomka/regex-benchmark e-mail pattern.</summary>
    public const string EmailPattern = @"[\w\.+-]+@[\w\.-]+\.[\w\.-]+";

    /// <summary>Every regex workload over <paramref name="corpora"/>.</summary>
    public static IEnumerable<Workload> Create(Corpora corpora)
    {
        string Sherlock() => corpora.Sherlock;
        string War() => corpora.WarAndPeace;
        RegexCase[] cases =
        [
            // .NET 7 post, Sherlock Holmes.
            new(@"\belementary\b Count", @"\belementary\b", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new(@"\belementary\b IgnoreCase Count", @"\belementary\b", RegexOptions.IgnoreCase, RegexQuestion.Count, Sherlock),
            new("URL IsMatch", UrlPattern, RegexOptions.None, RegexQuestion.IsMatch, Sherlock),
            new("URL Count", UrlPattern, RegexOptions.None, RegexQuestion.Count, Sherlock),
            new("e-mail Count", EmailPattern, RegexOptions.None, RegexQuestion.Count, Sherlock),
            // The post's text holds no address; this one has one every 2,000 characters (the reverse-inner search).
            new("e-mail Count (an address per 2000 chars)", EmailPattern, RegexOptions.None, RegexQuestion.Count, () => SparseAddresses.Insert(corpora.Sherlock)),
            new("URL Count (a URL per 2000 chars)", UrlPattern, RegexOptions.None, RegexQuestion.Count, () => SparseAddresses.Insert(corpora.Sherlock)),
            new("^abc|^def IsMatch", "^abc|^def", RegexOptions.None, RegexQuestion.IsMatch, Sherlock),
            new("looking|feeling Count", "looking|feeling", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new("^.*elementary.*$ Multiline Count", "^.*elementary.*$", RegexOptions.Multiline, RegexQuestion.Count, Sherlock),
            new(".*stephen Count", ".*stephen", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new(@"([\s\S]*) Match on 1M 'a'", @"([\s\S]*)", RegexOptions.None, RegexQuestion.FirstMatch, () => new string('a', 1_000_000)),
            new("Sherlock Count", "Sherlock", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new("Sherlock Holmes IgnoreCase Count", "Sherlock Holmes", RegexOptions.IgnoreCase, RegexQuestion.Count, Sherlock),
            new("Sherlock|Holmes|Watson|Irene|Adler Count", "Sherlock|Holmes|Watson|Irene|Adler", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new(@"\w+\s+Holmes Count", @"\w+\s+Holmes", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new("Sherlock|Holmes|Watson|Irene|Adler Count UTF-8", "Sherlock|Holmes|Watson|Irene|Adler", RegexOptions.None, RegexQuestion.Count, Sherlock, Utf8: true),

            // .NET 9 post, War and Peace.
            new(@"\b[0-9]+\b Count", @"\b[0-9]+\b", RegexOptions.None, RegexQuestion.Count, War),
            new(@"\b[0-9]+\b Count UTF-8", @"\b[0-9]+\b", RegexOptions.None, RegexQuestion.Count, War, Utf8: true),
            new("(Monday|…|Sunday): (.*) IgnoreCase Count", "(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday): (.*)", RegexOptions.IgnoreCase, RegexQuestion.Count, War),

            // Everyday patterns beyond the posts' (numbers, codes, addresses, names), over Sherlock Holmes.
            new(@"\d+ Count", @"\d+", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new(@"\d+\.\d+ Count", @"\d+\.\d+", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new(@"(\d{1,3}\.){3}\d{1,3} Count", @"(\d{1,3}\.){3}\d{1,3}", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new(@"\d{4}-\d{2}-\d{2} Count", @"\d{4}-\d{2}-\d{2}", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new("[A-Z]{2,} Count", "[A-Z]{2,}", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new("[A-Z][a-z]+ [A-Z][a-z]+ Count", "[A-Z][a-z]+ [A-Z][a-z]+", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new(@"\b[A-Z]\w* Count", @"\b[A-Z]\w*", RegexOptions.None, RegexQuestion.Count, Sherlock),
            new("Holmes|Watson Count", "Holmes|Watson", RegexOptions.None, RegexQuestion.Count, Sherlock),
            // Enumerating a literal's matches, dense ones: the cost per match, not the scan, decides these.
            new("the EnumerateMatches", "the", RegexOptions.None, RegexQuestion.SumOfLengths, Sherlock),
            new("' and ' EnumerateMatches", " and ", RegexOptions.None, RegexQuestion.SumOfLengths, Sherlock),
            new(@"\bthe\b Count", @"\bthe\b", RegexOptions.None, RegexQuestion.Count, Sherlock),
        ];
        return cases.Concat(LogLineCases(corpora.DataRoot)).Concat(CuratedRegexCases.Load(corpora.DataRoot)).Select(c => c.ToWorkload());
    }

    // Log search: one question per line of a server log, the way a grep-like tool or a log shipper asks it.
    private static RegexCase[] LogLineCases(string? dataRoot)
    {
        // A hundred short lines: reading them costs nothing next to a corpus.
        (string[] lines, string source) = LogLines.Load(dataRoot);
        RegexCase PerLine(string name, string pattern, RegexQuestion question) =>
            new($"{source} lines: {name}", pattern, RegexOptions.None, question, () => "", Lines: () => lines);
        return
        [
            PerLine(@"timestamp \d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2} IsMatch", @"\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}", RegexQuestion.IsMatch),
            PerLine("request id (8-4-4-4-12 hex) Count", "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", RegexQuestion.Count),
            PerLine("(?i)error IsMatch", "(?i)error", RegexQuestion.IsMatch),
            PerLine(@"\{[^}]*\} Count", @"\{[^}]*\}", RegexQuestion.Count),
            PerLine("[A-Z][a-z]+ [A-Z][a-z]+ Count", "[A-Z][a-z]+ [A-Z][a-z]+", RegexQuestion.Count),
            PerLine($"{LogLinePattern} IsMatch", LogLinePattern, RegexQuestion.IsMatch),
            PerLine($"{LogLinePattern} Groups", LogLinePattern, RegexQuestion.Groups),
        ];
    }

    /// <summary>A log-line parse: date, time, level, thread ids, request id and message as groups.</summary>
    public const string LogLinePattern = @"^(\S+) (\S+) (\w\d): \[(\d+):(\d+):\((\d+)\)\]: \(([^)]+)\): (.*)$";
}
