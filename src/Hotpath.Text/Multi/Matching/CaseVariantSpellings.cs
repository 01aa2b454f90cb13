using System.Text;

namespace Hotpath.Text;

/// <summary>
/// Expands a pattern into every spelling that <see cref="StringComparison.OrdinalIgnoreCase"/> treats as equal,
/// for the parts a per-code-unit fold cannot express. The BCL folds a well-formed surrogate pair as one
/// supplementary scalar (Deseret U+10400 ↔ U+10428), while a unit fold sees two surrogates that never change;
/// and over UTF-8 a non-ASCII letter and its other case can differ in several bytes (even in length), which no
/// byte fold expresses. Searching for all spellings, each reporting the original pattern's index, makes the
/// unit-folding engines exact. Immutable and thread-safe.
/// </summary>
internal static class CaseVariantSpellings
{
    /// <summary>The most spellings one pattern may expand to; beyond that construction fails rather than blow up.</summary>
    public const int MaxVariantsPerPattern = 4096;

    // Each cased supplementary scalar → the spellings (as surrogate pairs) of every scalar with the same upper case.
    private static readonly Lazy<Dictionary<int, string[]>> s_supplementaryClasses = new(BuildSupplementaryClasses);

    /// <summary>Whether <paramref name="pattern"/> contains a well-formed surrogate pair (the only case UTF-16 search must expand).</summary>
    public static bool HasSurrogatePair(string pattern)
    {
        for (int i = pattern.AsSpan().IndexOfAnyInRange('\uD800', '\uDBFF'); i >= 0 && i < pattern.Length - 1; i++)
            if (char.IsSurrogatePair(pattern[i], pattern[i + 1])) return true;
        return false;
    }

    /// <summary>
    /// The distinct spellings of <paramref name="pattern"/>, the pattern itself first. Cased supplementary scalars
    /// are always spelled out; single code units only when <paramref name="spellNonAsciiUnits"/> (for UTF-8, where
    /// only ASCII letters fold byte-wise) and the unit has a non-ASCII case variant.
    /// </summary>
    /// <exception cref="ArgumentException">More than <see cref="MaxVariantsPerPattern"/> spellings.</exception>
    public static List<string> Expand(string pattern, bool spellNonAsciiUnits)
    {
        var spellings = new List<string> { pattern };
        for (int i = 0; i < pattern.Length; i++)
        {
            int width = char.IsSurrogatePair(pattern, i) ? 2 : 1;
            string[]? alternatives = width == 2 ? SupplementaryAlternatives(char.ConvertToUtf32(pattern[i], pattern[i + 1]))
                : spellNonAsciiUnits ? UnitAlternatives(pattern[i]) : null;
            if (alternatives is not null)
            {
                if ((long)spellings.Count * alternatives.Length > MaxVariantsPerPattern)
                    throw new ArgumentException($"Pattern \"{pattern}\" has more than {MaxVariantsPerPattern} case-insensitive spellings; search it case-sensitively or split it.", "patterns");
                var next = new List<string>(spellings.Count * alternatives.Length);
                foreach (string spelling in spellings)
                    foreach (string alternative in alternatives)
                        next.Add(string.Concat(spelling.AsSpan(0, i), alternative, spelling.AsSpan(i + width)));
                spellings = next;
            }
            i += width - 1;
        }
        // Keep the given spelling first so that it is the one reported among identical-length alternatives.
        var seen = new HashSet<string>(StringComparer.Ordinal);
        return spellings.OrderBy(s => s == pattern ? 0 : 1).Where(seen.Add).ToList();
    }

    /// <summary>
    /// The searched patterns when pattern <c>p</c> is searched as its <paramref name="spellingsOf"/>(p) (null: as
    /// itself), in caller order, with the caller's index of each in <paramref name="callerIndex"/> (null when no
    /// pattern expanded).
    /// </summary>
    public static TUnit[][] ExpandAll<TUnit>(TUnit[][] patterns, Func<int, IEnumerable<TUnit[]>?> spellingsOf, out int[]? callerIndex)
    {
        // Most sets expand nothing: the lists are only started at the first pattern that does.
        List<TUnit[]>? expanded = null;
        List<int>? original = null;
        for (int p = 0; p < patterns.Length; p++)
        {
            IEnumerable<TUnit[]>? spellings = spellingsOf(p);
            if (spellings is null && expanded is null) continue;
            if (expanded is null)
            {
                expanded = new List<TUnit[]>(patterns.Length + 8);
                original = new List<int>(patterns.Length + 8);
                for (int earlier = 0; earlier < p; earlier++)
                {
                    expanded.Add(patterns[earlier]);
                    original.Add(earlier);
                }
            }
            foreach (TUnit[] spelling in spellings ?? [patterns[p]])
            {
                expanded.Add(spelling);
                original!.Add(p);
            }
        }
        callerIndex = expanded is null || expanded.Count == patterns.Length ? null : original!.ToArray();
        return callerIndex is null ? patterns : expanded!.ToArray();
    }

    private static string[]? SupplementaryAlternatives(int scalar) =>
        s_supplementaryClasses.Value.TryGetValue(scalar, out string[]? members) ? members : null;

    private static string[]? UnitAlternatives(char unit)
    {
        var folding = CodeUnitFolding.Utf16IgnoreCase;
        ReadOnlySpan<ushort> members = folding.UnitsFoldingTo(folding.Fold(unit));
        // ASCII-only classes are covered by the byte fold.
        if (!members.ContainsAnyInRange((ushort)0x80, ushort.MaxValue)) return null;
        var result = new string[members.Length];
        for (int m = 0; m < members.Length; m++) result[m] = ((char)members[m]).ToString();
        return result;
    }

    private static Dictionary<int, string[]> BuildSupplementaryClasses()
    {
        var byUpper = new Dictionary<int, List<int>>();
        // Every cased supplementary script (Deseret, Osage, Vithkuqi, Old Hungarian, Warang Citi, Medefaidrin,
        // Adlam, …) is in plane 1; planes 2 and up hold only uncased characters (CJK ideographs, tags, private use),
        // so scanning plane 1 alone keeps this one-time table build an order of magnitude shorter.
        for (int scalar = 0x10000; scalar <= 0x1FFFF; scalar++)
        {
            int upper = OrdinalCasing.ToUpperScalar(scalar);
            if (upper == scalar) continue;
            if (!byUpper.TryGetValue(upper, out List<int>? members)) byUpper[upper] = members = [upper];
            members.Add(scalar);
        }
        var classes = new Dictionary<int, string[]>();
        foreach (List<int> members in byUpper.Values)
        {
            string[] spellings = members.Select(m => new Rune(m).ToString()).ToArray();
            foreach (int member in members) classes[member] = spellings;
        }
        return classes;
    }
}
