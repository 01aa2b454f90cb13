using Hotpath.RegularExpressions.Meta;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Compares Hotpath's UTF-8 searches with the BCL run over the decoded text (<see cref="DecodedUtf8"/>): every match's
/// byte bounds, the count and <c>IsMatch</c>, through the public API or through one forced <see cref="Strategy"/>.
/// </summary>
internal static class Utf8Differential
{
    /// <summary>The first difference through the public API, or null; <paramref name="compared"/> is false when skipped.</summary>
    public static string? Compare(BclRegex bcl, Regex hotpath, DecodedUtf8 input, out bool compared)
    {
        var actual = new List<(int, int)>();
        foreach (ValueMatch match in hotpath.EnumerateMatches(input.Bytes)) actual.Add((match.Index, match.Index + match.Length));
        compared = TryExpected(bcl, input, actual, out List<(int, int)> expected);
        if (!compared) return null;
        return Describe(expected, actual, hotpath.Count(input.Bytes), hotpath.IsMatch(input.Bytes));
    }

    /// <summary>The first difference through <paramref name="strategy"/>'s UTF-8 searches, or null; <paramref name="compared"/> is false when skipped.</summary>
    public static string? Compare(BclRegex bcl, Strategy strategy, DecodedUtf8 input, out bool compared)
    {
        StrategyCache cache = strategy.CreateCache();
        var actual = new List<(int, int)>();
        Span<int> slots = stackalloc int[strategy.SlotCount];
        SearchStart start = 0;
        bool done = false;
        while (!done && strategy.TryFindSpan(input.Bytes, start, cache, out int matchStart, out int matchEnd))
        {
            actual.Add((matchStart, matchEnd));
            if (!strategy.TryFindCaptures(input.Bytes, start, cache, slots) || (slots[0], slots[1]) != (matchStart, matchEnd))
            {
                compared = true;
                return $"TryFindCaptures from {start.Position} found ({slots[0]},{slots[1]}) where TryFindSpan found ({matchStart},{matchEnd})";
            }
            start = Utf8ValueMatchEnumerator.NextStart(input.Bytes, matchStart, matchEnd, out done);
        }
        compared = TryExpected(bcl, input, actual, out List<(int, int)> expected);
        if (!compared) return null;
        int count = strategy.TryCountAll(input.Bytes, 0, cache, out int counted) ? counted : actual.Count;
        return Describe(expected, actual, count, strategy.IsMatch(input.Bytes, 0, cache));
    }

    // The matches of the BCL regex, or of the oracle that found `actual` where they differ (DifferentialComparer.Oracles;
    // else of the first oracle), over the text in bytes; false when none can be mapped: a match splits a surrogate pair
    // (see DecodedUtf8.TryMap).
    private static bool TryExpected(BclRegex bcl, DecodedUtf8 input, List<(int, int)> actual, out List<(int, int)> expected)
    {
        bool bclMapped = TryMapped(bcl, input, out expected);
        if (bclMapped && expected.SequenceEqual(actual)) return true;
        IReadOnlyList<BclRegex> oracles = DifferentialComparer.Oracles(bcl);
        if (oracles is [var only] && ReferenceEquals(only, bcl)) return bclMapped;
        List<(int, int)>? first = null;
        foreach (BclRegex oracle in oracles)
        {
            if (!TryMapped(oracle, input, out List<(int, int)> mapped)) continue;
            if (mapped.SequenceEqual(actual))
            {
                expected = mapped;
                return true;
            }
            first ??= mapped;
        }
        // The regex's own answer is not the meaning here (it differs from the oracles'): only theirs is expected.
        expected = first ?? [];
        return first is not null;
    }

    private static bool TryMapped(BclRegex oracle, DecodedUtf8 input, out List<(int, int)> mapped)
    {
        mapped = [];
        System.Text.RegularExpressions.MatchCollection matches = oracle.Matches(input.Text);
        try
        {
            foreach (System.Text.RegularExpressions.Match match in matches)
            {
                if (!input.TryMap(match.Index, match.Index + match.Length, out int start, out int end)) return false;
                mapped.Add((start, end));
            }
        }
        catch (Exception e) when (e is ArgumentOutOfRangeException or IndexOutOfRangeException)
        {
            // The Compiled engine has been seen to throw from its generated code (DifferentialComparer.TryCompareWith).
            return false;
        }
        return true;
    }

    private static string? Describe(List<(int, int)> expected, List<(int, int)> actual, int count, bool isMatch)
    {
        string e = string.Join(" ", expected), a = string.Join(" ", actual);
        if (e != a) return $"matches in bytes: expected [{e}] but got [{a}]";
        if (count != expected.Count) return $"Count: expected {expected.Count} but got {count}";
        if (isMatch != expected.Count > 0) return $"IsMatch: expected {expected.Count > 0}";
        return null;
    }
}
