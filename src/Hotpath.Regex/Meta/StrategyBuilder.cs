using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Engines.LazyDfa;
using Hotpath.RegularExpressions.Hir;
using Hotpath.RegularExpressions.Literals;
using Hotpath.RegularExpressions.Nfa;
using Hotpath.RegularExpressions.Prefilters;

namespace Hotpath.RegularExpressions.Meta;

/// <summary>
/// Chooses and builds the <see cref="Strategy"/> for a translated regex, cheapest first: a pure literal
/// set needs no automaton (<see cref="LiteralStrategy"/>), nor does a literal beside word boundaries
/// (<see cref="AnchoredLiteralStrategy"/>), nor does a regex that takes the rest of the
/// input (<see cref="RestOfInputStrategy"/>) or a run of one class (<see cref="ClassRunStrategy"/>), nor does a field between two
/// delimiters (<see cref="DelimitedStrategy"/>), nor does the shortest span between two literals
/// (<see cref="ShortestSpanStrategy"/>), nor does a sequence of class runs whose neighbours share no unit
/// (<see cref="RunSequenceStrategy"/>), nor does an alternation of fixed class
/// sequences such as a case-insensitive word (<see cref="ClassSequenceStrategy"/>), nor does a part between greedy
/// <c>.*</c> loops whose match is its line (<see cref="DotStarLineStrategy"/>); otherwise lazy DFAs with a prefix prefilter
/// (<see cref="DfaStrategy"/>); the PikeVM alone when the DFA cannot express the regex (loops whose
/// body can match empty, <c>\G</c>).
/// </summary>
internal static class StrategyBuilder
{
    /// <summary>Builds the strategy for <paramref name="hir"/>; <paramref name="settings"/> bounds caches.</summary>
    public static Strategy Build(RegexHir hir, RegexSettings settings) => Build(hir, settings, StrategyKind.Auto);

