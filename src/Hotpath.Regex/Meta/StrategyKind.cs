namespace Hotpath.RegularExpressions.Meta;

/// <summary>Which strategy <see cref="StrategyBuilder"/> builds; tests and benchmarks force one to compare them.</summary>
internal enum StrategyKind
{
    /// <summary>The fastest strategy that can serve the regex.</summary>
    Auto,

    /// <summary>The PikeVM alone.</summary>
    PikeVm,

    /// <summary>Lazy DFAs with the PikeVM for groups (falls back to <see cref="PikeVm"/> when the DFA cannot run the regex).</summary>
    Dfa,

    /// <summary>A maximal run of one class between optional word boundaries (falls back like <see cref="Auto"/> when the regex has another shape).</summary>
    ClassRun,

    /// <summary>An alternation of fixed class sequences checked at prefilter candidates (falls back like <see cref="Auto"/> otherwise).</summary>
    ClassSequence,

    /// <summary>A field between two delimiters whose inside excludes the closing one (falls back like <see cref="Auto"/> otherwise).</summary>
    Delimited,

    /// <summary>The shortest span between two literals, a lazy loop of any unit between them (falls back like <see cref="Auto"/> otherwise).</summary>
    ShortestSpan,

    /// <summary>Literal search only (falls back like <see cref="Auto"/> when the regex is not a literal set).</summary>
    Literal,

    /// <summary>One literal beside word boundaries or line anchors (falls back like <see cref="Auto"/> otherwise).</summary>
    AnchoredLiteral,

    /// <summary>A sequence of class runs whose neighbours share no unit (falls back like <see cref="Auto"/> otherwise).</summary>
    RunSequence,

    /// <summary>A part that never crosses a line break, then greedy <c>.*</c>, maybe after <c>.*</c> (falls back like <see cref="Auto"/> otherwise).</summary>
    DotStarLine,
}
