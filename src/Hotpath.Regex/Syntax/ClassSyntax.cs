using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Syntax;

/// <summary>
/// A character class as written: <c>[^a-z\d\p{Lu}-[aeiou]]</c>. Items keep their kinds because .NET
/// case-folds literal ranges and named blocks under IgnoreCase but not general categories or <c>\w \d \s</c>.
/// </summary>
/// <param name="Negated">Whether the class starts with <c>^</c>.</param>
/// <param name="Items">The members, in order.</param>
/// <param name="Subtraction">The class after <c>-[</c>, removed from this one after negation.</param>
/// <param name="IgnoreCase">Whether IgnoreCase was on where the class was written.</param>
internal sealed record ClassSyntax(bool Negated, IReadOnlyList<ClassItem> Items, ClassSyntax? Subtraction, bool IgnoreCase);

/// <summary>One member of a <see cref="ClassSyntax"/>.</summary>
internal abstract record ClassItem;

/// <summary>An inclusive range of code units (a single unit is a range of one).</summary>
internal sealed record ClassRangeItem(char First, char Last) : ClassItem;

/// <summary><c>\w \W \d \D \s \S</c>; <paramref name="Ecma"/> selects the ECMAScript (ASCII) sets.</summary>
internal sealed record ClassShorthandItem(ShorthandKind Kind, bool Negated, bool Ecma) : ClassItem;

/// <summary><c>\p{name}</c> or <c>\P{name}</c>.</summary>
internal sealed record ClassPropertyItem(UnicodeProperty Property, bool Negated) : ClassItem;

/// <summary>Which shorthand class an escape names.</summary>
internal enum ShorthandKind
{
    /// <summary><c>\w</c>.</summary>
    Word,
    /// <summary><c>\d</c>.</summary>
    Digit,
    /// <summary><c>\s</c>.</summary>
    Space,
}