    /// <summary>Builds the strategy of kind <paramref name="kind"/> when it can serve <paramref name="hir"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    internal static Strategy Build(RegexHir hir, RegexSettings settings, StrategyKind kind)
    {
        ArgumentNullException.ThrowIfNull(hir);
        ArgumentNullException.ThrowIfNull(settings);
        // The translator folds whatever cannot match into the root (see HirClass.Never), so only a regex that never
        // matches holds an empty class, and no strategy below needs to expect one. The PikeVM fails at every start at once.
        if (hir.Root is HirClass { NeverMatches: true }) return new PikeVmStrategy(NfaCompiler.Compile(hir));
        // One class is a search for any of its units, which the class run serves with a unit-set search and counts a
        // vector at a time; the literal strategy would search for as many one-unit strings, and count match by match.
        if (kind == StrategyKind.Auto && IsOneUnitClass(hir) && ClassRunStrategy.TryCreate(hir, () => Build(hir, settings, StrategyKind.Dfa)) is { } unitSet) return unitSet;
        if (kind is StrategyKind.Auto or StrategyKind.Literal && LiteralStrategy.TryCreate(hir, () => Build(hir, settings, StrategyKind.Dfa)) is { } literal) return literal;
        if (kind is StrategyKind.Auto or StrategyKind.AnchoredLiteral && AnchoredLiteralStrategy.TryCreate(hir) is { } wordLiteral) return wordLiteral;
        if (kind == StrategyKind.Auto && TryRestOfInput(hir) is { } rest) return rest;
        if (kind is StrategyKind.Auto or StrategyKind.ClassRun && ClassRunStrategy.TryCreate(hir, () => Build(hir, settings, StrategyKind.Dfa)) is { } run) return run;
        if (kind is StrategyKind.Auto or StrategyKind.Delimited && DelimitedStrategy.TryCreate(hir, () => Build(hir, settings, StrategyKind.Dfa)) is { } delimited) return delimited;
        if (kind is StrategyKind.Auto or StrategyKind.ShortestSpan && ShortestSpanStrategy.TryCreate(hir, () => Build(hir, settings, StrategyKind.Dfa)) is { } span) return span;
        if (kind is StrategyKind.Auto or StrategyKind.RunSequence && RunSequenceStrategy.TryCreate(hir, () => Build(hir, settings, StrategyKind.Dfa)) is { } runs) return runs;
        if (kind is StrategyKind.Auto or StrategyKind.ClassSequence && ClassSequenceStrategy.TryCreate(hir, () => Build(hir, settings, StrategyKind.Dfa)) is { } sequence) return sequence;
        if (kind == StrategyKind.Auto && RunSequenceStrategy.TryCreate(hir, () => Build(hir, settings, StrategyKind.Dfa), fixedSequences: true) is { } fixedRuns) return fixedRuns;
        if (kind is StrategyKind.Auto or StrategyKind.DotStarLine && DotStarLineStrategy.TryCreate(hir, middle => Build(middle, settings)) is { } line) return line;

        ThompsonNfa nfa = NfaCompiler.Compile(hir);
        if (kind == StrategyKind.PikeVm) return new PikeVmStrategy(nfa);

        bool anchoredAtStart = HirFacts.IsAnchoredAtStart(hir.Root);
        // A regex that only matches at the input's end is searched backwards from there (see DfaStrategy.FindAnchoredAtEnd),
        // which needs none of the forward search's skipping aids.
        bool anchoredAtEnd = !anchoredAtStart && HirFacts.IsAnchoredAtEnd(hir.Root);
        bool searchesForward = !anchoredAtStart && !anchoredAtEnd;
        // The units a match can begin with (null when a match can be empty).
        CharRangeSet? leading = LeadingClass.Compute(hir.Root);
        Prefilter? prefilter = searchesForward ? PrefilterBuilder.ForPrefix(hir.Root) : null;
        // A string-set search for the prefixes costs more per unit than a single-literal scan, so a rare inner
        // literal takes over: `(Monday|…|Sunday): (.*)` scans for `: ` instead of seven case-insensitive names.
        InnerLiteral? rareInner = prefilter is { IsStringSetSearch: true } ? InnerLiteral.FindRare(hir.Root) : null;
        if (rareInner is not null) prefilter = null;
        // A regex whose matches start at line starts (a multiline `^` leads it) is searched line by line, unless a literal
        // leads it, or one of two units or more drives an inner, suffix or line-scoped search (`def ` in `^\s*def \w+`):
        // a scan for its first unit (a digit, a letter) stops many times per line, and a one-unit literal (the `;` of a
        // field) can be as common as the text's punctuation.
        // A leading literal of units as common as line feeds (the spaces of `^(?: {4})+`) stops inside lines at least as
        // often as the line starts come, so the lines are searched instead.
        bool lineStartPattern = searchesForward && HirFacts.StartsAtLineStart(hir.Root)
            && (prefilter is null or CharClassPrefilter || prefilter is SingleLiteralPrefilter { Needle: var needle } && IsAsCommonAsLineFeeds(needle));
        if (lineStartPattern) prefilter = null;
        long capacity = settings.DfaCacheCapacityBytes;
        // Without a prefix prefilter, an inner literal the prefix cannot contain drives a reverse-inner search: one worth
        // searching for, or one rarer than the units a match starts with.
        InnerLiteralSearch? inner = prefilter is null && searchesForward
            && (rareInner ?? InnerLiteral.Find(hir.Root) ?? InnerLiteral.FindRarerThan(hir.Root, StartWeight(leading))) is { } innerLiteral
            && !(lineStartPattern && innerLiteral.Literal.Length < 2)
            ? InnerLiteralSearch.Create(hir, innerLiteral, capacity)
            : null;
        // Without either, a literal every match ends with drives a reverse-suffix search (when safe for the regex).
        SuffixLiteralSearch? suffix = prefilter is null && inner is null && searchesForward && SuffixLiteral.Find(hir.Root) is { } suffixLiteral
            && !(lineStartPattern && suffixLiteral.Length < 2)
            ? new SuffixLiteralSearch(suffixLiteral, nfa)
            : null;
        // The required-literal check only pays when neither a prefix prefilter nor the inner literal already skips to candidates,
        // and never for a search from the end, which reads only the tail a match could span.
        string? required = prefilter is null && inner is null && !anchoredAtEnd ? RequiredLiteral.Find(hir.Root) : null;
        // With nothing better than a required literal, a regex confined to lines searches only the lines that hold it.
        LineScope? lines = searchesForward ? LineScope.TryCreate(hir.Root, required) : null;
        if (lineStartPattern && inner is null && suffix is null && lines is null) prefilter = new LineStartPrefilter(leading);
        // Start tags let the forward scan skip to the next candidate in its start states, with the prefix prefilter or
        // the leading class's members.
        bool hasStartCandidates = prefilter is not null || searchesForward && leading is not null && !leading.Equals(CharRangeSet.All);
        LazyDfa? forward = LazyDfa.TryCreate(nfa, DfaDirection.Forward, DfaMatchKind.LeftmostFirst, capacity, prefilterAware: hasStartCandidates);
        if (forward is null) return new PikeVmStrategy(nfa);
        int wholeMatchGroup = hir.Root is HirCapture { Sub: var sub } && !HirFacts.HasCapture(sub) ? 1 : 0;
        // The reverse DFA accepts whatever the forward one does (same loops, no \G), so it is built lazily.
        LazyDfa? BuildReverse() => LazyDfa.TryCreate(NfaCompiler.Compile(HirReverser.Reverse(hir.Root), [0]), DfaDirection.Reverse, DfaMatchKind.All, capacity);
        // Every match starts at a prefix-prefilter candidate, or else with a unit of the leading class.
        Prefilter? BuildStartCandidates() => prefilter ?? leading switch
        {
            null => null,
            { } all when all.Equals(CharRangeSet.All) => EveryUnitPrefilter.Instance,
            { } units => new CharClassPrefilter(units),
        };
        return new DfaStrategy(nfa, forward, BuildReverse, prefilter, anchoredAtStart, anchoredAtStart ? leading : null,
            HirFacts.FixedLength(hir.Root), HirFacts.MinLength(hir.Root), required, wholeMatchGroup,
            searchesForward ? BuildStartCandidates : null, inner, lines, suffix, HirFacts.StartsWithDotStarWithinALine(hir.Root), anchoredAtEnd);
    }

