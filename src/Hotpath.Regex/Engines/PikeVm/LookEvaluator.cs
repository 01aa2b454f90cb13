using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Unicode;

namespace Hotpath.RegularExpressions.Engines.PikeVm;

/// <summary>Decides zero-width assertions at a position, exactly as .NET's interpreter does.</summary>
internal static class LookEvaluator
{
    /// <summary>Whether <paramref name="look"/> holds at <paramref name="position"/> ; <c>\G</c> holds at <paramref name="anchor"/>.</summary>
    public static bool Holds<THaystack>(LookKind look, scoped ref THaystack haystack, int position, int anchor)
        where THaystack : struct, IHaystack, allows ref struct
    {
        switch (look)
        {
            case LookKind.Start:
                return position == 0;
            case LookKind.SearchStart:
                return position == anchor;
            case LookKind.End:
                return position == haystack.End;
            case LookKind.EndZ:
                return !haystack.TryRead(position, out char unit, out int next)
                    || (unit == '\n' && next == haystack.End);
            case LookKind.LineStart:
                return position == 0 || haystack.UnitBefore(position) == '\n';
            case LookKind.LineEnd:
                return !haystack.TryRead(position, out unit, out _) || unit == '\n';
            case LookKind.WordBoundary:
            case LookKind.NonWordBoundary:
            {
                bool before = haystack.UnitBefore(position) is int b and >= 0 && BoundaryWordCharacters.IsBoundaryWordChar((char)b);
                bool after = haystack.TryRead(position, out unit, out _) && BoundaryWordCharacters.IsBoundaryWordChar(unit);
                return (before != after) == (look == LookKind.WordBoundary);
            }
            case LookKind.EcmaWordBoundary:
            case LookKind.NonEcmaWordBoundary:
            {
                bool before = haystack.UnitBefore(position) is int b and >= 0 && BoundaryWordCharacters.IsEcmaWordChar((char)b);
                bool after = haystack.TryRead(position, out unit, out _) && BoundaryWordCharacters.IsEcmaWordChar(unit);
                return (before != after) == (look == LookKind.EcmaWordBoundary);
            }
            default:
                throw new InvalidOperationException($"Unknown look {look}.");
        }
    }
}
