using System.Runtime.CompilerServices;

namespace Hotpath.RegularExpressions.Hir;

/// <summary>Which units a HIR can consume: the question behind the reverse-inner and line strategies.</summary>
internal static class HirConsumption
{
    /// <summary>Whether some match of <paramref name="node"/> may consume <paramref name="unit"/> (assertions consume none).</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static bool CanConsume(HirNode node, char unit)
    {
        switch (node)
        {
            case HirLiteral literal:
                return literal.Units.Contains(unit);
            case HirClass cls:
                return cls.Set.Contains(unit);
            case HirCapture capture:
                return CanConsume(capture.Sub, unit);
            case HirRepeat repeat:
                return repeat.Max != 0 && CanConsume(repeat.Sub, unit);
            case HirConcat concat:
                foreach (HirNode part in concat.Parts)
                {
                    if (CanConsume(part, unit)) return true;
                }
                return false;
            case HirAlternation alternation:
                foreach (HirNode branch in alternation.Branches)
                {
                    if (CanConsume(branch, unit)) return true;
                }
                return false;
            default:
                return false;
        }
    }
}
