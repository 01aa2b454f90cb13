using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// Extracts from a HIR the literals every match must start with (<see cref="ExtractionSide.Prefix"/>) or
/// end with (<see cref="ExtractionSide.Suffix"/>). Case-insensitive parts arrive as small classes
/// (<c>[Ss]</c>), so they expand into one literal per case variant, within <see cref="LiteralLimits"/>.
/// </summary>
/// <remarks>
/// Soundness is the only hard requirement: for a finite result, every match of the regex has one of the
/// literals at the chosen end. Zero-width assertions extract as the exact empty string (they consume
/// nothing), so <c>\bfoo\b</c> still yields <c>foo</c>; the assertion is re-checked by the engine that
/// confirms a candidate.
/// </remarks>
internal static class LiteralExtractor
{
    /// <summary>The literal sequence at <paramref name="side"/> of <paramref name="node"/>.</summary>
    public static LiteralSeq Extract(HirNode node, ExtractionSide side, LiteralLimits? limits = null)
    {
        ArgumentNullException.ThrowIfNull(node);
        limits ??= LiteralLimits.Default;
        // A lexer's alternation would otherwise build every branch's literals only to meet one branch that starts
        // with an identifier class, which makes the whole sequence infinite.
        return OuterClassTooLarge(node, side, limits) ? LiteralSeq.Infinite : Walk(node, side, limits);
    }

    /// <summary>
    /// Whether <see cref="Walk"/> certainly returns an infinite sequence because a class too large to expand sits at
    /// the outer end of <paramref name="node"/> on some path: found without building any sequence. A false answer
    /// decides nothing.
    /// </summary>
    /// <remarks>
    /// Infinity at the outer end propagates: a concatenation crosses its outer part first (the empty exact literal
    /// crossed with an infinite part is infinite), an alternation is infinite when any branch is, and a repetition
    /// that can iterate is infinite when its body is.
    /// </remarks>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static bool OuterClassTooLarge(HirNode node, ExtractionSide side, LiteralLimits limits)
    {
        switch (node)
        {
            case HirClass cls:
                return IsTooLarge(cls.Set, limits);
            case HirCapture capture:
                return OuterClassTooLarge(capture.Sub, side, limits);
            case HirRepeat repeat:
                return repeat.Max != 0 && OuterClassTooLarge(repeat.Sub, side, limits);
            case HirConcat { Parts.Length: > 0 } concat:
                return OuterClassTooLarge(side == ExtractionSide.Prefix ? concat.Parts[0] : concat.Parts[^1], side, limits);
            case HirAlternation alternation:
                foreach (HirNode branch in alternation.Branches)
                {
                    if (OuterClassTooLarge(branch, side, limits)) return true;
                }
                return false;
            default:
                return false;
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsTooLarge(CharRangeSet set, LiteralLimits limits)
    {
        int size = 0;
        foreach (CharRange range in set.Ranges)
        {
            size += range.Last - range.First + 1;
            if (size > limits.MaxClassSize) return true;
        }
        return false;
    }

    /// <summary>The literal sequence of <paramref name="node"/> built part by part, without the shortcut for an unbounded outer class.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    internal static LiteralSeq Walk(HirNode node, ExtractionSide side, LiteralLimits limits) => node switch
    {
        HirEmpty or HirLook => LiteralSeq.EmptyExact,
        HirLiteral literal => FromLiteral(literal.Units, side, limits),
        HirClass cls => FromClass(cls.Set, limits),
        HirCapture capture => Walk(capture.Sub, side, limits),
        HirRepeat repeat => FromRepeat(repeat, side, limits),
        HirConcat concat => FromConcat(concat.Parts, side, limits),
        HirAlternation alternation => FromAlternation(alternation.Branches, side, limits),
        _ => LiteralSeq.Infinite,
    };

    private static LiteralSeq FromLiteral(string units, ExtractionSide side, LiteralLimits limits)
    {
        if (units.Length <= limits.MaxLiteralLength) return LiteralSeq.OfDistinct([new Literal(units, true)]);
        string kept = side == ExtractionSide.Prefix ? units[..limits.MaxLiteralLength] : units[^limits.MaxLiteralLength..];
        return LiteralSeq.OfDistinct([new Literal(kept, false)]);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static LiteralSeq FromClass(CharRangeSet set, LiteralLimits limits)
    {
        if (IsTooLarge(set, limits)) return LiteralSeq.Infinite;
        var literals = new Literal[set.Count];
        int next = 0;
        foreach (CharRange range in set.Ranges)
        {
            for (int c = range.First; c <= range.Last; c++) literals[next++] = new Literal(((char)c).ToString(), true);
        }
        return LiteralSeq.OfDistinct(literals);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static LiteralSeq FromRepeat(HirRepeat repeat, ExtractionSide side, LiteralLimits limits)
    {
        if (repeat.Max == 0) return LiteralSeq.EmptyExact;
        LiteralSeq sub = Walk(repeat.Sub, side, limits);
        if (repeat.Min == 0)
        {
            // Zero iterations match the empty string, which also makes the whole sequence useless as a
            // prefilter on its own; it still matters when crossed with the parts around it. An optional part (`s?`)
            // is exactly its one iteration or nothing; more iterations leave the set open.
            LiteralSeq some = repeat.Max == 1 ? sub : sub.MakeInexact();
            return repeat.Greedy
                ? some.Union(LiteralSeq.EmptyExact, side, limits)
                : LiteralSeq.EmptyExact.Union(some, side, limits);
        }
        LiteralSeq result = sub;
        int expansions = Math.Min(repeat.Min, limits.MaxRepeatExpansion);
        for (int i = 1; i < expansions && result.CanExtend; i++)
        {
            result = result.Cross(sub, side, limits);
        }
        return expansions == repeat.Min && repeat.Max == repeat.Min ? result : result.MakeInexact();
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static LiteralSeq FromConcat(HirNode[] parts, ExtractionSide side, LiteralLimits limits)
    {
        LiteralSeq result = LiteralSeq.EmptyExact;
        for (int i = 0; i < parts.Length; i++)
        {
            HirNode part = side == ExtractionSide.Prefix ? parts[i] : parts[parts.Length - 1 - i];
            result = result.Cross(Walk(part, side, limits), side, limits);
            if (!result.CanExtend) break;
        }
        return result;
    }

    private static LiteralSeq FromAlternation(HirNode[] branches, ExtractionSide side, LiteralLimits limits) =>
        LiteralSeq.UnionAll(branches.Select(branch => Walk(branch, side, limits)), side, limits);
}
