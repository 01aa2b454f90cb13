using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>Structural facts about a HIR that decide which strategy can serve it.</summary>
internal static class HirFacts
{
    /// <summary>Whether every match must start at the start of the input (<c>\A</c>, or <c>^</c> without Multiline).</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static bool IsAnchoredAtStart(HirNode node) => node switch
    {
        HirLook look => look.Look == LookKind.Start,
        HirCapture capture => IsAnchoredAtStart(capture.Sub),
        HirConcat concat => IsAnchoredAtStart(concat.Parts[0]),
        HirAlternation alternation => alternation.Branches.All(IsAnchoredAtStart),
        HirRepeat repeat => repeat.Min > 0 && IsAnchoredAtStart(repeat.Sub),
        _ => false,
    };

    /// <summary>
    /// The assertions that begin and end <paramref name="root"/>, a concatenation, where <paramref name="isEdgeLook"/> takes
    /// them, and the parts between; null when there are none at either end or nothing is left between.
    /// </summary>
    public static (LookKind[] Before, HirNode[] Middle, LookKind[] After)? SplitEdgeLooks(HirNode root, Func<LookKind, bool> isEdgeLook)
    {
        if (root is not HirConcat { Parts: var parts }) return null;
        bool IsEdge(HirNode part) => part is HirLook look && isEdgeLook(look.Look);
        int first = 0, end = parts.Length;
        while (first < end && IsEdge(parts[first])) first++;
        while (end > first && IsEdge(parts[end - 1])) end--;
        if (first == 0 && end == parts.Length || first == end) return null;
        return ([.. parts[..first].Select(part => ((HirLook)part).Look)], parts[first..end], [.. parts[end..].Select(part => ((HirLook)part).Look)]);
    }

    /// <summary>
    /// Whether every match must start at a line start: each branch begins with <c>^</c> under Multiline (or <c>\A</c>,
    /// a line start too).
    /// </summary>
    public static bool StartsAtLineStart(HirNode node) => node switch
    {
        HirLook look => look.Look is LookKind.LineStart or LookKind.Start,
        HirCapture capture => StartsAtLineStart(capture.Sub),
        HirConcat concat => StartsAtLineStart(concat.Parts[0]),
        HirAlternation alternation => alternation.Branches.All(StartsAtLineStart),
        HirRepeat repeat => repeat.Min > 0 && StartsAtLineStart(repeat.Sub),
        _ => false,
    };

    /// <summary>
    /// Whether every match must end at the end of the input: <c>\z</c>, or <c>\Z</c> and <c>$</c> without Multiline
    /// (which also hold before a final <c>\n</c>).
    /// </summary>
    public static bool IsAnchoredAtEnd(HirNode node) => node switch
    {
        HirLook look => look.Look is LookKind.End or LookKind.EndZ,
        HirCapture capture => IsAnchoredAtEnd(capture.Sub),
        HirConcat concat => IsAnchoredAtEnd(concat.Parts[^1]),
        HirAlternation alternation => alternation.Branches.All(IsAnchoredAtEnd),
        HirRepeat repeat => repeat.Min > 0 && IsAnchoredAtEnd(repeat.Sub),
        _ => false,
    };

    /// <summary>Whether <paramref name="node"/> contains a capturing group.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static bool HasCapture(HirNode node) => node switch
    {
        HirCapture => true,
        HirRepeat repeat => HasCapture(repeat.Sub),
        HirConcat concat => concat.Parts.Any(HasCapture),
        HirAlternation alternation => alternation.Branches.Any(HasCapture),
        _ => false,
    };

    /// <summary>Whether <paramref name="node"/> contains a zero-width assertion.</summary>
    public static bool HasLook(HirNode node) => HasLook(node, static _ => true);

