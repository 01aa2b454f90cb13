using System;
using System.Buffers;

namespace AnalyzerSample;

/// <summary>Finds alert words in text.</summary>
public static class Keywords
{
    private static readonly SearchValues<string> s_alerts = SearchValues.Create(["error", "fail", "panic"], StringComparison.OrdinalIgnoreCase);

    /// <summary>Where the first alert word starts, or -1.</summary>
    public static int FirstAlert(string text) => text.AsSpan().IndexOfAny(s_alerts);

    /// <summary>Whether the text has an alert word.</summary>
    public static bool HasAlert(string text) => text.AsSpan().ContainsAny(s_alerts);
}
