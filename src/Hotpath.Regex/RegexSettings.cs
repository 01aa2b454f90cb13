namespace Hotpath.RegularExpressions;

/// <summary>
/// Engine settings beyond the BCL's <see cref="System.Text.RegularExpressions.RegexOptions"/>. Immutable
/// and thread-safe; <see cref="Default"/> holds the documented defaults.
/// </summary>
public sealed record RegexSettings
{
    private readonly long _dfaCacheCapacityBytes = 2 * 1024 * 1024;
    private readonly RegexLimits _limits = RegexLimits.Default;

    /// <summary>The defaults: a 2 MiB DFA cache, the backtracking fallback on, and <see cref="RegexLimits.Default"/>.</summary>
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
    /// When true (the default), a pattern that is not regular (backreferences, lookarounds, atomic groups,
    /// conditionals, balancing groups, RightToLeft) runs on <see cref="System.Text.RegularExpressions.Regex"/>
    /// behind the same API, with the BCL's results, match timeout and backtracking running time
    /// (<see cref="Regex.IsLinear"/> is false; span and UTF-8 inputs are copied). False makes such patterns throw
    /// <see cref="RegexUnsupportedException"/>, for users who need the linear-time guarantee.
    /// </summary>
    public bool BacktrackingFallback { get; init; } = true;

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
