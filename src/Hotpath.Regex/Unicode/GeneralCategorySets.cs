using System.Globalization;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Unicode;

/// <summary>
/// The code units of each Unicode general category, as .NET's regex sees them (through
/// <see cref="CharUnicodeInfo.GetUnicodeCategory(char)"/>, the same data the BCL uses). Built once on first
/// use by one pass over the 65,536 code units; immutable and thread-safe afterwards.
/// </summary>
internal static class GeneralCategorySets
{
    private const int CategoryCount = (int)UnicodeCategory.OtherNotAssigned + 1;

    private static readonly Lazy<CharRangeSet[]> s_sets = new(Build);

    /// <summary>The code units whose general category is <paramref name="category"/>.</summary>
    public static CharRangeSet Of(UnicodeCategory category) => s_sets.Value[(int)category];

    /// <summary>The union of the code units of several categories.</summary>
    public static CharRangeSet Union(ReadOnlySpan<UnicodeCategory> categories)
    {
        if (categories.Length == 1) return Of(categories[0]);
        var ranges = new List<CharRange>();
        foreach (UnicodeCategory category in categories) ranges.AddRange(Of(category).Ranges);
        return CharRangeSet.FromRanges(ranges);
    }

    private static CharRangeSet[] Build()
    {
        var ranges = new List<CharRange>[CategoryCount];
        for (int i = 0; i < ranges.Length; i++) ranges[i] = [];

        // Runs of equal category are long, so one range per run keeps the lists short.
        int runStart = 0;
        UnicodeCategory runCategory = CharUnicodeInfo.GetUnicodeCategory('\0');
        for (int c = 1; c <= char.MaxValue + 1; c++)
        {
            UnicodeCategory category = c <= char.MaxValue ? CharUnicodeInfo.GetUnicodeCategory((char)c) : (UnicodeCategory)(-1);
            if (category == runCategory) continue;
            ranges[(int)runCategory].Add(new CharRange((char)runStart, (char)(c - 1)));
            runStart = c;
            runCategory = category;
        }

        var sets = new CharRangeSet[CategoryCount];
        for (int i = 0; i < sets.Length; i++) sets[i] = CharRangeSet.FromRanges(ranges[i]);
        return sets;
    }
}
