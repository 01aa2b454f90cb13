using System;

namespace AnalyzerSample;

/// <summary>Counts words in text with ordinal searches in loops.</summary>
public static class Occurrences
{
    /// <summary>How many times "abab" occurs from <paramref name="start"/> on, matches not overlapping.</summary>
    public static int CountFrom(string text, int start)
    {
        int count = 0;
        while ((start = text.IndexOf("abab", start, StringComparison.Ordinal)) >= 0)
        {
            count++;
            start += 4;
        }
        return count;
    }

    /// <summary>How many lines mention a timeout, whatever its case.</summary>
    public static int CountTimeouts(string[] lines)
    {
        int count = 0;
        foreach (string line in lines)
        {
            if (line.Contains("timeout", StringComparison.OrdinalIgnoreCase)) count++;
        }
        return count;
    }
}
