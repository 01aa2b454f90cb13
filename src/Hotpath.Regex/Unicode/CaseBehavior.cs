using System.Globalization;

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// Which rules decide the case variants of the four "i" letters (<c>I</c>, <c>i</c>, U+0130 <c>İ</c>,
/// U+0131 <c>ı</c>); every other letter's variants are culture-independent, as in .NET 7+.
/// </summary>
internal enum CaseBehavior
{
    /// <summary>The invariant culture: <c>I</c>↔<c>i</c>; <c>İ</c> and <c>ı</c> have no variants.</summary>
    Invariant,
    /// <summary>Any culture but Turkish and Azeri: <c>I</c>, <c>i</c> and <c>İ</c> are variants of each other.</summary>
    NonTurkish,
    /// <summary>Turkish and Azeri (<c>tr</c>, <c>az</c>): <c>I</c>↔<c>ı</c> and <c>i</c>↔<c>İ</c>.</summary>
    Turkish,
}

/// <summary>Maps a culture to its <see cref="CaseBehavior"/>.</summary>
internal static class CaseBehaviors
{
    /// <summary>The behavior .NET's regex uses for <paramref name="culture"/>.</summary>
    public static CaseBehavior For(CultureInfo culture)
    {
        string name = culture.Name;
        if (name.Length == 0) return CaseBehavior.Invariant;
        bool turkic = name.Length >= 2
            && (name.StartsWith("tr", StringComparison.Ordinal) || name.StartsWith("az", StringComparison.Ordinal))
            && (name.Length == 2 || name[2] == '-');
        return turkic ? CaseBehavior.Turkish : CaseBehavior.NonTurkish;
    }
}
