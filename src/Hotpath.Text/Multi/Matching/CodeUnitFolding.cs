using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// Maps each code unit to a canonical representative so that two units compare equal under the searcher's
/// comparison exactly when their representatives are equal. Ordinal: identity. IgnoreCase over UTF-16: the
/// BCL's <see cref="StringComparison.OrdinalIgnoreCase"/> per code unit. IgnoreCase over UTF-8 bytes: ASCII
/// letters only (non-ASCII letters are handled by expanding the patterns' case variants, see
/// <see cref="CaseVariantSpellings"/>). Immutable and thread-safe.
/// </summary>
internal sealed class CodeUnitFolding
{
    // Built on first use: ordinal searchers never pay for the 64K-entry table.
    private static readonly Lazy<CodeUnitFolding> s_utf16IgnoreCase = new(() => new(BuildUtf16IgnoreCase()));
    private static readonly Lazy<CodeUnitFolding> s_asciiIgnoreCase = new(() => new(BuildAsciiIgnoreCase()));

    private CodeUnitFolding(ushort[]? table)
    {
        Table = table;
        _classes = new(BuildClasses);
    }

    /// <summary>Exact comparison; <see cref="Table"/> is null.</summary>
    public static CodeUnitFolding Ordinal { get; } = new(null);

    /// <summary>OrdinalIgnoreCase per UTF-16 code unit.</summary>
    public static CodeUnitFolding Utf16IgnoreCase => s_utf16IgnoreCase.Value;

    /// <summary>ASCII case folding for UTF-8 bytes.</summary>
    public static CodeUnitFolding AsciiIgnoreCase => s_asciiIgnoreCase.Value;

    /// <summary>The folding table indexed by code unit, or null for ordinal comparison.</summary>
    public ushort[]? Table { get; }

    /// <summary>The canonical representative of <paramref name="unit"/>.</summary>
    public int Fold(int unit) => Table is { } t && (uint)unit < (uint)t.Length ? t[unit] : unit;

    /// <summary>Folds a pattern into canonical units: the pattern itself when nothing folds (folded patterns are never written to).</summary>
    public T[] Fold<T>(T[] pattern) where T : unmanaged, IBinaryInteger<T>
    {
        if (Table is null) return pattern;
        T[] folded = new T[pattern.Length];
        for (int i = 0; i < folded.Length; i++) folded[i] = T.CreateTruncating(Fold(int.CreateTruncating(pattern[i])));
        return folded;
    }

    /// <summary>All units whose representative is <paramref name="representative"/> (for fingerprints and prefilters).</summary>
    public ReadOnlySpan<ushort> UnitsFoldingTo(int representative)
    {
        if (Table is not null)
        {
            FoldClasses classes = _classes.Value;
            // Patterns are mostly ASCII: an array answers those without hashing.
            if ((uint)representative < (uint)classes.Ascii.Length) return classes.Ascii[representative];
            if (classes.ByRepresentative.TryGetValue(representative, out ushort[]? members)) return members;
        }
        return s_singles.Value.AsSpan(representative, 1);
    }

    // Identity units for UnitsFoldingTo, so that it never allocates.
    private static readonly Lazy<ushort[]> s_singles = new(() => Enumerable.Range(0, 65536).Select(u => (ushort)u).ToArray());

    private readonly Lazy<FoldClasses> _classes;

    /// <summary>The units folding to each representative that has more than itself, and the answer for each ASCII unit.</summary>
    private sealed record FoldClasses(Dictionary<int, ushort[]> ByRepresentative, ushort[][] Ascii);

    private FoldClasses BuildClasses()
    {
        var members = new Dictionary<int, List<ushort>>();
        for (int u = 0; u < Table!.Length; u++)
            if (Table[u] != u) (members.TryGetValue(Table[u], out var list) ? list : members[Table[u]] = [(ushort)Table[u]]).Add((ushort)u);
        var byRepresentative = members.ToDictionary(m => m.Key, m => m.Value.ToArray());
        var ascii = new ushort[Math.Min(128, Table.Length)][];
        for (int u = 0; u < ascii.Length; u++) ascii[u] = byRepresentative.TryGetValue(u, out ushort[]? unitMembers) ? unitMembers : [(ushort)u];
        return new FoldClasses(byRepresentative, ascii);
    }

    // A flat table (rather than OrdinalCasing's pages) because the automata index it per haystack unit.
    private static ushort[] BuildUtf16IgnoreCase()
    {
        var table = new ushort[65536];
        for (int c = 0; c < table.Length; c++) table[c] = OrdinalCasing.ToUpper((char)c);
        return table;
    }

    private static ushort[] BuildAsciiIgnoreCase()
    {
        var table = new ushort[256];
        for (int b = 0; b < table.Length; b++) table[b] = (ushort)(b is >= 'a' and <= 'z' ? b - 0x20 : b);
        return table;
    }
}
