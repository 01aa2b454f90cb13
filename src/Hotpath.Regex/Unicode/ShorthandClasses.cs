using System.Globalization;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// The sets behind <c>\w</c>, <c>\d</c> and <c>\s</c>, in .NET's Unicode flavour and in its ECMAScript flavour.
/// Immutable and thread-safe.
/// </summary>
internal static class ShorthandClasses
{
    /// <summary>The general categories of .NET's <c>\w</c>: letters, non-spacing marks, decimal digits, connector punctuation.</summary>
    public static ReadOnlySpan<UnicodeCategory> WordCategories =>
    [
        UnicodeCategory.UppercaseLetter, UnicodeCategory.LowercaseLetter, UnicodeCategory.TitlecaseLetter,
        UnicodeCategory.ModifierLetter, UnicodeCategory.OtherLetter, UnicodeCategory.NonSpacingMark,
        UnicodeCategory.DecimalDigitNumber, UnicodeCategory.ConnectorPunctuation,
    ];

    private static readonly Lazy<CharRangeSet> s_word = new(() => GeneralCategorySets.Union(WordCategories));
    private static readonly Lazy<CharRangeSet> s_space = new(BuildSpace);

    /// <summary>.NET's <c>\w</c>.</summary>
    public static CharRangeSet Word => s_word.Value;

    /// <summary>.NET's <c>\d</c>: general category Nd.</summary>
    public static CharRangeSet Digit => GeneralCategorySets.Of(UnicodeCategory.DecimalDigitNumber);

    /// <summary>.NET's <c>\s</c>: <see cref="char.IsWhiteSpace(char)"/>.</summary>
    public static CharRangeSet Space => s_space.Value;

    /// <summary>
    /// <c>\w</c> under ECMAScript: <c>[0-9A-Za-z_]</c> plus U+0130, which the BCL includes (it is the
    /// case variant of <c>i</c> in some cultures).
    /// </summary>
    public static CharRangeSet EcmaWord { get; } = CharRangeSet.FromRanges(
        [new('0', '9'), new('A', 'Z'), new('_', '_'), new('a', 'z'), new('\u0130', '\u0130')]);

    /// <summary><c>\d</c> under ECMAScript: <c>[0-9]</c>.</summary>
    public static CharRangeSet EcmaDigit { get; } = CharRangeSet.FromRanges([new('0', '9')]);

    /// <summary><c>\s</c> under ECMAScript: <c>[\t\n\v\f\r ]</c>.</summary>
    public static CharRangeSet EcmaSpace { get; } = CharRangeSet.FromRanges([new('\t', '\r'), new(' ', ' ')]);

    private static CharRangeSet BuildSpace()
    {
        var ranges = new List<CharRange>();
        for (int c = 0; c <= char.MaxValue; c++)
        {
            if (char.IsWhiteSpace((char)c)) ranges.Add(new CharRange((char)c, (char)c));
        }
        return CharRangeSet.FromRanges(ranges);
    }
}
