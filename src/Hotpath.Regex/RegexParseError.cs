namespace Hotpath.RegularExpressions;

/// <summary>
/// Why a pattern is malformed: the members and values of <see cref="System.Text.RegularExpressions.RegexParseError"/>,
/// carried by <see cref="RegexParseException.Error"/>.
/// </summary>
public enum RegexParseError
{
    /// <summary>An error without a more specific code.</summary>
    Unknown = 0,

    /// <summary>Alternation has too many conditions.</summary>
    AlternationHasTooManyConditions = 1,

    /// <summary>Alternation has malformed condition.</summary>
    AlternationHasMalformedCondition = 2,

    /// <summary>Invalid unicode property escape.</summary>
    InvalidUnicodePropertyEscape = 3,

    /// <summary>Malformed unicode property escape.</summary>
    MalformedUnicodePropertyEscape = 4,

    /// <summary>Unrecognized escape.</summary>
    UnrecognizedEscape = 5,

    /// <summary>Unrecognized control character.</summary>
    UnrecognizedControlCharacter = 6,

    /// <summary>Missing control character.</summary>
    MissingControlCharacter = 7,

    /// <summary>Insufficient or invalid hex digits.</summary>
    InsufficientOrInvalidHexDigits = 8,

    /// <summary>Quantifier or capture group out of range.</summary>
    QuantifierOrCaptureGroupOutOfRange = 9,

    /// <summary>Undefined named reference.</summary>
    UndefinedNamedReference = 10,

    /// <summary>Undefined numbered reference.</summary>
    UndefinedNumberedReference = 11,

    /// <summary>Malformed named reference.</summary>
    MalformedNamedReference = 12,

    /// <summary>Unescaped ending backslash.</summary>
    UnescapedEndingBackslash = 13,

    /// <summary>Unterminated comment.</summary>
    UnterminatedComment = 14,

    /// <summary>Invalid grouping construct.</summary>
    InvalidGroupingConstruct = 15,

    /// <summary>Alternation has named capture.</summary>
    AlternationHasNamedCapture = 16,

    /// <summary>Alternation has comment.</summary>
    AlternationHasComment = 17,

    /// <summary>Alternation has malformed reference.</summary>
    AlternationHasMalformedReference = 18,

    /// <summary>Alternation has undefined reference.</summary>
    AlternationHasUndefinedReference = 19,

    /// <summary>Capture group name invalid.</summary>
    CaptureGroupNameInvalid = 20,

    /// <summary>Capture group of zero.</summary>
    CaptureGroupOfZero = 21,

    /// <summary>Unterminated bracket.</summary>
    UnterminatedBracket = 22,

    /// <summary>Exclusion group not last.</summary>
    ExclusionGroupNotLast = 23,

    /// <summary>Reversed character range.</summary>
    ReversedCharacterRange = 24,

    /// <summary>Shorthand class in character range.</summary>
    ShorthandClassInCharacterRange = 25,

    /// <summary>Insufficient closing parentheses.</summary>
    InsufficientClosingParentheses = 26,

    /// <summary>Reversed quantifier range.</summary>
    ReversedQuantifierRange = 27,

    /// <summary>Nested quantifiers not parenthesized.</summary>
    NestedQuantifiersNotParenthesized = 28,

    /// <summary>Quantifier after nothing.</summary>
    QuantifierAfterNothing = 29,

    /// <summary>Insufficient opening parentheses.</summary>
    InsufficientOpeningParentheses = 30,

    /// <summary>Unrecognized unicode property.</summary>
    UnrecognizedUnicodeProperty = 31,
}
