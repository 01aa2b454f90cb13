using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    /// <summary>
    /// Splits <paramref name="input"/> at every match. As in .NET, the text of each participating capture
    /// group (in group order) is inserted after the piece that precedes its match.
    /// </summary>
    /// <returns>The pieces; the whole input alone when nothing matched.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="input"/> is null.</exception>
    /// <exception cref="System.Text.RegularExpressions.RegexMatchTimeoutException">A search ran longer than <see cref="MatchTimeout"/>.</exception>
    public string[] Split(string input) => Split(input, 0, DefaultStartOf(input));

    /// <summary>Splits at most <paramref name="count"/> − 1 times (no limit when 0).</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    /// <inheritdoc cref="Split(string)"/>
    public string[] Split(string input, int count) => Split(input, count, DefaultStartOf(input));

    /// <summary>Splits at most <paramref name="count"/> − 1 times at matches found at or after <paramref name="startat"/>; the first piece still starts at 0.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative or <paramref name="startat"/> is outside the input.</exception>
    /// <inheritdoc cref="Split(string)"/>
    public string[] Split(string input, int count, int startat)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        ValidateStart(startat, input.Length);
        if (count == 1) return [input];
        if (_bcl is not null) return FallbackSplit(input, count, startat);

        int remaining = count - 1; // -1 (from count 0) means no limit
        int[] slots = new int[_strategy.SlotCount];
        var pieces = new List<string>();
        int copied = 0;
        StrategyCache cache = RentCache(input);
        SearchStart next = startat;
        while (_strategy.TryFindCaptures(input, next, cache, slots))
        {
            pieces.Add(input[copied..slots[0]]);
            copied = slots[1];
            AddGroups(pieces, input, slots);
            if (--remaining == 0 || !SearchStart.TryResume(slots[0], slots[1], input.Length, out next)) break;
        }
        ReturnCache(cache);
        if (pieces.Count == 0) return [input];
        pieces.Add(input[copied..]);
        return [.. pieces];
    }

    /// <summary>Enumerates the ranges of <paramref name="input"/> between matches, without allocating.</summary>
    public ValueSplitEnumerator EnumerateSplits(ReadOnlySpan<char> input) => new(this, input, 0, DefaultStart(input.Length));

    /// <summary>Enumerates at most <paramref name="count"/> ranges of <paramref name="input"/> between matches (0: no limit).</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public ValueSplitEnumerator EnumerateSplits(ReadOnlySpan<char> input, int count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        return new(this, input, count, DefaultStart(input.Length));
    }

    /// <summary>Enumerates at most <paramref name="count"/> ranges of <paramref name="input"/> between matches found from <paramref name="startat"/>.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative or <paramref name="startat"/> is outside the input.</exception>
    public ValueSplitEnumerator EnumerateSplits(ReadOnlySpan<char> input, int count, int startat)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        ValidateStart(startat, input.Length);
        return new(this, input, count, startat);
    }

    // .NET tests participation by group index but reads the text by group number (they differ only when
    // explicit numbers leave gaps); this reproduces it.
    private void AddGroups(List<string> pieces, string input, int[] slots)
    {
        for (int index = 1; index < Groups.Count; index++)
        {
            if (slots[2 * index] < 0) continue;
            int byNumber = Groups.IndexOfNumber(index);
            pieces.Add(byNumber >= 0 && slots[2 * byNumber] >= 0 ? input[slots[2 * byNumber]..slots[2 * byNumber + 1]] : "");
        }
    }
}
