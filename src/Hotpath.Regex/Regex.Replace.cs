using System.Text;
using Hotpath.RegularExpressions.Meta;
using Hotpath.RegularExpressions.Replacement;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    // The last replacement parsed: callers usually repeat the same one.
    private ReplacementPattern? _lastReplacement;

    /// <summary>Replaces every match in <paramref name="input"/> with <paramref name="replacement"/> (.NET substitution syntax).</summary>
    /// <returns>The new string, or <paramref name="input"/> itself when nothing matched.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    /// <exception cref="System.Text.RegularExpressions.RegexMatchTimeoutException">A search ran longer than <see cref="MatchTimeout"/>.</exception>
    public string Replace(string input, string replacement) => Replace(input, replacement, -1, DefaultStartOf(input));

    /// <summary>Replaces the first <paramref name="count"/> matches (all when -1).</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is less than -1.</exception>
    /// <inheritdoc cref="Replace(string, string)"/>
    public string Replace(string input, string replacement, int count) => Replace(input, replacement, count, DefaultStartOf(input));

    /// <summary>Replaces the first <paramref name="count"/> matches (all when -1) found at or after <paramref name="startat"/>.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is less than -1 or <paramref name="startat"/> is outside the input.</exception>
    /// <inheritdoc cref="Replace(string, string)"/>
    public string Replace(string input, string replacement, int count, int startat) =>
        ReplaceCore(input, replacement, count, startat, CancellationToken.None);

    /// <summary>Replaces every match, checking <paramref name="cancellationToken"/> between matches.</summary>
    /// <exception cref="OperationCanceledException">The token was canceled.</exception>
    /// <inheritdoc cref="Replace(string, string)"/>
    public string Replace(string input, string replacement, CancellationToken cancellationToken) =>
        ReplaceCore(input, replacement, -1, DefaultStartOf(input), cancellationToken);

    /// <summary>Replaces every match with what <paramref name="evaluator"/> returns for it.</summary>
    /// <inheritdoc cref="Replace(string, string)"/>
    public string Replace(string input, MatchEvaluator evaluator) => Replace(input, evaluator, -1, DefaultStartOf(input));

    /// <summary>Replaces the first <paramref name="count"/> matches (all when -1) with what <paramref name="evaluator"/> returns.</summary>
    /// <inheritdoc cref="Replace(string, string, int)"/>
    public string Replace(string input, MatchEvaluator evaluator, int count) => Replace(input, evaluator, count, DefaultStartOf(input));

    /// <summary>Replaces the first <paramref name="count"/> matches at or after <paramref name="startat"/> with what <paramref name="evaluator"/> returns.</summary>
    /// <inheritdoc cref="Replace(string, string, int, int)"/>
    public string Replace(string input, MatchEvaluator evaluator, int count, int startat)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(evaluator);
        ValidateReplaceArguments(input, count, startat);
        if (count == 0) return input;
        if (_bcl is not null) return FallbackReplace(input, evaluator, count, startat);
        Match match = RunMatch(input, 0, input.Length, startat);
        if (!match.Success) return input;
        var builder = new StringBuilder(input.Length);
        int copied = 0;
        for (; match.Success && count != 0; match = match.NextMatch(), count--)
        {
            builder.Append(input, copied, match.Index - copied).Append(evaluator(match));
            copied = match.Index + match.Length;
        }
        return builder.Append(input, copied, input.Length - copied).ToString();
    }

    private string ReplaceCore(string input, string replacement, int count, int startat, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(replacement);
        ValidateReplaceArguments(input, count, startat);
        ReplacementPattern pattern = ReplacementFor(replacement);
        if (count == 0) return input;
        if (_bcl is not null) return FallbackReplace(input, replacement, count, startat, cancellationToken);

        int[] slots = new int[_strategy.SlotCount];
        StringBuilder? builder = null;
        int copied = 0;
        StrategyCache cache = RentCache(input);
        SearchStart next = startat;
        while (count != 0 && _strategy.TryFindCaptures(input, next, cache, slots))
        {
            cancellationToken.ThrowIfCancellationRequested();
            builder ??= new StringBuilder(input.Length);
            builder.Append(input, copied, slots[0] - copied);
            pattern.AppendTo(builder, input, slots);
            copied = slots[1];
            count--;
            if (!SearchStart.TryResume(slots[0], slots[1], input.Length, out next)) break;
        }
        ReturnCache(cache);
        return builder is null ? input : builder.Append(input, copied, input.Length - copied).ToString();
    }

    /// <summary>The expansion of <paramref name="replacement"/> for <paramref name="match"/> over <paramref name="text"/> with its group <paramref name="slots"/> (see <see cref="Match.Result"/>).</summary>
    internal string Expand(Match match, string text, int[] slots, string replacement)
    {
        if (match.BclMatch is { } bclMatch) return FromBcl(() => bclMatch.Result(replacement));
        var builder = new StringBuilder();
        ReplacementFor(replacement).AppendTo(builder, text, slots);
        return builder.ToString();
    }

    private ReplacementPattern ReplacementFor(string replacement)
    {
        ReplacementPattern? last = Volatile.Read(ref _lastReplacement);
        if (last is not null && last.Pattern == replacement) return last;
        ReplacementPattern parsed;
        try
        {
            parsed = ReplacementPattern.Parse(replacement, Groups, (Options & RegexOptions.ECMAScript) != 0);
        }
        catch (ArgumentException)
        {
            // The BCL's replacement parser names the error and its offset.
            System.Text.RegularExpressions.Regex bcl = _bcl ?? new(_pattern, Options.ToBcl());
            RegexParseException? bclError = BclInterop.ParseErrorOf(() => bcl.Replace(string.Empty, replacement));
            if (bclError is null) throw;
            throw bclError;
        }
        Volatile.Write(ref _lastReplacement, parsed);
        return parsed;
    }

    // A null input is reported by the method's own check, not here.
    private int DefaultStartOf(string? input) => input is null ? 0 : DefaultStart(input.Length);

    private static void ValidateReplaceArguments(string input, int count, int startat)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(count, -1);
        ValidateStart(startat, input.Length);
    }
}
