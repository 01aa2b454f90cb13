using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Syntax;

/// <summary>
/// A node of the syntax tree the parser builds: what was written and where, with the options in force at
/// that point already resolved into the node. All nodes are immutable.
/// </summary>
/// <param name="Position">The offset in the pattern where the construct starts.</param>
internal abstract record AstNode(int Position);

/// <summary>
/// Literal code units: a run of ordinary pattern characters, or one escaped character.
/// <paramref name="IgnoreCase"/> when IgnoreCase was on where they were written.
/// </summary>
internal sealed record AstLiteral(int Position, string Value, bool IgnoreCase) : AstNode(Position);

/// <summary>A bracketed class, or a shorthand (<c>\w</c>, <c>\p{..}</c>, …) written outside brackets.</summary>
internal sealed record AstClass(int Position, ClassSyntax Class) : AstNode(Position);

/// <summary><c>.</c>: any unit but <c>\n</c>, or any unit at all under Singleline.</summary>
internal sealed record AstAnyCharacter(int Position, bool Singleline) : AstNode(Position);

/// <summary>A zero-width assertion (<c>^ $ \A \z \Z \G \b \B</c>), resolved for Multiline and ECMAScript.</summary>
internal sealed record AstAssertion(int Position, LookKind Look) : AstNode(Position);

/// <summary>A quantified node: <c>Sub{Min,Max}</c>; <paramref name="Max"/> is <see cref="int.MaxValue"/> for no upper bound.</summary>
internal sealed record AstRepeat(int Position, AstNode Sub, int Min, int Max, bool Lazy) : AstNode(Position);

/// <summary>A capturing group with the number .NET assigns it.</summary>
internal sealed record AstCapture(int Position, int Number, AstNode Sub) : AstNode(Position);

/// <summary>A non-capturing group: <c>(?: )</c>, <c>(?i: )</c>, or <c>( )</c> under ExplicitCapture.</summary>
internal sealed record AstGroup(int Position, AstNode Sub) : AstNode(Position);

/// <summary>Nodes in sequence (possibly none: the empty pattern).</summary>
internal sealed record AstConcat(int Position, AstNode[] Parts) : AstNode(Position);

/// <summary>Branches separated by <c>|</c>, at least two.</summary>
internal sealed record AstAlternation(int Position, AstNode[] Branches) : AstNode(Position);

/// <summary>
/// A well-formed construct that is not regular (backreference, lookaround, atomic group, balancing group,
/// conditional). Kept in the tree so the whole pattern is checked for syntax errors first.
/// </summary>
/// <param name="Position">The offset of the construct.</param>
/// <param name="Construct">A short name for the construct, e.g. "backreference".</param>
/// <param name="Children">Nested nodes, e.g. a lookahead's body.</param>
internal sealed record AstUnsupported(int Position, string Construct, AstNode[] Children) : AstNode(Position);
