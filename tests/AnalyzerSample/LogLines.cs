using System.Collections.Generic;
using System.Text.RegularExpressions;

namespace AnalyzerSample;

/// <summary>Parses log lines such as <c>2024-05-01 12:00:03 WARN disk: 91% used</c>.</summary>
public static partial class LogLines
{
    private static readonly Regex s_line = new(@"^(?<date>\d{4}-\d{2}-\d{2}) (?<time>[\d:]+) (?<level>[A-Z]+) (?<source>\w+): (?<text>.*)$", RegexOptions.Multiline);

    /// <summary>The level and source of every line, in order.</summary>
    public static List<string> Headers(string log)
    {
        var headers = new List<string>();
        foreach (Match match in s_line.Matches(log))
        {
            headers.Add(match.Groups["level"].Value + "/" + match.Groups["source"].Value);
        }
        return headers;
    }

    /// <summary>The percentages a log mentions.</summary>
    public static int CountPercentages(string log) => Percentage().Count(log);

    /// <summary>The log with every number masked.</summary>
    public static string MaskNumbers(string log) => Regex.Replace(log, @"\d+", m => new string('#', m.Length));

    /// <summary>Whether a line is a warning, whatever its case.</summary>
    public static bool IsWarning(string line) => Warning.IsMatch(line);

    /// <summary>The log's entries, split before each date by a lookahead (a pattern Hotpath runs on the BCL's engine).</summary>
    public static string Sources(string log) => string.Join(",", Regex.Split(log.Trim(), @"\s+(?=\d{4}-)"));

    [GeneratedRegex(@"\d+%")]
    private static partial Regex Percentage();

    [GeneratedRegex(@"\bwarn\b", RegexOptions.IgnoreCase)]
    private static partial Regex Warning { get; }
}
