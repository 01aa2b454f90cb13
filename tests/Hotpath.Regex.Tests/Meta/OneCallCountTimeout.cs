using RegexMatchTimeoutException = System.Text.RegularExpressions.RegexMatchTimeoutException;
using RegexOptions = System.Text.RegularExpressions.RegexOptions;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// Checks that a count reads the clock across matches, whether a strategy counts them in one call or the regex's loop
/// searches match by match: millions of short matches, each found by a search too short to read it, would otherwise run
/// to their end whatever the timeout.
/// </summary>
internal static class OneCallCountTimeout
{
    /// <summary>
    /// Counts five million repeats of <paramref name="piece"/> (one match each) with a 10 ms timeout and asserts that it
    /// times out: the matches take far longer than that (each costs nanoseconds), and the timeout still leaves room for
    /// the warm-up on a busy machine.
    /// </summary>
    public static void AssertTimesOut(string pattern, string piece)
    {
        // The search's code is compiled first, by a regex without a timeout.
        Assert.Equal(2, new Regex(pattern).Count(piece + piece));
        var timed = new Regex(pattern, RegexOptions.None, TimeSpan.FromMilliseconds(10));
        // Warm: whatever the count builds as it goes (DFA states) is built first, since building reads the clock too.
        Assert.Equal(2, timed.Count(piece + piece));
        string input = string.Concat(Enumerable.Repeat(piece, 5_000_000));
        Assert.Throws<RegexMatchTimeoutException>(() => timed.Count(input));
    }
}
