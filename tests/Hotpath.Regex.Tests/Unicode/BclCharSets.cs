using Hotpath.RegularExpressions.Hir;
using Bcl = System.Text.RegularExpressions;

namespace Hotpath.RegularExpressions.Tests.Unicode;

/// <summary>Asks the BCL which code units a one-unit pattern matches, to compare with the sets we build.</summary>
internal static class BclCharSets
{
    /// <summary>Every code unit once, in order, so a match's index is the unit it matched.</summary>
    public static readonly string AllUnits = string.Create(char.MaxValue + 1, 0, static (span, _) =>
    {
        for (int i = 0; i < span.Length; i++) span[i] = (char)i;
    });

    /// <summary>The units <paramref name="pattern"/> matches (it must match exactly one unit wherever it matches).</summary>
    public static CharRangeSet MatchedBy(string pattern, Bcl.RegexOptions options = Bcl.RegexOptions.None)
    {
        var regex = new Bcl.Regex(pattern, options);
        var ranges = new List<CharRange>();
        int runStart = -1, runEnd = -2;
        foreach (Bcl.ValueMatch match in regex.EnumerateMatches(AllUnits))
        {
            Assert.Equal(1, match.Length);
            if (match.Index != runEnd + 1)
            {
                if (runStart >= 0) ranges.Add(new CharRange((char)runStart, (char)runEnd));
                runStart = match.Index;
            }
            runEnd = match.Index;
        }
        if (runStart >= 0) ranges.Add(new CharRange((char)runStart, (char)runEnd));
        return CharRangeSet.FromRanges(ranges);
    }

    /// <summary>Asserts equal sets, naming the first differing units.</summary>
    public static void AssertSame(CharRangeSet expected, CharRangeSet actual, string context)
    {
        if (expected.Equals(actual)) return;
        IEnumerable<string> missing = Differences(expected, actual).Take(8);
        IEnumerable<string> extra = Differences(actual, expected).Take(8);
        Assert.Fail($"{context}: sets differ. Missing from ours: [{string.Join(" ", missing)}]; extra in ours: [{string.Join(" ", extra)}]");
    }

    private static IEnumerable<string> Differences(CharRangeSet a, CharRangeSet b)
    {
        foreach (CharRange r in a.Subtract(b).Ranges.ToArray())
        {
            for (int c = r.First; c <= r.Last; c++) yield return $"U+{c:X4}";
        }
    }
}
