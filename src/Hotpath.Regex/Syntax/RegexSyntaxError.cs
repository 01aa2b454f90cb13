namespace Hotpath.RegularExpressions;

/// <summary>
/// Why a pattern is malformed. Members are named after the BCL's
/// <see cref="System.Text.RegularExpressions.RegexParseError"/> members they correspond to.
/// </summary>
public enum RegexSyntaxError
{
    /// <summary>A conditional has more than two branches.</summary>
    AlternationHasTooManyConditions,
    /// <summary>A conditional's condition is malformed.</summary>
    AlternationHasMalformedCondition,
    /// <summary>A conditional refers to a group with a malformed number.</summary>
    AlternationHasMalformedReference,
    /// <summary>A conditional refers to an undefined group number.</summary>
    AlternationHasUndefinedReference,
    /// <summary>A conditional's condition is a named capture.</summary>
    AlternationHasNamedCapture,
    /// <summary>A conditional's condition is a comment.</summary>
    AlternationHasComment,
    /// <summary>A shorthand class (<c>\w</c>, <c>\p{..}</c>, …) is used as a range endpoint.</summary>
    ShorthandClassInCharacterRange,
    /// <summary>A class subtraction is not the last element of its class.</summary>
    ExclusionGroupNotLast,
    /// <summary>A character range's start is after its end.</summary>
    ReversedCharacterRange,
    /// <summary>A character class has no closing <c>]</c>.</summary>
    UnterminatedBracket,
    /// <summary>A <c>(?</c> construct is not recognized.</summary>
    InvalidGroupingConstruct,
    /// <summary>A group name is not made of word characters or a number.</summary>
    CaptureGroupNameInvalid,
    /// <summary>A group is explicitly numbered 0.</summary>
    CaptureGroupOfZero,
    /// <summary>A reference to an undefined group number.</summary>
    UndefinedNumberedReference,
    /// <summary>A reference to an undefined group name.</summary>
    UndefinedNamedReference,
    /// <summary>A <c>\k</c> without a well-formed name.</summary>
    MalformedNamedReference,
    /// <summary>The pattern ends with a lone backslash.</summary>
    UnescapedEndingBackslash,
    /// <summary>A backslash before a word character that is not a known escape.</summary>
    UnrecognizedEscape,
    /// <summary>A <c>\c</c> followed by a character that is not a control letter.</summary>
    UnrecognizedControlCharacter,
    /// <summary>A <c>\c</c> at the end of the pattern.</summary>
    MissingControlCharacter,
    /// <summary>A <c>\x</c> or <c>\u</c> without enough hexadecimal digits.</summary>
    InsufficientOrInvalidHexDigits,
    /// <summary>A quantifier bound or group number above <see cref="int.MaxValue"/>.</summary>
    QuantifierOrCaptureGroupOutOfRange,
    /// <summary>A <c>\p</c> or <c>\P</c> without a braced name.</summary>
    InvalidUnicodePropertyEscape,
    /// <summary>A <c>\p</c> or <c>\P</c> not followed by <c>{</c>.</summary>
    MalformedUnicodePropertyEscape,
    /// <summary>A <c>\p{..}</c> name that is neither a general category nor a named block.</summary>
    UnrecognizedUnicodeProperty,
    /// <summary>A <c>)</c> without a matching <c>(</c>.</summary>
    InsufficientOpeningParentheses,
    /// <summary>A <c>(</c> without a matching <c>)</c>.</summary>
    InsufficientClosingParentheses,
    /// <summary>A quantifier directly after another quantifier, e.g. <c>a**</c>.</summary>
    NestedQuantifiersNotParenthesized,
    /// <summary>A quantifier with nothing to repeat, e.g. <c>*a</c>.</summary>
    QuantifierAfterNothing,
    /// <summary>A <c>{n,m}</c> quantifier with n greater than m.</summary>
    ReversedQuantifierRange,
    /// <summary>A <c>(?#</c> comment without a closing <c>)</c>.</summary>
    UnterminatedComment,
}
