namespace Hotpath.RegularExpressions;

/// <summary>
/// Thrown when a pattern is malformed: the BCL's <see cref="System.Text.RegularExpressions.Regex"/> would reject it
/// with a <see cref="System.Text.RegularExpressions.RegexParseException"/> for the same reason at the same offset.
/// </summary>
public sealed class RegexSyntaxException : ArgumentException
{
    /// <summary>Creates the exception for <paramref name="error"/> found at <paramref name="offset"/> in <paramref name="pattern"/>.</summary>
    /// <param name="error">What is wrong.</param>
    /// <param name="offset">The zero-based position in the pattern where the parser noticed the problem.</param>
    /// <param name="pattern">The pattern being parsed.</param>
    /// <param name="detail">A human-readable reason.</param>
    public RegexSyntaxException(RegexSyntaxError error, int offset, string pattern, string detail)
        : base($"Invalid pattern '{pattern}' at offset {offset}. {detail}")
    {
        Error = error;
        Offset = offset;
    }

    /// <summary>What is wrong with the pattern; named like the BCL's <see cref="System.Text.RegularExpressions.RegexParseError"/>.</summary>
    public RegexSyntaxError Error { get; }

    /// <summary>
    /// The zero-based position in the pattern where the error was detected, equal to the BCL's
    /// <see cref="System.Text.RegularExpressions.RegexParseException.Offset"/> for the same pattern.
    /// </summary>
    public int Offset { get; }
}
