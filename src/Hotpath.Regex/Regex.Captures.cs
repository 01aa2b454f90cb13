using Hotpath.RegularExpressions.Meta;

namespace Hotpath.RegularExpressions;

public sealed partial class Regex
{
    /// <summary>
    /// Every iteration's capture of every group of the match [<paramref name="matchStart"/>,
    /// <paramref name="matchEnd"/>) that the search from <paramref name="start"/> found in the window
    /// [<paramref name="windowStart"/>, <paramref name="windowEnd"/>) of <paramref name="text"/>; offsets
    /// are absolute. Per group index, (start, end) pairs in order.
    /// </summary>
    internal int[][] FindCaptureHistory(string text, int windowStart, int windowEnd, SearchStart start, int matchStart, int matchEnd)
    {
        ReadOnlySpan<char> window = text.AsSpan(windowStart, windowEnd - windowStart);
        var relativeStart = new SearchStart(start.Position - windowStart, start.Anchor - windowStart);
        StrategyCache cache = RentCache(text);
        int[][] history = _captureHistory.Find(window, relativeStart, matchStart - windowStart, matchEnd - windowStart, cache);
        ReturnCache(cache);
        foreach (int[] pairs in history)
        {
            for (int i = 0; i < pairs.Length; i++) pairs[i] += windowStart;
        }
        return history;
    }
}
