using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// The starts of a case-insensitive regex as strings to search for with
/// <see cref="StringComparison.OrdinalIgnoreCase"/> (<c>(?i)Sherlock Holmes|John Watson</c> →
/// <c>Sherloc</c>, <c>John Watson</c>): every match begins with one of them under that comparison.
/// </summary>
/// <remarks>
/// <para>Only a class whose members are all ordinally equal ignoring case (<c>[Ss]</c>, <c>[Шш]</c>,
/// <c>[Σσς]</c>, one unit) extends a prefix. .NET's case classes can hold more (<c>(?i)k</c> is
/// <c>[Kk\u212A]</c>, and <c>i</c> gains dotted and dotless forms under Turkish cultures); an ordinal
/// ignore-case search would miss those members, so such a class ends the prefix instead. The search may
/// report positions whose units only fold together (a false candidate, which the engine rejects) but
/// never misses a match. Surrogates end a prefix: the search compares a pair as one scalar.</para>
/// <para>Case-insensitive words expand into thousands of exact literals; these few folded prefixes are
/// what ignore-case string searches were built for.</para>
/// <para><see cref="ComputeClasses"/> gives the same starts as sequences of the regex's own case classes,
/// where any small class extends a prefix (<c>(?i)Sherlock</c> keeps <c>[Kk\u212A]</c>): exact .NET
/// semantics for scans that test classes rather than ordinal folding.</para>
/// </remarks>
internal static class FoldedPrefixes
{
    /// <summary>The most prefixes kept; alternations multiplying beyond this give no prefixes.</summary>
    public const int MaxCount = 64;

    /// <summary>The largest class that can fold: case classes have at most a handful of members.</summary>
    public const int MaxClassSize = 4;

    /// <summary>The longest prefix kept: the search verifies whole needles, longer ones add little.</summary>
    public const int MaxLength = 16;

    /// <summary>
    /// The ASCII units each of <paramref name="folded"/> begins with, without repeats, when every one begins with at least
    /// <paramref name="minLength"/> of them; else null. Every match begins with one of the heads under
    /// <see cref="StringComparison.OrdinalIgnoreCase"/>, as it does with the prefix it was cut from.
    /// </summary>
    public static string[]? AsciiHeads(string[] folded, int minLength)
    {
        ArgumentNullException.ThrowIfNull(folded);
        var heads = new List<string>(folded.Length);
        foreach (string prefix in folded)
        {
            int length = prefix.AsSpan().IndexOfAnyExceptInRange('\0', '\x7F') is int nonAscii and >= 0 ? nonAscii : prefix.Length;
            if (length < minLength) return null;
            string head = prefix[..length];
            if (!heads.Contains(head)) heads.Add(head);
        }
        return [.. heads];
    }

    /// <summary>
    /// The prefixes (each class spelled by its first member) when every match starts with one of at least <paramref name="minLength"/>
    /// units; null otherwise.
    /// </summary>
    public static string[]? Compute(HirNode root, int minLength) =>
        Starts(root, minLength, FoldGroups) is { } starts
            ? [.. starts.Select(classes => new string([.. classes.Select(c => c.Ranges[0].First)])).Distinct(StringComparer.Ordinal)]
            : null;

    /// <summary>
    /// The prefixes as <see cref="Compute"/> gives them, when at least one of their classes holds several case spellings
    /// (<c>[Ww]</c>): the starts of a regex that ignores case somewhere at its start; null otherwise.
    /// </summary>
    public static string[]? ComputeCaseFolded(HirNode root, int minLength) =>
        Starts(root, minLength, FoldGroups) is { } starts && starts.Any(classes => classes.Any(c => c.Count > 1))
            ? [.. starts.Select(classes => new string([.. classes.Select(c => c.Ranges[0].First)])).Distinct(StringComparer.Ordinal)]
            : null;

    /// <summary>
    /// The class sequences every match starts with one of, each at least <paramref name="minLength"/>
    /// classes long, where a class of up to <see cref="MaxClassSize"/> members without surrogates extends a
    /// sequence; null when there are none or too many.
    /// </summary>
    public static CharRangeSet[][]? ComputeClasses(HirNode root, int minLength) =>
        Starts(root, minLength, set => !set.IsEmpty && set.Count <= MaxClassSize && !HasSurrogate(set) ? [set] : null);

