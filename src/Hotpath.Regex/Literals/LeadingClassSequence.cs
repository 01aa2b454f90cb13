using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// The fixed-width start of a regex as one class per position (<c>(?i)holmes</c> →
/// <c>[Hh][Oo][Ll][Mm][Ee][Ss]</c>): every match has a member of class <c>i</c> at offset <c>i</c>.
/// Case-insensitive words expand into too many literals for a string-set search, but a scan for the
/// rarest of these classes, verified at the other offsets, stays fast.
/// </summary>
/// <remarks>
/// Classes of any size keep their place: a large one (<c>\d</c> is every Unicode decimal digit) verifies little
/// and is never the one scanned for, but it fixes the offsets of the classes after it, as in
/// <c>\d{4}-\d{2}-\d{2}</c>, whose two <c>-</c> at offsets 4 and 7 are rare where its digits are not.
/// </remarks>
internal static class LeadingClassSequence
{
    /// <summary>The leading classes, at most <paramref name="maxLength"/> of them; empty when the start is not fixed.</summary>
    public static CharRangeSet[] Compute(HirNode root, int maxLength = 16)
    {
        ArgumentNullException.ThrowIfNull(root);
        var sequence = new List<CharRangeSet>();
        Append(root, sequence, maxLength);
        return [.. sequence];
    }

    // Appends the node's classes; returns false where the fixed-width part ends.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static bool Append(HirNode node, List<CharRangeSet> sequence, int maxLength)
    {
        if (sequence.Count >= maxLength) return false;
        switch (node)
        {
            case HirLiteral literal:
                foreach (char unit in literal.Units)
                {
                    if (sequence.Count == maxLength) return false;
                    sequence.Add(CharRangeSet.Single(unit));
                }
                return true;
            case HirClass cls:
                sequence.Add(cls.Set);
                return true;
            case HirLook:
                // Zero-width: skipping it only admits more candidates, which a prefilter may.
                return true;
            case HirCapture capture:
                return Append(capture.Sub, sequence, maxLength);
            case HirConcat concat:
                foreach (HirNode part in concat.Parts)
                {
                    if (!Append(part, sequence, maxLength)) return false;
                }
                return true;
            case HirRepeat repeat when repeat.Min > 0:
                for (int i = 0; i < repeat.Min; i++)
                {
                    if (!Append(repeat.Sub, sequence, maxLength)) return false;
                }
                return repeat.Max == repeat.Min;
            default:
                return false;
        }
    }
}
