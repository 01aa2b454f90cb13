using System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Syntax;

/// <summary>What kind of group an open parenthesis started.</summary>
internal enum GroupKind
{
    /// <summary>The implicit group around the whole pattern.</summary>
    Root,
    /// <summary>A capturing group.</summary>
    Capture,
    /// <summary>A non-capturing group.</summary>
    NonCapturing,
    /// <summary>A lookaround, atomic group or balancing group (parsed, then refused).</summary>
    Unsupported,
    /// <summary><c>(?(name)yes|no)</c>: the condition tests a group.</summary>
    ReferenceConditional,
    /// <summary><c>(?(expr)yes|no)</c>: the condition is an expression, the first group inside.</summary>
    ExpressionConditional,
}

/// <summary>
/// Parser state for one open group: the branches finished so far and the sequence being built.
/// Mutable, owned by one parse.
/// </summary>
internal sealed class GroupFrame(GroupKind kind, int position, int captureNumber, string? construct, RegexOptions outerOptions)
{
    public GroupKind Kind { get; } = kind;

    /// <summary>Offset of the group's <c>(</c> (0 for the root).</summary>
    public int Position { get; } = position;

    /// <summary>The group number for <see cref="GroupKind.Capture"/>.</summary>
    public int CaptureNumber { get; } = captureNumber;

    /// <summary>The construct's name for unsupported kinds.</summary>
    public string? Construct { get; } = construct;

    /// <summary>The options to restore when the group closes.</summary>
    public RegexOptions OuterOptions { get; } = outerOptions;

    /// <summary>Finished branches (for conditionals: the condition, if any, then the branches).</summary>
    public List<AstNode> Branches { get; } = [];

    /// <summary>The sequence of the branch being parsed.</summary>
    public List<AstNode> Sequence { get; set; } = [];

    /// <summary>Whether this is a conditional, whose branches are limited to two.</summary>
    public bool IsConditional => Kind is GroupKind.ReferenceConditional or GroupKind.ExpressionConditional;
}