    /// <summary>
    /// The start of a case-insensitive regex with one start as an ASCII needle with open positions, when it fixes more units
    /// than <paramref name="foldedLength"/> (the length of its folded prefix): <c>(?i)Sherlock Holmes</c> →
    /// <c>SHERLOC? HOLMES</c>, where the open position (bit 7 of the mask) is <c>[Kk\u212A]</c>, a class no ordinal
    /// comparison matches since it holds the Kelvin sign. A class is fixed when it folds to an ASCII unit (see
    /// <see cref="TryFold"/>); any other class of the start is open, and open classes at its end are dropped. Null when
    /// the regex has several starts, or its one start fixes no more units than its folded prefix.
    /// </summary>
    public static (string Needle, ulong AnyUnit)? ComputeAsciiPattern(HirNode root, int foldedLength)
    {
        if (ComputeClasses(root, foldedLength) is not [CharRangeSet[] classes]) return null;
        char[] units = new char[classes.Length];
        ulong anyUnit = 0;
        int fixedUnits = 0, length = 0;
        for (int i = 0; i < classes.Length; i++)
        {
            if (TryFold(classes[i], out char folded) && char.IsAscii(folded))
            {
                units[i] = folded;
                fixedUnits++;
                length = i + 1;
            }
            else
            {
                units[i] = '?';
                anyUnit |= 1UL << i;
            }
        }
        return fixedUnits > foldedLength ? (new string(units, 0, length), anyUnit & ((1UL << length) - 1)) : null;
    }

    private static CharRangeSet[][]? Starts(HirNode root, int minLength, Func<CharRangeSet, CharRangeSet[]?> split)
    {
        ArgumentNullException.ThrowIfNull(root);
        List<Prefix>? prefixes = new Walker(split).Append(root, [new Prefix([], Open: true)]);
        if (prefixes is null || prefixes.Any(p => p.Classes.Length < minLength)) return null;
        return [.. prefixes.Select(p => p.Classes)];
    }

    private static bool HasSurrogate(CharRangeSet set)
    {
        foreach (CharRange range in set.Ranges)
        {
            if (range.First <= '\uDFFF' && range.Last >= '\uD800') return true;
        }
        return false;
    }

    /// <summary>
    /// Whether the members of <paramref name="set"/> (at most <see cref="MaxClassSize"/>, no surrogate) are
    /// all equal under <see cref="StringComparison.OrdinalIgnoreCase"/>; gives the first as their spelling.
    /// </summary>
    public static bool TryFold(CharRangeSet set, out char folded)
    {
        ArgumentNullException.ThrowIfNull(set);
        folded = '\0';
        if (set.IsEmpty || set.Count > MaxClassSize) return false;
        char first = set.Ranges[0].First;
        foreach (CharRange range in set.Ranges)
        {
            for (int c = range.First; c <= range.Last; c++)
            {
                char unit = (char)c;
                if (char.IsSurrogate(unit) || !new ReadOnlySpan<char>(in unit).Equals(new ReadOnlySpan<char>(in first), StringComparison.OrdinalIgnoreCase)) return false;
            }
        }
        folded = first;
        return true;
    }

    // One partial prefix: Open while the regex may still extend it.
    private readonly record struct Prefix(CharRangeSet[] Classes, bool Open);

    /// <summary>The most ASCII letters one class may branch a folded prefix into (<c>(?i)a|p</c> is <c>[AaPp]</c>: two).</summary>
    public const int MaxFoldGroups = 4;

