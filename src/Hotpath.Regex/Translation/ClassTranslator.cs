using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Syntax;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Translation;

/// <summary>Computes the set of code units a <see cref="ClassSyntax"/> matches, with .NET's rules.</summary>
internal static class ClassTranslator
{
    /// <summary>
    /// The class's set. Under IgnoreCase the BCL adds case variants only to what it stores as ranges (literal
    /// ranges, named blocks, the ECMAScript shorthands), not to general categories or the Unicode
    /// <c>\w \d \s</c>; then it negates; then it removes the subtraction.
    /// </summary>
    public static CharRangeSet Translate(ClassSyntax syntax, CaseBehavior behavior)
    {
        var foldable = new List<CharRangeSet>();
        CharRangeSet fixedCase = CharRangeSet.Empty;
        var ranges = new List<CharRange>();

        foreach (ClassItem item in syntax.Items)
        {
            switch (item)
            {
                case ClassRangeItem range:
                    ranges.Add(new CharRange(range.First, range.Last));
                    break;
                case ClassShorthandItem shorthand:
                    CharRangeSet shorthandSet = Shorthand(shorthand.Kind, shorthand.Ecma);
                    if (shorthand.Negated) shorthandSet = shorthandSet.Negate();
                    if (shorthand.Ecma) foldable.Add(shorthandSet);
                    else fixedCase = fixedCase.Union(shorthandSet);
                    break;
                case ClassPropertyItem property:
                    CharRangeSet propertySet = property.Property.GetSet(syntax.IgnoreCase);
                    if (property.Negated) propertySet = propertySet.Negate();
                    if (property.Property.IsBlock) foldable.Add(propertySet);
                    else fixedCase = fixedCase.Union(propertySet);
                    break;
            }
        }

        CharRangeSet folded = CharRangeSet.FromRanges(ranges);
        foreach (CharRangeSet set in foldable) folded = folded.Union(set);
        if (syntax.IgnoreCase) folded = CaseEquivalences.Close(folded, behavior);

        CharRangeSet result = folded.Union(fixedCase);
        if (syntax.Negated) result = result.Negate();
        if (syntax.Subtraction is not null) result = result.Subtract(Translate(syntax.Subtraction, behavior));
        return result;
    }

    /// <summary>The set of a shorthand escape in its Unicode or ECMAScript flavour.</summary>
    public static CharRangeSet Shorthand(ShorthandKind kind, bool ecma) => (kind, ecma) switch
    {
        (ShorthandKind.Word, false) => ShorthandClasses.Word,
        (ShorthandKind.Digit, false) => ShorthandClasses.Digit,
        (ShorthandKind.Space, false) => ShorthandClasses.Space,
        (ShorthandKind.Word, true) => ShorthandClasses.EcmaWord,
        (ShorthandKind.Digit, true) => ShorthandClasses.EcmaDigit,
        _ => ShorthandClasses.EcmaSpace,
    };
}
