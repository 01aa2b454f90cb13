using System.Text;

namespace Hotpath.Text.Tests.Substring;

/// <summary>
/// Windows that differ from the needle in exactly one unit, at every position, for every needle length around the
/// inline verifier's 4/8/16/32-byte boundaries: a verifier that skips bytes between its overlapping head and tail
/// reads, or mishandles case bits, counts a near miss as a match.
/// </summary>
[Collection(VectorPathsCollection.Name)]
public sealed class NearMissVerificationTests
{
    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void OneUnitOffIsNeverAMatch(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        const int seed = 4832;
        var random = new Random(seed);
        foreach (StringComparison comparison in (StringComparison[])[StringComparison.Ordinal, StringComparison.OrdinalIgnoreCase])
        {
            for (int length = 1; length <= 40; length++)
            {
                char[] needle = new char[length];
                for (int i = 0; i < length; i++) needle[i] = (char)random.Next('a', 'z' + 1);
                var text = new StringBuilder();
                for (int i = 0; i < length; i++)
                {
                    char[] nearMiss = (char[])needle.Clone();
                    // Another letter, in either case, so neither comparison can equate it with the needle's.
                    nearMiss[i] = (char)(needle[i] == 'z' ? 'y' : needle[i] + 1);
                    if (random.Next(2) == 0) nearMiss[i] = char.ToUpperInvariant(nearMiss[i]);
                    text.Append(nearMiss).Append(' ').Append(new string('.', random.Next(70)));
                }
                text.Append(char.ToUpperInvariant(needle[0])).Append(needle, 1, length - 1);
                string haystack = text.ToString();
                string needleText = new(needle);
                SubstringOracle.Check(haystack, needleText, comparison, $"seed={seed} length={length} {comparison} vectorized={vectorized}");

                byte[] utf8Haystack = Encoding.UTF8.GetBytes(haystack), utf8Needle = Encoding.UTF8.GetBytes(needleText);
                var searcher = new Utf8SubstringSearcher(utf8Needle, comparison);
                // All ASCII, so byte and char counts agree; the last window matches only when ignoring case.
                Assert.True(SubstringOracle.Matches(haystack, needleText, comparison).Count == searcher.Count(utf8Haystack),
                    $"UTF-8 count: seed={seed} length={length} {comparison} vectorized={vectorized}");
            }
        }
    });
}
