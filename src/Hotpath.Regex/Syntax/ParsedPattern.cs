namespace Hotpath.RegularExpressions.Syntax;

/// <summary>The parser's output: the syntax tree and the group table.</summary>
/// <param name="Root">The whole pattern (group 0 is implicit).</param>
/// <param name="Captures">The groups, numbered as .NET numbers them.</param>
/// <param name="FirstLimitViolation">
/// The first place the pattern exceeded a <see cref="RegexLimits"/> bound the parser checks (nesting
/// depth, repetition count), or <see langword="null"/>. Reported only after the whole pattern parsed, so syntax
/// errors anywhere take precedence, as they would in the BCL.
/// </param>
internal sealed record ParsedPattern(AstNode Root, CaptureSlots Captures, LimitViolation? FirstLimitViolation);

/// <summary>Where and how a pattern exceeded a limit.</summary>
/// <param name="Position">The offset of the offending construct.</param>
/// <param name="Description">What was exceeded, e.g. "a repetition count above 10000".</param>
internal sealed record LimitViolation(int Position, string Description);
