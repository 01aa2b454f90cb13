using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// A literal inside the regex's top-level sequence, with the part before it (<c>[\w.+-]+</c> before the <c>@</c> of
/// an e-mail pattern, <c>\w+</c> before the <c>://</c> of a URL pattern), for the reverse-inner search: find the
/// literal, run the prefix's reverse DFA back from it to find where the match starts, then confirm forward.
/// </summary>
/// <remarks>
/// Only literals whose first unit the prefix can never consume are taken. Then the prefix of any match ends at the
/// first occurrence of that unit at or after the match's start, so the match uses the first literal occurrence
/// after its start, and trying occurrences left to right, each with the starts since the previous one, finds the
/// leftmost match and never reads a unit twice. (A prefix that could contain the literal, as <c>\w+\s+</c> can
/// contain <c>Holmes</c>, could start a match before an earlier occurrence that another start uses.)
/// </remarks>
/// <param name="Prefix">The parts before the literal, as one sequence.</param>
/// <param name="Literal">The literal's units.</param>
internal sealed record InnerLiteral(HirNode Prefix, string Literal)
{
    /// <summary>The best inner literal of <paramref name="root"/> (the longest that qualifies), or null.</summary>
    public static InnerLiteral? Find(HirNode root)
    {
        ArgumentNullException.ThrowIfNull(root);
        List<HirNode> parts = [.. RequiredLiteral.TopLevelParts(root)];
        InnerLiteral? best = null;
        CharRangeSet prefixUnits = CharRangeSet.Empty;
        for (int i = 0; i < parts.Count; i++)
        {
            if (i > 0 && parts[i] is HirLiteral literal && RequiredLiteral.IsWorthSearching(literal.Units)
                && !prefixUnits.Contains(literal.Units[0]) && literal.Units.Length > (best?.Literal.Length ?? 0))
            {
                best = new InnerLiteral(new HirConcat([.. parts.Take(i)]), literal.Units);
            }
            prefixUnits = prefixUnits.Union(UnitsConsumed(parts[i]));
        }
        return best;
    }

    // Every unit `node` may consume (assertions consume none).
    private static CharRangeSet UnitsConsumed(HirNode node) => node switch
    {
        HirLiteral literal => CharRangeSet.FromUnits(literal.Units),
        HirClass cls => cls.Set,
        HirCapture capture => UnitsConsumed(capture.Sub),
        HirRepeat repeat => repeat.Max == 0 ? CharRangeSet.Empty : UnitsConsumed(repeat.Sub),
        HirConcat concat => concat.Parts.Aggregate(CharRangeSet.Empty, (set, part) => set.Union(UnitsConsumed(part))),
        HirAlternation alternation => alternation.Branches.Aggregate(CharRangeSet.Empty, (set, branch) => set.Union(UnitsConsumed(branch))),
        _ => CharRangeSet.Empty,
    };
}
