using Hotpath.RegularExpressions.Caching;

namespace Hotpath.RegularExpressions;

// The static methods, overload for overload as the BCL declares them: each compiles its pattern through the static
// cache (CacheSize) and calls the instance method. Without a timeout argument the AppContext default applies.
public sealed partial class Regex
{
    /// <summary>How many regexes the static methods keep compiled (least recently used first out; default 15, 0 disables).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is negative.</exception>
    public static int CacheSize
    {
        get => RegexCache.Capacity;
        set => RegexCache.Capacity = value;
    }

    private static Regex Cached(string pattern, RegexOptions options, TimeSpan matchTimeout) => RegexCache.GetOrAdd(pattern, options, matchTimeout);

    private static Regex Cached(string pattern, RegexOptions options) => RegexCache.GetOrAdd(pattern, options, DefaultMatchTimeout.Value);


    /// <summary>Whether <paramref name="pattern"/> matches in <paramref name="input"/>.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static bool IsMatch(string input, string pattern) => Cached(pattern, RegexOptions.None).IsMatch(input);

    /// <summary>Whether <paramref name="pattern"/> matches in <paramref name="input"/>, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static bool IsMatch(string input, string pattern, RegexOptions options) => Cached(pattern, options).IsMatch(input);

    /// <summary>Whether <paramref name="pattern"/> matches in <paramref name="input"/>, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="IsMatch(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static bool IsMatch(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).IsMatch(input);

    /// <summary>Whether <paramref name="pattern"/> matches in <paramref name="input"/>.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static bool IsMatch(ReadOnlySpan<char> input, string pattern) => Cached(pattern, RegexOptions.None).IsMatch(input);

    /// <summary>Whether <paramref name="pattern"/> matches in <paramref name="input"/>, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="IsMatch(ReadOnlySpan{char}, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static bool IsMatch(ReadOnlySpan<char> input, string pattern, RegexOptions options) => Cached(pattern, options).IsMatch(input);

    /// <summary>Whether <paramref name="pattern"/> matches in <paramref name="input"/>, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="IsMatch(ReadOnlySpan{char}, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static bool IsMatch(ReadOnlySpan<char> input, string pattern, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).IsMatch(input);

    /// <summary>The first match of <paramref name="pattern"/> in <paramref name="input"/>.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static Match Match(string input, string pattern) => Cached(pattern, RegexOptions.None).Match(input);

    /// <summary>The first match of <paramref name="pattern"/> in <paramref name="input"/>, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="Match(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static Match Match(string input, string pattern, RegexOptions options) => Cached(pattern, options).Match(input);

    /// <summary>The first match of <paramref name="pattern"/> in <paramref name="input"/>, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="Match(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static Match Match(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).Match(input);

    /// <summary>All matches of <paramref name="pattern"/> in <paramref name="input"/>, found lazily.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static MatchCollection Matches(string input, string pattern) => Cached(pattern, RegexOptions.None).Matches(input);

    /// <summary>All matches of <paramref name="pattern"/> in <paramref name="input"/>, found lazily, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="Matches(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static MatchCollection Matches(string input, string pattern, RegexOptions options) => Cached(pattern, options).Matches(input);

    /// <summary>All matches of <paramref name="pattern"/> in <paramref name="input"/>, found lazily, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="Matches(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static MatchCollection Matches(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).Matches(input);

    /// <summary>The number of matches of <paramref name="pattern"/> in <paramref name="input"/>.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static int Count(string input, string pattern) => Cached(pattern, RegexOptions.None).Count(input);

    /// <summary>The number of matches of <paramref name="pattern"/> in <paramref name="input"/>, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="Count(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static int Count(string input, string pattern, RegexOptions options) => Cached(pattern, options).Count(input);

    /// <summary>The number of matches of <paramref name="pattern"/> in <paramref name="input"/>, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="Count(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static int Count(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).Count(input);

    /// <summary>The number of matches of <paramref name="pattern"/> in <paramref name="input"/>.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static int Count(ReadOnlySpan<char> input, string pattern) => Cached(pattern, RegexOptions.None).Count(input);

    /// <summary>The number of matches of <paramref name="pattern"/> in <paramref name="input"/>, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="Count(ReadOnlySpan{char}, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static int Count(ReadOnlySpan<char> input, string pattern, RegexOptions options) => Cached(pattern, options).Count(input);

    /// <summary>The number of matches of <paramref name="pattern"/> in <paramref name="input"/>, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="Count(ReadOnlySpan{char}, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static int Count(ReadOnlySpan<char> input, string pattern, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).Count(input);

    /// <summary>Replaces every match of <paramref name="pattern"/> in <paramref name="input"/> with <paramref name="replacement"/>.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static string Replace(string input, string pattern, string replacement) => Cached(pattern, RegexOptions.None).Replace(input, replacement);

    /// <summary>Replaces every match of <paramref name="pattern"/> in <paramref name="input"/> with <paramref name="replacement"/>, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="Replace(string, string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static string Replace(string input, string pattern, string replacement, RegexOptions options) => Cached(pattern, options).Replace(input, replacement);

