using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// A regex with its first units taken off: what every match has after offset <c>k</c> when the first <c>k</c> units
/// are a fixed-width start (<c>[a-z]tion|[a-z]ment</c> after one unit is <c>tion|ment</c>). The literals of the rest
/// are then at that fixed offset from the match's start, so a search for them finds where matches can start.
/// </summary>
/// <remarks>
/// The result describes more than the regex (assertions and groups among the dropped units are gone), which a
/// prefilter may: it only has to keep every real match.
/// </remarks>
internal static class LeadingUnitDrop
{
    /// <summary>
    /// <paramref name="node"/> without its first <paramref name="count"/> units, or null when they are not a
    /// fixed-width start (a loop or an optional part comes first).
    /// </summary>
    public static HirNode? Drop(HirNode node, int count)
    {
        ArgumentNullException.ThrowIfNull(node);
        return Drop(node, ref count) is { } rest && count == 0 ? rest : null;
    }

    // Drops up to `count` units, decreasing it by those taken; null when a part of variable width comes first.
    private static HirNode? Drop(HirNode node, ref int count)
    {
        if (count == 0) return node;
        switch (node)
        {
            case HirLiteral literal:
                int taken = Math.Min(count, literal.Units.Length);
                count -= taken;
                return taken == literal.Units.Length ? HirEmpty.Instance : new HirLiteral(literal.Units[taken..]);
            case HirClass:
                count--;
                return HirEmpty.Instance;
            case HirLook:
            case HirEmpty:
                return HirEmpty.Instance;
            case HirCapture capture:
                return Drop(capture.Sub, ref count);
            case HirRepeat repeat when repeat.Min == repeat.Max && repeat.Min > 0:
                // Copy by copy: the copies after the one where the count runs out stay one repetition.
                for (int copy = 1; copy <= repeat.Min; copy++)
                {
                    HirNode? rest = Drop(repeat.Sub, ref count);
                    if (rest is null) return null;
                    if (count > 0) continue;
                    int left = repeat.Min - copy;
                    return left == 0 ? rest : new HirConcat([rest, new HirRepeat(repeat.Sub, left, left, repeat.Greedy)]);
                }
                return HirEmpty.Instance;
            case HirConcat concat:
                for (int i = 0; i < concat.Parts.Length; i++)
                {
                    HirNode? rest = Drop(concat.Parts[i], ref count);
                    if (rest is null) return null;
                    if (count == 0) return new HirConcat([rest, .. concat.Parts.AsSpan(i + 1)]);
                }
                return HirEmpty.Instance;
            case HirAlternation alternation:
                // Every branch loses the same number of units, or the rest has no common offset.
                var branches = new HirNode[alternation.Branches.Length];
                for (int i = 0; i < branches.Length; i++)
                {
                    int branchCount = count;
                    HirNode? rest = Drop(alternation.Branches[i], ref branchCount);
                    if (rest is null || branchCount != 0) return null;
                    branches[i] = rest;
                }
                count = 0;
                return new HirAlternation(branches);
            default:
                return null;
        }
    }
}
