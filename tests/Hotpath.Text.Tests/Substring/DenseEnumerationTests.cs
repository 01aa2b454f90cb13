using System.Text;
using Hotpath.Text.Tests.Multi;

namespace Hotpath.Text.Tests.Substring;

/// <summary>
/// Needles compared whole (up to 6 units) enumerate 32 matches per scan (<see cref="SubstringMatchEnumerator"/>), so
/// with dense matches an enumeration refills many times, each refill starting right after the last match collected,
/// which may end inside the block the scan stopped in or in the next one. Seeded differential tests against the
/// BCL's IndexOf loop, over slices of every length class the vector widths take, from many start offsets; a
/// one-pattern <see cref="MultiStringSearcher"/> enumerates and replaces through the same collecting scan.
/// </summary>
public sealed class DenseEnumerationTests
{
    public static TheoryData<int> Seeds() => new(Enumerable.Range(0, 24));

    [Theory]
    [MemberData(nameof(Seeds))]
    public void DenseMatches_EnumerateAsTheBclIndexOfLoop(int seed)
    {
        var random = new RandomPatterns(seed);
        // Two letters (and their upper case, for OrdinalIgnoreCase) make matches and overlapping near-misses dense.
        StringComparison comparison = seed % 2 == 0 ? StringComparison.Ordinal : StringComparison.OrdinalIgnoreCase;
        string needle = random.Text("ab", 1 + seed % 6);
        var text = new StringBuilder();
        while (text.Length < 4000) text.Append(random.Next(8) == 0 ? random.Text("abAB c", 1 + random.Next(5)) : needle);
        string haystack = text.ToString();
        var searcher = new SubstringSearcher(needle, comparison);
        var utf8 = new Utf8SubstringSearcher(Encoding.UTF8.GetBytes(needle), comparison);
        // A one-pattern set searches with the same substring search and collects the same way.
        var set = new MultiStringSearcher([needle], new MultiStringSearchOptions { IgnoreCase = comparison == StringComparison.OrdinalIgnoreCase });
        Assert.Equal(MultiStringAlgorithm.Substring, set.Algorithm);
        for (int offset = 0; offset < 70; offset += 1 + random.Next(4))
        {
            string slice = haystack.Substring(offset, random.Next(3) == 0 ? random.Next(300) : haystack.Length - offset - random.Next(70));
            List<int> expected = SubstringOracle.Matches(slice, needle, comparison);
            var enumerated = new List<int>();
            foreach (int index in searcher.EnumerateMatches(slice)) enumerated.Add(index);
            AssertSame(expected, enumerated, $"seed {seed}, {comparison}, needle \"{needle}\", offset {offset}, length {slice.Length}");
            // The text is ASCII, so byte offsets are char offsets.
            enumerated.Clear();
            foreach (Utf8SubstringMatch match in utf8.EnumerateMatches(Encoding.UTF8.GetBytes(slice)))
            {
                Assert.Equal(needle.Length, match.Length);
                enumerated.Add(match.Index);
            }
            AssertSame(expected, enumerated, $"UTF-8, seed {seed}, {comparison}, needle \"{needle}\", offset {offset}, length {slice.Length}");
            enumerated.Clear();
            foreach (StringMatch match in set.EnumerateMatches(slice))
            {
                Assert.Equal(needle.Length, match.Length);
                enumerated.Add(match.Index);
            }
            AssertSame(expected, enumerated, $"one-pattern set, seed {seed}, {comparison}, needle \"{needle}\", offset {offset}, length {slice.Length}");
            var replaced = new StringBuilder();
            int copied = 0;
            foreach (int index in expected)
            {
                replaced.Append(slice, copied, index - copied).Append('#');
                copied = index + needle.Length;
            }
            replaced.Append(slice, copied, slice.Length - copied);
            Assert.True(replaced.ToString() == set.Replace(slice, ["#"]), $"one-pattern set replace, seed {seed}, {comparison}, needle \"{needle}\", offset {offset}");
        }
    }

    private static void AssertSame(List<int> expected, List<int> enumerated, string context)
    {
        int k = 0;
        while (k < expected.Count && k < enumerated.Count && expected[k] == enumerated[k]) k++;
        Assert.True(expected.Count == enumerated.Count && k == expected.Count,
            $"{context}: {expected.Count} matches expected, {enumerated.Count} enumerated, first difference at match {k}");
    }
}