    // How a class continues folded prefixes: whole when it folds, else as one branch per ASCII letter when it is a few
    // ASCII letters in both cases (an alternation of one-letter words ignoring case); null when it ends them.
    private static CharRangeSet[]? FoldGroups(CharRangeSet set)
    {
        if (TryFold(set, out _)) return [set];
        if (set.IsEmpty || set.Count > 2 * MaxFoldGroups) return null;
        var groups = new List<CharRangeSet>();
        foreach (CharRange range in set.Ranges)
        {
            for (int c = range.First; c <= range.Last; c++)
            {
                char upper = char.ToUpperInvariant((char)c);
                if (!char.IsAsciiLetter((char)c) || !set.Contains(upper) || !set.Contains(char.ToLowerInvariant(upper))) return null;
                if (c == upper) groups.Add(CharRangeSet.FromRanges([new CharRange(upper, upper), new CharRange(char.ToLowerInvariant(upper), char.ToLowerInvariant(upper))]));
            }
        }
        return groups.Count <= MaxFoldGroups ? [.. groups] : null;
    }

    // Extends prefixes through a regex; `split` says how a class continues a prefix (as one or more classes), or that it ends it.
    private sealed class Walker(Func<CharRangeSet, CharRangeSet[]?> split)
    {
        // Extends every open prefix by what `node` must match next; null when the set grows too large.
        [MethodImpl(MethodImplOptions.AggressiveOptimization)]
        public List<Prefix>? Append(HirNode node, List<Prefix> prefixes)
        {
            switch (node)
            {
                case HirEmpty or HirLook:
                    // Zero-width: skipping a look only admits more candidates, which a prefilter may.
                    return prefixes;
                case HirLiteral literal:
                    foreach (char unit in literal.Units)
                    {
                        if (Extend(prefixes, CharRangeSet.Single(unit)) is not { } next) return null;
                        prefixes = next;
                    }
                    return prefixes;
                case HirClass cls:
                    return Extend(prefixes, cls.Set);
                case HirCapture capture:
                    return Append(capture.Sub, prefixes);
                case HirConcat concat:
                    foreach (HirNode part in concat.Parts)
                    {
                        if (!prefixes.Any(p => p.Open)) return prefixes;
                        List<Prefix>? next = Append(part, prefixes);
                        if (next is null) return null;
                        prefixes = next;
                    }
                    return prefixes;
                case HirAlternation alternation:
                {
                    var union = new List<Prefix>();
                    foreach (HirNode branch in alternation.Branches)
                    {
                        List<Prefix>? extended = Append(branch, prefixes);
                        if (extended is null) return null;
                        union.AddRange(extended);
                        if (union.Count > MaxCount) return null;
                    }
                    return union;
                }
                case HirRepeat repeat:
                {
                    for (int i = 0; i < repeat.Min && prefixes.Any(p => p.Open); i++)
                    {
                        List<Prefix>? next = Append(repeat.Sub, prefixes);
                        if (next is null) return null;
                        prefixes = next;
                    }
                    if (repeat.Max == repeat.Min) return prefixes;
                    if (repeat.Max != repeat.Min + 1) return Close(prefixes);
                    // One optional copy (`</?a`): the starts without it and with it both go on.
                    List<Prefix>? once = Append(repeat.Sub, prefixes);
                    // Prefixes already closed come through both unchanged.
                    List<Prefix>? union = once is null ? null : [.. prefixes, .. once.Where(p => !prefixes.Contains(p))];
                    return union is null || union.Count > MaxCount ? null : union;
                }
                default:
                    return Close(prefixes);
            }
        }

        [MethodImpl(MethodImplOptions.AggressiveOptimization)]
        private List<Prefix>? Extend(List<Prefix> prefixes, CharRangeSet set)
        {
            CharRangeSet[]? parts = split(set);
            var extended = new List<Prefix>(prefixes.Count);
            foreach (Prefix p in prefixes)
            {
                if (!p.Open) extended.Add(p);
                else if (parts is null || p.Classes.Length >= MaxLength) extended.Add(p with { Open = false });
                else
                {
                    foreach (CharRangeSet part in parts) extended.Add(new Prefix([.. p.Classes, part], Open: p.Classes.Length + 1 < MaxLength));
                }
            }
            return extended.Count > MaxCount ? null : extended;
        }

        private static List<Prefix> Close(List<Prefix> prefixes) => [.. prefixes.Select(p => p with { Open = false })];
    }
}
