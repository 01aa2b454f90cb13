using System.Text;
using Hotpath.Cli.Measurement;
using BclRegex = System.Text.RegularExpressions.Regex;
using HotpathRegex = Hotpath.RegularExpressions.Regex;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.Cli.Report.Workloads;

/// <summary>What a regex workload asks of the engine, mirroring the posts' benchmarks and rebar's models.</summary>
internal enum RegexQuestion
{
    /// <summary><c>Count</c>: the number of matches.</summary>
    Count,

    /// <summary><c>IsMatch</c>: 1 when there is a match.</summary>
    IsMatch,

    /// <summary><c>Match</c>: the first match's index and length.</summary>
    FirstMatch,

    /// <summary><c>EnumerateMatches</c>: the sum of match lengths (rebar's count-spans).</summary>
    SumOfLengths,

    /// <summary><c>Match(...).Groups</c>: the summed lengths of the first match's groups.</summary>
    Groups,
}

/// <summary>
/// One regex workload: a pattern, options, an input and a question. It becomes a report row that pits Hotpath's
/// <c>Regex</c> against the fastest of the BCL's three engines (interpreter, Compiled, NonBacktracking).
/// </summary>
/// <param name="Name">The row's name.</param>
/// <param name="Pattern">The .NET pattern.</param>
/// <param name="Options">Options besides the engine choice.</param>
/// <param name="Question">What is measured.</param>
/// <param name="Input">Produces the haystack (deferred so filtered-out rows cost nothing).</param>
/// <param name="Utf8">Hotpath searches the UTF-8 bytes of the input (the BCL still searches the string).</param>
/// <param name="Lines">Produces lines asked one at a time, each its own string as a log reader makes them (the answers
/// are summed); when given, <paramref name="Input"/> is not used.</param>
internal sealed record RegexCase(string Name, string Pattern, RegexOptions Options, RegexQuestion Question, Func<string> Input, bool Utf8 = false, Func<string[]>? Lines = null)
{
    private static readonly (RegexOptions Option, string Name)[] BclEngines =
    [
        (RegexOptions.None, "interpreter"),
        (RegexOptions.Compiled, "Compiled"),
        (RegexOptions.NonBacktracking, "NonBacktracking"),
    ];

    /// <summary>The workload for this case.</summary>
    public Workload ToWorkload() => new("regex", Name, Prepare);

    private WorkloadSubjects Prepare()
    {
        var hotpath = new HotpathRegex(Pattern, (Hotpath.RegularExpressions.RegexOptions)(Options));
        if (Lines is not null)
        {
            // The same engines, each asked once per line.
            string[] lines = Lines();
            return new WorkloadSubjects(
                [.. BclRegexes().Select(bcl => new Subject($"{ApiName} per line [{bcl.EngineName}]", () => SumOverLines(lines, line => AskBcl(bcl.Regex, line))))],
                new Subject($"{ApiName} per line", () => SumOverLines(lines, line => AskHotpath(hotpath, line))));
        }
        string input = Input();
        var baselines = BclRegexes().Select(bcl => new Subject($"{ApiName} [{bcl.EngineName}]", () => AskBcl(bcl.Regex, input))).ToList();
        if (!Utf8) return new WorkloadSubjects(baselines, new Subject(ApiName, () => AskHotpath(hotpath, input)));

        byte[] utf8 = Encoding.UTF8.GetBytes(input);
        return new WorkloadSubjects(baselines, new Subject($"{ApiName} (UTF-8 bytes)", () => AskHotpath(hotpath, utf8)));
    }

    // The BCL's engines that accept the pattern: NonBacktracking rejects some constructs, and the others still compete.
    private List<(string EngineName, BclRegex Regex)> BclRegexes()
    {
        var regexes = new List<(string, BclRegex)>();
        foreach ((RegexOptions engine, string engineName) in BclEngines)
        {
            try
            {
                regexes.Add((engineName, new BclRegex(Pattern, Options | engine)));
            }
            catch (NotSupportedException)
            {
            }
        }
        return regexes;
    }

    private static long SumOverLines(string[] lines, Func<string, long> ask)
    {
        long total = 0;
        foreach (string line in lines) total += ask(line);
        return total;
    }

    private string ApiName => Question switch
    {
        RegexQuestion.Count => "Regex.Count",
        RegexQuestion.IsMatch => "Regex.IsMatch",
        RegexQuestion.FirstMatch => "Regex.Match",
        RegexQuestion.Groups => "Regex.Match.Groups",
        _ => "Regex.EnumerateMatches",
    };

    private long AskBcl(BclRegex regex, string input)
    {
        switch (Question)
        {
            case RegexQuestion.Count: return regex.Count(input);
            case RegexQuestion.IsMatch: return regex.IsMatch(input) ? 1 : 0;
            case RegexQuestion.FirstMatch:
                var m = regex.Match(input);
                return m.Success ? Position(m.Index, m.Length) : -1;
            case RegexQuestion.Groups:
                long lengths = 0;
                foreach (System.Text.RegularExpressions.Group group in regex.Match(input).Groups) lengths += group.Length;
                return lengths;
            default:
                long sum = 0;
                foreach (var match in regex.EnumerateMatches(input)) sum += match.Length;
                return sum;
        }
    }

    private long AskHotpath(HotpathRegex regex, string input)
    {
        switch (Question)
        {
            case RegexQuestion.Count: return regex.Count(input);
            case RegexQuestion.IsMatch: return regex.IsMatch(input) ? 1 : 0;
            case RegexQuestion.FirstMatch:
                var m = regex.Match(input);
                return m.Success ? Position(m.Index, m.Length) : -1;
            case RegexQuestion.Groups:
                long lengths = 0;
                foreach (RegularExpressions.Group group in regex.Match(input).Groups) lengths += group.Length;
                return lengths;
            default:
                long sum = 0;
                foreach (var match in regex.EnumerateMatches(input)) sum += match.Length;
                return sum;
        }
    }

    // Byte offsets differ from char offsets, so UTF-8 rows only ask questions whose answers do not depend on them.
    private long AskHotpath(HotpathRegex regex, byte[] utf8) => Question switch
    {
        RegexQuestion.Count => regex.Count(utf8),
        RegexQuestion.IsMatch => regex.IsMatch(utf8) ? 1 : 0,
        _ => throw new NotSupportedException($"UTF-8 rows answer Count or IsMatch, not {Question}"),
    };

    private static long Position(int index, int length) => ((long)index << 32) | (uint)length;
}
