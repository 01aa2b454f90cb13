using System.Buffers;
using System.Runtime.InteropServices;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// Sets whose patterns are all at least four units long, so Teddy may fingerprint four units (the weekday names'
/// shape): seeded differential tests against <see cref="SearchValues{T}"/> and <see cref="ReferenceSearch"/> at
/// every vector width, with planted occurrences, both match kinds and both case modes.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class TeddyFingerprintTests
{
    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 30));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void LongPatterns_MatchReference(int seed)
    {
        var random = new RandomPatterns(seed);
        string alphabet = seed % 2 == 0 ? "abAB" : "abc-";
        string[] patterns = random.Patterns(alphabet, 1 + random.Next(seed % 3 == 0 ? 14 : 8), 4, 7);
        var text = new System.Text.StringBuilder(random.Text(alphabet, random.Next(400)));
        for (int planted = random.Next(6); planted > 0; planted--) text.Insert(random.Next(text.Length + 1), patterns[random.Next(patterns.Length)]);
        string haystack = text.ToString();
        foreach (bool ignoreCase in new[] { false, true })
        {
            var comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            SearchValues<string> bcl = SearchValues.Create(patterns, comparison);
            foreach (var kind in Enum.GetValues<MultiStringMatchKind>())
            {
                var expected = ReferenceSearch.FindAll(haystack, patterns, kind, comparison);
                foreach (MultiStringSearcher searcher in SearcherMatrix.For(patterns, kind, ignoreCase))
                    SearcherMatrix.ForEachVectorWidth(bits =>
                    {
                        string context = SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits);
                        Assert.True(haystack.AsSpan().IndexOfAny(bcl) == searcher.IndexOfAny(haystack), $"IndexOfAny; {context}");
                        MultiStringDifferentialTests.AssertMatches(expected, searcher, haystack, context);
                    });
            }
        }
    }

    [Fact]
    public void FourUnitFingerprint_OnlyWhenEachGetsABucket()
    {
        Assert.Equal(4, FingerprintLength(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], ignoreCase: true));
        // Nine distinct four-unit prefixes would share buckets: three units then.
        Assert.Equal(3, FingerprintLength(["abca", "abcb", "abcc", "abcd", "abce", "abcf", "abcg", "abch", "abci"], ignoreCase: false));
        Assert.Equal(3, FingerprintLength(["abc", "abcdef"], ignoreCase: false));
    }

    private static int FingerprintLength(string[] patterns, bool ignoreCase)
    {
        var units = patterns.Select(p => MemoryMarshal.Cast<char, ushort>(p.AsSpan()).ToArray()).ToArray();
        var set = new PatternSet<ushort>(units, MultiStringMatchKind.LeftmostFirst, ignoreCase ? CodeUnitFolding.Utf16IgnoreCase : CodeUnitFolding.Ordinal);
        return TeddyMasks.TryCreate(set)!.FingerprintLength;
    }
}