    // Whether every unit of `literal` is estimated at least as common in text as the line feed (see UnitRarity.TextShare).
    private static bool IsAsCommonAsLineFeeds(string literal)
    {
        double lineFeeds = UnitRarity.TextShare(CharRangeSet.Single('\n'));
        foreach (char unit in literal)
        {
            if (UnitRarity.TextShare(CharRangeSet.Single(unit)) < lineFeeds) return false;
        }
        return true;
    }

    // How common the units a match starts with are (capped: a class such as \w is simply common); unknown starts
    // (a match that can be empty) weigh the cap.
    private static long StartWeight(CharRangeSet? leading) =>
        leading is null ? MaxStartWeight : UnitRarity.Weight(leading, MaxStartWeight);

    private const long MaxStartWeight = 1024;

    // A regex that takes the rest of the input, bare or wrapped in its only group.
    private static RestOfInputStrategy? TryRestOfInput(RegexHir hir)
    {
        if (hir.GroupNumbers.Length == 1 && HirFacts.TakesRestOfInput(hir.Root)) return new RestOfInputStrategy(slotCount: 2);
        if (hir.GroupNumbers.Length == 2 && hir.Root is HirCapture { Sub: var sub } && HirFacts.TakesRestOfInput(sub)) return new RestOfInputStrategy(slotCount: 4);
        return null;
    }

    // A regex that is one class of several units (maybe in its only group), as `[{}]`, `[，。：；？！]` or `([àé])`; a class
    // of one unit is a literal.
    private static bool IsOneUnitClass(RegexHir hir) =>
        (hir.Root is HirClass ? hir.Root : hir.GroupNumbers.Length == 2 && hir.Root is HirCapture { Sub: HirClass sub } ? sub : null) is HirClass { Set.Count: > 1 };
}
