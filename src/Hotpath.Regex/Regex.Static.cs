using Hotpath.RegularExpressions.Caching;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    /// <summary>How many regexes the static methods keep compiled (least recently used first out; default 15, 0 disables).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is negative.</exception>
    public static int CacheSize
    {
        get => RegexCache.Capacity;
        set => RegexCache.Capacity = value;
    }

    /// <summary>Whether <paramref name="pattern"/> matches in <paramref name="input"/>, using the static regex cache.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are out of range.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static bool IsMatch(string input, string pattern) => IsMatch(input, pattern, RegexOptions.None);

    /// <summary>Whether <paramref name="pattern"/> compiled with <paramref name="options"/> matches in <paramref name="input"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static bool IsMatch(string input, string pattern, RegexOptions options) =>
        IsMatch(input, pattern, options, DefaultMatchTimeout.Value);

    /// <summary>Whether <paramref name="pattern"/> matches in <paramref name="input"/> within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static bool IsMatch(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) =>
        RegexCache.GetOrAdd(pattern, options, matchTimeout).IsMatch(input);

    /// <summary>Whether <paramref name="pattern"/> matches in <paramref name="input"/>, using the static regex cache.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static bool IsMatch(ReadOnlySpan<char> input, string pattern, RegexOptions options = RegexOptions.None) =>
        RegexCache.GetOrAdd(pattern, options, DefaultMatchTimeout.Value).IsMatch(input);

    /// <summary>The first match of <paramref name="pattern"/> in <paramref name="input"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static Match Match(string input, string pattern, RegexOptions options = RegexOptions.None) =>
        RegexCache.GetOrAdd(pattern, options, DefaultMatchTimeout.Value).Match(input);

    /// <summary>The first match of <paramref name="pattern"/> in <paramref name="input"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static Match Match(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) =>
        RegexCache.GetOrAdd(pattern, options, matchTimeout).Match(input);

    /// <summary>All matches of <paramref name="pattern"/> in <paramref name="input"/>, found lazily.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static MatchCollection Matches(string input, string pattern, RegexOptions options = RegexOptions.None) =>
        RegexCache.GetOrAdd(pattern, options, DefaultMatchTimeout.Value).Matches(input);

    /// <summary>The number of matches of <paramref name="pattern"/> in <paramref name="input"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static int Count(string input, string pattern, RegexOptions options = RegexOptions.None) =>
        RegexCache.GetOrAdd(pattern, options, DefaultMatchTimeout.Value).Count(input);

    /// <summary>The number of matches of <paramref name="pattern"/> in <paramref name="input"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static int Count(ReadOnlySpan<char> input, string pattern, RegexOptions options = RegexOptions.None) =>
        RegexCache.GetOrAdd(pattern, options, DefaultMatchTimeout.Value).Count(input);

    /// <summary>Replaces every match of <paramref name="pattern"/> in <paramref name="input"/> with <paramref name="replacement"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static string Replace(string input, string pattern, string replacement, RegexOptions options = RegexOptions.None) =>
        RegexCache.GetOrAdd(pattern, options, DefaultMatchTimeout.Value).Replace(input, replacement);

    /// <summary>Replaces every match of <paramref name="pattern"/> in <paramref name="input"/> with what <paramref name="evaluator"/> returns.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static string Replace(string input, string pattern, MatchEvaluator evaluator, RegexOptions options = RegexOptions.None) =>
        RegexCache.GetOrAdd(pattern, options, DefaultMatchTimeout.Value).Replace(input, evaluator);

    /// <summary>Splits <paramref name="input"/> at every match of <paramref name="pattern"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    public static string[] Split(string input, string pattern, RegexOptions options = RegexOptions.None) =>
        RegexCache.GetOrAdd(pattern, options, DefaultMatchTimeout.Value).Split(input);
}
