namespace Hotpath.RegularExpressions;

/// <summary>
/// Thrown for a well-formed .NET pattern that this linear-time engine cannot run: a construct that is not
/// regular (backreferences, lookarounds, atomic groups, balancing groups, conditionals, the RightToLeft option)
/// or a pattern larger than the configured limits.
/// </summary>
public sealed class RegexUnsupportedException : NotSupportedException
{
    /// <summary>Creates the exception for <paramref name="construct"/> found at <paramref name="offset"/> in <paramref name="pattern"/>.</summary>
    /// <param name="construct">The unsupported construct, e.g. "backreference" or "lookahead".</param>
    /// <param name="offset">The zero-based position of the construct in the pattern.</param>
    /// <param name="pattern">The pattern being translated.</param>
    public RegexUnsupportedException(string construct, int offset, string pattern)
        : base($"The pattern '{pattern}' uses {construct} at offset {offset}, which the linear-time engine does not support.")
    {
        Construct = construct;
        Offset = offset;
    }

    /// <summary>The unsupported construct, e.g. "backreference", "lookahead", "RightToLeft option".</summary>
    public string Construct { get; }

    /// <summary>The zero-based position of the construct in the pattern.</summary>
    public int Offset { get; }
}