    /// <summary>Whether <paramref name="node"/> contains a zero-width assertion whose kind satisfies <paramref name="kind"/>.</summary>
    public static bool HasLook(HirNode node, Func<LookKind, bool> kind) => node switch
    {
        HirLook look => kind(look.Look),
        HirCapture capture => HasLook(capture.Sub, kind),
        HirRepeat repeat => HasLook(repeat.Sub, kind),
        HirConcat concat => concat.Parts.Any(part => HasLook(part, kind)),
        HirAlternation alternation => alternation.Branches.Any(branch => HasLook(branch, kind)),
        _ => false,
    };

    /// <summary>
    /// The length, in code units, of every match of <paramref name="node"/> when all its matches have the
    /// same length (<c>(?i)holmes</c>, <c>\b\d{4}\b</c>); null when lengths vary.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int? FixedLength(HirNode node)
    {
        switch (node)
        {
            case HirEmpty or HirLook:
                return 0;
            case HirLiteral literal:
                return literal.Units.Length;
            case HirClass:
                return 1;
            case HirCapture capture:
                return FixedLength(capture.Sub);
            case HirRepeat repeat:
                if (repeat.Max != repeat.Min) return null;
                return FixedLength(repeat.Sub) is int each ? checked(each * repeat.Min) : null;
            case HirConcat concat:
            {
                int total = 0;
                foreach (HirNode part in concat.Parts)
                {
                    if (FixedLength(part) is not int length) return null;
                    total = checked(total + length);
                }
                return total;
            }
            case HirAlternation alternation:
            {
                int? first = FixedLength(alternation.Branches[0]);
                return first is not null && alternation.Branches.All(b => FixedLength(b) == first) ? first : null;
            }
            default:
                return null;
        }
    }

    /// <summary>
    /// The fewest code units any match of <paramref name="node"/> spans (0 when it can match empty), capped at
    /// <see cref="int.MaxValue"/>. A rest of the input shorter than this holds no match.
    /// </summary>
    public static int MinLength(HirNode node) => (int)Math.Min(int.MaxValue, MinLengthLong(node));

    private static long MinLengthLong(HirNode node) => node switch
    {
        HirLiteral literal => literal.Units.Length,
        HirClass => 1,
        HirCapture capture => MinLengthLong(capture.Sub),
        HirRepeat repeat => Math.Min(int.MaxValue, repeat.Min * MinLengthLong(repeat.Sub)),
        HirConcat concat => Math.Min(int.MaxValue, concat.Parts.Sum(MinLengthLong)),
        HirAlternation alternation => alternation.Branches.Min(MinLengthLong),
        _ => 0,
    };

    /// <summary>
    /// Whether <paramref name="node"/> starts with a greedy <c>.*</c> (every unit but <c>\n</c>) and no match of it can
    /// hold a line feed or an assertion (<c>.*.*=.*</c>, <c>.*stephen</c>): the leading loop then stretches any match
    /// back to the line's start, so the leftmost match starts at the search start or just after the last line feed
    /// before its end.
    /// </summary>
    public static bool StartsWithDotStarWithinALine(HirNode node) =>
        (node is HirConcat { Parts: [var first, ..] } ? first : node) is HirRepeat { Min: 0, Max: HirRepeat.Unbounded, Greedy: true, Sub: HirClass { Set: var dot } }
        && dot.Equals(CharRangeSet.Single('\n').Negate())
        && !HirConsumption.CanConsume(node, '\n') && !HasLook(node) && MinLength(node) > 0;

    /// <summary>
    /// Whether every match of <paramref name="node"/> from any position is the whole rest of the input:
    /// a greedy unbounded loop over every unit (<c>[\s\S]*</c>, <c>(?s).*</c>), or a sequence of them,
    /// without groups. Such a regex matches at once wherever a search starts and takes everything.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static bool TakesRestOfInput(HirNode node) => node switch
    {
        HirRepeat { Min: 0, Max: HirRepeat.Unbounded, Greedy: true, Sub: HirClass cls } => cls.Set.Equals(CharRangeSet.All),
        HirConcat concat => concat.Parts.All(TakesRestOfInput),
        _ => false,
    };
}
