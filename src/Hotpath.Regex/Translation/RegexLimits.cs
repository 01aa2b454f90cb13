namespace Hotpath.RegularExpressions.Translation;

/// <summary>
/// Bounds on pattern size that keep the compiled automaton small. .NET accepts repetition counts up to
/// <see cref="int.MaxValue"/>, but an automaton expands counted repetitions, so this engine refuses patterns
/// beyond these limits with a <see cref="RegexUnsupportedException"/>. Immutable and thread-safe.
/// </summary>
/// <param name="MaxRepetitionCount">The largest bound allowed in <c>{n}</c>, <c>{n,}</c>, <c>{n,m}</c> (default 10,000).</param>
/// <param name="MaxExpandedSize">
/// The largest total size of the pattern once counted repetitions are expanded, in HIR units (one per literal
/// unit, class, assertion or group; default 2,000,000, enough for a 120,000-word alternation).
/// </param>
/// <param name="MaxNestingDepth">The deepest nesting of groups allowed (default 1,000).</param>
internal sealed record RegexLimits(int MaxRepetitionCount = 10_000, int MaxExpandedSize = 2_000_000, int MaxNestingDepth = 1_000)
{
    /// <summary>The defaults described on the constructor parameters.</summary>
    public static RegexLimits Default { get; } = new();
}
