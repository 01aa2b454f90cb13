using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Engines.LazyDfa;

/// <summary>
/// Reverses a HIR so that it matches the reversed strings: the input for the reverse DFA that finds where
/// a match starts. Captures are dropped (the reverse DFA only reports positions) and zero-width
/// assertions are kept as they are, because the DFA decides them in haystack order whatever the scan
/// direction.
/// </summary>
internal static class HirReverser
{
    /// <summary>The reversed form of <paramref name="node"/>.</summary>
    public static HirNode Reverse(HirNode node)
    {
        ArgumentNullException.ThrowIfNull(node);
        return node switch
        {
            HirLiteral literal => new HirLiteral(ReverseUnits(literal.Units)),
            HirCapture capture => Reverse(capture.Sub),
            HirRepeat repeat => new HirRepeat(Reverse(repeat.Sub), repeat.Min, repeat.Max, repeat.Greedy),
            HirConcat concat => new HirConcat([.. concat.Parts.Reverse().Select(Reverse)]),
            HirAlternation alternation => new HirAlternation([.. alternation.Branches.Select(Reverse)]),
            _ => node,
        };
    }

    private static string ReverseUnits(string units)
    {
        // Code units, not scalars: the DFA reads UTF-16 units, so a surrogate pair is read low then high.
        char[] reversed = units.ToCharArray();
        Array.Reverse(reversed);
        return new string(reversed);
    }
}
