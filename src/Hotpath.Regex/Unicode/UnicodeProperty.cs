using System.Globalization;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// What a <c>\p{name}</c> denotes. The BCL treats general categories and named blocks differently under
/// IgnoreCase: a block's code units are case-folded like literal ranges, a category's are not (except that
/// <c>Lu</c>, <c>Ll</c> and <c>Lt</c> each widen to all three). Immutable and thread-safe.
/// </summary>
internal sealed class UnicodeProperty
{
    private static readonly UnicodeCategory[] s_casedLetters =
        [UnicodeCategory.UppercaseLetter, UnicodeCategory.LowercaseLetter, UnicodeCategory.TitlecaseLetter];

    private readonly UnicodeCategory[]? _categories;
    private readonly CharRange _block;

    private UnicodeProperty(UnicodeCategory[]? categories, CharRange block)
    {
        _categories = categories;
        _block = block;
    }

    /// <summary>Whether this is a named block (whose units are case-folded under IgnoreCase).</summary>
    public bool IsBlock => _categories is null;

    /// <summary>The code units the property denotes.</summary>
    /// <param name="ignoreCase">Whether IgnoreCase is on, which widens <c>Lu</c>/<c>Ll</c>/<c>Lt</c> to all three.</param>
    public CharRangeSet GetSet(bool ignoreCase)
    {
        if (_categories is null) return CharRangeSet.FromRanges([_block]);
        bool casedLetter = _categories.Length == 1 && Array.IndexOf(s_casedLetters, _categories[0]) >= 0;
        return GeneralCategorySets.Union(ignoreCase && casedLetter ? s_casedLetters : _categories);
    }

    /// <summary>Resolves a property name as .NET does: a general category (e.g. <c>Lu</c>, <c>L</c>) or a named block (e.g. <c>IsGreek</c>).</summary>
    public static bool TryResolve(string name, out UnicodeProperty? property)
    {
        if (GeneralCategoryNames.TryGet(name, out UnicodeCategory[]? categories))
        {
            property = new UnicodeProperty(categories, default);
            return true;
        }
        if (NamedBlocks.TryGet(name, out CharRange block))
        {
            property = new UnicodeProperty(null, block);
            return true;
        }
        property = null;
        return false;
    }
}
