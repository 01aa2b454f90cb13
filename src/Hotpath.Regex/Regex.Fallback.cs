using System.Text;
using BclMatch = System.Text.RegularExpressions.Match;
using BclRegexParseException = System.Text.RegularExpressions.RegexParseException;
using BclTimeoutException = System.Text.RegularExpressions.RegexMatchTimeoutException;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    // A regex that is not linear hands each whole operation to the BCL's regex (see _bcl) rather than driving it
    // match by match: RightToLeft enumerates from the end, Replace and Split then assemble in the BCL's order, and
    // a resumed search keeps the BCL's lookbehind context. Only the failures are translated to Hotpath's types.

    /// <summary>The BCL's answer for a regex that is not linear, with its timeouts and replacement errors as Hotpath's exceptions.</summary>
    private static T FromBcl<T>(Func<T> call)
    {
        try
        {
            return call();
        }
        catch (BclTimeoutException e) when (e is not RegexMatchTimeoutException)
        {
            throw BclInterop.FromBcl(e);
        }
        catch (BclRegexParseException e)
        {
            throw BclInterop.FromBcl(e);
        }
    }

    /// <summary>Wraps the BCL's match (over <paramref name="text"/>) as Hotpath's.</summary>
    internal Match WrapBclMatch(string text, BclMatch match) =>
        match.Success ? RegularExpressions.Match.FromBcl(this, text, match) : RegularExpressions.Match.Empty;

    /// <summary>The BCL's next match after <paramref name="match"/>.</summary>
    internal Match NextBclMatch(string text, BclMatch match) => WrapBclMatch(text, FromBcl(match.NextMatch));

    private Match FallbackMatch(string text, int windowStart, int windowEnd, int startat)
    {
        System.Text.RegularExpressions.Regex bcl = _bcl!;
        BclMatch match = windowStart == 0 && windowEnd == text.Length
            ? FromBcl(() => bcl.Match(text, startat))
            : FromBcl(() => bcl.Match(text, windowStart, windowEnd - windowStart));
        return WrapBclMatch(text, match);
    }

    private bool FallbackIsMatch(ReadOnlySpan<char> input, int startat)
    {
        try
        {
            return _bcl!.IsMatch(input, startat);
        }
        catch (BclTimeoutException e)
        {
            throw BclInterop.FromBcl(e);
        }
    }

    private int FallbackCount(ReadOnlySpan<char> input, int startat, CancellationToken cancellationToken)
    {
        try
        {
            if (!cancellationToken.CanBeCanceled) return _bcl!.Count(input, startat);
            int count = 0;
            foreach (System.Text.RegularExpressions.ValueMatch _ in _bcl!.EnumerateMatches(input, startat))
            {
                count++;
                cancellationToken.ThrowIfCancellationRequested();
            }
            return count;
        }
        catch (BclTimeoutException e)
        {
            throw BclInterop.FromBcl(e);
        }
    }

    private string FallbackReplace(string input, string replacement, int count, int startat, CancellationToken cancellationToken)
    {
        System.Text.RegularExpressions.Regex bcl = _bcl!;
        if (!cancellationToken.CanBeCanceled) return FromBcl(() => bcl.Replace(input, replacement, count, startat));
        // The BCL has no cancellable Replace; the token is checked at every match, as Hotpath's own loop does.
        ReplacementFor(replacement);
        return FromBcl(() => bcl.Replace(input, match =>
        {
            cancellationToken.ThrowIfCancellationRequested();
            return match.Result(replacement);
        }, count, startat));
    }

    private string FallbackReplace(string input, MatchEvaluator evaluator, int count, int startat)
    {
        System.Text.RegularExpressions.Regex bcl = _bcl!;
        return FromBcl(() => bcl.Replace(input, match => evaluator(WrapBclMatch(input, match)), count, startat));
    }

    private string[] FallbackSplit(string input, int count, int startat)
    {
        System.Text.RegularExpressions.Regex bcl = _bcl!;
        return FromBcl(() => bcl.Split(input, count, startat));
    }

    /// <summary>UTF-8 input for a regex that is not linear: transcoded once and searched by the BCL.</summary>
    private static string Transcode(ReadOnlySpan<byte> utf8) => Encoding.UTF8.GetString(utf8);
}
