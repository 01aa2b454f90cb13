namespace Hotpath.RegularExpressions;

/// <summary>
/// Bounds on pattern size that keep the compiled automaton small. .NET accepts repetition counts up to
/// <see cref="int.MaxValue"/>, but an automaton expands counted repetitions, so this engine refuses patterns
/// beyond these limits with a <see cref="RegexUnsupportedException"/> that names the limit. Set them through
/// <see cref="RegexSettings.Limits"/>. Immutable and thread-safe.
/// </summary>
public sealed record RegexLimits
{
    private readonly int _maxRepetitionCount = 10_000;
    private readonly int _maxExpandedSize = 2_000_000;
    private readonly int _maxNestingDepth = 1_000;

    /// <summary>The defaults: repetition bound 10,000, expanded size 2,000,000, nesting depth 1,000.</summary>
    public static RegexLimits Default { get; } = new();

    /// <summary>The largest bound allowed in <c>{n}</c>, <c>{n,}</c>, <c>{n,m}</c> (default 10,000).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public int MaxRepetitionCount { get => _maxRepetitionCount; init => _maxRepetitionCount = Positive(value); }

    /// <summary>
    /// The largest total size of the pattern once counted repetitions are expanded, in HIR units (one per literal
    /// unit, class, assertion or group; default 2,000,000, enough for a 120,000-word alternation).
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public int MaxExpandedSize { get => _maxExpandedSize; init => _maxExpandedSize = Positive(value); }

    /// <summary>The deepest nesting of groups allowed (default 1,000).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public int MaxNestingDepth { get => _maxNestingDepth; init => _maxNestingDepth = Positive(value); }

    private static int Positive(int value)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(value);
        return value;
    }
}
