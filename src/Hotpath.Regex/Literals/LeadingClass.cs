using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// The set of code units a match can start with, for regexes whose literal prefixes are too many or too
/// varied (<c>\b[0-9]+\b</c>, <c>[a-z]+ing</c>): a vectorized scan for the class still skips most input.
/// </summary>
internal static class LeadingClass
{
    /// <summary>
    /// The class of possible first units, or null when a match can be empty (it may then start anywhere)
    /// or the regex cannot match at all.
    /// </summary>
    public static CharRangeSet? Compute(HirNode root)
    {
        ArgumentNullException.ThrowIfNull(root);
        (CharRangeSet set, bool canBeEmpty) = First(root);
        return canBeEmpty || set.IsEmpty ? null : set;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static (CharRangeSet Set, bool CanBeEmpty) First(HirNode node)
    {
        switch (node)
        {
            case HirLiteral literal:
                return (CharRangeSet.Single(literal.Units[0]), false);
            case HirClass cls:
                return (cls.Set, false);
            case HirCapture capture:
                return First(capture.Sub);
            case HirRepeat repeat:
                if (repeat.Max == 0) return (CharRangeSet.Empty, true);
                (CharRangeSet sub, bool subEmpty) = First(repeat.Sub);
                return (sub, subEmpty || repeat.Min == 0);
            case HirConcat concat:
            {
                CharRangeSet set = CharRangeSet.Empty;
                foreach (HirNode part in concat.Parts)
                {
                    (CharRangeSet first, bool canBeEmpty) = First(part);
                    set = set.Union(first);
                    if (!canBeEmpty) return (set, false);
                }
                return (set, true);
            }
            case HirAlternation alternation:
            {
                CharRangeSet set = CharRangeSet.Empty;
                bool anyEmpty = false;
                foreach (HirNode branch in alternation.Branches)
                {
                    (CharRangeSet first, bool canBeEmpty) = First(branch);
                    set = set.Union(first);
                    anyEmpty |= canBeEmpty;
                }
                return (set, anyEmpty);
            }
            default:
                // Empty and zero-width assertions consume nothing.
                return (CharRangeSet.Empty, true);
        }
    }
}
