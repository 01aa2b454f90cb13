using Hotpath.RegularExpressions.Hir;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>Structural facts about a HIR that decide which strategy can serve it.</summary>
internal static class HirFacts
{
    /// <summary>Whether every match must start at the start of the input (<c>\A</c>, or <c>^</c> without Multiline).</summary>
    public static bool IsAnchoredAtStart(HirNode node) => node switch
    {
        HirLook look => look.Look == LookKind.Start,
        HirCapture capture => IsAnchoredAtStart(capture.Sub),
        HirConcat concat => IsAnchoredAtStart(concat.Parts[0]),
        HirAlternation alternation => alternation.Branches.All(IsAnchoredAtStart),
        HirRepeat repeat => repeat.Min > 0 && IsAnchoredAtStart(repeat.Sub),
        _ => false,
    };

    /// <summary>Whether <paramref name="node"/> contains a zero-width assertion.</summary>
    public static bool HasLook(HirNode node) => node switch
    {
        HirLook => true,
        HirCapture capture => HasLook(capture.Sub),
        HirRepeat repeat => HasLook(repeat.Sub),
        HirConcat concat => concat.Parts.Any(HasLook),
        HirAlternation alternation => alternation.Branches.Any(HasLook),
        _ => false,
    };
}
