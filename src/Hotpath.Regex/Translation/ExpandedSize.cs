using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Translation;

/// <summary>
/// Estimates how many units an automaton built from a HIR tree needs once counted repetitions are
/// expanded, saturating instead of overflowing, to enforce <see cref="RegexLimits.MaxExpandedSize"/>.
/// </summary>
internal static class ExpandedSize
{
    private const long Saturated = long.MaxValue / 4;

    /// <summary>The estimated expanded size of <paramref name="node"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static long Of(HirNode node) => node switch
    {
        HirEmpty => 0,
        HirLiteral literal => literal.Units.Length,
        HirClass or HirLook => 1,
        HirCapture capture => Add(Of(capture.Sub), 2),
        HirConcat concat => Sum(concat.Parts),
        HirAlternation alternation => Add(Sum(alternation.Branches), alternation.Branches.Length),
        HirRepeat repeat => Add(Multiply(Of(repeat.Sub), repeat.Max == HirRepeat.Unbounded ? Math.Max(repeat.Min, 1) : repeat.Max), 1),
        _ => throw new InvalidOperationException($"Unknown HIR node {node.Kind}."),
    };

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static long Sum(HirNode[] nodes)
    {
        long total = 0;
        foreach (HirNode node in nodes) total = Add(total, Of(node));
        return total;
    }

    private static long Add(long a, long b) => Math.Min(a + b, Saturated);

    private static long Multiply(long a, long b) => b != 0 && a > Saturated / b ? Saturated : a * b;
}
