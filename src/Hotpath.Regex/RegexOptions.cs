namespace Hotpath.RegularExpressions;

/// <summary>
/// The options a pattern is compiled with: the members and values of
/// <see cref="System.Text.RegularExpressions.RegexOptions"/>, so code written against the BCL compiles
/// unchanged, and a value converts to the BCL's by a cast.
/// </summary>
[Flags]
public enum RegexOptions
{
    /// <summary>No options.</summary>
    None = 0,

    /// <summary>Case-insensitive matching.</summary>
    IgnoreCase = 1,

    /// <summary><c>^</c> and <c>$</c> match at line breaks too.</summary>
    Multiline = 2,

    /// <summary>Only named or numbered groups capture; plain parentheses do not.</summary>
    ExplicitCapture = 4,

    /// <summary>Accepted for compatibility; Hotpath compiles every pattern the same way.</summary>
    Compiled = 8,

    /// <summary><c>.</c> matches every character, <c>\n</c> included.</summary>
    Singleline = 16,

    /// <summary>Unescaped white space in the pattern is ignored and <c>#</c> starts a comment.</summary>
    IgnorePatternWhitespace = 32,

    /// <summary>The search goes from right to left (run on the BCL's engine, see <see cref="Regex.IsLinear"/>).</summary>
    RightToLeft = 64,

    /// <summary>ECMAScript-compliant behaviour.</summary>
    ECMAScript = 256,

    /// <summary>Cultural differences in language are ignored when ignoring case.</summary>
    CultureInvariant = 512,

    /// <summary>The BCL's guarantee of linear time; Hotpath's engine gives it for every regular pattern.</summary>
    NonBacktracking = 1024,
}
