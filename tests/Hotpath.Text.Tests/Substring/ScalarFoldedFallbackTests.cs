using System.Text;

namespace Hotpath.Text.Tests.Substring;

/// <summary>
/// The folded-element fallback (case-insensitive needles with surrogate pairs in UTF-16, non-ASCII needles in
/// UTF-8) returns the BCL's answers: seeded haystacks of near-misses, so that verification keeps failing and the
/// search switches, with planted matches in scrambled case, and needles whose ends are lone surrogates.
/// </summary>
[Collection(VectorPathsCollection.Name)]
public sealed class ScalarFoldedFallbackTests
{
    // A needle body that the haystack nearly repeats, then an end that decides.
    private static readonly string[] s_bodies = ["\u00E9", "\u00C9\uD801\uDC28", "\uD801\uDC00\u00E9", "\u00DF\u03C3"];
    private static readonly string[] s_ends = ["\uD801\uDC28", "\uD801\uDC00x", "\u03A3", "\uD801\uDC28\u00E9"];

    [Theory]
    [MemberData(nameof(VectorPathsCollection.Modes), MemberType = typeof(VectorPathsCollection))]
    public void NearMissHaystacksMatchTheBcl(bool vectorized) => VectorPathsCollection.Run(vectorized, () =>
    {
        const int seed = 4242;
        var random = new Random(seed);
        for (int trial = 0; trial < 120; trial++)
        {
            string body = s_bodies[random.Next(s_bodies.Length)];
            string needle = Repeat(body, 1 + random.Next(12)) + s_ends[random.Next(s_ends.Length)];
            var text = new StringBuilder(Repeat(body, 200 + random.Next(600)));
            for (int planted = random.Next(4); planted > 0; planted--)
                text.Insert(PairSafeIndex(text, random.Next(text.Length + 1)), TextGenerators.ScrambleCase(random, needle));
            string haystack = text.ToString();
            string context = $"seed={seed} trial={trial} vectorized={vectorized}";
            SubstringOracle.Check(haystack, needle, StringComparison.OrdinalIgnoreCase, context);
            Utf8SubstringSearcherDifferentialTests.Check(haystack, needle, StringComparison.OrdinalIgnoreCase, context);

            // Lone surrogates at the needle's ends are compared as units: a low one first, a high one last.
            string edged = "\uDC28" + needle + "\uD801";
            string edgedHaystack = haystack.Replace(needle, edged, StringComparison.Ordinal) + "\uDC28" + needle + "\uD801\uDC28";
            SubstringOracle.Check(edgedHaystack, edged, StringComparison.OrdinalIgnoreCase, context + " (lone-surrogate ends)");
        }
    });

    private static string Repeat(string piece, int times) => new StringBuilder(piece.Length * times).Insert(0, piece, times).ToString();

    // Never splits a surrogate pair (the UTF-8 oracle needs well-formed text).
    private static int PairSafeIndex(StringBuilder text, int index) =>
        index > 0 && index < text.Length && char.IsLowSurrogate(text[index]) ? index - 1 : index;
}
