using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// Every fixed sequence of classes a regex without assertions or unbounded loops can match, in the order a backtracker
/// tries them: <c>&lt;/?(?:div|p)</c> is <c>&lt;/div</c>, <c>&lt;/p</c>, <c>&lt;div</c>, <c>&lt;p</c>. Small optional
/// parts, alternations inside concatenations and short counted repetitions are what users write around a token
/// (<c>https?</c>, <c>\d{3}[-.]?\d{4}</c>, <c>(?:Mon|Tues)day</c>); expanded, they become an alternation of fixed
/// sequences, which is checked in place at each candidate instead of running an automaton.
/// </summary>
/// <remarks>
/// The order is the backtracker's depth-first order: in a concatenation, every choice of a part is tried with every
/// choice of the parts after it before the part's next choice; a greedy repetition tries one more iteration (each of
/// its body's choices in turn) before stopping, a lazy one stops first. So the first sequence in the list that fits at
/// a position, with whatever the caller checks after it, is the match .NET reports there. A repetition's body must not
/// match empty, as .NET ends a loop on an empty iteration, which the list would not model.
/// </remarks>
internal static class FixedSequenceSet
{
    /// <summary>
    /// The sequences <paramref name="node"/> stands for, in backtracking order and without later duplicates, or null
    /// when it has an assertion, a group, an unbounded repetition, an empty match, more than
    /// <paramref name="maxSequences"/> sequences or more than <paramref name="maxUnits"/> classes over all of them.
    /// </summary>
    public static CharRangeSet[][]? Expand(HirNode node, int maxSequences, int maxUnits)
    {
        ArgumentNullException.ThrowIfNull(node);
        var bounds = new Bounds(maxSequences, maxUnits);
        if (ExpandNode(node, bounds) is not { } sequences || sequences.Exists(s => s.Length == 0)) return null;
        var distinct = new List<CharRangeSet[]>(sequences.Count);
        foreach (CharRangeSet[] sequence in sequences)
        {
            if (!distinct.Exists(d => d.AsSpan().SequenceEqual(sequence))) distinct.Add(sequence);
        }
        return [.. distinct];
    }

    private sealed record Bounds(int MaxSequences, int MaxUnits)
    {
        public bool Admit(List<CharRangeSet[]> sequences) =>
            sequences.Count <= MaxSequences && sequences.Sum(s => (long)s.Length) <= MaxUnits;
    }

    private static List<CharRangeSet[]>? ExpandNode(HirNode node, Bounds bounds) => node switch
    {
        HirEmpty => [[]],
        HirLiteral literal => literal.Units.Length <= bounds.MaxUnits ? [[.. literal.Units.Select(CharRangeSet.Single)]] : null,
        // An empty class matches nothing; the translator folds such a regex away, and a sequence never holds one.
        HirClass cls => cls.Set.IsEmpty ? null : [[cls.Set]],
        HirConcat concat => ExpandConcat(concat.Parts, bounds),
        HirAlternation alternation => ExpandAlternation(alternation.Branches, bounds),
        HirRepeat { Max: not HirRepeat.Unbounded } repeat => ExpandRepeat(repeat, bounds),
        _ => null,
    };

    private static List<CharRangeSet[]>? ExpandConcat(HirNode[] parts, Bounds bounds)
    {
        List<CharRangeSet[]> sequences = [[]];
        foreach (HirNode part in parts)
        {
            if (ExpandNode(part, bounds) is not { } choices || Product(sequences, choices, bounds) is not { } product) return null;
            sequences = product;
        }
        return sequences;
    }

    private static List<CharRangeSet[]>? ExpandAlternation(HirNode[] branches, Bounds bounds)
    {
        var sequences = new List<CharRangeSet[]>();
        foreach (HirNode branch in branches)
        {
            if (ExpandNode(branch, bounds) is not { } choices) return null;
            sequences.AddRange(choices);
            if (!bounds.Admit(sequences)) return null;
        }
        return sequences;
    }

    // Iterations from `done` on: a greedy loop takes one more (each body choice followed by every way to go on) before
    // it stops, a lazy one stops first.
    private static List<CharRangeSet[]>? ExpandRepeat(HirRepeat repeat, Bounds bounds)
    {
        if (ExpandNode(repeat.Sub, bounds) is not { } body || body.Exists(s => s.Length == 0)) return null;
        List<CharRangeSet[]> fromMax = [[]];
        for (int done = repeat.Max - 1; done >= 0; done--)
        {
            if (Product(body, fromMax, bounds) is not { } more) return null;
            List<CharRangeSet[]> here = done < repeat.Min ? more : repeat.Greedy ? [.. more, []] : [[], .. more];
            if (!bounds.Admit(here)) return null;
            fromMax = here;
        }
        return fromMax;
    }

    // Each of `first` followed by each of `second`, in that order.
    private static List<CharRangeSet[]>? Product(List<CharRangeSet[]> first, List<CharRangeSet[]> second, Bounds bounds)
    {
        if ((long)first.Count * second.Count > bounds.MaxSequences) return null;
        var product = new List<CharRangeSet[]>(first.Count * second.Count);
        foreach (CharRangeSet[] head in first)
        {
            foreach (CharRangeSet[] tail in second) product.Add([.. head, .. tail]);
        }
        return bounds.Admit(product) ? product : null;
    }
}
