using System.Runtime.CompilerServices;
using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    /// <summary>Whether the regex matches anywhere in <paramref name="input"/>.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="input"/> is null.</exception>
    /// <exception cref="System.Text.RegularExpressions.RegexMatchTimeoutException">The search ran longer than <see cref="MatchTimeout"/>.</exception>
    public bool IsMatch(string input)
    {
        ArgumentNullException.ThrowIfNull(input);
        return IsMatchCore(input, DefaultStart(input.Length), input);
    }

    /// <summary>Whether the regex matches in <paramref name="input"/> at or after <paramref name="startat"/> (where <c>\G</c> holds).</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="startat"/> is outside the input.</exception>
    /// <inheritdoc cref="IsMatch(string)"/>
    public bool IsMatch(string input, int startat)
    {
        ArgumentNullException.ThrowIfNull(input);
        ValidateStart(startat, input.Length);
        return IsMatchCore(input, startat, input);
    }

    /// <summary>Whether the regex matches anywhere in <paramref name="input"/>. Allocates nothing.</summary>
    /// <exception cref="System.Text.RegularExpressions.RegexMatchTimeoutException">The search ran longer than <see cref="MatchTimeout"/>.</exception>
    public bool IsMatch(ReadOnlySpan<char> input) => IsMatchCore(input, DefaultStart(input.Length), null);

    /// <summary>Whether the regex matches in <paramref name="input"/> at or after <paramref name="startat"/>. Allocates nothing.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="startat"/> is outside the input.</exception>
    /// <inheritdoc cref="IsMatch(ReadOnlySpan{char})"/>
    public bool IsMatch(ReadOnlySpan<char> input, int startat)
    {
        ValidateStart(startat, input.Length);
        return IsMatchCore(input, startat, null);
    }

    /// <summary>Whether the regex matches anywhere in UTF-8 <paramref name="utf8"/> (searched without transcoding). Allocates nothing.</summary>
    /// <inheritdoc cref="IsMatch(ReadOnlySpan{char})"/>
    public bool IsMatch(ReadOnlySpan<byte> utf8)
    {
        if (_bcl is not null) return IsMatch(Transcode(utf8));
        StrategyCache cache = RentCache(null);
        bool found = _strategy.IsMatch(utf8, 0, cache);
        ReturnCache(cache);
        return found;
    }

    /// <summary>Finds the first match in <paramref name="input"/>.</summary>
    /// <returns>The match; test <see cref="Group.Success"/>.</returns>
    /// <inheritdoc cref="IsMatch(string)"/>
    public Match Match(string input)
    {
        ArgumentNullException.ThrowIfNull(input);
        return RunMatch(input, 0, input.Length, DefaultStart(input.Length));
    }

    /// <summary>Finds the first match in <paramref name="input"/> at or after <paramref name="startat"/>; text before it stays visible to <c>\b</c> and <c>^</c>.</summary>
    /// <inheritdoc cref="IsMatch(string, int)"/>
    public Match Match(string input, int startat)
    {
        ArgumentNullException.ThrowIfNull(input);
        ValidateStart(startat, input.Length);
        return RunMatch(input, 0, input.Length, startat);
    }

    /// <summary>
    /// Finds the first match inside <c>input[beginning..(beginning + length)]</c>, which the search treats
    /// as the whole input (anchors and <c>\b</c> see nothing outside it), as the BCL does.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The range is outside the input.</exception>
    /// <inheritdoc cref="IsMatch(string)"/>
    public Match Match(string input, int beginning, int length)
    {
        ArgumentNullException.ThrowIfNull(input);
        ValidateStart(beginning, input.Length);
        if ((uint)length > (uint)(input.Length - beginning)) throw new ArgumentOutOfRangeException(nameof(length));
        return RunMatch(input, beginning, beginning + length, RightToLeft ? beginning + length : beginning);
    }

    /// <summary>All matches in <paramref name="input"/>, found lazily as the collection is read.</summary>
    /// <inheritdoc cref="IsMatch(string)"/>
    public MatchCollection Matches(string input)
    {
        ArgumentNullException.ThrowIfNull(input);
        return new MatchCollection(RunMatch(input, 0, input.Length, DefaultStart(input.Length)));
    }

    /// <summary>All matches in <paramref name="input"/> at or after <paramref name="startat"/>, found lazily.</summary>
    /// <inheritdoc cref="IsMatch(string, int)"/>
    public MatchCollection Matches(string input, int startat)
    {
        ArgumentNullException.ThrowIfNull(input);
        ValidateStart(startat, input.Length);
        return new MatchCollection(RunMatch(input, 0, input.Length, startat));
    }

    /// <summary>The number of matches in <paramref name="input"/>.</summary>
    /// <inheritdoc cref="IsMatch(string)"/>
    public int Count(string input)
    {
        ArgumentNullException.ThrowIfNull(input);
        return CountCore(input, DefaultStart(input.Length), input, CancellationToken.None);
    }

    /// <summary>The number of matches in <paramref name="input"/>. Allocates nothing.</summary>
    /// <inheritdoc cref="IsMatch(ReadOnlySpan{char})"/>
    public int Count(ReadOnlySpan<char> input) => CountCore(input, DefaultStart(input.Length), null, CancellationToken.None);

    /// <summary>The number of matches in <paramref name="input"/> found by a search from <paramref name="startat"/>; allocates nothing.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="startat"/> is outside the input.</exception>
    /// <exception cref="RegexMatchTimeoutException">A search ran longer than <see cref="MatchTimeout"/>.</exception>
    public int Count(ReadOnlySpan<char> input, int startat)
    {
        ValidateStart(startat, input.Length);
        return CountCore(input, startat, null, CancellationToken.None);
    }

    /// <summary>
    /// The number of matches in <paramref name="input"/>, checking <paramref name="cancellationToken"/>
    /// between matches (for long inputs with many matches).
    /// </summary>
    /// <exception cref="OperationCanceledException">The token was canceled.</exception>
    /// <inheritdoc cref="IsMatch(ReadOnlySpan{char})"/>
    public int Count(ReadOnlySpan<char> input, CancellationToken cancellationToken) => CountCore(input, DefaultStart(input.Length), null, cancellationToken);

    /// <summary>The number of matches in UTF-8 <paramref name="utf8"/> (see <see cref="EnumerateMatches(ReadOnlySpan{byte})"/>). Allocates nothing.</summary>
    /// <inheritdoc cref="IsMatch(ReadOnlySpan{char})"/>
    public int Count(ReadOnlySpan<byte> utf8)
    {
        if (_bcl is not null) return Count(Transcode(utf8));
        StrategyCache cache = RentCache(null);
        bool countedInOnePass = _strategy.TryCountAll(utf8, 0, cache, out int counted);
        ReturnCache(cache);
        if (countedInOnePass) return counted;
        int count = 0;
        foreach (ValueMatch _ in EnumerateMatches(utf8)) count++;
        return count;
    }

    /// <summary>Enumerates the matches in <paramref name="input"/> as bounds, without allocating.</summary>
    public ValueMatchEnumerator EnumerateMatches(ReadOnlySpan<char> input) => new(this, input, DefaultStart(input.Length));

    /// <summary>Enumerates the matches in <paramref name="input"/> at or after <paramref name="startat"/>, without allocating.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="startat"/> is outside the input.</exception>
    public ValueMatchEnumerator EnumerateMatches(ReadOnlySpan<char> input, int startat)
    {
        ValidateStart(startat, input.Length);
        return new(this, input, startat);
    }

    /// <summary>
    /// Enumerates the matches in UTF-8 <paramref name="utf8"/>, searched without transcoding; bounds are
    /// byte offsets. Matches have UTF-16 semantics; a bound that would split a supplementary scalar's
    /// surrogate pair is widened to the whole scalar. Invalid bytes read as U+FFFD and never throw.
    /// </summary>
    public Utf8ValueMatchEnumerator EnumerateMatches(ReadOnlySpan<byte> utf8) => new(this, utf8);

    private bool IsMatchCore(ReadOnlySpan<char> input, int startat, string? inputString)
    {
        if (_bcl is not null) return FallbackIsMatch(input, startat);
        if (_searchesWithoutScratch) return _strategy.IsMatchWithoutScratch(input, startat);
        StrategyCache cache = RentCache(inputString);
        bool found = _strategy.IsMatch(input, startat, cache);
        ReturnCache(cache);
        return found;
    }

    private int CountCore(ReadOnlySpan<char> input, int startat, string? inputString, CancellationToken cancellationToken)
    {
        if (_bcl is not null) return FallbackCount(input, startat, cancellationToken);
        if (_searchesWithoutScratch && !cancellationToken.CanBeCanceled) return _strategy.CountWithoutScratch(input, startat);
        StrategyCache cache = RentCache(inputString);
        // Without a token to check between matches, a strategy that counts in one pass may.
        if (!cancellationToken.CanBeCanceled && _strategy.TryCountAll(input, startat, cache, out int counted))
        {
            ReturnCache(cache);
            return counted;
        }
        int count = CountMatchByMatch(input, startat, cache, cancellationToken);
        ReturnCache(cache);
        return count;
    }

    // Out of line: a profile of CountCore taken while most strategies counted in one pass marked this loop cold, and the
    // strategies that count match by match (short lines, many calls) then ran its cold layout.
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int CountMatchByMatch(ReadOnlySpan<char> input, int startat, StrategyCache cache, CancellationToken cancellationToken)
    {
        int count = 0;
        SearchStart next = startat;
        var clock = new InputClock(startat);
        while (_strategy.TryFindSpan(input, next, cache, out int start, out int end))
        {
            count++;
            cancellationToken.ThrowIfCancellationRequested();
            if (!SearchStart.TryResume(start, end, input.Length, out next)) break;
            clock.Passed(next.Position, cache);
        }
        return count;
    }

    // Where a search without a starting position starts: the end for RightToLeft, as in the BCL.
    private int DefaultStart(int length) => RightToLeft ? length : 0;

    private static void ValidateStart(int startat, int length)
    {
        if ((uint)startat > (uint)length) throw new ArgumentOutOfRangeException(nameof(startat));
    }
}
