using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Prefilters;

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
    /// <summary>
    /// The literal text every match has just before <see cref="Literal"/> (the last parts of <see cref="Prefix"/>, when
    /// they are literals), else empty. The search may look for it and the literal together and treat the literal inside
    /// each occurrence as the candidate (<c>Exception: </c> for the <c>: </c> of <c>^([\w.]+Exception): (.*)$</c>): an
    /// occurrence of the literal without it begins no match, and a start search from a later occurrence still stops at
    /// it, as the prefix cannot consume the literal's first unit.
    /// </summary>
    public string Context { get; init; } = "";

    /// <summary>The best inner literal of <paramref name="root"/> (the longest that qualifies), or null.</summary>
    public static InnerLiteral? Find(HirNode root) => Find(root, RequiredLiteral.IsWorthSearching);

    /// <summary>
    /// The longest inner literal of <paramref name="root"/> of at least two units, one of them rare in text (see
    /// <see cref="UnitRarity.IsRareInText"/>), or null. Searching for it costs less than a prefix set search: the
    /// single-literal scan is cheaper per unit, and its rare unit keeps the candidates few.
    /// </summary>
    /// <remarks>
    /// One unit is not enough: the frequency table averages prose, code, logs and data, and a unit rare in that mix (a
    /// capital, <c>;</c>) is everywhere in some texts, while each candidate costs two DFA runs. A second unit that must
    /// follow cuts such candidates down.
    /// </remarks>
    public static InnerLiteral? FindRare(HirNode root) => Find(root, units => units.Length >= 2 && UnitRarity.HasUnitRareInText(units));

    /// <summary>
    /// The longest inner literal of <paramref name="root"/> whose rarest unit weighs less (see <see cref="UnitRarity"/>)
    /// than <paramref name="startWeight"/>, the weight of the units a match can start with, or null. A unit common in
    /// prose still makes fewer candidates than every possible start: the <c>.</c> of <c>\d+\.\d+</c> against every digit,
    /// which in a log line makes a candidate of every timestamp and id digit.
    /// </summary>
    public static InnerLiteral? FindRarerThan(HirNode root, long startWeight) =>
        Find(root, units => RarestUnitWeight(units) is var weight && weight <= MaxCommonUnitWeight && weight < startWeight);

    // Spaces and lowercase letters weigh more: they occur every few units of text, and each candidate costs a walk
    // back and a DFA run, where the DFA alone reads a unit in about a nanosecond.
    private const long MaxCommonUnitWeight = 1;

    private static long RarestUnitWeight(string units)
    {
        long rarest = long.MaxValue;
        foreach (char unit in units) rarest = Math.Min(rarest, UnitRarity.WeightOf(unit));
        return rarest;
    }

    private static InnerLiteral? Find(HirNode root, Func<string, bool> qualifies)
    {
        ArgumentNullException.ThrowIfNull(root);
        List<HirNode> parts = RequiredLiteral.TopLevelParts(root);
        string? best = null;
        int bestIndex = -1;
        for (int i = 1; i < parts.Count; i++)
        {
            if (parts[i] is HirLiteral literal && qualifies(literal.Units) && literal.Units.Length > (best?.Length ?? 0)
                && !AnyConsumes(parts, i, literal.Units[0]))
            {
                best = literal.Units;
                bestIndex = i;
            }
        }
        return best is null ? null : new InnerLiteral(new HirConcat([.. parts.Take(bestIndex)]), best) { Context = LiteralsBefore(parts, bestIndex) };
    }

    // The units of the literal parts that come just before part `index`, in order.
    private static string LiteralsBefore(List<HirNode> parts, int index)
    {
        int first = index;
        while (first > 0 && parts[first - 1] is HirLiteral) first--;
        return string.Concat(parts.Skip(first).Take(index - first).Select(part => ((HirLiteral)part).Units));
    }

    // Whether one of the first `count` parts may consume `unit`. Asked per candidate rather than by uniting the
    // parts' sets: most regexes have no candidate, and unions of classes such as \s allocate at every step.
    private static bool AnyConsumes(List<HirNode> parts, int count, char unit)
    {
        for (int k = 0; k < count; k++)
        {
            if (HirConsumption.CanConsume(parts[k], unit)) return true;
        }
        return false;
    }
}
