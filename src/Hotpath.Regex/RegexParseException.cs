namespace Hotpath.RegularExpressions;

/// <summary>
/// Thrown when a pattern (or a replacement pattern) is malformed, with the BCL's
/// <see cref="System.Text.RegularExpressions.RegexParseException"/>'s error, offset and message for the same input.
/// The BCL's type is sealed, so this one cannot derive from it; both derive from <see cref="ArgumentException"/>.
/// </summary>
public sealed class RegexParseException : ArgumentException
{
    internal RegexParseException(RegexParseError error, int offset, string message)
        : base(message)
    {
        Error = error;
        Offset = offset;
    }

    /// <summary>What is wrong with the pattern.</summary>
    public RegexParseError Error { get; }

    /// <summary>The zero-based position in the pattern where the error was detected.</summary>
    public int Offset { get; }
}
