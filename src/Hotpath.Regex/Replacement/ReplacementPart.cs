namespace Hotpath.RegularExpressions.Replacement;

/// <summary>What a piece of a parsed replacement pattern inserts.</summary>
internal enum ReplacementPartKind : byte
{
    /// <summary>Fixed text.</summary>
    Literal,
    /// <summary>A group's capture (<c>$1</c>, <c>${name}</c>, <c>$&amp;</c>); empty when the group did not take part.</summary>
    Group,
    /// <summary><c>$`</c>: the input before the match.</summary>
    LeftPortion,
    /// <summary><c>$'</c>: the input after the match.</summary>
    RightPortion,
    /// <summary><c>$+</c>: the group with the highest number.</summary>
    LastGroup,
    /// <summary><c>$_</c>: the whole input.</summary>
    WholeInput,
}

/// <summary>One piece of a parsed replacement pattern.</summary>
/// <param name="Kind">What the piece inserts.</param>
/// <param name="Literal">The text of a <see cref="ReplacementPartKind.Literal"/>.</param>
/// <param name="GroupIndex">The group index (not number) of a <see cref="ReplacementPartKind.Group"/>.</param>
internal readonly record struct ReplacementPart(ReplacementPartKind Kind, string? Literal, int GroupIndex);
