using System.Collections.Concurrent;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// What a <c>\p{name}</c> denotes. The BCL treats general categories and named blocks differently under
/// IgnoreCase: a block's code units are case-folded like literal ranges, a category's are not (except that
/// <c>Lu</c>, <c>Ll</c> and <c>Lt</c> each widen to all three). One instance per name, its sets computed
/// on first use; immutable and thread-safe.
/// </summary>
internal sealed class UnicodeProperty
{
    private static readonly UnicodeCategory[] s_casedLetters =
        [UnicodeCategory.UppercaseLetter, UnicodeCategory.LowercaseLetter, UnicodeCategory.TitlecaseLetter];

    private static readonly ConcurrentDictionary<string, UnicodeProperty> s_resolved = new(StringComparer.Ordinal);

    private readonly UnicodeCategory[]? _categories;
    private readonly CharRange _block;
    // Indexed by (ignoreCase ? 1 : 0) + (negated ? 2 : 0); races only compute the same set twice.
    private readonly CharRangeSet?[] _sets = new CharRangeSet?[4];

    private UnicodeProperty(UnicodeCategory[]? categories, CharRange block)
    {
        _categories = categories;
        _block = block;
    }

    /// <summary>Whether this is a named block (whose units are case-folded under IgnoreCase).</summary>
    public bool IsBlock => _categories is null;

    /// <summary>The code units the property denotes.</summary>
    /// <param name="ignoreCase">Whether IgnoreCase is on, which widens <c>Lu</c>/<c>Ll</c>/<c>Lt</c> to all three.</param>
    public CharRangeSet GetSet(bool ignoreCase) => _sets[ignoreCase ? 1 : 0] ??= ComputeSet(ignoreCase);

    /// <summary>The code units <c>\P{name}</c> denotes: the complement of <see cref="GetSet"/>.</summary>
    public CharRangeSet GetNegatedSet(bool ignoreCase) => _sets[ignoreCase ? 3 : 2] ??= GetSet(ignoreCase).Negate();

    private CharRangeSet ComputeSet(bool ignoreCase)
    {
        if (_categories is null) return CharRangeSet.FromRanges([_block]);
        bool casedLetter = _categories.Length == 1 && Array.IndexOf(s_casedLetters, _categories[0]) >= 0;
        return GeneralCategorySets.Union(ignoreCase && casedLetter ? s_casedLetters : _categories);
    }

    /// <summary>Resolves a property name as .NET does: a general category (e.g. <c>Lu</c>, <c>L</c>) or a named block (e.g. <c>IsGreek</c>).</summary>
    public static bool TryResolve(string name, [NotNullWhen(true)] out UnicodeProperty? property)
    {
        if (s_resolved.TryGetValue(name, out property)) return true;
        if (GeneralCategoryNames.TryGet(name, out UnicodeCategory[]? categories))
        {
            property = s_resolved.GetOrAdd(name, new UnicodeProperty(categories, default));
            return true;
        }
        if (NamedBlocks.TryGet(name, out CharRange block))
        {
            property = s_resolved.GetOrAdd(name, new UnicodeProperty(null, block));
            return true;
        }
        return false;
    }
}
