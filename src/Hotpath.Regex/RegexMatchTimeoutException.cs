namespace Hotpath.RegularExpressions;

/// <summary>
/// Thrown when a search runs longer than the regex's <see cref="Regex.MatchTimeout"/>. It derives from the BCL's
/// <see cref="System.Text.RegularExpressions.RegexMatchTimeoutException"/>, so existing <c>catch</c> blocks for
/// either type catch it.
/// </summary>
public class RegexMatchTimeoutException : System.Text.RegularExpressions.RegexMatchTimeoutException
{
    /// <summary>Creates the exception with a system-supplied message.</summary>
    public RegexMatchTimeoutException()
    {
    }

    /// <summary>Creates the exception with <paramref name="message"/>.</summary>
    /// <param name="message">What happened.</param>
    public RegexMatchTimeoutException(string message)
        : base(message)
    {
    }

    /// <summary>Creates the exception with <paramref name="message"/> and the exception that caused it.</summary>
    /// <param name="message">What happened.</param>
    /// <param name="inner">The cause.</param>
    public RegexMatchTimeoutException(string message, Exception inner)
        : base(message, inner)
    {
    }

    /// <summary>Creates the exception for a search of <paramref name="regexPattern"/> in <paramref name="regexInput"/> that passed <paramref name="matchTimeout"/>.</summary>
    /// <param name="regexInput">The input being searched.</param>
    /// <param name="regexPattern">The pattern.</param>
    /// <param name="matchTimeout">The timeout that passed.</param>
    public RegexMatchTimeoutException(string regexInput, string regexPattern, TimeSpan matchTimeout)
        : base(regexInput, regexPattern, matchTimeout)
    {
    }
}
