using System.Buffers;
using Hotpath.Text;

namespace Hotpath.Text.Tests.Multi;

/// <summary>
/// Teddy narrows UTF-16 units to bytes before its nibble lookups (clamp, pack, then a permute back into text
/// order). A wrong lane order or a unit below 0xFF that does not narrow to itself loses matches: seeded
/// haystacks of units around the narrowing edges (NUL, 0xFE, 0xFF, above 0x7FFF) with planted patterns, from
/// many start offsets and at every vector width, against <see cref="SearchValues{T}"/>.
/// </summary>
[Collection(SimdSwitchCollection.Name)]
public sealed class TeddyNarrowingTests
{
    // Units that narrow to 0x00, 0xFF or 0xFE under the various narrowing instructions, and their neighbours.
    private const string Alphabet = "\0\u00FE\u00FF\u0100\u01FE\u7FFF\u8000\u80FE\uFF00\uFFFEab";

    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 24));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void NarrowedUnits_KeepOrderAndIdentity(int seed)
    {
        var random = new Random(seed);
        string[] patterns = ["\0a", "\u00FEb\0", "ab\u00FE", "\0\0\0"];
        var text = new System.Text.StringBuilder();
        for (int i = 0, length = 64 + random.Next(400); i < length; i++) text.Append(Alphabet[random.Next(Alphabet.Length)]);
        for (int planted = random.Next(3); planted > 0; planted--) text.Insert(random.Next(text.Length + 1), patterns[random.Next(patterns.Length)]);
        string haystack = text.ToString();
        SearchValues<string> bcl = SearchValues.Create(patterns, StringComparison.Ordinal);
        var searcher = new MultiStringSearcher(patterns, new MultiStringSearchOptions { Algorithm = MultiStringAlgorithm.Teddy });
        SearcherMatrix.ForEachVectorWidth(bits =>
        {
            for (int start = 0; start <= haystack.Length; start += 1 + random.Next(24))
            {
                int expected = haystack.AsSpan(start).IndexOfAny(bcl);
                int actual = searcher.IndexOfAny(haystack.AsSpan(start));
                Assert.True(expected == actual, $"from {start}: expected {expected}, got {actual}; {SearcherMatrix.Describe(searcher, patterns, haystack, seed, bits)}");
            }
        });
    }
}
