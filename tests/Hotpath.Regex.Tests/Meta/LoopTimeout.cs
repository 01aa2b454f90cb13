using RegexMatchTimeoutException = System.Text.RegularExpressions.RegexMatchTimeoutException;

namespace Hotpath.RegularExpressions.Tests.Meta;

/// <summary>
/// Checks that loops over many short matches or candidates read the clock across them (see <c>Meta/InputClock</c>):
/// millions of them, each found or rejected by work too short to read it, would otherwise run to their end whatever
/// the timeout. Each loop takes 50–150 ms over its five million pieces on this project's 2-core machine, far more than
/// the 10 ms timeout, which still leaves room for the warm-up on a busy machine.
/// </summary>
internal static class LoopTimeout
{
    /// <summary>A count of five million repeats of <paramref name="piece"/> (one match each) with a 10 ms timeout throws.</summary>
    public static void AssertCountTimesOut(string pattern, string piece)
    {
        Regex timed = Warmed(pattern, piece + piece, expected: 2);
        string input = string.Concat(Enumerable.Repeat(piece, 5_000_000));
        Assert.Throws<RegexMatchTimeoutException>(() => timed.Count(input));
    }

    /// <summary>
    /// A search over five million repeats of <paramref name="piece"/>, each a candidate that is no match, with a 10 ms
    /// timeout throws.
    /// </summary>
    public static void AssertSearchTimesOut(string pattern, string piece)
    {
        Regex timed = Warmed(pattern, piece + piece, expected: 0);
        string input = string.Concat(Enumerable.Repeat(piece, 5_000_000));
        Assert.Throws<RegexMatchTimeoutException>(() => timed.IsMatch(input));
    }

    // The search's code is compiled first, by a regex without a timeout; then whatever the timed regex builds as it goes
    // (DFA states) is built, since building reads the clock too.
    private static Regex Warmed(string pattern, string sample, int expected)
    {
        Assert.Equal(expected, new Regex(pattern).Count(sample));
        var timed = new Regex(pattern, RegexOptions.None, TimeSpan.FromMilliseconds(10));
        Assert.Equal(expected, timed.Count(sample));
        return timed;
    }
}
