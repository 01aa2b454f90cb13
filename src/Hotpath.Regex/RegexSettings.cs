namespace Hotpath.RegularExpressions;

/// <summary>
/// Engine settings beyond the BCL's <see cref="System.Text.RegularExpressions.RegexOptions"/>. Immutable
/// and thread-safe; <see cref="Default"/> holds the documented defaults.
/// </summary>
public sealed record RegexSettings
{
    private readonly long _dfaCacheCapacityBytes = 2 * 1024 * 1024;
    private readonly RegexLimits _limits = RegexLimits.Default;

    /// <summary>The defaults: a 2 MiB DFA cache, no backtracking fallback, and <see cref="RegexLimits.Default"/>.</summary>
    public static RegexSettings Default { get; } = new();

    /// <summary>
    /// The memory the lazy DFA may use for its state cache, per regex and thread (default 2 MiB). When
    /// the cache fills too often the DFA gives up and the search continues on the PikeVM, so a small value
    /// costs speed, never correctness.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public long DfaCacheCapacityBytes
    {
        get => _dfaCacheCapacityBytes;
        init
        {
            ArgumentOutOfRangeException.ThrowIfNegativeOrZero(value);
            _dfaCacheCapacityBytes = value;
        }
    }

    /// <summary>
    /// When true, a pattern this engine cannot run (one for which it would throw
    /// <see cref="RegexUnsupportedException"/>: backreferences, lookarounds, atomic groups, conditionals,
    /// RightToLeft…) runs on <see cref="System.Text.RegularExpressions.Regex"/> instead, with the same
    /// API and results but the BCL's performance and backtracking behaviour (no linear-time guarantee;
    /// span and UTF-8 inputs are copied to strings). Default false: such patterns throw.
    /// </summary>
    public bool BacktrackingFallback { get; init; }

    /// <summary>Bounds on pattern size (repetition counts, expanded size, nesting); default <see cref="RegexLimits.Default"/>.</summary>
    /// <exception cref="ArgumentNullException">The value is null.</exception>
    public RegexLimits Limits
    {
        get => _limits;
        init
        {
            ArgumentNullException.ThrowIfNull(value);
            _limits = value;
        }
    }
}
