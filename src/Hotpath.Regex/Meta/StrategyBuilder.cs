using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Chooses and builds the <see cref="Strategy"/> for a translated regex, cheapest first: a pure literal
/// set needs no automaton (<see cref="LiteralStrategy"/>), nor does a regex that takes the rest of the
/// input (<see cref="RestOfInputStrategy"/>); otherwise lazy DFAs with a prefix prefilter
/// (<see cref="DfaStrategy"/>); the PikeVM alone when the DFA cannot express the regex (loops whose
/// body can match empty, <c>\G</c>).
/// </summary>
internal static class StrategyBuilder
{
    /// <summary>Builds the strategy for <paramref name="hir"/>; <paramref name="settings"/> bounds caches.</summary>
    public static Strategy Build(RegexHir hir, RegexSettings settings) => Build(hir, settings, StrategyKind.Auto);

    /// <summary>Builds the strategy of kind <paramref name="kind"/> when it can serve <paramref name="hir"/>.</summary>
    internal static Strategy Build(RegexHir hir, RegexSettings settings, StrategyKind kind)
    {
        ArgumentNullException.ThrowIfNull(hir);
        ArgumentNullException.ThrowIfNull(settings);
        if (kind is StrategyKind.Auto or StrategyKind.Literal && LiteralStrategy.TryCreate(hir) is { } literal) return literal;
        if (kind == StrategyKind.Auto && TryRestOfInput(hir) is { } rest) return rest;

        ThompsonNfa nfa = NfaCompiler.Compile(hir);
        if (kind == StrategyKind.PikeVm) return new PikeVmStrategy(nfa);

        bool anchoredAtStart = HirFacts.IsAnchoredAtStart(hir.Root);
        Prefilter? prefilter = anchoredAtStart ? null : PrefilterBuilder.ForPrefix(hir.Root);
        long capacity = settings.DfaCacheCapacityBytes;
        LazyDfa? forward = LazyDfa.TryCreate(nfa, DfaDirection.Forward, DfaMatchKind.LeftmostFirst, capacity, prefilterAware: prefilter is not null);
        if (forward is null) return new PikeVmStrategy(nfa);
        // The required-literal check only pays when no prefix prefilter already skips to candidates.
        string? required = prefilter is null ? RequiredLiteral.Find(hir.Root) : null;
        int wholeMatchGroup = hir.Root is HirCapture { Sub: var sub } && !HirFacts.HasCapture(sub) ? 1 : 0;
        // The reverse DFA accepts whatever the forward one does (same loops, no \G), so it is built lazily.
        LazyDfa? BuildReverse() => LazyDfa.TryCreate(NfaCompiler.Compile(HirReverser.Reverse(hir.Root), [0]), DfaDirection.Reverse, DfaMatchKind.All, capacity);
        return new DfaStrategy(nfa, forward, BuildReverse, prefilter, anchoredAtStart, HirFacts.FixedLength(hir.Root), required, wholeMatchGroup);
    }

    // A regex that takes the rest of the input, bare or wrapped in its only group.
    private static RestOfInputStrategy? TryRestOfInput(RegexHir hir)
    {
        if (hir.GroupNumbers.Length == 1 && HirFacts.TakesRestOfInput(hir.Root)) return new RestOfInputStrategy(slotCount: 2);
        if (hir.GroupNumbers.Length == 2 && hir.Root is HirCapture { Sub: var sub } && HirFacts.TakesRestOfInput(sub)) return new RestOfInputStrategy(slotCount: 4);
        return null;
    }
}