    /// <summary>Replaces every match of <paramref name="pattern"/> in <paramref name="input"/> with <paramref name="replacement"/>, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="Replace(string, string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static string Replace(string input, string pattern, string replacement, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).Replace(input, replacement);

    /// <summary>Replaces every match of <paramref name="pattern"/> in <paramref name="input"/> with what <paramref name="evaluator"/> returns.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static string Replace(string input, string pattern, MatchEvaluator evaluator) => Cached(pattern, RegexOptions.None).Replace(input, evaluator);

    /// <summary>Replaces every match of <paramref name="pattern"/> in <paramref name="input"/> with what <paramref name="evaluator"/> returns, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="Replace(string, string, MatchEvaluator)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static string Replace(string input, string pattern, MatchEvaluator evaluator, RegexOptions options) => Cached(pattern, options).Replace(input, evaluator);

    /// <summary>Replaces every match of <paramref name="pattern"/> in <paramref name="input"/> with what <paramref name="evaluator"/> returns, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="Replace(string, string, MatchEvaluator)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static string Replace(string input, string pattern, MatchEvaluator evaluator, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).Replace(input, evaluator);

    /// <summary>Splits <paramref name="input"/> at every match of <paramref name="pattern"/>.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static string[] Split(string input, string pattern) => Cached(pattern, RegexOptions.None).Split(input);

    /// <summary>Splits <paramref name="input"/> at every match of <paramref name="pattern"/>, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="Split(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static string[] Split(string input, string pattern, RegexOptions options) => Cached(pattern, options).Split(input);

    /// <summary>Splits <paramref name="input"/> at every match of <paramref name="pattern"/>, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="Split(string, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static string[] Split(string input, string pattern, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).Split(input);

    /// <summary>Enumerates the matches of <paramref name="pattern"/> in <paramref name="input"/> without allocating them.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static ValueMatchEnumerator EnumerateMatches(ReadOnlySpan<char> input, string pattern) => Cached(pattern, RegexOptions.None).EnumerateMatches(input);

    /// <summary>Enumerates the matches of <paramref name="pattern"/> in <paramref name="input"/> without allocating them, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="EnumerateMatches(ReadOnlySpan{char}, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static ValueMatchEnumerator EnumerateMatches(ReadOnlySpan<char> input, string pattern, RegexOptions options) => Cached(pattern, options).EnumerateMatches(input);

    /// <summary>Enumerates the matches of <paramref name="pattern"/> in <paramref name="input"/> without allocating them, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="EnumerateMatches(ReadOnlySpan{char}, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static ValueMatchEnumerator EnumerateMatches(ReadOnlySpan<char> input, string pattern, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).EnumerateMatches(input);

    /// <summary>Enumerates the ranges of <paramref name="input"/> between the matches of <paramref name="pattern"/>.</summary>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="RegexParseException">The pattern is malformed.</exception>
    /// <exception cref="RegexMatchTimeoutException">The search ran longer than the timeout.</exception>
    public static ValueSplitEnumerator EnumerateSplits(ReadOnlySpan<char> input, string pattern) => Cached(pattern, RegexOptions.None).EnumerateSplits(input);

    /// <summary>Enumerates the ranges of <paramref name="input"/> between the matches of <paramref name="pattern"/>, compiled with <paramref name="options"/>.</summary>
    /// <inheritdoc cref="EnumerateSplits(ReadOnlySpan{char}, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options are not valid.</exception>
    public static ValueSplitEnumerator EnumerateSplits(ReadOnlySpan<char> input, string pattern, RegexOptions options) => Cached(pattern, options).EnumerateSplits(input);

    /// <summary>Enumerates the ranges of <paramref name="input"/> between the matches of <paramref name="pattern"/>, compiled with <paramref name="options"/>, within <paramref name="matchTimeout"/>.</summary>
    /// <inheritdoc cref="EnumerateSplits(ReadOnlySpan{char}, string)"/>
    /// <exception cref="ArgumentOutOfRangeException">The options or the timeout are not valid.</exception>
    public static ValueSplitEnumerator EnumerateSplits(ReadOnlySpan<char> input, string pattern, RegexOptions options, TimeSpan matchTimeout) => Cached(pattern, options, matchTimeout).EnumerateSplits(input);

    /// <summary>Escapes the characters that are special in a pattern (the BCL's escaping, unit for unit).</summary>
    /// <param name="str">The text to escape.</param>
    /// <exception cref="ArgumentNullException"><paramref name="str"/> is null.</exception>
    public static string Escape(string str) => System.Text.RegularExpressions.Regex.Escape(str);

    /// <summary>Turns the escapes of a pattern back into the characters they stand for (the BCL's rules).</summary>
    /// <param name="str">The text to unescape.</param>
    /// <exception cref="ArgumentNullException"><paramref name="str"/> is null.</exception>
    /// <exception cref="RegexParseException">An escape is malformed.</exception>
    public static string Unescape(string str) => FromBcl(() => System.Text.RegularExpressions.Regex.Unescape(str));
}
