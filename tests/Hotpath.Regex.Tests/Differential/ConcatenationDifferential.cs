using System.Text;
using BclRegex = System.Text.RegularExpressions.Regex;

namespace Hotpath.RegularExpressions.Tests.Differential;

/// <summary>
/// Differential runs over inputs glued from a few chosen pieces (words, separators, case variants): pieces
/// reach the corners a strategy has (near-misses, overlaps, long runs) far more often than random text.
/// </summary>
internal static class ConcatenationDifferential
{
    /// <summary>
    /// Asserts that Hotpath and the BCL agree on every public result for <paramref name="rounds"/> inputs of up to
    /// <paramref name="maxPieces"/> pieces drawn from <paramref name="pieces"/> with <paramref name="seed"/>.
    /// </summary>
    public static void AssertAgrees(string pattern, RegexOptions options, string[] pieces, int seed, int rounds, int maxPieces)
    {
        var bcl = new BclRegex(pattern, (System.Text.RegularExpressions.RegexOptions)(options));
        var hotpath = new Regex(pattern, options);
        var random = new Random(seed);
        for (int round = 0; round < rounds; round++)
        {
            var builder = new StringBuilder();
            int count = random.Next(0, maxPieces + 1);
            for (int i = 0; i < count; i++) builder.Append(pieces[random.Next(pieces.Length)]);
            string input = builder.ToString();
            string? difference = DifferentialComparer.Compare(bcl, hotpath, input);
            Assert.True(difference is null, $"seed {seed} round {round}: /{pattern}/ {options} on '{DifferentialComparer.Escape(input)}': {difference}");
        }
    }
}
