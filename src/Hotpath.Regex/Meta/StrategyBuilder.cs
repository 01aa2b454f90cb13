using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Nfa;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>Chooses and builds the <see cref="Strategy"/> for a translated regex.</summary>
internal static class StrategyBuilder
{
    /// <summary>Builds the strategy for <paramref name="hir"/>; <paramref name="settings"/> bounds caches.</summary>
    public static Strategy Build(RegexHir hir, RegexSettings settings)
    {
        _ = settings;
        return new PikeVmStrategy(NfaCompiler.Compile(hir));
    }
}
