using BclRegexParseException = System.Text.RegularExpressions.RegexParseException;
using BclTimeoutException = System.Text.RegularExpressions.RegexMatchTimeoutException;

namespace Hotpath.RegularExpressions;

/// <summary>
/// Makes Hotpath's failures exactly the BCL's. A malformed pattern's error code and offset come from the BCL's own
/// parser, asked only once Hotpath's parser has rejected the pattern, so they agree by construction rather than by
/// keeping two tables of messages in step.
/// </summary>
internal static class BclInterop
{
    /// <summary>
    /// Runs <paramref name="bclCall"/> (a BCL call given the same pattern) and returns its parse error as Hotpath's
    /// exception, or null when the BCL accepts what Hotpath rejected.
    /// </summary>
    public static RegexParseException? ParseErrorOf(Action bclCall)
    {
        try
        {
            bclCall();
            return null;
        }
        catch (BclRegexParseException e)
        {
            return FromBcl(e);
        }
    }

    /// <summary>The BCL's parse error as Hotpath's exception (same error, offset and message).</summary>
    public static RegexParseException FromBcl(BclRegexParseException e) => new((RegexParseError)e.Error, e.Offset, e.Message);

    /// <summary>The BCL's timeout as Hotpath's exception (same input, pattern, timeout and message).</summary>
    public static RegexMatchTimeoutException FromBcl(BclTimeoutException e) => new(e.Input, e.Pattern, e.MatchTimeout);

    /// <summary>The BCL's options for Hotpath's (the values are the same).</summary>
    public static System.Text.RegularExpressions.RegexOptions ToBcl(this RegexOptions options) => (System.Text.RegularExpressions.RegexOptions)options;
}
