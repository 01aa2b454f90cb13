using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Tests.Translation;

/// <summary>A compact, readable rendering of HIR trees for assertions and failure messages.</summary>
internal static class HirPrinter
{
    public static string Print(HirNode node) => node switch
    {
        HirEmpty => "ε",
        HirLiteral literal => "'" + string.Concat(literal.Units.Select(Unit)) + "'",
        HirClass c => c.Set.ToString(),
        HirLook look => look.Look.ToString(),
        HirRepeat r => $"Rep({Print(r.Sub)},{r.Min},{(r.Max == HirRepeat.Unbounded ? "∞" : r.Max)}{(r.Greedy ? "" : ",lazy")})",
        HirCapture capture => $"Cap{capture.GroupNumber}({Print(capture.Sub)})",
        HirConcat concat => "Cat(" + string.Join(", ", concat.Parts.Select(Print)) + ")",
        HirAlternation alternation => "Alt(" + string.Join(", ", alternation.Branches.Select(Print)) + ")",
        _ => throw new InvalidOperationException(node.Kind.ToString()),
    };

    private static string Unit(char c) => c is >= ' ' and <= '~' ? c.ToString() : $"\\u{(int)c:X4}";
}
