using System;
using System.Collections.Generic;

namespace AnalyzerSample;

/// <summary>The sample's own tests: each check throws when its answer is wrong, and the answers are returned as lines.</summary>
public static class SampleChecks
{
    private const string Log = """
        2024-05-01 12:00:03 WARN disk: 91% used
        2024-05-01 12:00:04 INFO net: link up
        2024-05-01 12:01:10 ERROR disk: write failed at 97%
        """;

    /// <summary>Runs every check and returns one line per answer.</summary>
    public static List<string> Run()
    {
        var lines = new List<string>();
        Check(lines, "headers", string.Join(" ", LogLines.Headers(Log)), "WARN/disk INFO/net ERROR/disk");
        Check(lines, "percentages", LogLines.CountPercentages(Log).ToString(), "2");
        Check(lines, "masked", LogLines.MaskNumbers("at 12:01, 97%"), "at ##:##, ##%");
        Check(lines, "warning", LogLines.IsWarning("x Warn y") + " " + LogLines.IsWarning("warning"), "True False");
        Check(lines, "entries", LogLines.Sources(Log).Split(',').Length.ToString(), "3");
        Check(lines, "first alert", Keywords.FirstAlert(Log).ToString(), (Log.IndexOf("ERROR", StringComparison.Ordinal)).ToString());
        Check(lines, "has alert", Keywords.HasAlert("all quiet") + " " + Keywords.HasAlert("kernel PANIC"), "False True");
        const string Pairs = "abababab ab abab";
        Check(lines, "abab counts", Occurrences.CountFrom(Pairs, 0) + " " + Occurrences.CountFrom(Pairs, 1) + " " + Occurrences.CountFrom(Pairs, Pairs.Length), "3 2 0");
        Check(lines, "abab past the end", Thrown(() => Occurrences.CountFrom(Pairs, Pairs.Length + 1)), nameof(ArgumentOutOfRangeException));
        Check(lines, "timeouts", Occurrences.CountTimeouts(["read TIMEOUT", "ok", "Timeout: 3s", "time out"]).ToString(), "2");
        return lines;
    }

    private static string Thrown(Func<int> action)
    {
        try
        {
            return "no exception: " + action();
        }
        catch (Exception exception)
        {
            return exception.GetType().Name;
        }
    }

    private static void Check(List<string> lines, string name, string actual, string expected)
    {
        if (actual != expected) throw new InvalidOperationException($"{name}: expected '{expected}', got '{actual}'");
        lines.Add(name + ": " + actual);
    }
}
