using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;
using Hotpath.Text;

namespace Hotpath.RegularExpressions.Prefilters;

/// <summary>
/// A rough estimate of how often members of a class occur in text, used to decide whether scanning for
/// a class pays and which class of a sequence to scan for. Only the choice depends on it, never
/// correctness.
/// </summary>
/// <remarks>
/// A space or a common lowercase English letter weighs 6 to 12, other lowercase letters 3, and
/// capitals, digits, punctuation and other units 1. A scan stops at every member, so a class whose
/// total weight exceeds <see cref="MaxScannableWeight"/> (all letters, <c>\w</c>) stops too often to
/// beat running the automaton.
/// </remarks>
internal static class UnitRarity
{
    /// <summary>The heaviest class still worth a vectorized scan (<c>[0-9]</c> weighs 10; <c>[a-z]</c> 114).</summary>
    public const long MaxScannableWeight = 24;

    /// <summary>
    /// The summed weight of the members of <paramref name="set"/>, or <paramref name="cap"/> once it reaches that
    /// (a class such as <c>.</c> has 65,535 members, and callers ranking classes only need to know it is heavy).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static long Weight(CharRangeSet set, long cap = long.MaxValue)
    {
        long weight = 0;
        foreach (CharRange range in set.Ranges)
        {
            for (int c = range.First; c <= range.Last; c++)
            {
                weight += WeightOf((char)c);
                if (weight >= cap) return cap;
            }
        }
        return weight;
    }

    /// <summary>The summed weight of <paramref name="units"/>.</summary>
    public static long Weight(ReadOnlySpan<char> units)
    {
        long weight = 0;
        foreach (char c in units) weight += WeightOf(c);
        return weight;
    }

    /// <summary>
    /// The most common UTF-16 frequency rank (see <see cref="UnitFrequency"/>) still counted as rare: the 202 rarest units
    /// up to U+00FF, each at most about 0.3% of the mixed text the ranks come from (most capitals, <c>@</c>, <c>|</c>,
    /// <c>$</c>, <c>#</c>, braces and brackets; not digits, <c>:</c> or <c>"</c>, common in code, logs and data).
    /// </summary>
    /// <remarks>
    /// A rare inner literal replaces a prefix set search when its candidates cost less than the scan it saves: the
    /// set search costs only slightly more per unit than a single-literal scan, even on text that does not fit in
    /// cache, while a candidate costs a reverse and a forward DFA run, so the break-even is near one candidate per
    /// 2,500 units.
    /// </remarks>
    public const int MaxRareRank = 201;

    /// <summary>Whether <paramref name="unit"/> is rare in text by Hotpath.Text's frequency table.</summary>
    public static bool IsRareInText(char unit) => UnitFrequency.Rank(unit) <= MaxRareRank;

    /// <summary>Whether one of <paramref name="units"/> is rare in text (see <see cref="IsRareInText"/>).</summary>
    public static bool HasUnitRareInText(string units)
    {
        foreach (char unit in units)
        {
            if (IsRareInText(unit)) return true;
        }
        return false;
    }

    /// <summary>
    /// The estimated share of text that members of <paramref name="set"/> make up, from Hotpath.Text's unit costs (8 ×
    /// log2 of one over a unit's share in a mix of prose, code, logs and data, see <see cref="UnitFrequency"/>). Units
    /// above U+00FF share evenly what the table's units leave, so that <c>.</c> is every unit and one letter of another
    /// script is rare. Finer than <see cref="Weight(CharRangeSet, long)"/>, whose capitals and digits all weigh 1: a
    /// product of shares estimates how often a window of classes fits (see <see cref="RangeWindow"/>).
    /// </summary>
    public static double TextShare(CharRangeSet set)
    {
        ArgumentNullException.ThrowIfNull(set);
        double share = 0;
        long beyondLatin1 = set.Count;
        foreach (CharRange range in set.Ranges)
        {
            for (int c = range.First; c <= Math.Min((int)range.Last, 0xFF); c++)
            {
                share += s_latin1Shares[c];
                beyondLatin1--;
            }
        }
        return share + beyondLatin1 * s_beyondLatin1Share;
    }

    // Each unit's share up to U+00FF, computed once: construction asks for classes of up to 256 of them per part.
    private static readonly double[] s_latin1Shares = [.. Enumerable.Range(0, 0x100).Select(c => ShareOfCost(UnitFrequency.Cost((char)c)))];

    // The share of each unit above U+00FF: what the units up to U+00FF leave of all text, spread over the rest. Declared
    // after s_latin1Shares, which it sums.
    private static readonly double s_beyondLatin1Share = Math.Max(0, 1 - s_latin1Shares.Sum()) / (0x10000 - 0x100);

    private static double ShareOfCost(int cost) => Math.Pow(2, -cost / 8.0);

    /// <summary>Classes estimated above one unit in this many of text count as common (see <see cref="IsCommonInText"/>).</summary>
    public const int CommonUnits = 512;

    /// <summary>
    /// Whether members of <paramref name="set"/> are estimated above one unit in <see cref="CommonUnits"/> of text:
    /// a search that stops at each of them stops often enough that testing their neighbours too pays (see
    /// <see cref="RangeWindow"/>); a rarer class is cheaper to search alone.
    /// </summary>
    public static bool IsCommonInText(CharRangeSet set) => TextShare(set) * CommonUnits > 1;

    /// <summary>Classes estimated at most once in this many units of text count as scarce (see <see cref="IsScarceInText"/>).</summary>
    public const int ScarceUnits = 128;

    /// <summary>
    /// Whether members of <paramref name="set"/> are estimated at most once in <see cref="ScarceUnits"/> units of text
    /// (`&lt;`, `&gt;`, `#`, `"`; not `-`, `.` or a digit): scarce enough that a scan for them, each hit checked, beats a
    /// search for the longer strings they begin.
    /// </summary>
    public static bool IsScarceInText(CharRangeSet set) => TextShare(set) * ScarceUnits <= 1;

    /// <summary>The weight of each of the nine commonest letters of English (a space weighs twice as much).</summary>
    public const int CommonUnitWeight = 6;

    /// <summary>The weight of one unit (see the type's remarks).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int WeightOf(char c) => c switch
    {
        ' ' => 12,
        'e' or 't' or 'a' or 'o' or 'i' or 'n' or 's' or 'h' or 'r' => CommonUnitWeight,
        _ when char.IsLower(c) => 3,
        _ => 1,
    };
}
