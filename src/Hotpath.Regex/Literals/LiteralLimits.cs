namespace Hotpath.RegularExpressions.Literals;

/// <summary>
/// Bounds that keep literal extraction cheap and its result useful for a prefilter. Extraction never
/// fails because of a limit: it stops extending (literals become inexact) or gives up (the sequence
/// becomes infinite). Immutable and thread-safe.
/// </summary>
internal sealed record LiteralLimits
{
    /// <summary>The defaults: sized for the multi-string searchers (Teddy handles up to 64 patterns well).</summary>
    public static readonly LiteralLimits Default = new();

    /// <summary>A class with more members than this has no finite literal set (default 10: enough for <c>[0-9]</c> and case pairs).</summary>
    public int MaxClassSize { get; init; } = 10;

    /// <summary>Literals are cut to this many code units and become inexact (default 64).</summary>
    public int MaxLiteralLength { get; init; } = 64;

    /// <summary>A sequence never holds more literals than this (default 64).</summary>
    public int MaxLiteralCount { get; init; } = 64;

    /// <summary>Counted repetitions expand at most this many times before becoming inexact (default 16).</summary>
    public int MaxRepeatExpansion { get; init; } = 16;
}
