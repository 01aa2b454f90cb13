using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Syntax;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Translation;

/// <summary>Computes the set of code units a <see cref="ClassSyntax"/> matches, with .NET's rules.</summary>
internal static class ClassTranslator
{
    // Index: kind * 4 + (negated ? 2 : 0) + (ecma ? 1 : 0). Races only compute the same set twice.
    private static readonly CharRangeSet?[] s_shorthands = new CharRangeSet?[12];

    /// <summary>
    /// The class's set. Under IgnoreCase the BCL adds case variants only to what it stores as ranges (literal
    /// ranges, named blocks, the ECMAScript shorthands), not to general categories or the Unicode
    /// <c>\w \d \s</c>; then it negates; then it removes the subtraction.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static CharRangeSet Translate(ClassSyntax syntax, CaseBehavior behavior)
    {
        // The common shapes (\w, \p{L}, … outside brackets) need no set algebra at all.
        if (syntax is { Items: [ClassItem only], Negated: false, Subtraction: null } && (!syntax.IgnoreCase || !IsFoldable(only)))
        {
            return ItemSet(only, syntax.IgnoreCase);
        }

        var foldable = new List<CharRange>();
        var fixedCase = new List<CharRange>();
        foreach (ClassItem item in syntax.Items)
        {
            if (item is ClassRangeItem range) foldable.Add(new CharRange(range.First, range.Last));
            else (IsFoldable(item) ? foldable : fixedCase).AddRange(ItemSet(item, syntax.IgnoreCase).Ranges);
        }

        CharRangeSet folded = CharRangeSet.FromRanges(foldable);
        if (syntax.IgnoreCase) folded = CaseEquivalences.Close(folded, behavior);
        fixedCase.AddRange(folded.Ranges);

        CharRangeSet result = CharRangeSet.FromRanges(fixedCase);
        if (syntax.Negated) result = result.Negate();
        if (syntax.Subtraction is not null) result = result.Subtract(Translate(syntax.Subtraction, behavior));
        return result;
    }

    /// <summary>The set of a shorthand escape in its Unicode or ECMAScript flavour, possibly negated.</summary>
    public static CharRangeSet Shorthand(ShorthandKind kind, bool negated, bool ecma) =>
        s_shorthands[(int)kind * 4 + (negated ? 2 : 0) + (ecma ? 1 : 0)] ??= negated ? Shorthand(kind, false, ecma).Negate() : (kind, ecma) switch
        {
            (ShorthandKind.Word, false) => ShorthandClasses.Word,
            (ShorthandKind.Digit, false) => ShorthandClasses.Digit,
            (ShorthandKind.Space, false) => ShorthandClasses.Space,
            (ShorthandKind.Word, true) => ShorthandClasses.EcmaWord,
            (ShorthandKind.Digit, true) => ShorthandClasses.EcmaDigit,
            _ => ShorthandClasses.EcmaSpace,
        };

    /// <summary>Whether the BCL stores the item as ranges, which IgnoreCase folds.</summary>
    private static bool IsFoldable(ClassItem item) => item switch
    {
        ClassRangeItem => true,
        ClassShorthandItem shorthand => shorthand.Ecma,
        ClassPropertyItem property => property.Property.IsBlock,
        _ => false,
    };

    private static CharRangeSet ItemSet(ClassItem item, bool ignoreCase) => item switch
    {
        ClassRangeItem range => CharRangeSet.FromRanges([new CharRange(range.First, range.Last)]),
        ClassShorthandItem shorthand => Shorthand(shorthand.Kind, shorthand.Negated, shorthand.Ecma),
        ClassPropertyItem { Negated: false } property => property.Property.GetSet(ignoreCase),
        ClassPropertyItem property => property.Property.GetNegatedSet(ignoreCase),
        _ => throw new InvalidOperationException($"Unknown class item {item.GetType().Name}."),
    };
}
