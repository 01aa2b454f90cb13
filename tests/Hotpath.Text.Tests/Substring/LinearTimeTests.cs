using System.Text;

namespace Hotpath.Text.Tests.Substring;

/// <summary>
/// No needle/haystack pair makes a search quadratic: the work counter (<see cref="SearchStats"/>, units compared
/// during verification and the Two-Way fallback) stays within a constant factor of n + m. Never timed.
/// </summary>
[Collection(VectorPathsCollection.Name)]
public sealed class LinearTimeTests
{
    private const int HaystackLength = 30_000;

    // Pairs built so that a naive "check every candidate" search compares about m units at every position.
    public static TheoryData<string, string, bool> AdversarialInputs()
    {
        var data = new TheoryData<string, string, bool>();
        foreach (int m in new[] { 2, 17, 300, 3000 })
        {
            string aRun = new('a', m - 1);
            (string Haystack, string Needle)[] cases =
            [
                (new string('a', HaystackLength), aRun + "b"),              // a^n vs a^(m-1)b
                (new string('a', HaystackLength), "b" + aRun),              // a^n vs ba^(m-1): the backward worst case
                (Repeat(aRun + "b", HaystackLength), aRun + "a"),           // every probe hits, the last unit fails
                (Repeat("ab", HaystackLength), Repeat("ab", m - 1) + "b"),
                (Repeat("Aa", HaystackLength), new string('a', m - 1) + "b"),
            ];
            foreach (var (haystack, needle) in cases)
            {
                data.Add(haystack, needle, true);
                data.Add(haystack, needle, false);
            }
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(AdversarialInputs))]
    public void WorkIsLinearInHaystackAndNeedleLength(string haystack, string needle, bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        long bound = 8L * (haystack.Length + needle.Length) + 64L * needle.Length;
        foreach (StringComparison comparison in new[] { StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase })
        {
            var searcher = new SubstringSearcher(needle, comparison);
            var utf8 = new Utf8SubstringSearcher(needle, comparison);
            byte[] haystackBytes = Encoding.UTF8.GetBytes(haystack);
            string because = $"m={needle.Length} needle starts \"{needle[..Math.Min(8, needle.Length)]}\" {comparison} vectorized={vectorized}";

            int first = 0, last = 0;
            AssertLinear(() => first = searcher.IndexOf(haystack), bound, "IndexOf " + because);
            AssertLinear(() => last = searcher.LastIndexOf(haystack), bound, "LastIndexOf " + because);
            // The answers after a switch to Two-Way must still be the BCL's (whose own search is quadratic here,
            // so only the shorter needles are checked).
            if (needle.Length <= 300)
            {
                Assert.Equal(haystack.AsSpan().IndexOf(needle, comparison), first);
                Assert.Equal(haystack.AsSpan().LastIndexOf(needle, comparison), last);
            }
            AssertLinear(() => searcher.Count(haystack), bound, "Count " + because);
            AssertLinear(() => utf8.IndexOf(haystackBytes), bound, "UTF-8 IndexOf " + because);
            AssertLinear(() => utf8.LastIndexOf(haystackBytes), bound, "UTF-8 LastIndexOf " + because);
        }
    });

    [Fact]
    public void TheCounterSeesTheWorkOfAFallback()
    {
        // The counter must be able to fail the tests here: a needle whose casing blocks both the filter and per-unit
        // Two-Way (cased non-ASCII units around a surrogate pair) is verified at many positions before the element
        // matcher reads the haystack once: at least n units counted, and still within the linear bound.
        string needle = new string('\u00E9', 50) + "\uD801\uDC28";
        string haystack = new('\u00E9', 20_000);
        SearchStats.Reset();
        Assert.Equal(-1, new SubstringSearcher(needle, StringComparison.OrdinalIgnoreCase).LastIndexOf(haystack));
        Assert.InRange(SearchStats.UnitsCompared, haystack.Length, 8L * (haystack.Length + needle.Length) + 64L * needle.Length);
    }

    // Case-insensitive needles that fold as scalars (UTF-16 surrogate pairs, non-ASCII UTF-8): filtered searches,
    // forward and backward, hand over to the folded-element matcher when verification costs too much.
    public static TheoryData<string, string> ScalarFoldedInputs() => new()
    {
        { new string('\u00E9', 20_000), new string('\u00E9', 50) + "\uD801\uDC28" },
        { Repeat("\u00E9\uD801\uDC00", 20_000), Repeat("\u00C9\uD801\uDC28", 60) + "\u00E9" },
        { Repeat("\uDC28\u00E9", 20_000), "\uDC28" + new string('\u00E9', 40) + "\uD801\uDC28\uD801" },
        { new string('\u00E9', 20_000), new string('\u00C9', 300) + "\u00DF" },
    };

    [Theory]
    [MemberData(nameof(ScalarFoldedInputs))]
    public void ScalarFoldedNeedlesAreLinearBothWays(string haystack, string needle)
    {
        long bound = 8L * (haystack.Length + needle.Length) + 64L * needle.Length;
        var searcher = new SubstringSearcher(needle, StringComparison.OrdinalIgnoreCase);
        var utf8 = new Utf8SubstringSearcher(needle, StringComparison.OrdinalIgnoreCase);
        byte[] haystackBytes = Encoding.UTF8.GetBytes(haystack);
        byte[] needleBytes = Encoding.UTF8.GetBytes(needle);
        long utf8Bound = 8L * (haystackBytes.Length + needleBytes.Length) + 64L * needleBytes.Length;
        string because = $"m={needle.Length} needle starts \"{SubstringOracle.Escape(needle[..8])}\"";

        int first = 0, count = 0, last = 0, utf8Last = 0;
        AssertLinear(() => first = searcher.IndexOf(haystack), bound, "IndexOf " + because);
        AssertLinear(() => last = searcher.LastIndexOf(haystack), bound, "LastIndexOf " + because);
        AssertLinear(() => utf8Last = utf8.LastIndexOf(haystackBytes), utf8Bound, "UTF-8 LastIndexOf " + because);
        AssertLinear(() => TextSearch.LastIndexOf(haystackBytes, needleBytes, StringComparison.OrdinalIgnoreCase), utf8Bound, "UTF-8 TextSearch.LastIndexOf " + because);
        Assert.Equal(haystack.AsSpan().LastIndexOf(needle, StringComparison.OrdinalIgnoreCase), last);
        Assert.Equal(last < 0 ? -1 : Encoding.UTF8.GetByteCount(haystack.AsSpan(0, last)), utf8Last);
        AssertLinear(() => count = searcher.Count(haystack), bound, "Count " + because);
        AssertLinear(() => utf8.IndexOf(haystackBytes), utf8Bound, "UTF-8 IndexOf " + because);
        AssertLinear(() => utf8.Count(haystackBytes), utf8Bound, "UTF-8 Count " + because);
        AssertLinear(() => TextSearch.IndexOf(haystackBytes, needleBytes, StringComparison.OrdinalIgnoreCase), utf8Bound, "UTF-8 TextSearch.IndexOf " + because);
        Assert.Equal(haystack.AsSpan().IndexOf(needle, StringComparison.OrdinalIgnoreCase), first);
        Assert.Equal(SubstringOracle.Matches(haystack, needle, StringComparison.OrdinalIgnoreCase).Count, count);
    }

    private static void AssertLinear(Action search, long bound, string because)
    {
        SearchStats.Reset();
        search();
        long work = SearchStats.UnitsCompared;
        Assert.True(work <= bound, $"{because}: compared {work} units, bound {bound}");
    }

    private static string Repeat(string piece, int length)
    {
        var builder = new StringBuilder(length + piece.Length);
        while (builder.Length < length) builder.Append(piece);
        return builder.ToString(0, length);
    }
}
