using System.Collections.Frozen;
using System.Globalization;
using static System.Globalization.UnicodeCategory;

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// The general category names .NET accepts in <c>\p{..}</c>: the two-letter categories and the one-letter
/// groups (<c>L</c>, <c>M</c>, <c>N</c>, <c>P</c>, <c>S</c>, <c>Z</c>, <c>C</c>). Case-sensitive. Immutable and thread-safe.
/// </summary>
internal static class GeneralCategoryNames
{
    private static readonly FrozenDictionary<string, UnicodeCategory[]> s_names = new Dictionary<string, UnicodeCategory[]>(StringComparer.Ordinal)
    {
        ["Lu"] = [UppercaseLetter], ["Ll"] = [LowercaseLetter], ["Lt"] = [TitlecaseLetter],
        ["Lm"] = [ModifierLetter], ["Lo"] = [OtherLetter],
        ["L"] = [UppercaseLetter, LowercaseLetter, TitlecaseLetter, ModifierLetter, OtherLetter],
        ["Mn"] = [NonSpacingMark], ["Mc"] = [SpacingCombiningMark], ["Me"] = [EnclosingMark],
        ["M"] = [NonSpacingMark, SpacingCombiningMark, EnclosingMark],
        ["Nd"] = [DecimalDigitNumber], ["Nl"] = [LetterNumber], ["No"] = [OtherNumber],
        ["N"] = [DecimalDigitNumber, LetterNumber, OtherNumber],
        ["Zs"] = [SpaceSeparator], ["Zl"] = [LineSeparator], ["Zp"] = [ParagraphSeparator],
        ["Z"] = [SpaceSeparator, LineSeparator, ParagraphSeparator],
        ["Cc"] = [Control], ["Cf"] = [Format], ["Cs"] = [Surrogate], ["Co"] = [PrivateUse], ["Cn"] = [OtherNotAssigned],
        ["C"] = [Control, Format, Surrogate, PrivateUse, OtherNotAssigned],
        ["Pc"] = [ConnectorPunctuation], ["Pd"] = [DashPunctuation], ["Ps"] = [OpenPunctuation],
        ["Pe"] = [ClosePunctuation], ["Pi"] = [InitialQuotePunctuation], ["Pf"] = [FinalQuotePunctuation],
        ["Po"] = [OtherPunctuation],
        ["P"] = [ConnectorPunctuation, DashPunctuation, OpenPunctuation, ClosePunctuation, InitialQuotePunctuation, FinalQuotePunctuation, OtherPunctuation],
        ["Sm"] = [MathSymbol], ["Sc"] = [CurrencySymbol], ["Sk"] = [ModifierSymbol], ["So"] = [OtherSymbol],
        ["S"] = [MathSymbol, CurrencySymbol, ModifierSymbol, OtherSymbol],
    }.ToFrozenDictionary(StringComparer.Ordinal);

    /// <summary>Every accepted category name (for tests).</summary>
    public static IEnumerable<string> Names => s_names.Keys;

    /// <summary>Looks up the categories a name stands for.</summary>
    public static bool TryGet(string name, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out UnicodeCategory[]? categories) =>
        s_names.TryGetValue(name, out categories);
}
