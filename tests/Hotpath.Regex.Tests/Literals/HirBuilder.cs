using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Tests.Literals;

/// <summary>Short constructors for hand-built HIR in literal and prefilter tests.</summary>
internal static class H
{
    public static HirNode Lit(string units) => new HirLiteral(units);

    public static HirNode Cls(string members) => new HirClass(CharRangeSet.FromRanges(members.Select(c => new CharRange(c, c))));

    public static HirNode Range(char first, char last) => new HirClass(CharRangeSet.FromRanges([new CharRange(first, last)]));

    public static HirNode Cat(params HirNode[] parts) => new HirConcat(parts);

    public static HirNode Alt(params HirNode[] branches) => new HirAlternation(branches);

    public static HirNode Star(HirNode sub, bool greedy = true) => new HirRepeat(sub, 0, HirRepeat.Unbounded, greedy);

    public static HirNode Plus(HirNode sub) => new HirRepeat(sub, 1, HirRepeat.Unbounded, true);

    public static HirNode Rep(HirNode sub, int min, int max) => new HirRepeat(sub, min, max, true);

    public static HirNode Group(HirNode sub) => new HirCapture(1, sub);

    public static HirNode Look(LookKind kind) => new HirLook(kind);

    /// <summary>A case-insensitive ASCII word as the translator produces it: one two-member class per letter.</summary>
    public static HirNode IgnoreCase(string word) =>
        Cat([.. word.Select(c => char.IsLetter(c) ? Cls($"{char.ToUpperInvariant(c)}{char.ToLowerInvariant(c)}") : Lit(c.ToString()))]);
}
