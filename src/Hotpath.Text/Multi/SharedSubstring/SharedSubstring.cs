using System.Numerics;

namespace Hotpath.Text;

/// <summary>
/// A run of ASCII units that every non-empty pattern of a set contains (folded), with where it sits in each: the
/// literal <see cref="SharedSubstringEngine{T}"/> searches for instead of the patterns' starts (<c>day</c> in the
/// seven weekday names). Construction only. Immutable.
/// </summary>
internal sealed class SharedSubstring
{
    /// <summary>The shortest shared run worth searching for: shorter ones occur too often in text.</summary>
    public const int MinLength = 3;

    /// <summary>The longest run considered: the single-needle search verifies whole needles, longer ones add little.</summary>
    public const int MaxLength = 16;

    /// <summary>The most (offset, pattern) placements: each occurrence of the run verifies at most this many windows.</summary>
    public const int MaxPlacements = 64;

    private SharedSubstring(string text, (int Offset, int Pattern)[] placements)
    {
        Text = text;
        Placements = placements;
        IsRareInText = HasRareTrigram(text);
    }

    /// <summary>The run, spelled with the patterns' folded units (ASCII).</summary>
    public string Text { get; }

    /// <summary>Every place the run occurs in a non-empty pattern: its offset there and the pattern, ordered by offset, then pattern.</summary>
    public (int Offset, int Pattern)[] Placements { get; }

    /// <summary>
    /// Whether one of the run's trigrams is not among the commonest of text (see
    /// <see cref="UnitFrequency.IsCommonTrigram"/>): <c>day</c> qualifies, <c>ing</c> does not.
    /// </summary>
    public bool IsRareInText { get; }

    /// <summary>
    /// The longest ASCII run of at least <see cref="MinLength"/> units that every non-empty pattern of
    /// <paramref name="set"/> contains (among equally long ones, one with a rare trigram first, then the one with the
    /// rarest unit), or null when there is
    /// none, the set has fewer than two distinct patterns, or the run sits in more than <see cref="MaxPlacements"/> places.
    /// </summary>
    public static SharedSubstring? Find<T>(PatternSet<T> set) where T : unmanaged, IBinaryInteger<T>
    {
        if (set.NonEmptyCount < 2 || set.NonEmptyCount > MaxPlacements) return null;
        // Spans throughout, so that a searcher's construction allocates only the spellings and the chosen run.
        string[] spelled = new string[set.Count];
        int shortest = -1;
        bool distinct = false;
        for (int p = 0; p < set.Count; p++)
        {
            spelled[p] = Spell(set.Folded[p]);
            if (spelled[p].Length == 0) continue;
            if (shortest < 0) shortest = p;
            else
            {
                distinct |= !spelled[p].Equals(spelled[shortest], StringComparison.Ordinal);
                if (spelled[p].Length < spelled[shortest].Length) shortest = p;
            }
        }
        if (!distinct) return null;
        ReadOnlySpan<char> units = spelled[shortest];
        bool ignoreCase = set.Folding.Table is not null;
        for (int length = Math.Min(MaxLength, units.Length); length >= MinLength; length--)
        {
            int best = -1;
            (bool Rare, int Rank) bestRarity = (false, int.MaxValue);
            for (int start = 0; start + length <= units.Length; start++)
            {
                ReadOnlySpan<char> run = units.Slice(start, length);
                if (!System.Text.Ascii.IsValid(run) || !AllContain(spelled, run)) continue;
                (bool Rare, int Rank) rarity = (HasRareTrigram(run), RarestRank(run, ignoreCase));
                if (best < 0 || (rarity.Rare && !bestRarity.Rare) || (rarity.Rare == bestRarity.Rare && rarity.Rank < bestRarity.Rank))
                    (best, bestRarity) = (start, rarity);
            }
            if (best >= 0) return Place(spelled, units.Slice(best, length).ToString());
        }
        return null;
    }

    private static bool AllContain(string[] spelled, ReadOnlySpan<char> run)
    {
        foreach (string pattern in spelled)
        {
            if (pattern.Length > 0 && pattern.AsSpan().IndexOf(run) < 0) return false;
        }
        return true;
    }

    private static bool HasRareTrigram(ReadOnlySpan<char> run)
    {
        for (int i = 0; i + 3 <= run.Length; i++)
        {
            if (!UnitFrequency.IsCommonTrigram(run[i..])) return true;
        }
        return false;
    }

    private static int RarestRank(ReadOnlySpan<char> run, bool ignoreCase)
    {
        int rarest = int.MaxValue;
        foreach (char c in run) rarest = Math.Min(rarest, ignoreCase ? UnitFrequency.RankIgnoreCase(c) : UnitFrequency.Rank(c));
        return rarest;
    }

    private static SharedSubstring? Place(string[] spelled, string run)
    {
        var placements = new List<(int Offset, int Pattern)>();
        for (int p = 0; p < spelled.Length; p++)
        {
            for (int at = spelled[p].IndexOf(run, StringComparison.Ordinal); at >= 0; at = spelled[p].IndexOf(run, at + 1, StringComparison.Ordinal))
                placements.Add((at, p));
        }
        if (placements.Count > MaxPlacements) return null;
        // Tuples compare by offset, then pattern.
        placements.Sort();
        return new SharedSubstring(run, [.. placements]);
    }

    // Units as chars (UTF-8 bytes each become one char): only ASCII runs are kept, and those spell the same either way.
    private static string Spell<T>(T[] units) where T : unmanaged, IBinaryInteger<T> =>
        string.Create(units.Length, units, static (chars, u) =>
        {
            for (int i = 0; i < u.Length; i++) chars[i] = (char)ushort.CreateTruncating(u[i]);
        });
}
